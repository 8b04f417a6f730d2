#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UINavigationController {
    /// A view controller shown, and whether the transition is animated (RxCocoa's `ShowEvent`).
    public typealias ShowEvent = (viewController: UIViewController, animated: Bool)

    /// The navigation controller's delegate proxy (RxCocoa's `rx.delegate`), installed on first use.
    public var delegate: DelegateProxy<UINavigationController, UINavigationControllerDelegate> {
        RxNavigationControllerDelegateProxy.proxy(for: base)
    }

    /// Each view controller about to be shown (`navigationController(_:willShow:animated:)`).
    public var willShow: ControlEvent<ShowEvent> { showEvent(NavigationControllerSelectors.willShow) }

    /// Each view controller shown (`navigationController(_:didShow:animated:)`).
    public var didShow: ControlEvent<ShowEvent> { showEvent(NavigationControllerSelectors.didShow) }

    /// The proxy's `selector` messages as `ShowEvent`s.
    private func showEvent(_ selector: Selector) -> ControlEvent<ShowEvent> {
        proxyEvent(of: base, { RxNavigationControllerDelegateProxy.proxy(for: $0).methodInvoked(selector) }) { arguments in
            (try castOrThrow(UIViewController.self, arguments[1]), try castOrThrow(Bool.self, arguments[2]))
        }
    }
}
#endif
