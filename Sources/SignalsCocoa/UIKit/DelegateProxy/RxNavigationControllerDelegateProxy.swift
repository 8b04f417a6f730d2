#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension UINavigationController: @preconcurrency HasDelegate {
    /// A navigation controller's delegate protocol.
    public typealias Delegate = UINavigationControllerDelegate
}

/// The delegate proxy of a navigation controller (RxCocoa's `RxNavigationControllerDelegateProxy`):
/// it observes `navigationController(_:willShow:animated:)` and `navigationController(_:didShow:animated:)`;
/// every message still reaches the forward delegate.
open class RxNavigationControllerDelegateProxy: DelegateProxy<UINavigationController, UINavigationControllerDelegate>, DelegateProxyType {
    /// The navigation controller; held weakly.
    public private(set) weak var navigationController: UINavigationController?

    /// The proxy of `navigationController`; use `proxy(for:)` (or `navigationController.rx.delegate`).
    ///
    /// - Parameter navigationController: The navigation controller; held weakly.
    public init(navigationController: ParentObject) {
        self.navigationController = navigationController
        super.init(parentObject: navigationController, delegateProxy: RxNavigationControllerDelegateProxy.self)
    }

    /// Registers the navigation controller's proxy.
    public static func registerKnownImplementations() {
        register { RxNavigationControllerDelegateProxy(navigationController: $0) }
    }
}

extension RxNavigationControllerDelegateProxy: UINavigationControllerDelegate {
    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller UIKit tells.
    ///   - viewController: The view controller about to be shown.
    ///   - animated: Whether the transition is animated.
    @MainActor
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        intercept(NavigationControllerSelectors.willShow, arguments: [navigationController, viewController, animated]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.navigationController(navigationController, willShow: viewController, animated: animated)
            #else
            delegate.navigationController?(navigationController, willShow: viewController, animated: animated)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller UIKit tells.
    ///   - viewController: The view controller shown.
    ///   - animated: Whether the transition was animated.
    @MainActor
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        intercept(NavigationControllerSelectors.didShow, arguments: [navigationController, viewController, animated]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.navigationController(navigationController, didShow: viewController, animated: animated)
            #else
            delegate.navigationController?(navigationController, didShow: viewController, animated: animated)
            #endif
        }
    }
}

/// The `UINavigationControllerDelegate` methods the proxy observes.
enum NavigationControllerSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let willShow = Selector("navigationController:willShowViewController:animated:")
    static let didShow = Selector("navigationController:didShowViewController:animated:")
    #else
    static let willShow = #selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:))
    static let didShow = #selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:))
    #endif
}
#endif
