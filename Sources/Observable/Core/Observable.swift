/// A sequence of events that starts when someone subscribes: the type every operator returns.
///
/// Each subscription runs the sequence's subscribe logic anew (cold) unless the source is a subject,
/// a relay or `share()`. Safe to subscribe from any thread.
///
/// Not `final`: a relay's `Broadcaster` is itself an `Observable` (so `asObservable()` allocates
/// nothing), and each subject is an `Observable` subclass, as in RxSwift (a `PublishSubject<Int>`
/// goes where an `Observable<Int>` is expected). `route` tells the `subscribe` entry points which of
/// these an observable is, instead of their being overridden: a class method's override runs
/// unspecialised generic code, while these stay `@inlinable` and are specialised for the caller's
/// `Element`, down to the broadcaster's own code.
///
/// Stack depth: subscribing is a recursion as deep as the chain. Each operator's `attach` makes its
/// sink and subscribes it to its source by a nested call (`subscribe(sink:handler:)`), one or two
/// frames per operator, and each value reaches the subscriber by nested calls the same way; a
/// `flatMap` whose selector returns another `flatMap` (a recursion) nests a whole subscription and a
/// delivery per level. RxSwift's operators do the same (`Producer.subscribe` → `run` → `source.subscribe`).
/// So the thread's stack bounds the depth. Measured on a 512 KiB thread (Apple's default for
/// secondary threads), Swift 6.3, Linux x86-64, the largest depth that works:
///
/// | on 512 KiB                         | Signals release | Signals debug | RxSwift 6.10 release | RxSwift 6.10 debug |
/// |------------------------------------|-----------------|---------------|----------------------|--------------------|
/// | `map`s on a `PublishRelay`, then `accept` | 2,651 (198 B each) | 488 (1,074 B) | 1,372 (382 B)   | 768 (683 B)        |
/// | `f(n) = just(n).flatMap { _ in f(n - 1) }` | 341 (1,537 B a level) | 104 (5,041 B) | 380 (1,380 B) | 187 (2,804 B)   |
///
/// The main thread's 8 MiB takes about 16 times as many (Signals release: about 43,600 `map`s,
/// `flatMap` 5,500 deep). Beyond the limit the thread overflows its stack (SIGSEGV, no message),
/// in both libraries. A chain thousands of operators long is subscribed on a `Thread` whose
/// `stackSize` is its length times the bytes above plus a margin; a recursion that deep is written
/// as a loop. `StackDepthTests` pins a depth that keeps working on 512 KiB in a debug build.
public class Observable<Element>: ObservableType, @unchecked Sendable {
    /// Attaches an event handler and returns what detaches it; the `Lifetime` tells a synchronous
    /// source when its subscriber stopped early. Built in `@inlinable` code, so each operator's
    /// per-event work is specialised for the caller's types.
    @usableFromInline package let attach: (@escaping EventHandler<Element>, Lifetime) -> Disposable
    /// How a subscription to this observable is made: by `attach`, by adding a `Subscriber` to the
    /// broadcaster this observable is or (a subject) holds, or (`just`) by sending its value.
    @usableFromInline package let route: SubscribeRoute
    /// The one source of an operator made by `init(source:attachWithLifetime:)`, retained here (a
    /// reference `deinit` releases by hand: no field to destroy for the observables without one) and
    /// referred to by `attach` without ownership, so `deinit` can hand it to `ChainRelease`; `nil` for
    /// every other observable. Set only by `init`, never read on a subscribe path.
    @usableFromInline let ownedSource: Unmanaged<AnyObject>?

    /// An observable whose subscriptions are made by `attach` (wrapped: one more closure allocated).
    @inlinable
    package init(attach: @escaping (@escaping EventHandler<Element>) -> Disposable) {
        self.attach = { handler, _ in attach(handler) }
        route = .attach
        ownedSource = nil
        Resources.incrementTotal()
    }

    /// An observable whose subscriptions are made by `attach`, which also receives the subscriber's
    /// lifetime: sources that emit synchronously check it to stop as soon as the subscriber is done,
    /// and single-source operators pass it upstream.
    @inlinable
    package init(attachWithLifetime attach: @escaping (@escaping EventHandler<Element>, Lifetime) -> Disposable) {
        self.attach = attach
        route = .attach
        ownedSource = nil
        Resources.incrementTotal()
    }

