/// An item of a tab bar.
@MainActor
open class UITabBarItem: UIBarItem {}

/// A tab bar's delegate (its methods are `optional` in the SDK; see TableView.swift).
@MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Stands in for the SDK's `optional`.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A bar of tabs.
@MainActor
open class UITabBar: UIView {
    /// The delegate; held weakly, as in UIKit.
    open weak var delegate: (any UITabBarDelegate)?
    /// The items shown.
    open var items: [UITabBarItem]?
}

/// A tab bar controller's delegate (its methods are `optional` in the SDK).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// The user selected the tab of `viewController`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Stands in for the SDK's `optional`.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A controller that shows one of its view controllers at a time, chosen with tabs.
@MainActor
open class UITabBarController: UIViewController {
    /// The delegate; held weakly, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The view controllers, one per tab.
    open var viewControllers: [UIViewController]?
    /// The view controller shown.
    open var selectedViewController: UIViewController?
}

// Not UIKit API: what the tests use to play the user.
extension UITabBar {
    /// The user taps `item`: the delegate hears of it.
    public func standInUserSelects(_ item: UITabBarItem) {
        delegate?.tabBar(self, didSelect: item)
    }
}

extension UITabBarController {
    /// The user taps the tab of `viewController`: it is shown, then the delegate hears of it.
    public func standInUserSelects(_ viewController: UIViewController) {
        selectedViewController = viewController
        delegate?.tabBarController(self, didSelect: viewController)
    }
}
