#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UITextField {
    /// The text, two-way: the current text, then the text after each edit; binding a value sets the
    /// text (only when it differs, so the cursor does not jump). Use `.orEmpty` for `String`.
    public var text: ControlProperty<String?> { value }

    /// The same as `text`.
    public var value: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { textField in textField.text },
            setter: { textField, text in
                if textField.text != text { textField.text = text }
            }
        )
    }

    /// The styled text, two-way: the current styled text, then the styled text after each edit;
    /// binding a value sets it (only when it differs, so the cursor and marked text stay).
    public var attributedText: ControlProperty<NSAttributedString?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { textField in textField.attributedText },
            setter: { textField, text in
                if textField.attributedText != text { textField.attributedText = text }
            }
        )
    }
}
#endif
