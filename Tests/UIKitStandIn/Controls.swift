/// The closure an action runs (the SDK's `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// A closure-based action (the SDK's `UIAction` is a `UIMenuElement`; only what a bar button item's
/// `primaryAction` needs is here: SignalsCocoa uses target–action, and the tests check it sets none).
@MainActor
open class UIAction: NSObject {
    /// The action's title.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// The object that performed the action, while the handler runs.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action running `handler` (the SDK's initializer has more defaulted parameters).
    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set, as UIKit does when the action fires.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A control: sends actions for control events.
@MainActor
open class UIControl: UIView {
    /// The events a control sends.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's states.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// Whether the control accepts user interaction.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// The targets added with `addTarget(_:action:for:)`, held weakly as UIKit does.
    private var targets: [(target: WeakTarget, action: Selector, events: Event)] = []

    /// Sends `action` to `target` whenever one of `controlEvents` occurs. UIKit does not retain the target.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        targets.append((WeakTarget(target), action, controlEvents))
    }

    /// Stops sending `action` (any action when `nil`) to `target` (any target when `nil`) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target as AnyObject?
        targets.removeAll { entry in
            (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// Every target that has an action for some event (the SDK: `Set<AnyHashable>` of the targets).
    open var allTargets: Set<AnyHashable> {
        Set(targets.compactMap { entry in (entry.target.object as? NSObject).map(AnyHashable.init) })
    }

    /// The names of the actions `target` has for `controlEvent`, or `nil` when it has none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target as AnyObject?
        let names = targets.filter { $0.target.object === object && $0.events.contains(controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Sends the actions of the targets registered for any of `controlEvents`, as UIKit does when the
    /// user acts.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in targets where !entry.events.isDisjoint(with: controlEvents) {
            (entry.target.object as? StandInSelectorTarget)?.perform(entry.action, with: self)
        }
    }
}

/// A button.
@MainActor
open class UIButton: UIControl {
    private var titles: [UIControl.State: String] = [:]
    private var attributedTitles: [UIControl.State: NSAttributedString] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state] = title }

    /// The title shown in `state`.
    open func title(for state: UIControl.State) -> String? { titles[state] }

    /// Sets the styled title shown in `state`.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { attributedTitles[state] = title }

    /// The styled title shown in `state`.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { attributedTitles[state] }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state] = image }

    /// The image shown in `state`.
    open func image(for state: UIControl.State) -> UIImage? { images[state] }

    /// Sets the background image shown in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state] = image }

    /// The background image shown in `state`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] }
}

/// A single-line editable text field.
@MainActor
open class UITextField: UIControl, UITextInput {
    private var storedText: String? = ""
    private var storedAttributedText: NSAttributedString? = NSAttributedString(string: "")

    /// The text; setting it does not send control events, and replaces the styled text with unstyled text.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = newValue.map { NSAttributedString(string: $0) }
        }
    }

    /// The styled text; setting it does not send control events (`text` becomes its string).
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
        }
    }
}

/// An on/off switch.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on; setting it does not animate and does not send `.valueChanged`.
    open var isOn = false
}

/// A date and time picker (iOS only in the SDK).
@MainActor
open class UIDatePicker: UIControl {
    /// The date shown; setting it does not send `.valueChanged`.
    open var date = Date()
    /// The countdown timer's duration, in seconds; setting it does not send `.valueChanged`.
    open var countDownDuration: TimeInterval = 0
}

/// A control that steps a value up and down (iOS only in the SDK).
@MainActor
open class UIStepper: UIControl {
    /// The current value; setting it does not send `.valueChanged`.
    open var value: Double = 0
}

/// A slider.
@MainActor
open class UISlider: UIControl {
    /// The current value; setting it does not send `.valueChanged`.
    open var value: Float = 0
}

/// A horizontal set of segments.
@MainActor
open class UISegmentedControl: UIControl {
    /// No segment selected.
    public static let noSegment = -1
    /// The selected segment's index; setting it does not send `.valueChanged`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    private var disabledSegments: Set<Int> = []
    private var titles: [Int: String] = [:]
    private var images: [Int: UIImage] = [:]

    /// Enables or disables the segment at `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabledSegments.remove(segment) } else { disabledSegments.insert(segment) }
    }

    /// Whether the segment at `segment` is enabled (segments are, until disabled).
    open func isEnabledForSegment(at segment: Int) -> Bool { !disabledSegments.contains(segment) }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { titles[segment] = title }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? { titles[segment] }

    /// Sets the image of the segment at `segment`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { images[segment] = image }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? { images[segment] }
}

/// A pull-to-refresh control.
@MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false

    /// Shows the refreshing state.
    open func beginRefreshing() { isRefreshing = true }

    /// Hides the refreshing state.
    open func endRefreshing() { isRefreshing = false }
}

/// An item of a navigation bar or toolbar.
@MainActor
open class UIBarItem: NSObject {
    /// Associated objects (the Objective-C runtime keeps these beside the object).
    nonisolated let associatedObjects = AssociatedObjects()
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item is enabled.
    open var isEnabled = true

    /// An item.
    public override init() {
        super.init()
    }
}

/// A button of a navigation bar or toolbar.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The object that receives `action` when the item is tapped (held weakly, as in the SDK).
    open weak var target: AnyObject?
    /// The message sent to `target` when the item is tapped (ignored while `primaryAction` is set).
    open var action: Selector?

    /// The action performed on a tap (iOS 14); setting it takes the action's title and image. (The
    /// SDK declares it `@NSCopying`: it keeps a copy of the action, with the same handler.)
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction {
                title = primaryAction.title
                image = primaryAction.image
            }
        }
    }
}
