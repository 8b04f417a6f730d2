#if os(Linux) && canImport(UIKit)
// Uses the stand-in's user-action hooks (tab taps), so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// Tab selections, on the tab bar's and the tab bar controller's delegate proxies as RxCocoa's.
final class TabBarEventTests: LeakCheckingTestCase {
    final class AppDelegate: NSObject, UITabBarControllerDelegate, UITabBarDelegate {
        var log: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { log.append("controller") }
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { log.append("bar") }
    }

    func testTheTabBarControllersDidSelectSendsTheViewControllerAndTheAppsDelegateKeepsIt() {
        MainActor.assumeIsolated {
            let tabs = UITabBarController()
            let first = UIViewController(), second = UIViewController()
            tabs.viewControllers = [first, second]
            let appDelegate = AppDelegate()
            tabs.delegate = appDelegate
            var selected: [UIViewController] = []
            let bag = DisposeBag()
            tabs.rx.didSelect.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
            tabs.standInUserSelects(second)
            tabs.standInUserSelects(first)
            XCTAssertTrue(selected.count == 2 && selected[0] === second && selected[1] === first)
            XCTAssertEqual(appDelegate.log, ["controller", "controller"])
        }
    }

    func testTheTabBarControllersProxyIsMadeWithRxCocoasInitializer() {
        MainActor.assumeIsolated {
            // RxCocoa's DelegateProxyTest subclasses it this way: `init(tabBar:)`, though the parent is a controller.
            final class AppTabBarControllerProxy: RxTabBarControllerDelegateProxy {
                init(parent: UITabBarController) { super.init(tabBar: parent) }
            }
            let tabs = UITabBarController()
            let proxy = AppTabBarControllerProxy(parent: tabs)
            XCTAssertTrue(proxy.tabBar === tabs)
        }
    }

    func testTheTabBarsDidSelectItemSendsTheItem() {
        MainActor.assumeIsolated {
            let bar = UITabBar()
            let home = UITabBarItem(), search = UITabBarItem()
            bar.items = [home, search]
            let appDelegate = AppDelegate()
            bar.delegate = appDelegate
            var selected: [UITabBarItem] = []
            let bag = DisposeBag()
            bar.rx.didSelectItem.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
            bar.standInUserSelects(search)
            XCTAssertTrue(selected.count == 1 && selected[0] === search)
            XCTAssertEqual(appDelegate.log, ["bar"])
        }
    }
}
#endif
