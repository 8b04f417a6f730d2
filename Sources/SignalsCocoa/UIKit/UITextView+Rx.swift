#if canImport(UIKit) && !os(watchOS)
import Foundation
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UITextView {
    /// The text, two-way: the current text, then the text after each change the user makes
    /// (`UITextView.textDidChangeNotification`); binding a value sets the text when it differs.
    public var text: ControlProperty<String?> { value }

    /// The same as `text`.
    public var value: ControlProperty<String?> {
        let values = Observable<String?>.create { [weak textView = base] observer in
            // ControlProperty subscribes to this on the main thread.
            assumeMainActor {
                guard let textView else {
                    observer.onCompleted()
                    return Disposables.create()
                }
                observer.onNext(textView.text)
                let token = NotificationCenter.default.addObserver(
                    forName: UITextView.textDidChangeNotification, object: textView, queue: nil
                ) { [weak textView] _ in
                    // UIKit posts it on the main thread, where the user typed.
                    assumeMainActor {
                        if let textView { observer.onNext(textView.text) }
                    }
                }
                let registration = AlreadyOnThisThread(token)
                return Disposables.create { NotificationCenter.default.removeObserver(registration.value) }
            }
        }
        return ControlProperty(
            values: values.completing(whenDeallocated: base),
            valueSink: Binder(base) { textView, text in
                if textView.text != text { textView.text = text }
            }
        )
    }
}
#endif
