/// A rectangular area on screen.
@MainActor
open class UIView: UIResponder {
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity.
    open var alpha: CGFloat = 1

    /// A view with the given frame.
    public init(frame: CGRect) {
        super.init()
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }
}

/// An image (UIKit's is not main-actor isolated).
open class UIImage: NSObject, @unchecked Sendable {}

/// A read-only text view.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The styled text shown.
    open var attributedText: NSAttributedString?
}

/// A spinning activity indicator.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Whether the indicator is animating.
    open private(set) var isAnimating = false

    /// Starts the animation.
    open func startAnimating() { isAnimating = true }

    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }
}

/// A view that scrolls its content.
@MainActor
open class UIScrollView: UIView {}

/// A scrollable, multiline text region.
@MainActor
open class UITextView: UIScrollView {
    /// Posted (object: the text view) when the user changed the text; not for programmatic changes.
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")

    /// The text shown (an implicitly unwrapped optional in the SDK too).
    open var text: String! = ""
}

/// Manages a view hierarchy.
@MainActor
open class UIViewController: UIResponder {
    /// The root view, made by `loadViewIfNeeded()`.
    open var view: UIView!

    /// A view controller.
    public override init() {
        super.init()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Makes the root view (a plain `UIView`) and calls `viewDidLoad()`, unless already loaded.
    open func loadViewIfNeeded() {
        guard view == nil else { return }
        view = UIView()
        viewDidLoad()
    }
}
