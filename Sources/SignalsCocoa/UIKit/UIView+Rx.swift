#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UIView {
    /// Binds `isHidden`.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in view.isHidden = hidden }
    }

    /// Binds `alpha`.
    public var alpha: Binder<CGFloat> {
        Binder(base) { view, alpha in view.alpha = alpha }
    }
}

extension Reactive where Base: UILabel {
    /// Binds `text`.
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }

    /// Binds `attributedText`.
    public var attributedText: Binder<NSAttributedString?> {
        Binder(base) { label, text in label.attributedText = text }
    }
}

extension Reactive where Base: UIActivityIndicatorView {
    /// Binds whether the indicator animates (`startAnimating()` / `stopAnimating()`).
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, animating in
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}
#endif
