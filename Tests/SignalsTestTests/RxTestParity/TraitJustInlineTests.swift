import Foundation
import Signals // an RxSwift test's `import RxSwift` and `import RxCocoa`
import SignalsTest // its `import RxTest`
import XCTest

/// `Driver.just(1).drive(…)` and `Signal.just(1).emit(…)` on the main thread deliver the value and the
/// completion before they return, as RxCocoa's do (its `just` subscribes on the main scheduler, which
/// runs inline on the main thread when nothing is queued). Written as RxCocoa's own tests are; only
/// the imports differ (issue 24, behaviour gap: 46 of RxSwift's Driver/Signal tests).
final class TraitJustInlineTests: XCTestCase {
    func testDriverJustDrivesValueAndCompletionBeforeDriveReturns() {
        XCTAssertTrue(Thread.isMainThread)
        var events: [Event<Int>] = []
        let observer: AnyObserver<Int> = AnyObserver { event in
            events.append(event)
        }

        _ = Driver.just(1).drive(observer)

        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testSignalJustEmitsValueAndCompletionBeforeEmitReturns() {
        var events: [Event<Int>] = []
        let observer: AnyObserver<Int> = AnyObserver { event in
            events.append(event)
        }

        _ = (Signal.just(1) as Signal<Int>).emit(to: observer)

        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testDriveOnNextAndOnCompletedRunBeforeDriveReturns() {
        var values: [Int] = []
        var completed = false

        let subscription = Driver.just(1).drive(onNext: { values.append($0) }, onCompleted: { completed = true })
        defer { subscription.dispose() }

        XCTAssertEqual(values, [1])
        XCTAssertTrue(completed)
    }

    /// RxCocoa's `from(optional:)` schedules the completion after the value on the trait's own
    /// `MainScheduler()`: on the main thread the value arrives at once, the completion (scheduled
    /// while that scheduler runs the value's action) once the main queue runs. With no value the
    /// completion is the first action, so it arrives at once.
    func testFromOptionalSendsTheValueAtOnceAndCompletesOnceTheMainQueueRuns() {
        var events: [Event<Int>] = []
        let observer: AnyObserver<Int> = AnyObserver { event in
            events.append(event)
        }

        _ = Driver.from(optional: 1).drive(observer)
        XCTAssertEqual(events, [.next(1)])
        _ = Signal<Int>.from(optional: nil).emit(to: observer)
        XCTAssertEqual(events, [.next(1), .completed])

        let deadline = Date().addingTimeInterval(2)
        while events.count < 3 && Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
        XCTAssertEqual(events, [.next(1), .completed, .completed])
    }

    func testWorkLeftQueuedOnTheSharedMainSchedulerDoesNotDelayIt() {
        var queuedRan = false
        _ = MainScheduler.instance.schedule(()) { _ in
            // scheduled while the outer action runs, so it is queued on the main queue
            _ = MainScheduler.instance.schedule(()) { _ in
                queuedRan = true
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertFalse(queuedRan)
        var events: [Event<Int>] = []

        _ = Driver.just(1).drive(onNext: { events.append(.next($0)) }, onCompleted: { events.append(.completed) })

        XCTAssertEqual(events, [.next(1), .completed])
        let deadline = Date().addingTimeInterval(2)
        while !queuedRan && Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
        XCTAssertTrue(queuedRan)
    }

    func testUnderAMockedSchedulerJustSendsBothOneTickAfterSubscribingAndFromOptionalCompletesATickLater() {
        let driverScheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: driverScheduler) {
            let res = driverScheduler.start { Driver.just(1) }
            XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        }
        let signalScheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: signalScheduler) {
            let res = signalScheduler.start { Signal.from(optional: 2) }
            XCTAssertEqual(res.events, [.next(201, 2), .completed(202)])
        }
    }
}
