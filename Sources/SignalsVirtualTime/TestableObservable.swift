import Foundation
@_spi(SignalsTest) import Signals

/// An observable that sends prerecorded events in virtual time and records when it was subscribed
/// and disposed (RxTest's hot and cold test observables; made by `TestScheduler`).
///
/// Hot: each event is sent at its time to whoever is subscribed then. Cold: each subscription gets
/// every event at its time counted from the moment of subscribing. Events are sent as recorded,
/// so a recording may break the grammar to test how operators cope; subscribers still see nothing
/// after a terminal event.
///
/// A subscription's end is recorded when its subscriber disposes it, as in RxTest — not when this
/// observable sends its terminal event. So `subscriptions` shows when an operator lets go of its
/// source: `Subscription(201, 301)` for a `subscribe(on:)` that disposes it a tick after the
/// completion at 300; a subscription nobody disposes stays open (`Subscription(200)`).
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The events this observable sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    private let scheduler: TestScheduler
    private let isHot: Bool
    private let lock = NSLock()
    // Guarded by `lock`.
    private var recordedSubscriptions: [Subscription] = []
    private var observers: [TestSubscription<Element>] = []

    init(scheduler: TestScheduler, events: [Recorded<Event<Element>>], isHot: Bool) {
        self.scheduler = scheduler
        self.recordedEvents = events
        self.isHot = isHot
        if isHot {
            for recorded in events {
                scheduler.scheduleAt(recorded.time) { [weak self] in self?.sendToCurrentObservers(recorded.value) }
            }
        }
    }

    /// When each subscription started and, if it has, ended, in virtual time.
    public var subscriptions: [Subscription] { lock.withLock { recordedSubscriptions } }

    /// This test observable as an `Observable`.
    ///
    /// - Returns: An observable whose subscriptions are recorded in `subscriptions` like direct ones.
    public func asObservable() -> Observable<Element> {
        Observable.unmanaged { [self] handler in attach(handler) }
    }

    /// Subscribes `observer`; see the type's description for when it receives events.
    ///
    /// - Parameter observer: Receives the events, on the thread that drives the scheduler's clock.
    /// - Returns: Ends the subscription; its end time is recorded in `subscriptions`, and nothing is
    ///   sent to `observer` afterwards.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    private func attach(_ handler: @escaping EventHandler<Element>) -> Disposable {
        let subscription = lock.withLock { () -> TestSubscription<Element> in
            recordedSubscriptions.append(Subscription(scheduler.clock))
            let made = TestSubscription(handler, index: recordedSubscriptions.count - 1)
            if isHot { observers.append(made) }
            return made
        }
        if !isHot {
            for recorded in recordedEvents {
                subscription.timers.insert(scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    subscription.deliver(recorded.value)
                    return Disposables.create()
                })
            }
        }
        return Disposables.create { [self] in
            guard subscription.stop() else { return }
            lock.withLock {
                let start = recordedSubscriptions[subscription.index].subscribe
                recordedSubscriptions[subscription.index] = Subscription(start, scheduler.clock)
                observers.removeAll { $0 === subscription }
            }
            subscription.timers.dispose()
        }
    }

    private func sendToCurrentObservers(_ event: Event<Element>) {
        let current = lock.withLock { observers }
        for subscription in current { subscription.deliver(event) }
    }
}

/// One subscription to a `TestableObservable`: its handler, which gets nothing after a terminal event
/// or after disposal, and (cold) the timers of its events.
private final class TestSubscription<Element>: @unchecked Sendable {
    let index: Int
    let timers = CompositeDisposable()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var handler: EventHandler<Element>?
    private var disposed = false

    init(_ handler: @escaping EventHandler<Element>, index: Int) {
        self.handler = handler
        self.index = index
    }

    /// Delivers `event` unless a terminal event was delivered or the subscription was disposed.
    func deliver(_ event: Event<Element>) {
        let current = lock.withLock { () -> EventHandler<Element>? in
            defer { if event.isStopEvent { handler = nil } }
            return handler
        }
        current?(event)
    }

    /// Marks the subscription disposed; `true` the first time only.
    func stop() -> Bool {
        let dropped = lock.withLock { () -> (Bool, EventHandler<Element>?) in
            defer { handler = nil; disposed = true }
            return (!disposed, handler)
        }
        return dropped.0
    }
}
