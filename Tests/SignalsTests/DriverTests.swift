import Dispatch
import Foundation
import Signals
import XCTest

final class DriverTests: LeakCheckingTestCase {
    func testAsDriverReplacesTheErrorWithTheFallbackValue() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.asDriver(onErrorJustReturn: -1).asObservable().subscribe { event in recorder.record(event) }
        subject.onNext(1)
        subject.onError(TestError(1))
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(-1)", "completed"])
        subscription.dispose()
    }

    func testAsDriverOnErrorDriveWithContinuesWithTheRecovery() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.asDriver(onErrorDriveWith: Driver.just(99)).asObservable().subscribe { event in recorder.record(event) }
        subject.onNext(1)
        subject.onError(TestError(1))
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(99)", "completed"])
        subscription.dispose()
    }

    func testDriverSharesOneSourceSubscriptionAndReplaysTheLatestValue() {
        final class Counter: @unchecked Sendable { var subscriptions = 0 }
        let counter = Counter()
        let relay = PublishRelay<Int>()
        let source = Observable<Int>.deferred {
            counter.subscriptions += 1
            return relay.asObservable()
        }
        let driver = source.asDriver(onErrorJustReturn: 0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let bag = DisposeBag()
        driver.asObservable().subscribe { first.record($0) }.disposed(by: bag)
        relay.accept(1)
        relay.accept(2)
        driver.asObservable().subscribe { second.record($0) }.disposed(by: bag)
        relay.accept(3)
        XCTAssertEqual(counter.subscriptions, 1)
        XCTAssertEqual(first.values, [1, 2, 3])
        XCTAssertEqual(second.values, [2, 3], "a late subscriber first gets the latest value")
    }

    func testDriverKeepsDriverTypeThroughMapFilterAndDistinct() {
        let relay = BehaviorRelay(value: 1)
        let driver: Driver<String> = relay.asDriver().map { $0 * 10 }.filter { $0 > 10 }.distinctUntilChanged().map { "\($0)" }
        let recorder = Recorder<String>()
        let subscription = driver.asObservable().subscribe { recorder.record($0) }
        relay.accept(2)
        relay.accept(2)
        relay.accept(3)
        XCTAssertEqual(recorder.values, ["20", "30"])
        subscription.dispose()
    }

    func testDriveIntoRelaysAndKeyPathsWithoutRetainingTheTarget() {
        final class Label { var text: String? }
        let relay = BehaviorRelay(value: "a")
        let output = BehaviorRelay<String>(value: "")
        var label: Label? = Label()
        weak let weakLabel = label
        let bag = DisposeBag()
        relay.asDriver().drive(output).disposed(by: bag)
        relay.asDriver().drive(label!, \.text).disposed(by: bag)
        relay.accept("b")
        XCTAssertEqual(output.value, "b")
        XCTAssertEqual(label?.text, "b")
        label = nil
        XCTAssertNil(weakLabel)
        relay.accept("c")
        XCTAssertEqual(output.value, "c")
    }

    func testDriverDeliversOnTheMainThreadWhenTheSourceSendsFromABackgroundThread() {
        let relay = PublishRelay<Int>()
        final class State: @unchecked Sendable { var values: [Int] = []; var allOnMain = true }
        let state = State()
        let done = expectation(description: "delivered on main")
        let subscription = relay.asDriver().drive(onNext: { value in
            dispatchPrecondition(condition: .onQueue(.main))
            if !Thread.isMainThread { state.allOnMain = false }
            state.values.append(value)
            if value == 49 { done.fulfill() }
        })
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) { [weak relay] in for i in 0..<50 { relay?.accept(i) } }
        wait(for: [done], timeout: 10)
        sender.wait()
        XCTAssertTrue(state.allOnMain)
        XCTAssertEqual(state.values, Array(0..<50))
        subscription.dispose()
    }

    func testDriverReplaysOnTheMainThreadToASubscriberOnABackgroundThread() {
        let relay = BehaviorRelay(value: 7)
        let driver = relay.asDriver()
        final class State: @unchecked Sendable { var value: Int?; var onMain = false; var subscription: Disposable? }
        let state = State()
        let keepAlive = driver.drive(onNext: { _ in })
        let done = expectation(description: "replayed on main")
        let subscriber = DispatchGroup()
        DispatchQueue.global().async(group: subscriber) {
            state.subscription = driver.drive(onNext: { value in
                state.value = value
                state.onMain = Thread.isMainThread
                done.fulfill()
            })
        }
        wait(for: [done], timeout: 10)
        subscriber.wait()
        XCTAssertEqual(state.value, 7)
        XCTAssertTrue(state.onMain)
        state.subscription?.dispose()
        state.subscription = nil
        keepAlive.dispose()
    }

    func testSignalDoesNotReplayToLateSubscribers() {
        let relay = PublishRelay<String>()
        let signal = relay.asSignal()
        let first = Recorder<String>()
        let late = Recorder<String>()
        let bag = DisposeBag()
        signal.emit(onNext: { first.record(.next($0)) }).disposed(by: bag)
        relay.accept("alert 1")
        signal.emit(onNext: { late.record(.next($0)) }).disposed(by: bag)
        relay.accept("alert 2")
        XCTAssertEqual(first.values, ["alert 1", "alert 2"])
        XCTAssertEqual(late.values, ["alert 2"])
    }

    func testAsSignalReplacesTheErrorAndEmitsIntoRelays() {
        let subject = PublishSubject<Int>()
        let output = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        let bag = DisposeBag()
        output.record(into: recorder).disposed(by: bag)
        subject.asSignal(onErrorJustReturn: -1).emit(to: output).disposed(by: bag)
        subject.onNext(1)
        subject.onError(TestError(2))
        XCTAssertEqual(recorder.values, [1, -1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testDrivenSubscriptionsReleaseTheSourceWhenDisposed() {
        let relay = PublishRelay<Int>()
        let subscription = relay.asDriver().drive(onNext: { _ in })
        let other = relay.asSignal().emit(onNext: { _ in })
        XCTAssertTrue(relay.hasObservers)
        subscription.dispose()
        other.dispose()
        XCTAssertFalse(relay.hasObservers)
    }
}

final class DriverCombiningTests: LeakCheckingTestCase {
    func testCombineLatestOfDriversIsADriver() {
        let first = BehaviorRelay(value: "David")
        let last = BehaviorRelay(value: "Blaine")
        let greeting: Driver<String> = Driver.combineLatest(first.asDriver(), last.asDriver()) { "Hello \($0) \($1)" }
        let pair: Driver<(String, String)> = Driver.combineLatest(first.asDriver(), last.asDriver())
        let recorder = Recorder<String>()
        let pairs = Recorder<String>()
        let bag = DisposeBag()
        greeting.drive(onNext: { recorder.record(.next($0)) }).disposed(by: bag)
        pair.drive(onNext: { pairs.record(.next("\($0.0)+\($0.1)")) }).disposed(by: bag)
        first.accept("Ann")
        XCTAssertEqual(recorder.values, ["Hello David Blaine", "Hello Ann Blaine"])
        XCTAssertEqual(pairs.values, ["David+Blaine", "Ann+Blaine"])
    }

    func testFlatMapLatestMergeAndWithLatestFromKeepDrivers() {
        let selection = BehaviorRelay(value: 0)
        let lists = [BehaviorRelay(value: "a0"), BehaviorRelay(value: "b0")]
        let taps = PublishRelay<Void>()
        let current: Driver<String> = selection.asDriver().flatMapLatest { lists[$0].asDriver() }
        let tapped: Driver<String> = taps.asDriver().withLatestFrom(current)
        let merged: Driver<String> = Driver.merge(current, tapped.map { "tap \($0)" })
        let recorder = Recorder<String>()
        let subscription = merged.drive(onNext: { recorder.record(.next($0)) })
        lists[0].accept("a1")
        selection.accept(1)
        lists[0].accept("a2")
        taps.accept(())
        XCTAssertEqual(recorder.values, ["a0", "a1", "b0", "tap b0"])
        subscription.dispose()
    }
}
