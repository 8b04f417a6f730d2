/// A navigation controller's delegate (its methods are `optional` in the SDK; see TableView.swift).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `viewController` is about to be shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Stands in for the SDK's `optional`.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Stands in for the SDK's `optional`.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of view controllers (only what SignalsCocoa uses, and a push that tells the delegate).
@MainActor
open class UINavigationController: UIViewController {
    /// The delegate; held weakly, as in UIKit.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The stack, bottom first.
    open private(set) var viewControllers: [UIViewController] = []

    /// Pushes `viewController`, telling the delegate before and after it is shown.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        viewControllers.append(viewController)
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }
}
