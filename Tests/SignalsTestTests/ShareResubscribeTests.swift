import Signals
import SignalsTest
import XCTest

/// `share(replay:scope: .whileConnected)` when a subscriber arrives from inside the source's terminal
/// event: as in RxSwift, the ended connection is already detached, so the arrival starts a new one.
final class ShareResubscribeTests: LeakCheckingTestCase {
    func testSubscribingFromTheCompletionHandlerStartsANewConnection() {
        var subjects: [PublishSubject<Int>] = []
        let shared = Observable<Int>.deferred {
            let subject = PublishSubject<Int>()
            subjects.append(subject)
            return subject
        }.share(replay: 0, scope: .whileConnected)
        var events: [String] = []
        let bag = DisposeBag()
        shared.subscribe(onNext: { events.append("first next(\($0))") }, onCompleted: {
            events.append("first completed")
            shared.subscribe(
                onNext: { events.append("second next(\($0))") },
                onCompleted: { events.append("second completed") }
            ).disposed(by: bag)
        }).disposed(by: bag)
        XCTAssertEqual(subjects.count, 1)
        subjects[0].onCompleted()
        XCTAssertEqual(subjects.count, 2, "the second subscriber connects afresh")
        subjects.last?.onNext(1)
        XCTAssertEqual(events, ["first completed", "second next(1)"])
    }

    func testSubscribingFromTheErrorHandlerStartsANewConnectionInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Recorded.events(.next(10, 1), .error(20, TestError(code: 5))))
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let subscriptions = CompositeDisposable()
        scheduler.scheduleAt(200) {
            _ = subscriptions.insert(shared.subscribe(onNext: { first.onNext($0) }, onError: { error in
                first.onError(error)
                _ = subscriptions.insert(shared.subscribe(second))
            }))
        }
        scheduler.scheduleAt(500) { subscriptions.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError(code: 5))])
        XCTAssertEqual(second.events, [.next(230, 1), .error(240, TestError(code: 5))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testForeverStillEndsALateSubscriberFromTheCompletionHandler() {
        let subject = PublishSubject<Int>()
        var connections = 0
        let shared = Observable<Int>.deferred {
            connections += 1
            return subject
        }.share(replay: 1, scope: .forever)
        var events: [String] = []
        let bag = DisposeBag()
        shared.subscribe(onCompleted: {
            shared.subscribe(
                onNext: { events.append("late next(\($0))") },
                onCompleted: { events.append("late completed") }
            ).disposed(by: bag)
        }).disposed(by: bag)
        subject.onNext(4)
        subject.onCompleted()
        XCTAssertEqual(events, ["late next(4)", "late completed"])
        XCTAssertEqual(connections, 1, "an ended .forever share never subscribes to its source again")
    }
}
