import Signals
import SignalsTest
import XCTest

/// A type that conforms to `ObservableType` the RxSwift way, implementing only `subscribe(_:)`,
/// works with every operator through the default `asObservable()`.
final class CustomObservableTypeTests: LeakCheckingTestCase {
    /// Forwards the events of a hot test observable and counts its own subscriptions and disposals.
    private final class Relaying: ObservableType, @unchecked Sendable {
        typealias Element = Int
        let source: TestableObservable<Int>
        var subscribed = 0
        var disposed = 0

        init(_ source: TestableObservable<Int>) { self.source = source }

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            subscribed += 1
            let inner = source.subscribe(observer)
            return Disposables.create { [self] in
                disposed += 1
                inner.dispose()
            }
        }
    }

    func testOperatorsRunThroughTheDefaultObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let custom = Relaying(xs)
        let res = scheduler.start { custom.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(custom.subscribed, 1)
        XCTAssertEqual(custom.disposed, 1)
    }

    func testNothingAfterATerminalEventAndDisposalEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(code: 1)), .next(230, 2)])
        let custom = Relaying(xs)
        let res = scheduler.start(disposed: 215) { custom.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(custom.disposed, 1)

        let again = TestScheduler(initialClock: 0)
        let ys = again.createHotObservable([.next(210, 1), .error(220, TestError(code: 1)), .next(230, 2)])
        XCTAssertEqual(again.start { Relaying(ys).asObservable() }.events, [.next(210, 1), .error(220, TestError(code: 1))])
    }
}
