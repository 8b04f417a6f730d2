// A stand-in for UIKit, built only on Linux (see Package.swift), so that SignalsCocoa's UIKit
// bindings are type-checked and tested where the real framework does not exist.
//
// Rules: declare only the UIKit API that Sources/SignalsCocoa calls or that the tests use to play
// the user, with the SDK's names, signatures and isolation (`@MainActor` classes and protocols,
// option sets, closure-based `UIAction`s). Where Swift on Linux cannot say what the SDK says
// (Objective-C `optional` protocol requirements, `@NSCopying`), the difference is commented.
// Hooks that play the user (a tap on a bar button item, a row selection) are in UserActions.swift
// and are not UIKit API.

@_exported import Foundation

// MARK: - Associated objects

// `import UIKit` also brings in the Objective-C runtime's associated objects, which SignalsCocoa uses
// to tie state to a view's lifetime. Linux has no Objective-C runtime: these two functions keep the
// runtime's signatures and store into the stand-in objects themselves (`UIResponder`, `UIBarItem`,
// `UIGestureRecognizer`, `NSTextStorage`),
// so an associated object is released when its object is, as on Apple platforms.

/// The Objective-C runtime's association policies (only the retaining ones are supported here).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (retained; `nil` removes it).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    precondition(policy != .OBJC_ASSOCIATION_ASSIGN, "UIKit stand-in: only retaining association policies are supported")
    storage(of: object).set(value, for: key)
}

/// The value associated with `object` under `key`, if any.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    storage(of: object).get(key)
}

/// The associated-object storage of an object: stand-in views and items keep theirs (released with
/// them, as the runtime does); any other object's is in a side table, released when a later call finds
/// the object gone (the runtime would release it at once: tests of release use stand-in views).
private func storage(of object: Any) -> AssociatedObjects {
    if let responder = object as? UIResponder { return responder.associatedObjects }
    if let item = object as? UIBarItem { return item.associatedObjects }
    if let recognizer = object as? UIGestureRecognizer { return recognizer.associatedObjects }
    if let textStorage = object as? NSTextStorage { return textStorage.associatedObjects }
    return OtherObjects.shared.storage(of: object as AnyObject)
}

/// The side table of associated objects for objects that are not stand-in views or items.
private final class OtherObjects: @unchecked Sendable {
    static let shared = OtherObjects()
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (object: WeakTarget, storage: AssociatedObjects)] = [:]

    func storage(of object: AnyObject) -> AssociatedObjects {
        lock.withLock {
            entries = entries.filter { $0.value.object.object != nil }
            if let entry = entries[ObjectIdentifier(object)] { return entry.storage }
            let storage = AssociatedObjects()
            entries[ObjectIdentifier(object)] = (WeakTarget(object), storage)
            return storage
        }
    }
}

/// One object's associated values, released with the object. Thread-safe, like the runtime's.
final class AssociatedObjects: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [UnsafeRawPointer: Any] = [:]

    /// Stores (or with `nil` removes) the value for `key`.
    func set(_ value: Any?, for key: UnsafeRawPointer) {
        // Release a replaced value outside the lock: its deinit may run arbitrary code.
        let replaced: Any? = lock.withLock {
            let old = values[key]
            values[key] = value
            return old
        }
        _ = replaced
    }

    /// The value for `key`.
    func get(_ key: UnsafeRawPointer) -> Any? {
        lock.withLock { values[key] }
    }
}

// MARK: - Responders and index paths

/// The root of the view hierarchy's classes.
@MainActor
open class UIResponder: NSObject {
    /// Associated objects (the Objective-C runtime keeps these beside the object).
    nonisolated let associatedObjects = AssociatedObjects()

    /// A responder.
    public override init() {
        super.init()
    }
}

/// UIKit's additions to `IndexPath` (rows and items of section-based views).
extension IndexPath {
    /// An index path for `row` in `section` (table views).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for `item` in `section` (collection views).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section index.
    public var section: Int { self[0] }

    /// The row index (table views).
    public var row: Int { self[1] }

    /// The item index (collection views).
    public var item: Int { self[1] }
}

// MARK: - Selectors

// Target–action names a method by an Objective-C selector, which the Objective-C runtime sends to the
// target. Linux has neither: `Selector` here is just the method's name, and a target the stand-in can
// call implements `StandInSelectorTarget` (SignalsCocoa's targets do, under SIGNALS_COCOA_UIKIT_STAND_IN).

/// An Objective-C selector: the name of a method, such as `"eventHandler:"`.
public struct Selector: Hashable, Sendable {
    /// The selector's name.
    public let name: String

    /// The selector named `name` (the SDK's `Selector(_:)` takes a string the same way).
    public init(_ name: String) { self.name = name }
}

/// Not UIKit API: what the Objective-C runtime does for a target (`perform(_:with:)`), for the stand-in to call.
@MainActor
public protocol StandInSelectorTarget: AnyObject {
    /// Runs the method named by `selector` with `sender`, as the runtime sends a target its action.
    func perform(_ selector: Selector, with sender: Any?)
}

/// A target, held weakly as UIKit holds targets.
struct WeakTarget {
    /// The target, while it lives.
    weak var object: AnyObject?

    init(_ target: Any?) { object = target as AnyObject? }
}
