import Signals
import XCTest

final class CreateTests: LeakCheckingTestCase {
    func testDeliversEventsAndRunsDisposableAfterTerminal() {
        var disposedCount = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            observer.onNext(3)
            observer.onError(TestError(1))
            return Disposables.create { disposedCount += 1 }
        }
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(disposedCount, 1)
    }

    func testEachSubscriptionRunsTheClosureAgain() {
        var runs = 0
        let source = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs)
            return Disposables.create()
        }
        XCTAssertEqual(collect(source), ["next(1)"])
        XCTAssertEqual(collect(source), ["next(2)"])
    }

    func testErrorEndsTheSequence() {
        let source = Observable<Int>.create { observer in
            observer.onError(TestError(2))
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(collect(source), ["error(TestError(2))"])
    }

    func testDisposalRunsDisposableOnceAndStopsDelivery() {
        var captured: AnyObserver<Int>?
        var disposedCount = 0
        let recorder = Recorder<Int>()
        let subscription = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { disposedCount += 1 }
        }.record(into: recorder)
        captured?.onNext(1)
        subscription.dispose()
        subscription.dispose()
        captured?.onNext(2)
        captured?.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(1)"])
        XCTAssertEqual(disposedCount, 1)
        captured = nil
    }

    func testReentrantSendFromHandlerIsQueuedNotNested() {
        var captured: AnyObserver<Int>?
        var order: [String] = []
        let subscription = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }.subscribe(onNext: { value in
            order.append("begin \(value)")
            if value == 1 { captured?.onNext(2) }
            order.append("end \(value)")
        })
        captured?.onNext(1)
        XCTAssertEqual(order, ["begin 1", "end 1", "begin 2", "end 2"])
        subscription.dispose()
        captured = nil
    }
}
