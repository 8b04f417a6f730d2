import SignalsAtomics

/// A sequence of events that starts when someone subscribes: the type every operator returns.
///
/// Each subscription runs the sequence's subscribe logic anew (cold) unless the source is a subject,
/// a relay or `share()`. Safe to subscribe from any thread.
///
/// Not `final`: a relay's `Broadcaster` is itself an `Observable` (so `asObservable()` allocates
/// nothing), and each subject is an `Observable` subclass, as in RxSwift (a `PublishSubject<Int>`
/// goes where an `Observable<Int>` is expected). Each kind of source has its one subscribe function,
/// `subscribeKind`, which its initializer makes where `Element` is known: an operator's or creation
/// function's runs its `attach`; a broadcaster's lists a `Subscriber`; a subject's hands the
/// subscription to its broadcaster; a `just`'s sends its value. A stored closure, not an overridden
/// method: a method reached through the class's table runs unspecialised generic code, which cost a
/// chain's subscription about four times its instructions (docs/engine-decisions.md).
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
    /// This kind of source's one subscribe function (see above), made by its initializer. It is
    /// given this observable, so it captures nothing (no allocation), and a subclass's function reads
    /// its own fields through a checked cast.
    @usableFromInline package let subscribeKind: (Observable<Element>, Downstream<Element>) -> Disposable
    /// The one source of an operator made by `init(source:attachWithLifetime:)`, retained here (a
    /// reference `deinit` releases by hand: no field to destroy for the observables without one) and
    /// referred to by `attach` without ownership, so `deinit` can hand it to `ChainRelease`; `nil` for
    /// every other observable. Set only by `init`, never read on a subscribe path.
    @usableFromInline let ownedSource: Unmanaged<AnyObject>?
    /// What the binding inspector records for this observable, if it was made while
    /// `Inspector.isEnabled`; `nil` otherwise, and then its subscriptions are not recorded. Read on
    /// each subscription, never on a send.
    @usableFromInline package let inspectorNode: RecordingNode<Element>?

    /// An observable whose subscriptions are made by `attach` (wrapped: one more closure allocated).
    @inlinable
    package init(attach: @escaping (@escaping EventHandler<Element>) -> Disposable, operatorName: StaticString = #function) {
        self.attach = { handler, _ in attach(handler) }
        subscribeKind = Self.subscribeAttaching
        ownedSource = nil
        inspectorNode = .forOperator(operatorName)
        Resources.incrementTotal()
    }

    /// An observable whose subscriptions are made by `attach`, which also receives the subscriber's
    /// lifetime: sources that emit synchronously check it to stop as soon as the subscriber is done,
    /// and single-source operators pass it upstream.
    @inlinable
    package init(
        attachWithLifetime attach: @escaping (@escaping EventHandler<Element>, Lifetime) -> Disposable,
        operatorName: StaticString = #function
    ) {
        self.attach = attach
        subscribeKind = Self.subscribeAttaching
        ownedSource = nil
        inspectorNode = .forOperator(operatorName)
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
        attachWithLifetime attach: @escaping (@escaping EventHandler<Element>, Lifetime) -> Disposable,
        operatorName: StaticString = #function
    ) {
        self.attach = attach
        subscribeKind = Self.subscribeAttaching
        ownedSource = .passRetained(source)
        inspectorNode = .forOperator(operatorName)
        Resources.incrementTotal()
    }

    /// The observable part of a source with a subscribe function of its own (a `Broadcaster`, a
    /// subject, a `ValueObservable`): `attach` is never called.
    ///
    /// - Parameters:
    ///   - subscribeKind: The kind's subscribe function, made where `Element` is known.
    ///   - inspectorNode: What the inspector records for it (`RecordingNode.forSource`), or `nil`
    ///     for one that leaves that to another object (a subject's broadcaster).
    @inlinable
    package init(
        subscribeKind: @escaping (Observable<Element>, Downstream<Element>) -> Disposable, inspectorNode: RecordingNode<Element>?
    ) {
        attach = { _, _ in preconditionFailure("a broadcaster, a subject or a just subscribes through its own subscribeKind") }
        self.subscribeKind = subscribeKind
        ownedSource = nil
        self.inspectorNode = inspectorNode
        Resources.incrementTotal()
    }

    /// An observable that sends only `end`, a terminal event, as each subscription is made: what
    /// `empty()`, `error(_:)` and `take(0)` are.
    @inlinable
    package static func ending(with end: Event<Element>, operatorName: StaticString = #function) -> Observable<Element> {
        Observable(attachWithLifetime: { downstream, _ in
            downstream(end)
            return Disposables.create()
        }, operatorName: operatorName)
    }

    #if DEBUG
    /// `ownedSource`'s identity, for `EngineRuleCheck`'s loans (debug builds only).
    @usableFromInline package final var ownedSourceID: ObjectIdentifier? {
        ownedSource.map { ObjectIdentifier($0.takeUnretainedValue()) }
    }
    #endif

    deinit {
        Resources.decrementTotal()
        if let source = ownedSource { ChainRelease.release(source.takeRetainedValue()) }
    }

    /// The subscribe function of an operator or creation function: runs `attach` for a downstream on
    /// the current-thread trampoline. A chain is subscribed by a recursion as deep as the chain
    /// through this closure, always with `.kept`, so that case repeats `attachOnTrampoline`'s one line
    /// here instead of calling it: one debug frame less per operator level, and a small frame (see
    /// "Stack depth" above; the other cases go to `attachOnTrampoline(_:)`).
    @inlinable
    static var subscribeAttaching: (Observable<Element>, Downstream<Element>) -> Disposable {
        { observable, downstream in
            if let node = observable.inspectorNode {
                return Inspector.subscribe(downstream, to: node) { observable.attachOnTrampoline($0) }
            }
            if case .kept(let handler, _, let lifetime) = downstream {
                #if DEBUG
                EngineRuleCheck.beginLoan(of: observable.ownedSourceID)
                defer { EngineRuleCheck.endLoan() }
                #endif
                return Trampoline.isRunningOnThisThread
                    ? observable.attach(handler, lifetime) : observable.attachOnNewTrampoline(handler, lifetime)
            }
            return observable.attachOnTrampoline(downstream)
        }
    }

    /// Runs `attach` for a downstream other than `.kept` on the current-thread trampoline.
    @inlinable
    final func attachOnTrampoline(_ downstream: Downstream<Element>) -> Disposable {
        switch downstream {
        case .subscriber(let closures, let ends):
            let subscriber = ChainSubscriber(closures: closures, ends: ends)
            subscriber.setUpstream(attachOnTrampoline(subscriber.handler, subscriber))
            return subscriber
        case .retained(let handler, let lifetime), .kept(let handler, _, let lifetime):
            return attachOnTrampoline(handler, lifetime)
        }
    }

    // Subscribing inside the package: one entry point per ownership rule (see `Downstream`), each a
    // call of `subscribeKind`.

    /// Runs `attach` on this thread's current-thread trampoline, starting it if it is not running (RxSwift's
    /// `Producer.subscribe`): see `CurrentThreadScheduler`.
    @inlinable
    final func attachOnTrampoline(_ handler: @escaping EventHandler<Element>, _ lifetime: Lifetime) -> Disposable {
        #if DEBUG
        EngineRuleCheck.beginLoan(of: ownedSourceID)
        defer { EngineRuleCheck.endLoan() }
        #endif
        return Trampoline.isRunningOnThisThread ? attach(handler, lifetime) : attachOnNewTrampoline(handler, lifetime)
    }

    /// Subscribes `handler`, which receives events serially until disposal or a terminal event.
    @inlinable
    package final func subscribe(handler: @escaping EventHandler<Element>) -> Disposable {
        subscribe(handler: handler, lifetime: EndlessLifetime.shared)
    }

    /// Subscribes `handler` on behalf of a subscriber whose `lifetime` may end before this returns
    /// (a synchronous source then stops early); the subscription returned keeps `handler`.
    /// An operator's `attach` calls back in here for its source, so a chain is subscribed by a
    /// recursion as deep as the chain (see "Stack depth" on `Observable`).
    @inlinable
    package final func subscribe(handler: @escaping EventHandler<Element>, lifetime: Lifetime) -> Disposable {
        subscribeKind(self, .retained(handler, lifetime))
    }

    /// Subscribes an operator's `sink` through `handler` (which captures it), with `sink` as the
    /// source's `Lifetime`: `subscribe(keeping:sink:lifetime:)`. `sink` must hold the returned
    /// disposable until it disposes it.
    @inlinable
    package final func subscribe(sink: OperatorSink & Lifetime, handler: @escaping EventHandler<Element>) -> Disposable {
        subscribeKind(self, .kept(handler, sink, sink))
    }

    /// Subscribes `handler`, which captures only what the subscription's owner keeps anyway for as
    /// long as it keeps the subscription (see `Downstream.kept`).
    @inlinable
    package final func subscribe(keeping handler: @escaping EventHandler<Element>, sink: OperatorSink?, lifetime: Lifetime) -> Disposable {
        subscribeKind(self, .kept(handler, sink, lifetime))
    }

    /// Subscribes `closures` and `ends` (`onDisposed` runs once, last) as your subscription: the
    /// object the source's kind makes for them (a broadcaster's `Subscriber`, any other source's
    /// `ChainSubscriber`) is the disposable returned.
    ///
    /// - Parameters:
    ///   - site: Where the subscription was made, for the binding inspector (read only while
    ///     `Inspector.isEnabled`).
    ///   - target: The node of the relay the values go into (`bind(to:)`), asked only while the
    ///     inspector records.
    @inlinable
    package final func subscribe(
        closures: SubscriberClosures<Element>, ends: SubscriptionEnds?, at site: CallSite,
        feeding target: () -> InspectorNode? = { nil }
    ) -> Disposable {
        if signals_inspector_is_recording() {
            return Inspector.subscribe(self, closures: closures, ends: ends, at: site, feeding: target())
        }
        return subscribeKind(self, .subscriber(closures, ends: ends))
    }

    /// Subscribes `observer`; it receives events until the returned disposable is disposed or a
    /// terminal event arrives.
    ///
    /// - Parameters:
    ///   - observer: Receives the events, serially, on the thread the source sends them on.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The subscription: disposing it stops delivery (no event sent after `dispose()`
    ///   returned reaches `observer`) and releases the source's resources.
    @inlinable
    public final func subscribe<Observer: ObserverType>(
        _ observer: Observer, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element {
        subscribe(closures: SubscriberClosures(handler: { event in observer.on(event) }), ends: nil,
                  at: CallSite("subscribe", file: file, line: line))
    }

    /// Returns `self`.
    ///
    /// - Returns: This observable.
    @inlinable public final func asObservable() -> Observable<Element> { self }
}

/// Who keeps a new subscription's downstream alive: what a source's `subscribeKind` is given.
@usableFromInline
package enum Downstream<Element> {
    /// Your subscription's closures and ends (`subscribe(onNext:)`, `bind`, `drive`): the
    /// source makes the object that is the subscription's disposable — a broadcaster lists a
    /// `Subscriber`; any other source keeps a `ChainSubscriber`'s `handler`, and the
    /// `ChainSubscriber` keeps the source's subscription.
    case subscriber(SubscriberClosures<Element>, ends: SubscriptionEnds?)
    /// A handler kept by the subscription returned (a broadcaster wraps it in a `Subscriber`), until
    /// disposal or a terminal event; `lifetime` tells a synchronous source when to stop (`create`,
    /// one-off subscriptions).
    case retained(EventHandler<Element>, Lifetime)
    /// A handler that captures only what the subscription's owner keeps anyway while it keeps the
    /// subscription: the operator `sink` holding it as its upstream, or (no sink) what the owner
    /// holds itself (a `share`'s connection). A broadcaster calls it without a retain per value and
    /// never drops it (`Subscriber.keptHandler`), and disposes `sink` if it is freed first.
    case kept(EventHandler<Element>, OperatorSink?, Lifetime)
}
