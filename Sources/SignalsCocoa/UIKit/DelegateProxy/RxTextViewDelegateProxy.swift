#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The delegate proxy of a text view (RxCocoa's `RxTextViewDelegateProxy`): a scroll view proxy that
/// also observes editing beginning and ending, text changes and selection changes; every message still
/// reaches the forward delegate.
open class RxTextViewDelegateProxy: RxScrollViewDelegateProxy {
    /// The text view; held weakly.
    public private(set) weak var textView: UITextView?

    /// The proxy of `textView`; use `RxScrollViewDelegateProxy.proxy(for:)` (or `textView.rx.delegate`).
    ///
    /// - Parameter textView: The text view; held weakly.
    public init(textView: UITextView) {
        self.textView = textView
        super.init(scrollView: textView)
    }
}

extension RxTextViewDelegateProxy: UITextViewDelegate {
    /// Tells observers, then the forward delegate.
    ///
    /// - Parameter textView: The text view UIKit tells.
    @MainActor
    public func textViewDidBeginEditing(_ textView: UITextView) {
        intercept(TextViewSelectors.didBeginEditing, arguments: [textView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITextViewDelegate)?.textViewDidBeginEditing(textView)
            #else
            (delegate as? UITextViewDelegate)?.textViewDidBeginEditing?(textView)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameter textView: The text view UIKit tells.
    @MainActor
    public func textViewDidEndEditing(_ textView: UITextView) {
        intercept(TextViewSelectors.didEndEditing, arguments: [textView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITextViewDelegate)?.textViewDidEndEditing(textView)
            #else
            (delegate as? UITextViewDelegate)?.textViewDidEndEditing?(textView)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameter textView: The text view UIKit tells.
    @MainActor
    public func textViewDidChange(_ textView: UITextView) {
        intercept(TextViewSelectors.didChange, arguments: [textView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITextViewDelegate)?.textViewDidChange(textView)
            #else
            (delegate as? UITextViewDelegate)?.textViewDidChange?(textView)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameter textView: The text view UIKit tells.
    @MainActor
    public func textViewDidChangeSelection(_ textView: UITextView) {
        intercept(TextViewSelectors.didChangeSelection, arguments: [textView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITextViewDelegate)?.textViewDidChangeSelection(textView)
            #else
            (delegate as? UITextViewDelegate)?.textViewDidChangeSelection?(textView)
            #endif
        }
    }
}

/// The `UITextViewDelegate` methods the text view proxy observes.
enum TextViewSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let didBeginEditing = Selector("textViewDidBeginEditing:")
    static let didEndEditing = Selector("textViewDidEndEditing:")
    static let didChange = Selector("textViewDidChange:")
    static let didChangeSelection = Selector("textViewDidChangeSelection:")
    #else
    static let didBeginEditing = #selector(UITextViewDelegate.textViewDidBeginEditing(_:))
    static let didEndEditing = #selector(UITextViewDelegate.textViewDidEndEditing(_:))
    static let didChange = #selector(UITextViewDelegate.textViewDidChange(_:))
    static let didChangeSelection = #selector(UITextViewDelegate.textViewDidChangeSelection(_:))
    #endif
}
#endif
