#if canImport(UIKit) && !os(watchOS)
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
        userEditedProperty(read: { $0.text }, write: { textView, text in
            if textView.text != text { textView.text = text }
        })
    }

    /// The styled text, two-way, as `text`: binding a value sets it when it differs.
    public var attributedText: ControlProperty<NSAttributedString?> {
        userEditedProperty(read: { $0.attributedText }, write: { textView, text in
            if textView.attributedText != text { textView.attributedText = text }
        })
    }

    /// Each time editing begins (`textViewDidBeginEditing`, through the text view's delegate proxy).
    public var didBeginEditing: ControlEvent<Void> { delegateEvent(TextViewSelectors.didBeginEditing) { _ in () } }

    /// Each time editing ends (`textViewDidEndEditing`).
    public var didEndEditing: ControlEvent<Void> { delegateEvent(TextViewSelectors.didEndEditing) { _ in () } }

    /// Each change the user makes to the text (`textViewDidChange`).
    public var didChange: ControlEvent<Void> { delegateEvent(TextViewSelectors.didChange) { _ in () } }

    /// Each change of the selection (`textViewDidChangeSelection`).
    public var didChangeSelection: ControlEvent<Void> { delegateEvent(TextViewSelectors.didChangeSelection) { _ in () } }

    /// A two-way property: `read(textView)` on subscription and after each change the user makes
    /// (`UITextView.textDidChangeNotification`); bound values go through `write` on the main thread.
    private func userEditedProperty<Value>(
        read: @escaping @MainActor (Base) -> Value,
        write: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        let read = MainActorOnly(read)
        let values = Observable<Value>.create { [weak textView = base] observer in
            // ControlProperty subscribes to this on the main thread.
            assumeMainActor {
                guard let textView else {
                    observer.onCompleted()
                    return Disposables.create()
                }
                observer.onNext(read.value(textView))
                let token = NotificationCenter.default.addObserver(
                    forName: UITextView.textDidChangeNotification, object: textView, queue: nil
                ) { [weak textView] _ in
                    // UIKit posts it on the main thread, where the user typed.
                    assumeMainActor {
                        if let textView { observer.onNext(read.value(textView)) }
                    }
                }
                let registration = AlreadyOnThisThread(token)
                return Disposables.create { NotificationCenter.default.removeObserver(registration.value) }
            }
        }
        return ControlProperty(values: values.completing(whenDeallocated: base), valueSink: Binder(base, binding: write))
    }
}
#endif
