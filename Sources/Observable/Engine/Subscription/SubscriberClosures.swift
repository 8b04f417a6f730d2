/// The closures a `Subscriber` calls for its events (`Subscriber.closures`): one per kind of event
/// (`subscribe(onNext:onError:onCompleted:)`, each optional), or one `handler` for every event
/// (`subscribe(_ on:)`, an operator's), all `nil` once dropped. One field under one rule: only the
/// thread delivering to the subscriber calls them, and they are dropped where no delivery runs.
///
/// A struct, not an enum of the two kinds: switching over an enum with closure payloads copies the
/// payload on every value (relay-1 123 -> 239 instructions, measured 2026-11-29).
@usableFromInline
package struct SubscriberClosures<Element> {
    @usableFromInline package var onNext: Optional<(Element) -> Void>
    @usableFromInline package var onError: Optional<(Error) -> Void>
    @usableFromInline package var onCompleted: Optional<() -> Void>
    /// Receives every event, for subscribers given one closure.
    @usableFromInline package var handler: Optional<EventHandler<Element>>

    /// The closures as given (each optional).
    @inlinable
    package init(
        onNext: ((Element) -> Void)?, onError: ((Error) -> Void)?, onCompleted: (() -> Void)?,
        handler: EventHandler<Element>?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.handler = handler
    }

    /// Passes `event` to `handler`, or else to `kept` (a subscriber's `keptHandler`), or else to the
    /// closure for its kind. An error with no closure for it is unhandled: it goes to
    /// `Hooks.defaultErrorHandler`, as in RxSwift (only the closure-based `subscribe(onNext:…)` makes a
    /// subscriber with neither; every other kind has a handler).
    @inlinable
    package func call(_ event: Event<Element>, orKept kept: EventHandler<Element>?) {
        if let handler = handler ?? kept { return handler(event) }
        switch event {
        case .next(let value): onNext?(value)
        case .error(let error):
            if let onError { onError(error) } else { Hooks.reportWithoutCallStack(error) }
        case .completed: onCompleted?()
        }
    }
}
