#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension UITabBar: @preconcurrency HasDelegate {
    /// A tab bar's delegate protocol.
    public typealias Delegate = UITabBarDelegate
}

extension UITabBarController: @preconcurrency HasDelegate {
    /// A tab bar controller's delegate protocol.
    public typealias Delegate = UITabBarControllerDelegate
}

/// The delegate proxy of a tab bar (RxCocoa's `RxTabBarDelegateProxy`): it observes
/// `tabBar(_:didSelect:)`; every message still reaches the forward delegate.
open class RxTabBarDelegateProxy: DelegateProxy<UITabBar, UITabBarDelegate>, DelegateProxyType {
    /// The tab bar; held weakly.
    public private(set) weak var tabBar: UITabBar?

    /// The proxy of `tabBar`; use `proxy(for:)` (or `tabBar.rx.delegate`) to get the installed one.
    ///
    /// - Parameter tabBar: The tab bar; held weakly.
    public init(tabBar: ParentObject) {
        self.tabBar = tabBar
        super.init(parentObject: tabBar, delegateProxy: RxTabBarDelegateProxy.self)
    }

    /// Registers the tab bar's proxy.
    public static func registerKnownImplementations() {
        register { RxTabBarDelegateProxy(tabBar: $0) }
    }
}

extension RxTabBarDelegateProxy: UITabBarDelegate {
    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar UIKit tells.
    ///   - item: The item the user selected.
    @MainActor
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        intercept(TabBarSelectors.didSelectItem, arguments: [tabBar, item]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.tabBar(tabBar, didSelect: item)
            #else
            delegate.tabBar?(tabBar, didSelect: item)
            #endif
        }
    }
}

/// The delegate proxy of a tab bar controller (RxCocoa's `RxTabBarControllerDelegateProxy`): it
/// observes `tabBarController(_:didSelect:)`; every message still reaches the forward delegate.
open class RxTabBarControllerDelegateProxy: DelegateProxy<UITabBarController, UITabBarControllerDelegate>, DelegateProxyType {
    /// The tab bar controller; held weakly. (RxCocoa names it `tabBar`, and so does this.)
    public private(set) weak var tabBar: UITabBarController?

    /// The proxy of a tab bar controller; use `proxy(for:)` (or `tabBarController.rx.delegate`).
    ///
    /// - Parameter tabBar: The tab bar controller (RxCocoa's label); held weakly.
    public init(tabBar: ParentObject) {
        self.tabBar = tabBar
        super.init(parentObject: tabBar, delegateProxy: RxTabBarControllerDelegateProxy.self)
    }

    /// Registers the tab bar controller's proxy.
    public static func registerKnownImplementations() {
        register { RxTabBarControllerDelegateProxy(tabBar: $0) }
    }
}

extension RxTabBarControllerDelegateProxy: UITabBarControllerDelegate {
    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller UIKit tells.
    ///   - viewController: The view controller of the tab the user selected.
    @MainActor
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        intercept(TabBarSelectors.didSelectViewController, arguments: [tabBarController, viewController]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.tabBarController(tabBarController, didSelect: viewController)
            #else
            delegate.tabBarController?(tabBarController, didSelect: viewController)
            #endif
        }
    }
}

/// The tab bar and tab bar controller delegate methods the proxies observe.
enum TabBarSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let didSelectItem = Selector("tabBar:didSelectItem:")
    static let didSelectViewController = Selector("tabBarController:didSelectViewController:")
    #else
    static let didSelectItem = #selector(UITabBarDelegate.tabBar(_:didSelect:))
    static let didSelectViewController = #selector(UITabBarControllerDelegate.tabBarController(_:didSelect:))
    #endif
}
#endif
