#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// A text input view with its two-way text (RxCocoa's `TextInput`): what `rx.textInput` gives, so code
/// can bind any text field or text view alike.
public struct TextInput<Base: UITextInput> {
    /// The text input view.
    public let base: Base
    /// Its text, two-way.
    public let text: ControlProperty<String?>

    /// A text input of `base` with `text`.
    ///
    /// - Parameters:
    ///   - base: The text input view.
    ///   - text: Its text property.
    public init(base: Base, text: ControlProperty<String?>) {
        self.base = base
        self.text = text
    }
}

extension Reactive where Base: UITextField {
    /// The field and its two-way `text` (RxCocoa's `rx.textInput`).
    public var textInput: TextInput<Base> { TextInput(base: base, text: text) }
}

extension Reactive where Base: UITextView {
    /// The text view and its two-way `text` (RxCocoa's `rx.textInput`).
    public var textInput: TextInput<Base> { TextInput(base: base, text: text) }
}
#endif
