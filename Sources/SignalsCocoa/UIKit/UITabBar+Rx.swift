#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UITabBar {
    /// The tab bar's delegate proxy (RxCocoa's `rx.delegate`), installed on first use.
    public var delegate: DelegateProxy<UITabBar, UITabBarDelegate> {
        RxTabBarDelegateProxy.proxy(for: base)
    }

    /// Each item the user selects (`tabBar(_:didSelect:)`).
    public var didSelectItem: ControlEvent<UITabBarItem> {
        proxyEvent(of: base, { RxTabBarDelegateProxy.proxy(for: $0).methodInvoked(TabBarSelectors.didSelectItem) }) {
            try castOrThrow(UITabBarItem.self, $0[1])
        }
    }
}

extension Reactive where Base: UITabBarController {
    /// The tab bar controller's delegate proxy (RxCocoa's `rx.delegate`), installed on first use.
    public var delegate: DelegateProxy<UITabBarController, UITabBarControllerDelegate> {
        RxTabBarControllerDelegateProxy.proxy(for: base)
    }

    /// The view controller of each tab the user selects (`tabBarController(_:didSelect:)`).
    public var didSelect: ControlEvent<UIViewController> {
        proxyEvent(of: base, { RxTabBarControllerDelegateProxy.proxy(for: $0).methodInvoked(TabBarSelectors.didSelectViewController) }) {
            try castOrThrow(UIViewController.self, $0[1])
        }
    }
}
#endif
