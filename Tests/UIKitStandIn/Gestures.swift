/// Recognizes a gesture and sends its action to its targets (the SDK's is main-actor isolated).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The states a recognizer goes through.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same value as `ended`).
        public static let recognized = State.ended
    }

    /// Associated objects (the Objective-C runtime keeps these beside the object).
    nonisolated let associatedObjects = AssociatedObjects()
    /// The recognizer's current state.
    open internal(set) var state: State = .possible
    /// The target–action pairs, targets held weakly.
    private var targets: [(target: WeakTarget, action: Selector)] = []

    /// A recognizer sending `action` to `target` (either may be `nil`: none yet).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }

    /// A recognizer with no target yet.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Adds a target–action pair; the recognizer does not retain the target.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakTarget(target), action))
    }

    /// Removes the pairs of `target` (every target when `nil`) with `action` (any action when `nil`).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targets.removeAll { (object == nil || $0.target.object === object) && (action == nil || $0.action == action) }
    }

    /// Sends every action to its target, as UIKit does on each state change of a recognized gesture.
    func sendActions() {
        for entry in targets {
            (entry.target.object as? StandInSelectorTarget)?.perform(entry.action, with: self)
        }
    }
}

/// A tap.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

/// A pan.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}

// Not UIKit API: what the tests use to play the user.
extension UIGestureRecognizer {
    /// The user's touches move the recognizer to `state`; it sends its actions.
    public func standInUserRecognizes(_ state: State) {
        self.state = state
        sendActions()
    }
}
