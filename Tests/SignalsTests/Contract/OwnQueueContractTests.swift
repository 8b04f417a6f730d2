import Foundation
import Signals
import XCTest

/// Contract 7 — a thread never waits for a queue it drains itself, directly or through any chain of
/// operators, and a source subscribed from inside a delivery (an inner of `flatMap`, the next source
/// of `concat` or `retry`, a fallback of `catch`) delivers its values as it sends them.
///
/// None of these tests measures time: they count the waits (`QueueStatistics.waits`, 0 where one
/// thread sends) and the values delivered before the source finished sending (all of them), and a
/// chain that does not end within a generous limit is the failure, never a measurement. Before the
/// rule, the first test's sources were queued whole behind the value that subscribed them, with a
/// 10 ms wait for every value past 2,048, and the endless ones never delivered anything.
final class OwnQueueContractTests: LeakCheckingTestCase {
    /// Flattens an outer source through the synchronous inner source made from each of its values.
    typealias Flatten = @Sendable (Observable<[Int]>, @escaping ([Int]) -> Observable<Int>) -> Observable<Int>

    /// Past twice the backlog capacity, where the old queue made a sender wait.
    private let count = 2 * QueueStatistics.backlogCapacity + 100

    /// Every flattening operator, over an outer source and a synchronous inner made from each value.
    private static let flatteners: [(name: String, flatten: Flatten)] = [
        ("flatMap", { $0.flatMap($1) }),
        ("concatMap", { $0.concatMap($1) }),
        ("flatMapLatest", { $0.flatMapLatest($1) }),
        ("flatMapFirst", { $0.flatMapFirst($1) }),
        ("concat", { outer, inner in outer.flatMap { Observable.concat(inner($0), .empty()) } }),
        ("merge(maxConcurrent: 1)", { $0.map($1).merge(maxConcurrent: 1) }),
        ("switchLatest", { $0.map($1).switchLatest() }),
        ("retry", { outer, inner in outer.flatMap { inner($0).retry(3) } }),
        ("catch", { outer, inner in outer.flatMap { values in Observable<Int>.error(TestError(1)).catch { _ in inner(values) } } }),
    ]

    func testASynchronousSourceFlattenedFromARelayDeliversEachValueAsItIsSentWithoutWaiting() {
        for (name, flatten) in Self.flatteners {
            let relay = PublishRelay<[Int]>()
            var received: [Int] = []
            var receivedWhenTheSourceFinished = -1
            let subscription = flatten(relay.asObservable()) { values in
                Observable.from(values).do(onCompleted: { receivedWhenTheSourceFinished = received.count })
            }.subscribe(onNext: { received.append($0) })
            QueueStatistics.resetWaits()
            relay.accept(Array(0..<count))
            subscription.dispose()
            XCTAssertEqual(received, Array(0..<count), name)
            XCTAssertEqual(receivedWhenTheSourceFinished, count, "\(name): values piled up behind the one that subscribed the source")
            XCTAssertEqual(QueueStatistics.waits, 0, "\(name): the sending thread waited for a queue it drains")
        }
    }

    func testAnEndlessSynchronousSourceFlattenedFromAValueEndsAtTake() {
        for (name, flatten) in Self.flatteners {
            let events = ending { flatten(.just([])) { _ in Observable.from(1...) }.take(3) }
            XCTAssertEqual(events, ["next(1)", "next(2)", "next(3)", "completed"], name)
        }
    }

    func testAnEndlessSynchronousSourceThroughConcatOrRetryEndsAtTake() {
        XCTAssertEqual(ending { Observable.concat(Observable.from(1...), .just(0)).take(3) }, ["next(1)", "next(2)", "next(3)", "completed"])
        XCTAssertEqual(ending { Observable.from(1...).retry(3).take(3) }, ["next(1)", "next(2)", "next(3)", "completed"])
        let count = count
        XCTAssertEqual(ending { Observable.from(0..<count).retry(3).take(3) }, ["next(0)", "next(1)", "next(2)", "completed"])
    }

    func testAHandlerFloodingItsOwnRelayWhileDeliveringItsFirstValueNeverWaits() {
        let relay = PublishRelay<Int>()
        let sends = 3 * QueueStatistics.backlogCapacity
        var received = 0
        let subscription = relay.subscribe(onNext: { value in
            received += 1
            // Value 0 is delivered by the sender itself (the drainer's first value): every one of these
            // sends finds the queue drained by its own thread.
            if value == 0 { for next in 1...sends { relay.accept(next) } }
        })
        QueueStatistics.resetWaits()
        let finished = finishesWithoutDeadlock(within: 20) { relay.accept(0) }
        subscription.dispose()
        XCTAssertTrue(finished, "a send from inside a handler waited for its own thread")
        XCTAssertEqual(received, sends + 1)
        XCTAssertEqual(QueueStatistics.waits, 0)
    }

    func testTwoDrainersFloodingEachOthersRelayDoNotWaitForEachOther() {
        // T1 delivers `first`'s value 0 and, from inside that handler, floods `second`; T2 does the
        // same the other way round. Each floods a queue whose drainer is inside its first value and
        // sending to the other: a wait closing that cycle would last until it gave up.
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let sends = 3 * QueueStatistics.backlogCapacity
        let received = Locked([0, 0])
        let bothInside = DispatchGroup()
        bothInside.enter()
        bothInside.enter()
        func handler(_ index: Int, floods target: PublishRelay<Int>) -> (Int) -> Void {
            { value in
                received.mutate { $0[index] += 1 }
                guard value == 0 else { return }
                bothInside.leave()
                bothInside.wait()
                for next in 1...sends { target.accept(next) }
            }
        }
        let a = first.subscribe(onNext: handler(0, floods: second))
        let b = second.subscribe(onNext: handler(1, floods: first))
        QueueStatistics.resetWaits()
        // The first to pass twice the capacity may wait for the other, which is still inside its first
        // value, 10 ms a send; the other sees the cycle and never waits, so its first value ends and
        // the first one's waits with it. Before, both waited 10 ms for each of their last 1,000
        // sends: over 10 s.
        let finished = finishesWithoutDeadlock(within: 5) {
            runOnThreads(2) { thread in (thread == 0 ? first : second).accept(0) }
        }
        a.dispose()
        b.dispose()
        XCTAssertTrue(finished, "two drainers waited for each other")
        XCTAssertEqual(received.value, [sends + 1, sends + 1])
    }
}