    /// An operator on the one observable `source`, whose subscriptions are made by `attach`.
    ///
    /// Releasing a chain of such operators frees it link by link (`ChainRelease`), with no recursion
    /// as deep as the chain: this observable owns `source`, and `attach` must not — it holds an
    /// `UnownedSource` (`{ [source = UnownedSource(source)] downstream, lifetime in … }`).
    ///
    /// Invariant that makes the unowned reference safe: `attach` runs only inside this observable's
    /// own `subscribe` methods, while the caller keeps this observable (and so `source`) alive, and
    /// only its `deinit` releases `ownedSource`. A closure that `attach` makes and that may run after
    /// `attach` returned (a resubscription, a scheduled subscribe) must take a strong reference.
    @inlinable
    package init<Source>(
        source: Observable<Source>,
        attachWithLifetime attach: @escaping (@escaping EventHandler<Element>, Lifetime) -> Disposable
    ) {
        self.attach = attach
        route = .attach
        ownedSource = .passRetained(source)
        Resources.incrementTotal()
    }

    /// The observable part of a `Broadcaster` (`route` `.broadcaster`), of a subject (`.subject`) or
    /// of a `ValueObservable` (`.value`), which subscribe directly: `attach` is never called.
    @inlinable
    package init(route: SubscribeRoute) {
        attach = { _, _ in preconditionFailure("a broadcaster, a subject or a just subscribes directly") }
        self.route = route
        ownedSource = nil
        Resources.incrementTotal()
    }

    /// An observable that sends only `end`, a terminal event, as each subscription is made: what
    /// `empty()`, `error(_:)` and `take(0)` are.
    @inlinable
    package static func ending(with end: Event<Element>) -> Observable<Element> {
        Observable(attachWithLifetime: { downstream, _ in
            downstream(end)
            return Disposables.create()
        })
    }

    deinit {
        Resources.decrementTotal()
        if let source = ownedSource { ChainRelease.release(source.takeRetainedValue()) }
    }

    /// A subject's broadcaster; overridden by each subject (`route` `.subject`), never called on
    /// another observable. A class method, called once per subscription, never per event: each
    /// `subscribe` entry point below hands a subject's subscription to its broadcaster by calling
    /// itself on it, out of line, so a relay's and an operator's subscriptions, the common ones, keep
    /// their inlined code (measured: with the subject branch inlined, a relay subscription cost 184
    /// instructions more; out of line, 4).
    @usableFromInline
    var subjectBroadcaster: Broadcaster<Element> {
        preconditionFailure("only a subject (route .subject) has a subject broadcaster")
    }

    // The rarer routes' subscriptions, out of line (see `subjectBroadcaster`): a `just`'s
    // (`.value`) sends its value (`ValueObservable`); a subject's calls the same entry point on the
    // subject's broadcaster. (Inlined, the `.value` branch cost 15 to 60 instructions more per
    // subscription on the other routes: `subscribe-dispose`, `chain-subscribe`.)
    @inlinable @inline(never)
    final func subscribeToSubjectOrValue(handler: @escaping EventHandler<Element>, lifetime: Lifetime) -> Disposable {
        if route == .value { return unsafeDowncast(self, to: ValueObservable<Element>.self).send(to: handler) }
        return subjectBroadcaster.subscribe(handler: handler, lifetime: lifetime)
    }

    @inlinable @inline(never)
    final func subscribeToSubjectOrValue(keeping handler: @escaping EventHandler<Element>, sink: OperatorSink?, lifetime: Lifetime) -> Disposable {
        if route == .value { return unsafeDowncast(self, to: ValueObservable<Element>.self).send(to: handler) }
        return subjectBroadcaster.subscribe(keeping: handler, sink: sink, lifetime: lifetime)
    }

    @inlinable @inline(never)
    final func subscribeToSubjectOrValue(_ subscriber: Subscriber<Element>) {
        if route == .value {
            subscriber.setUpstream(unsafeDowncast(self, to: ValueObservable<Element>.self).send(to: subscriber.detachHandler()))
        } else {
            subjectBroadcaster.subscribe(subscriber)
        }
    }

    // Subscribing inside the package: one entry point per ownership rule, three rules.
    // | entry point                                   | who keeps the handler alive                     | used by            |
    // | `subscribe(handler:lifetime:)`, `(handler:)`  | the `Subscriber` it returns, until disposal or a | `create`, one-off  |
    // |                                               | terminal event                                   | subscriptions      |
    // | `subscribe(keeping:sink:lifetime:)`,          | the caller: the handler captures only what its   | operator sinks,    |
    // | `subscribe(sink:handler:)` (its sink form)    | owner keeps while it keeps the subscription; a   | `share` connections|
    // |                                               | broadcaster calls it without a retain per value  |                    |
    // | `subscribe(_ subscriber:)`                    | the `Subscriber` itself, also the disposable     | `subscribe(onNext:)`, `bind`, `drive` |
    // Each routes by `route`; a subject's and a `just`'s go out of line (`subscribeToSubjectOrValue`).

