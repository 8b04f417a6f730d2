#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension UIScrollView: @preconcurrency HasDelegate {
    /// A scroll view's delegate protocol.
    public typealias Delegate = UIScrollViewDelegate
}

/// The delegate proxy of a scroll view (RxCocoa's `RxScrollViewDelegateProxy`), and through its
/// registrations of table, collection and text views, whose delegate protocols refine the scroll view's.
/// It observes `scrollViewDidScroll`, `scrollViewWillBeginDragging`, `scrollViewDidEndDragging`,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidEndDecelerating`, `scrollViewDidZoom`,
/// `scrollViewDidScrollToTop`, `scrollViewDidEndScrollingAnimation`, `scrollViewWillEndDragging`,
/// `scrollViewWillBeginZooming` and `scrollViewDidEndZooming`; every message still reaches the forward delegate.
open class RxScrollViewDelegateProxy: DelegateProxy<UIScrollView, UIScrollViewDelegate>, DelegateProxyType {
    /// The scroll view; held weakly.
    public private(set) weak var scrollView: UIScrollView?

    /// The proxy of `scrollView`; use `proxy(for:)` (or `scrollView.rx.delegate`) to get the installed one.
    ///
    /// - Parameter scrollView: The scroll view; held weakly.
    public init(scrollView: ParentObject) {
        self.scrollView = scrollView
        super.init(parentObject: scrollView, delegateProxy: RxScrollViewDelegateProxy.self)
    }

    /// Registers the scroll view's proxy and those of the table, collection and text views.
    public static func registerKnownImplementations() {
        register { RxScrollViewDelegateProxy(scrollView: $0) }
        register { RxTableViewDelegateProxy(tableView: $0) }
        register { RxCollectionViewDelegateProxy(collectionView: $0) }
        register { RxTextViewDelegateProxy(textView: $0) }
    }
}

extension RxScrollViewDelegateProxy: UIScrollViewDelegate {
    /// Tells observers of `scrollViewDidScroll`, then the forward delegate.
    ///
    /// - Parameter scrollView: The scroll view UIKit tells.
    @MainActor
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        intercept(ScrollViewSelectors.didScroll, arguments: [scrollView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewDidScroll(scrollView)
            #else
            delegate.scrollViewDidScroll?(scrollView)
            #endif
        }
    }

    /// Tells observers of `scrollViewWillBeginDragging`, then the forward delegate.
    ///
    /// - Parameter scrollView: The scroll view UIKit tells.
    @MainActor
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        intercept(ScrollViewSelectors.willBeginDragging, arguments: [scrollView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewWillBeginDragging(scrollView)
            #else
            delegate.scrollViewWillBeginDragging?(scrollView)
            #endif
        }
    }

