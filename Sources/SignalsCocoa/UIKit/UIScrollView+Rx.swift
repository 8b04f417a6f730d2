#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UIScrollView {
    /// The finger's velocity as it lifts, and where the content will come to rest (RxCocoa's
    /// `WillEndDraggingEvent`): writing `targetContentOffset.pointee` moves that place.
    public typealias WillEndDraggingEvent = (velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)

    /// The view zoomed and the scale it ended at (RxCocoa's `EndZoomEvent`).
    public typealias EndZoomEvent = (view: UIView?, scale: CGFloat)

    /// The scroll view's delegate proxy (RxCocoa's `rx.delegate`), installed on first use: observe any
    /// delegate method it implements with `methodInvoked(_:)`. A table or collection view's is its
    /// table or collection proxy.
    public var delegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> {
        RxScrollViewDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the scroll view's delegate behind its proxy (RxCocoa's `rx.setDelegate`): it
    /// gets every message, and the `rx` events keep working. Until the returned `Disposable` is
    /// disposed; the proxy holds `delegate` weakly. Call on the main thread.
    ///
    /// - Parameter delegate: The delegate (a `UITableViewDelegate` for a table view, …).
    /// - Returns: Removes it again.
    public func setDelegate(_ delegate: UIScrollViewDelegate) -> Disposable {
        RxScrollViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The content offset, two-way (RxCocoa's `rx.contentOffset`): the current offset on subscription,
    /// then the offset after each scroll; a bound value sets it (which scrolls, and is sent back).
    public var contentOffset: ControlProperty<CGPoint> {
        // The scroll view itself first (for the current offset), then each scroll's arguments.
        let scrolls = proxyMessages(of: base) { scrollView in
            RxScrollViewDelegateProxy.proxy(for: scrollView).methodInvoked(ScrollViewSelectors.didScroll).startWith([scrollView])
        }
        let offsets = scrolls.map { arguments in
            let scrollView = try castOrThrow(UIScrollView.self, arguments[0])
            // Delegate messages arrive on the main thread.
            return assumeMainActor { scrollView.contentOffset }
        }
        return ControlProperty(
            values: offsets,
            valueSink: Binder(base) { scrollView, offset in scrollView.contentOffset = offset }
        )
    }

    /// Each scroll (`scrollViewDidScroll`).
    public var didScroll: ControlEvent<Void> { delegateEvent(ScrollViewSelectors.didScroll) { _ in () } }

    /// Each time the user starts dragging the content (`scrollViewWillBeginDragging`).
    public var willBeginDragging: ControlEvent<Void> { delegateEvent(ScrollViewSelectors.willBeginDragging) { _ in () } }

    /// Each time the user lifts the finger: whether the content will decelerate (`scrollViewDidEndDragging`).
    public var didEndDragging: ControlEvent<Bool> { delegateEvent(ScrollViewSelectors.didEndDragging) { try castOrThrow(Bool.self, $0[1]) } }

    /// Each time the content stops decelerating (`scrollViewDidEndDecelerating`).
    public var didEndDecelerating: ControlEvent<Void> { delegateEvent(ScrollViewSelectors.didEndDecelerating) { _ in () } }

    /// Each time the content begins decelerating after a drag (`scrollViewWillBeginDecelerating`).
    public var willBeginDecelerating: ControlEvent<Void> { delegateEvent(ScrollViewSelectors.willBeginDecelerating) { _ in () } }

    /// Each change of the zoom scale (`scrollViewDidZoom`).
    public var didZoom: ControlEvent<Void> { delegateEvent(ScrollViewSelectors.didZoom) { _ in () } }

    /// Each time the content scrolls to the top after a tap on the status bar (`scrollViewDidScrollToTop`).
    public var didScrollToTop: ControlEvent<Void> { delegateEvent(ScrollViewSelectors.didScrollToTop) { _ in () } }

    /// Each time an animated scroll (`setContentOffset(_:animated: true)`) ends (`scrollViewDidEndScrollingAnimation`).
    public var didEndScrollingAnimation: ControlEvent<Void> { delegateEvent(ScrollViewSelectors.didEndScrollingAnimation) { _ in () } }

    /// Each time the user lifts the finger, before the content decelerates
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`): set
    /// `targetContentOffset.pointee` there to change where it comes to rest.
    public var willEndDragging: ControlEvent<WillEndDraggingEvent> {
        delegateEvent(ScrollViewSelectors.willEndDragging) {
            (try castOrThrow(CGPoint.self, $0[1]), try castOrThrow(UnsafeMutablePointer<CGPoint>.self, $0[2]))
        }
    }

    /// The view about to be zoomed, each time zooming starts (`scrollViewWillBeginZooming(_:with:)`).
    public var willBeginZooming: ControlEvent<UIView?> { delegateEvent(ScrollViewSelectors.willBeginZooming) { $0[1] as? UIView } }

    /// The view zoomed and the scale, each time zooming ends (`scrollViewDidEndZooming(_:with:atScale:)`).
    public var didEndZooming: ControlEvent<EndZoomEvent> {
        delegateEvent(ScrollViewSelectors.didEndZooming) { ($0[1] as? UIView, try castOrThrow(CGFloat.self, $0[2])) }
    }

    /// The delegate proxy's messages for `selector`, read by `read`: the events of scroll views and of
    /// the table, collection and text views, whose delegate proxy is a scroll view proxy.
    func delegateEvent<Value>(_ selector: Selector, read: @escaping ([Any]) throws -> Value) -> ControlEvent<Value> {
        proxyEvent(of: base, { RxScrollViewDelegateProxy.proxy(for: $0).methodInvoked(selector) }, read: read)
    }
}
#endif