    /// Runs `attach` on this thread's current-thread trampoline, starting it if it is not running (RxSwift's
    /// `Producer.subscribe`): see `CurrentThreadScheduler`.
    @inlinable
    final func attachOnTrampoline(_ handler: @escaping EventHandler<Element>, _ lifetime: Lifetime) -> Disposable {
        Trampoline.isRunningOnThisThread ? attach(handler, lifetime) : attachOnNewTrampoline(handler, lifetime)
    }

    /// Subscribes `handler`, which receives events serially until disposal or a terminal event.
    @inlinable
    package final func subscribe(handler: @escaping EventHandler<Element>) -> Disposable {
        subscribe(handler: handler, lifetime: EndlessLifetime.shared)
    }

    /// Subscribes `handler` on behalf of a subscriber whose `lifetime` may end before this returns
    /// (a synchronous source then stops early). A broadcaster keeps it in a `Subscriber` it returns.
    /// An operator's `attach` calls back in here for its source, so a chain is subscribed by a
    /// recursion as deep as the chain (see "Stack depth" on `Observable`).
    @inlinable
    package final func subscribe(handler: @escaping EventHandler<Element>, lifetime: Lifetime) -> Disposable {
        if route == .attach { return attachOnTrampoline(handler, lifetime) }
        if route != .broadcaster { return subscribeToSubjectOrValue(handler: handler, lifetime: lifetime) }
        let subscriber = Subscriber(handler: handler)
        unsafeDowncast(self, to: Broadcaster<Element>.self).add(subscriber)
        return subscriber
    }

    /// Subscribes an operator's `sink` through `handler` (which captures it), with `sink` as the
    /// source's `Lifetime`: `subscribe(keeping:sink:lifetime:)`. `sink` must hold the returned
    /// disposable until it disposes it.
    @inlinable
    package final func subscribe(sink: OperatorSink & Lifetime, handler: @escaping EventHandler<Element>) -> Disposable {
        subscribe(keeping: handler, sink: sink, lifetime: sink)
    }

    /// Subscribes `handler`, which captures only what the subscription's owner keeps anyway for as
    /// long as it keeps the subscription: the operator `sink` holding it as its upstream, or (no
    /// `sink`) what the owner holds itself (a `share`'s connection: its broadcaster). A broadcaster
    /// keeps `handler` in a `Subscriber` that calls it without retaining it per event and never drops
    /// it (`Subscriber.keptHandler`), and disposes `sink` if the broadcaster is freed first.
    @inlinable
    package final func subscribe(keeping handler: @escaping EventHandler<Element>, sink: OperatorSink?, lifetime: Lifetime) -> Disposable {
        if route == .attach { return attachOnTrampoline(handler, lifetime) }
        if route != .broadcaster { return subscribeToSubjectOrValue(keeping: handler, sink: sink, lifetime: lifetime) }
        let subscriber = Subscriber(sink: sink, keptHandler: handler)
        unsafeDowncast(self, to: Broadcaster<Element>.self).add(subscriber)
        return subscriber
    }

    /// Subscribes `subscriber`, which is also the subscription's disposable. A broadcaster keeps
    /// `subscriber` itself in its list; any other source keeps the handler
    /// `subscriber.detachHandler()` returns (it captures only `subscriber`), and `subscriber` keeps the source's
    /// subscription.
    @inlinable
    package final func subscribe(_ subscriber: Subscriber<Element>) {
        if route == .attach {
            subscriber.setUpstream(attachOnTrampoline(subscriber.detachHandler(), subscriber))
        } else if route != .broadcaster {
            subscribeToSubjectOrValue(subscriber)
        } else {
            unsafeDowncast(self, to: Broadcaster<Element>.self).add(subscriber)
        }
    }

    /// Subscribes `observer`; it receives events until the returned disposable is disposed or a
    /// terminal event arrives.
    ///
    /// - Parameter observer: Receives the events, serially, on the thread the source sends them on.
    /// - Returns: The subscription: disposing it stops delivery (no event sent after `dispose()`
    ///   returned reaches `observer`) and releases the source's resources.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscribeReturning(Subscriber(handler: { event in observer.on(event) }))
    }

    /// Returns `self`.
    ///
    /// - Returns: This observable.
    @inlinable public final func asObservable() -> Observable<Element> { self }
}

/// How an `Observable` makes a subscription (`Observable.route`).
@usableFromInline
package enum SubscribeRoute: UInt8, Sendable {
    /// Through the observable's `attach` closure: every operator and creation function.
    case attach
    /// By adding a `Subscriber` to the observable, which is a `Broadcaster` (a relay's).
    case broadcaster
    /// By adding a `Subscriber` to the subject's own broadcaster (`Observable.subjectBroadcaster`).
    case subject
    /// By sending the value of the observable, which is a `ValueObservable` (`just`), then completing.
    case value
}
