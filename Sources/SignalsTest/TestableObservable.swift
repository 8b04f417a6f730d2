import Foundation
import Signals

/// An observable that sends prerecorded events in virtual time and records when it was subscribed
/// and disposed (RxTest's hot and cold test observables; made by `TestScheduler`).
///
/// Hot: each event is sent at its time to whoever is subscribed then. Cold: each subscription gets
/// every event at its time counted from the moment of subscribing. Events are sent as recorded,
/// so a recording may break the grammar to test how operators cope; subscribers still see nothing
/// after a terminal event.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The events this observable sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    private let scheduler: TestScheduler
    private let isHot: Bool
    private let lock = NSLock()
    // Guarded by `lock`.
    private var recordedSubscriptions: [Subscription] = []
    private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
    private var nextID = 0

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
        Observable.create { [self] observer in attach(observer) }
    }

    /// Subscribes `observer`; see the type's description for when it receives events.
    ///
    /// - Parameter observer: Receives the events, on the thread that drives the scheduler's clock.
    /// - Returns: Ends the subscription; its end time is recorded in `subscriptions`, and nothing is
    ///   sent to `observer` afterwards.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    private func attach(_ observer: AnyObserver<Element>) -> Disposable {
        let (index, id) = lock.withLock { () -> (Int, Int) in
            recordedSubscriptions.append(Subscription(scheduler.clock))
            nextID += 1
            if isHot { observers.append((nextID, observer)) }
            return (recordedSubscriptions.count - 1, nextID)
        }
        let timers = CompositeDisposable()
        if !isHot {
            for recorded in recordedEvents {
                timers.insert(scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                })
            }
        }
        return Disposables.create { [self] in
            let removed = lock.withLock { () -> AnyObserver<Element>? in
                let start = recordedSubscriptions[index].subscribe
                recordedSubscriptions[index] = Subscription(start, scheduler.clock)
                guard let position = observers.firstIndex(where: { $0.id == id }) else { return nil }
                return observers.remove(at: position).observer
            }
            _ = removed
            timers.dispose()
        }
    }

    private func sendToCurrentObservers(_ event: Event<Element>) {
        let current = lock.withLock { observers.map(\.observer) }
        for observer in current { observer.on(event) }
    }
}
