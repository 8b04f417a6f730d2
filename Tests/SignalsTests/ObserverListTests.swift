import Signals
import XCTest

/// A relay's observer list after arrivals and departures at its end, in its middle (marked, then
/// compacted) and during a delivery: each value reaches exactly the subscribers on the list, once
/// each, in subscription order. (The list `deliver` walks is kept in step with the entries by hand,
/// `UnretainedSubscribers`; these pin that.)
final class ObserverListTests: LeakCheckingTestCase {
    /// Subscribes `label` to `relay`, recording "label:value" into `log`.
    private func subscribe(_ label: String, to relay: PublishRelay<Int>, log: Log) -> Disposable {
        relay.subscribe(onNext: { log.append("\(label):\($0)") })
    }

    func testValuesReachExactlyTheSubscribersLeftAfterRemovalsAtTheEndInTheMiddleAndACompaction() {
        let relay = PublishRelay<Int>()
        let log = Log()
        var subscriptions = (0..<8).map { subscribe("s\($0)", to: relay, log: log) }
        subscriptions[7].dispose()  // the last one
        subscriptions[2].dispose()  // middle ones, marked
        subscriptions[4].dispose()
        relay.accept(1)
        XCTAssertEqual(log.take(), ["s0:1", "s1:1", "s3:1", "s5:1", "s6:1"])
        subscriptions[1].dispose()
        subscriptions[5].dispose()  // the removed ones are now half the list: compacted
        subscriptions.append(subscribe("late", to: relay, log: log))
        relay.accept(2)
        XCTAssertEqual(log.take(), ["s0:2", "s3:2", "s6:2", "late:2"])
        for subscription in subscriptions { subscription.dispose() }
        relay.accept(3)
        XCTAssertEqual(log.take(), [])
        subscriptions.append(subscribe("again", to: relay, log: log))
        subscriptions.append(subscribe("more", to: relay, log: log))
        relay.accept(4)
        XCTAssertEqual(log.take(), ["again:4", "more:4"])
        for subscription in subscriptions { subscription.dispose() }
    }

    func testArrivalsAndDeparturesDuringADeliveryTakeEffectAfterIt() {
        let relay = PublishRelay<Int>()
        let log = Log()
        var subscriptions: [Disposable] = []
        subscriptions.append(relay.subscribe(onNext: { value in
            log.append("first:\(value)")
            guard value == 1 else { return }
            subscriptions[2].dispose()  // a later one: it stops at once, so it misses this value
            subscriptions.append(self.subscribe("joined", to: relay, log: log))  // gets the next value
        }))
        subscriptions.append(subscribe("second", to: relay, log: log))
        subscriptions.append(subscribe("third", to: relay, log: log))
        relay.accept(1)
        XCTAssertEqual(log.take(), ["first:1", "second:1"])
        relay.accept(2)
        XCTAssertEqual(log.take(), ["first:2", "second:2", "joined:2"])
        for subscription in subscriptions { subscription.dispose() }
    }

    func testACompletedSubjectEmptiesItsListAndEndsLateSubscribersAtOnce() {
        let subject = PublishSubject<Int>()
        let log = Log()
        let first = subject.subscribe(onNext: { log.append("a:\($0)") }, onCompleted: { log.append("a:end") })
        let second = subject.subscribe(onNext: { log.append("b:\($0)") }, onCompleted: { log.append("b:end") })
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        let late = subject.subscribe(onNext: { log.append("c:\($0)") }, onCompleted: { log.append("c:end") })
        XCTAssertEqual(log.take(), ["a:1", "b:1", "a:end", "b:end", "c:end"])
        XCTAssertFalse(subject.hasObservers)
        for subscription in [first, second, late] { subscription.dispose() }
    }
}

/// A list of strings appended to from event handlers (on the test's thread).
private final class Log: @unchecked Sendable {
    private var entries: [String] = []

    /// Appends `entry`.
    func append(_ entry: String) { entries.append(entry) }

    /// The entries so far, emptying the log.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}
