/// A sequence of events that starts when someone subscribes: the type every operator returns.
///
/// Each subscription runs the sequence's subscribe logic anew (cold) unless the source is a subject,
/// a relay or `share()`. Safe to subscribe from any thread.
public final class Observable<Element>: ObservableType, @unchecked Sendable {
    /// Attaches an event handler and returns what detaches it; the `Lifetime` tells a synchronous
    /// source when its subscriber stopped early. Built in `@inlinable` code, so each operator's
    /// per-event work is specialised for the caller's types.
    @usableFromInline let attach: (@escaping EventHandler<Element>, Lifetime) -> Disposable

    /// An observable whose subscriptions are made by `attach`.
    @inlinable
    init(attach: @escaping (@escaping EventHandler<Element>) -> Disposable) {
        self.attach = { handler, _ in attach(handler) }
        Resources.incrementTotal()
    }

    /// An observable whose subscriptions are made by `attach`, which also receives the subscriber's
    /// lifetime: sources that emit synchronously check it to stop as soon as the subscriber is done,
    /// and single-source operators pass it upstream.
    @inlinable
    init(attachWithLifetime attach: @escaping (@escaping EventHandler<Element>, Lifetime) -> Disposable) {
        self.attach = attach
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Subscribes `handler`, which receives events serially until disposal or a terminal event.
    @inlinable
    func subscribe(handler: @escaping EventHandler<Element>) -> Disposable {
        attach(handler, EndlessLifetime.shared)
    }

    /// Subscribes `handler` on behalf of a subscriber whose `lifetime` may end before this returns
    /// (a synchronous source then stops early).
    @inlinable
    func subscribe(handler: @escaping EventHandler<Element>, lifetime: Lifetime) -> Disposable {
        attach(handler, lifetime)
    }

    /// Subscribes `observer`; it receives events until the returned disposable is disposed or a
    /// terminal event arrives.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeEvents { event in observer.on(event) }
    }

    /// Returns `self`.
    @inlinable public func asObservable() -> Observable<Element> { self }
}