    /// Tells observers of `scrollViewDidEndDragging(_:willDecelerate:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view UIKit tells.
    ///   - decelerate: Whether the content keeps moving after the finger lifts.
    @MainActor
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        intercept(ScrollViewSelectors.didEndDragging, arguments: [scrollView, decelerate]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
            #else
            delegate.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
            #endif
        }
    }

    /// Tells observers of `scrollViewDidEndDecelerating`, then the forward delegate.
    ///
    /// - Parameter scrollView: The scroll view UIKit tells.
    @MainActor
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        intercept(ScrollViewSelectors.didEndDecelerating, arguments: [scrollView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewDidEndDecelerating(scrollView)
            #else
            delegate.scrollViewDidEndDecelerating?(scrollView)
            #endif
        }
    }

    /// Tells observers of `scrollViewWillBeginDecelerating`, then the forward delegate.
    ///
    /// - Parameter scrollView: The scroll view UIKit tells.
    @MainActor
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        intercept(ScrollViewSelectors.willBeginDecelerating, arguments: [scrollView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewWillBeginDecelerating(scrollView)
            #else
            delegate.scrollViewWillBeginDecelerating?(scrollView)
            #endif
        }
    }

    /// Tells observers of `scrollViewDidZoom`, then the forward delegate.
    ///
    /// - Parameter scrollView: The scroll view UIKit tells.
    @MainActor
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        intercept(ScrollViewSelectors.didZoom, arguments: [scrollView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewDidZoom(scrollView)
            #else
            delegate.scrollViewDidZoom?(scrollView)
            #endif
        }
    }

    /// Tells observers of `scrollViewDidScrollToTop`, then the forward delegate.
    ///
    /// - Parameter scrollView: The scroll view UIKit tells.
    @MainActor
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        intercept(ScrollViewSelectors.didScrollToTop, arguments: [scrollView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewDidScrollToTop(scrollView)
            #else
            delegate.scrollViewDidScrollToTop?(scrollView)
            #endif
        }
    }

    /// Tells observers of `scrollViewDidEndScrollingAnimation`, then the forward delegate.
    ///
    /// - Parameter scrollView: The scroll view UIKit tells.
    @MainActor
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        intercept(ScrollViewSelectors.didEndScrollingAnimation, arguments: [scrollView]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewDidEndScrollingAnimation(scrollView)
            #else
            delegate.scrollViewDidEndScrollingAnimation?(scrollView)
            #endif
        }
    }

    /// Tells observers of `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view UIKit tells.
    ///   - velocity: The content's velocity as the finger lifts, in points per millisecond.
    ///   - targetContentOffset: Where the content will come to rest; observers and the delegate may change it.
    @MainActor
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        intercept(ScrollViewSelectors.willEndDragging, arguments: [scrollView, velocity, targetContentOffset]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            #else
            delegate.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
            #endif
        }
    }

    /// Tells observers of `scrollViewWillBeginZooming(_:with:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view UIKit tells.
    ///   - view: The view about to be zoomed.
    @MainActor
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        intercept(ScrollViewSelectors.willBeginZooming, arguments: [scrollView, view as Any]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewWillBeginZooming(scrollView, with: view)
            #else
            delegate.scrollViewWillBeginZooming?(scrollView, with: view)
            #endif
        }
    }

    /// Tells observers of `scrollViewDidEndZooming(_:with:atScale:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view UIKit tells.
    ///   - view: The view that was zoomed.
    ///   - scale: The zoom scale it ended at.
    @MainActor
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        intercept(ScrollViewSelectors.didEndZooming, arguments: [scrollView, view as Any, scale]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
            #else
            delegate.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
            #endif
        }
    }
}

/// The `UIScrollViewDelegate` methods the scroll view proxy observes.
enum ScrollViewSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let didScroll = Selector("scrollViewDidScroll:")
    static let willBeginDragging = Selector("scrollViewWillBeginDragging:")
    static let didEndDragging = Selector("scrollViewDidEndDragging:willDecelerate:")
    static let didEndDecelerating = Selector("scrollViewDidEndDecelerating:")
    static let willBeginDecelerating = Selector("scrollViewWillBeginDecelerating:")
    static let didZoom = Selector("scrollViewDidZoom:")
    static let didScrollToTop = Selector("scrollViewDidScrollToTop:")
    static let didEndScrollingAnimation = Selector("scrollViewDidEndScrollingAnimation:")
    static let willEndDragging = Selector("scrollViewWillEndDragging:withVelocity:targetContentOffset:")
    static let willBeginZooming = Selector("scrollViewWillBeginZooming:withView:")
    static let didEndZooming = Selector("scrollViewDidEndZooming:withView:atScale:")
    #else
    static let didScroll = #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))
    static let willBeginDragging = #selector(UIScrollViewDelegate.scrollViewWillBeginDragging(_:))
    static let didEndDragging = #selector(UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:))
    static let didEndDecelerating = #selector(UIScrollViewDelegate.scrollViewDidEndDecelerating(_:))
    static let willBeginDecelerating = #selector(UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:))
    static let didZoom = #selector(UIScrollViewDelegate.scrollViewDidZoom(_:))
    static let didScrollToTop = #selector(UIScrollViewDelegate.scrollViewDidScrollToTop(_:))
    static let didEndScrollingAnimation = #selector(UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:))
    static let willEndDragging = #selector(UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:))
    static let willBeginZooming = #selector(UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:))
    static let didEndZooming = #selector(UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:))
    #endif
}
#endif
