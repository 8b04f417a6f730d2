#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// Events that UIKit reports to one object per view (a bar button item's primary action, a table
/// view's delegate): that object is attached to the view once, as an associated object — so it lives
/// exactly as long as the view — and sends into a relay every subscription shares.
@MainActor
protocol RelayedEventSource: AnyObject {
    associatedtype View: AnyObject
    associatedtype Value

    /// The relay the attached object sends into.
    var relay: PublishRelay<Value> { get }

    /// Creates the object for `view` and connects it (as delegate, as primary action, …).
    static func attach(to view: View) -> Self
}

extension RelayedEventSource {
    /// The object attached to `view`, attaching it on first use.
    static func of(_ view: View) -> Self {
        let key = associationKey(Self.self)
        if let existing = objc_getAssociatedObject(view, key) as? Self { return existing }
        let source = attach(to: view)
        objc_setAssociatedObject(view, key, source, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return source
    }
}

/// The events of `Source` for `view`, as a `ControlEvent`: subscribing (on the main thread) attaches
/// the source if needed; the stream completes when `view` is deallocated and holds it weakly.
func relayedEvents<Source: RelayedEventSource>(_ source: Source.Type, of view: Source.View) -> ControlEvent<Source.Value>
where Source.View: Sendable {
    let events = Observable<Source.Value>.create { [weak view] observer in
        // ControlEvent subscribes to this on the main thread.
        assumeMainActor {
            guard let view else {
                observer.onCompleted()
                return Disposables.create()
            }
            return Source.of(view).relay.subscribe(observer)
        }
    }
    return ControlEvent(events: events.completing(whenDeallocated: view))
}
#endif
