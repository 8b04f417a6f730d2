/// The closures your subscription calls for each value: `onNext` (`subscribe(onNext:…)`), or one
/// `handler` for every event (`subscribe(_ on:)`, an operator's), both `nil` once dropped.
/// `Downstream.subscriber` carries them, with the `SubscriptionEnds`, to the source, which makes the
/// subscription holding them (`Subscriber.closures`, `ChainSubscriber.closures`). One field under one
/// rule: only the thread delivering to the subscription calls them, and they are dropped where no
/// delivery needs them.
///
/// A struct, not an enum of the two kinds: switching over an enum with closure payloads copies the
/// payload on every value (relay-1 123 -> 239 instructions, measured 2026-11-29). Two closures, not
/// five: the rest are `SubscriptionEnds`, so `Downstream` stays as small as its other cases (a
/// subscribe recursion copies it once per level: see docs/engine-decisions.md).
@usableFromInline
package struct SubscriberClosures<Element> {
    @usableFromInline package var onNext: Optional<(Element) -> Void>
    /// Receives every event, for subscribers given one closure.
    @usableFromInline package var handler: Optional<EventHandler<Element>>

    /// The closures as given (each optional).
    @inlinable
    package init(onNext: ((Element) -> Void)?, handler: EventHandler<Element>?) {
        self.onNext = onNext
        self.handler = handler
    }

    /// One `handler` for every event (`subscribe(_ on:)`, `subscribe(_ observer:)`).
    @inlinable
    package init(handler: @escaping EventHandler<Element>) {
        self.init(onNext: nil, handler: handler)
    }

    /// No closure: what a subscription holds once it dropped them, or one that calls a kept handler.
    @inlinable
    package static var empty: SubscriberClosures { SubscriberClosures(onNext: nil, handler: nil) }

    /// Passes the terminal `event` to `handler`, or else to `kept` (a subscriber's `keptHandler`), or
    /// else to `ends`' closure for its kind. An error with no closure for it is unhandled: it goes to
    /// `Hooks.defaultErrorHandler`, as in RxSwift (only the closure-based `subscribe(onNext:…)` makes a
    /// subscriber with neither; every other kind has a handler).
    @inlinable
    package func call(_ event: Event<Element>, ends: SubscriptionEnds?, orKept kept: EventHandler<Element>?) {
        if let handler = handler ?? kept { return handler(event) }
        switch event {
        case .next(let value): onNext?(value)
        case .error(let error):
            if let onError = ends?.onError { onError(error) } else { Hooks.reportWithoutCallStack(error) }
        case .completed: ends?.onCompleted?()
        }
    }
}

/// The closures your subscription calls when it ends — `onError`, `onCompleted`, `onDisposed` — in an
/// object made only when one of them is given (`make`), so a subscription with `onNext` alone holds
/// one word for them. Touched only by the thread that stopped the subscription (its terminal event,
/// or `dispose()`), which drops the whole object in `release()` after running `onDisposed`.
@usableFromInline
package final class SubscriptionEnds: @unchecked Sendable {
    @usableFromInline let onError: Optional<(Error) -> Void>
    @usableFromInline let onCompleted: Optional<() -> Void>
    @usableFromInline let onDisposed: Optional<() -> Void>

    @inlinable
    init(onError: ((Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
    }

    /// The ends given, or `nil` (no object) when there is none.
    @inlinable
    package static func make(
        onError: ((Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> SubscriptionEnds? {
        if onError == nil && onCompleted == nil && onDisposed == nil { return nil }
        return SubscriptionEnds(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
