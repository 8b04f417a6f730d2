import Foundation
import Signals
import SignalsCore
import SignalsTestSupport
import XCTest

#if DEBUG
/// The debug build's checks of the rules no type enforces (`EngineRuleCheck`, issue 36 item 7), each
/// reported with a message naming the rule (a debug build stops there; these tests catch the report
/// instead), and code keeping the rule not reported:
/// - the serial rule: a source built with `Observable(attach:)` that delivers a value to a
///   subscription while another delivery to it still runs (from another thread, or from inside the
///   handler);
/// - the loan rule: an operator that uses the source it holds without ownership (`UnownedSource`)
///   after its subscribe returned.
final class EngineRuleCheckTests: XCTestCase {
    private let reports = Locked<[String]>([])

    override func setUp() {
        super.setUp()
        let reports = reports
        EngineRuleCheck.onViolation = { message in reports.mutate { $0.append(message) } }
    }

    override func tearDown() {
        EngineRuleCheck.onViolation = nil
        super.tearDown()
    }

    /// A source that hands its handler to the test, which then sends as it likes (breaking the rule).
    private final class ManualSource: @unchecked Sendable {
        private let handler = Locked<EventHandler<Int>?>(nil)
        var observable: Observable<Int> {
            Observable(attach: { [handler] downstream in
                handler.value = downstream
                return Disposables.create()
            })
        }
        func send(_ value: Int) { handler.value?(.next(value)) }
    }

    func testAValueFromAnotherThreadDuringADeliveryIsReported() {
        let source = ManualSource()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let subscription = source.observable.map { $0 * 10 }.subscribe(onNext: { value in
            received.mutate { $0.append(value) }
            if value == 10 {
                inside.signal()
                release.wait()
            }
        })
        let firstDone = DispatchSemaphore(value: 0)
        Thread {
            source.send(1)
            firstDone.signal()
        }.start()
        inside.wait()
        source.send(2)  // while the other thread is inside the handler
        release.signal()
        firstDone.wait()
        subscription.dispose()

        XCTAssertEqual(reports.value.count, 1)
        XCTAssertTrue(reports.value.first?.contains("never two at a time, never one inside another") ?? false)
        XCTAssertTrue(reports.value.first?.contains("Observable(attach:)") ?? false)
        XCTAssertEqual(received.value.sorted(), [10, 20])
    }

    func testAValueSentFromInsideTheHandlerIsReported() {
        let source = ManualSource()
        let received = Locked<[Int]>([])
        let subscription = source.observable.subscribe(onNext: { value in
            received.mutate { $0.append(value) }
            if value == 1 { source.send(2) }
        })
        source.send(1)
        subscription.dispose()

        XCTAssertEqual(reports.value.count, 1)
        XCTAssertEqual(received.value, [1, 2])
    }

    func testASourceThatSendsOneValueAtATimeFromManyThreadsIsNotReported() {
        let source = ManualSource()
        let received = Locked<[Int]>([])
        let subscription = source.observable.filter { $0 >= 0 }.subscribe(onNext: { value in received.mutate { $0.append(value) } })
        for value in 0..<4 { waitForThread { source.send(value) } }  // one thread after another
        source.send(4)
        subscription.dispose()

        XCTAssertEqual(reports.value, [])
        XCTAssertEqual(received.value, [0, 1, 2, 3, 4])
    }

    func testSendingToASubjectFromItsOwnHandlerIsQueuedAndNotReported() {
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        let subscription = subject.map { $0 + 1 }.subscribe(onNext: { value in
            received.mutate { $0.append(value) }
            if value == 1 { subject.onNext(1) }
        })
        subject.onNext(0)
        subscription.dispose()

        XCTAssertEqual(reports.value, [])
        XCTAssertEqual(received.value, [1, 2])
    }

    /// An operator on `source` whose `attach` keeps a closure that subscribes to `source` through
    /// its `UnownedSource` later, after `attach` returned (breaking the loan rule).
    private final class LateSubscribingOperator: @unchecked Sendable {
        private let later = Locked<(() -> Void)?>(nil)
        func observable(over source: Observable<Int>) -> Observable<Int> {
            Observable(source: source, attachWithLifetime: { [later, source = UnownedSource(source)] downstream, lifetime in
                later.value = { _ = source.subscribe(handler: downstream, lifetime: lifetime) }
                return Disposables.create()
            })
        }
        func subscribeNow() { later.value?() }
    }

    func testAnUnownedSourceUsedAfterItsSubscribeReturnedIsReported() {
        let relay = PublishRelay<Int>()
        let late = LateSubscribingOperator()
        let operated = late.observable(over: relay.asObservable())
        let received = Locked<[Int]>([])
        let subscription = operated.subscribe(onNext: { value in received.mutate { $0.append(value) } })
        XCTAssertEqual(reports.value, [])
        late.subscribeNow()  // after subscribe returned: the source is no longer lent
        relay.accept(1)
        subscription.dispose()

        XCTAssertEqual(reports.value.count, 1)
        XCTAssertTrue(reports.value.first?.contains("outside its attach closure") ?? false)
        XCTAssertTrue(reports.value.first?.contains("after its subscribe returned") ?? false)
        XCTAssertEqual(received.value, [1])  // the report does not change what the operator does
        withExtendedLifetime(operated) {}
    }

    func testOperatorsUsingTheirSourcesWhileSubscribingAreNotReported() {
        let first = BehaviorRelay(value: 1)
        let second = PublishRelay<Int>()
        let received = Locked<[Int]>([])
        let chain = Observable.combineLatest(first.asObservable(), second.asObservable().startWith(0)) { $0 + $1 }
            .map { $0 * 2 }.filter { $0 >= 0 }.distinctUntilChanged()
            .flatMapLatest { value in Observable.just(value).take(1) }
            .do(onNext: { _ in }).catchAndReturn(-1)
        let subscription = chain.subscribe(onNext: { value in received.mutate { $0.append(value) } })
        second.accept(3)
        first.accept(2)
        subscription.dispose()

        XCTAssertEqual(reports.value, [])
        XCTAssertEqual(received.value, [2, 8, 10])
    }
}
#endif
