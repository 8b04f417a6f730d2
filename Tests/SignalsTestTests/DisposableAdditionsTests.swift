import Signals
import SignalsTest
import XCTest

/// RxSwift's remaining disposables and protocols: `BooleanDisposable`, `RefCountDisposable`,
/// `ScheduledDisposable`, the variadic `CompositeDisposable`, `DisposeBag`'s builder,
/// `mapObserver`, `ObservableConvertibleType` and `SubjectType`.
final class DisposableAdditionsTests: LeakCheckingTestCase {
    func testBooleanDisposableRecordsDisposal() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
    }

    func testRefCountDisposableWaitsForThePrimaryAndEveryRetainedReference() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(underlying.count, 0)
        XCTAssertFalse(refCount.isDisposed)
        first.dispose()
        first.dispose()
        XCTAssertEqual(underlying.count, 0, "a retained reference releases only once")
        second.dispose()
        XCTAssertEqual(underlying.count, 1)
        XCTAssertTrue(refCount.isDisposed)
        refCount.dispose()
        refCount.retain().dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func testRefCountDisposableWithoutRetainsDisposesAtOnce() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.retain().dispose()
        XCTAssertEqual(underlying.count, 0)
        refCount.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func testScheduledDisposableDisposesOnItsSchedulerOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create { disposedAt.append(scheduler.clock) })
        scheduler.scheduleAt(100) { scheduled.dispose(); scheduled.dispose() }
        scheduler.start()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(disposedAt, [101])
    }

    func testCompositeDisposableVariadicAndArrayInitializersHoldEveryMember() {
        let members = (0..<4).map { _ in CountingDisposable() }
        let variadic = CompositeDisposable(members[0], members[1], members[2], members[3])
        XCTAssertEqual(variadic.count, 4)
        variadic.dispose()
        XCTAssertEqual(members.map(\.count), [1, 1, 1, 1])
        let fromArray = CompositeDisposable(disposables: members)
        XCTAssertEqual(fromArray.count, 4)
        fromArray.dispose()
        XCTAssertEqual(members.map(\.count), [2, 2, 2, 2])
    }

    func testDisposeBagBuilderAndArrayInsertDisposeEverythingWithTheBag() {
        let members = (0..<5).map { _ in CountingDisposable() }
        var bag: DisposeBag? = DisposeBag {
            members[0]
            members[1]
        }
        bag?.insert([members[2]])
        bag?.insert(members[3], members[4])
        XCTAssertEqual(members.map(\.count), [0, 0, 0, 0, 0])
        bag = nil
        XCTAssertEqual(members.map(\.count), [1, 1, 1, 1, 1])
        var other: DisposeBag? = DisposeBag(disposing: members[0])
        other?.insert { members[1] }
        other = nil
        XCTAssertEqual(members.map(\.count), [2, 2, 1, 1, 1])
    }

    func testMapObserverTransformsValuesAndTurnsAThrowIntoAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let mapped: AnyObserver<Int> = observer.mapObserver { value in
            if value < 0 { throw TestError(code: value) }
            return "#\(value)"
        }
        mapped.onNext(1)
        mapped.onNext(-2)
        XCTAssertEqual(observer.events, [.next(0, "#1"), .error(0, TestError(code: -2))])
        let completing = scheduler.createObserver(String.self)
        completing.mapObserver { (value: Int) in "\(value)" }.onCompleted()
        XCTAssertEqual(completing.events, [.completed(0)])
    }

    func testObservableConvertibleTypeAndSubjectTypeAcceptEverySource() {
        func firstValue<Source: ObservableConvertibleType>(_ source: Source) -> Source.Element? {
            var first: Source.Element?
            _ = source.asObservable().take(1).subscribe(AnyObserver { if case .next(let value) = $0 { first = value } })
            return first
        }
        XCTAssertEqual(firstValue(Observable.just(1)), 1)
        XCTAssertEqual(firstValue(BehaviorRelay(value: 2)), 2)
        func feed<Subject: SubjectType>(_ subject: Subject, _ value: Subject.Observer.Element) {
            subject.asObserver().onNext(value)
        }
        let subject = BehaviorSubject(value: 0)
        feed(subject, 3)
        XCTAssertEqual(firstValue(subject), 3)
    }
}

/// Counts its `dispose()` calls.
private final class CountingDisposable: Disposable, @unchecked Sendable {
    private(set) var count = 0
    func dispose() { count += 1 }
}
