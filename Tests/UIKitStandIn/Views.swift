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

/// A scroll view's delegate (every method is `optional` in the SDK; see TableView.swift).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content moved (`contentOffset` changed).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user began dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user lifted the finger; the content decelerates when `decelerate`.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content stopped decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The content began decelerating after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The content scrolled to the top after a tap on the status bar.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// An animated scroll (`setContentOffset(_:animated: true)`) ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The user lifts the finger; the delegate may change where the content comes to rest.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Zooming is about to start on `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended on `view` at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    /// Stands in for the SDK's `optional`.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Stands in for the SDK's `optional`.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

/// A view that scrolls its content.
@MainActor
open class UIScrollView: UIView {
    /// The delegate; held weakly, as in UIKit. (A table view's, collection view's or text view's
    /// delegate is this property too: the SDK redeclares it there with the subclass's delegate
    /// protocol, which Swift cannot; those views call it through `as?` here.)
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The content's offset; setting it tells the delegate (`scrollViewDidScroll`), as UIKit does.
    open var contentOffset: CGPoint = .zero {
        didSet { delegate?.scrollViewDidScroll(self) }
    }
}

/// Text editing (the SDK's protocol has many requirements; none is used here).
@MainActor
public protocol UITextInput: NSObjectProtocol {}

/// A text view's delegate (the SDK's refines `UIScrollViewDelegate`; its methods are `optional`).
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Stands in for the SDK's `optional`.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Stands in for the SDK's `optional`.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Stands in for the SDK's `optional`.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Stands in for the SDK's `optional`.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A scrollable, multiline text region.
@MainActor
open class UITextView: UIScrollView, UITextInput {
    /// Posted (object: the text view) when the user changed the text; not for programmatic changes.
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")

    /// The text shown (an implicitly unwrapped optional in the SDK too).
    open var text: String! = ""
    /// The styled text shown (the stand-in keeps it apart from `text`).
    open var attributedText: NSAttributedString! = NSAttributedString(string: "")
    /// The selected range.
    open var selectedRange = NSRange(location: 0, length: 0)

    /// The delegate as a text view's (the SDK's `delegate` property; see `UIScrollView.delegate`).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }
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

/// What UIKit tells about one focus update (subclassed by table and collection views').
@MainActor
open class UIFocusUpdateContext: NSObject {}

/// Runs animations alongside a focus update.
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// Not UIKit API (UIKit makes these): a coordinator.
    public override init() {
        super.init()
    }
}
