import Foundation
import Signals // an RxSwift app's `import RxSwift` and `import RxCocoa`
import SignalsTest // its `import RxTest`
import XCTest

// The code below is what RxSwift + RxCocoa apps have in their ViewModel layer (written here from the
// pattern, not copied): their own `SharedSequenceConvertibleType`s (RxExample's activity indicator
// and error tracker, which many apps copy), helpers declared on both `ObservableType` and
// `SharedSequenceConvertibleType`, and a login ViewModel whose button taps switch to a `Driver`.
// Only the imports differ from the RxSwift original: it must compile and behave as under RxCocoa
// (issue 24, gaps 1, 2 and 3).

/// The app's namespace: its `ActivityIndicator` is its own type, not Signals' built-in one.
private enum RxApp {
    /// Counts running work; a `Driver<Bool>` of "anything running", by conforming to
    /// `SharedSequenceConvertibleType` (RxExample's pattern).
    final class ActivityIndicator: SharedSequenceConvertibleType {
        typealias Element = Bool
        typealias SharingStrategy = DriverSharingStrategy

        private let lock = NSRecursiveLock()
        private let running = BehaviorRelay(value: 0)
        private let loading: SharedSequence<SharingStrategy, Bool>

        init() {
            loading = running.asDriver()
                .map { $0 > 0 }
                .distinctUntilChanged()
        }

        fileprivate func trackActivityOfObservable<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
            Observable.using({ () -> ActivityToken<Source.Element> in
                self.increment()
                return ActivityToken(source: source.asObservable(), disposeAction: self.decrement)
            }, observableFactory: { token in token.asObservable() })
        }

        private func increment() {
            lock.lock()
            running.accept(running.value + 1)
            lock.unlock()
        }

        private func decrement() {
            lock.lock()
            running.accept(running.value - 1)
            lock.unlock()
        }

        func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { loading }
    }

    /// One tracked piece of work: its source, and what to do when it ends.
    final class ActivityToken<Element>: ObservableConvertibleType, Disposable {
        private let source: Observable<Element>
        private let cancelable: Cancelable

        init(source: Observable<Element>, disposeAction: @escaping () -> Void) {
            self.source = source
            cancelable = Disposables.create(with: disposeAction)
        }

        func dispose() { cancelable.dispose() }

        func asObservable() -> Observable<Element> { source }
    }

    /// Collects the errors of tracked work as a `Driver<Error>` (RxExample's pattern).
    final class ErrorTracker: SharedSequenceConvertibleType {
        typealias SharingStrategy = DriverSharingStrategy

        private let subject = PublishSubject<Error>()

        func trackError<Source: ObservableConvertibleType>(from source: Source) -> Observable<Source.Element> {
            source.asObservable().do(onError: onError)
        }

        func asSharedSequence() -> SharedSequence<SharingStrategy, Error> {
            subject.asObservable().asDriverOnErrorJustComplete()
        }

        func asObservable() -> Observable<Error> { subject.asObservable() }

        private func onError(_ error: Error) { subject.onNext(error) }

        deinit { subject.onCompleted() }
    }
}

extension ObservableConvertibleType {
    fileprivate func trackActivity(_ activityIndicator: RxApp.ActivityIndicator) -> Observable<Element> {
        activityIndicator.trackActivityOfObservable(self)
    }

    fileprivate func trackError(_ errorTracker: RxApp.ErrorTracker) -> Observable<Element> {
        errorTracker.trackError(from: self)
    }
}

// Helpers apps declare twice, once for observables and once for traits: with a trait that is not an
// `ObservableType` (as in RxCocoa), each call on a `Driver` has one candidate.
extension ObservableType {
    fileprivate func asDriverOnErrorJustComplete() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    fileprivate func mapToVoid() -> Observable<Void> { map { _ in } }

    fileprivate func skipNil<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? { compactMap { $0 } }
}

extension ObservableType where Element == Bool {
    fileprivate func not() -> Observable<Bool> { map { !$0 } }
}

extension SharedSequenceConvertibleType {
    fileprivate func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in } }

    fileprivate func skipNil<Wrapped>() -> SharedSequence<SharingStrategy, Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}

extension SharedSequenceConvertibleType where Element == Bool {
    fileprivate func not() -> SharedSequence<SharingStrategy, Bool> { map { !$0 } }
}

/// The app's service, behind a protocol so a test can stub it.
private protocol LoginAPI {
    func login(username: String, password: String) -> Observable<Bool>
}

/// A login screen's ViewModel as RxCocoa apps write it: the taps are a `Signal`, the result a
/// `Driver` (the inner `asDriver(onErrorJustReturn:)` decides the strategy of `flatMapLatest`).
private struct LoginViewModel {
    let loggedIn: Driver<Bool>
    let signingIn: Driver<Bool>
    let canSubmit: Driver<Bool>

    init(username: Driver<String>, password: Driver<String>, loginTaps: Signal<Void>, api: LoginAPI) {
        let activity = RxApp.ActivityIndicator()
        signingIn = activity.asDriver()
        let credentials = Driver.combineLatest(username, password) { (username: $0, password: $1) }
        canSubmit = Driver.combineLatest(credentials.map { !$0.username.isEmpty && !$0.password.isEmpty }, activity.not()) {
            $0 && $1
        }
        loggedIn = loginTaps.withLatestFrom(credentials)
            .flatMapLatest { credentials in
                api.login(username: credentials.username, password: credentials.password)
                    .trackActivity(activity)
                    .asDriver(onErrorJustReturn: false)
            }
    }
}

/// `LoginAPI` answering from a cold test observable per call.
private final class StubLoginAPI: LoginAPI {
    let answer: TestableObservable<Bool>
    private(set) var calls: [String] = []

    init(answer: TestableObservable<Bool>) { self.answer = answer }

    func login(username: String, password: String) -> Observable<Bool> {
        calls.append("\(username):\(password)")
        return answer.asObservable()
    }
}

/// The app code above, run in virtual time under `SharingScheduler.mock` as RxCocoa's trait tests do.
final class SharedSequenceAppCodeTests: LeakCheckingTestCase {
    private let failure = TestError(code: 7)

    /// Gap 1: an app's own `SharedSequenceConvertibleType` gets `asDriver()`, `asObservable()`, the
    /// trait operators and `drive`, as under RxCocoa.
    func testAnAppsActivityIndicatorIsADriverWithTheTraitOperators() {
        onTraitScheduler { scheduler in
            let indicator = RxApp.ActivityIndicator()
            let work = scheduler.createColdObservable([.next(10, 1), .completed(30)])
            let asDriver: Driver<Bool> = indicator.asDriver()
            let asObservable: Observable<Bool> = indicator.asObservable()
            let labels: Driver<String> = indicator.map { $0 ? "loading" : "idle" }
            let busy: Driver<Bool> = indicator.filter { $0 }
            let distinct: Driver<Bool> = indicator.distinctUntilChanged()
            let counted: Driver<Int> = indicator.scan(0) { count, _ in count + 1 }
            let skipped: Driver<Bool> = indicator.skip(1)
            let started: Driver<Bool> = indicator.startWith(true)
            let compact: Driver<Int> = indicator.compactMap { $0 ? 1 : nil }
            let latest: Driver<Int> = indicator.flatMapLatest { _ in Driver.just(5) }
            let done: Driver<Bool> = indicator.do(onNext: { _ in }).debug("indicator")
            let combined: Driver<String> = indicator.withLatestFrom(labels) { "\($0) \($1)" }
            for trait in [busy, distinct, skipped, started, done] { XCTAssertNotNil(trait) }
            XCTAssertNotNil((counted, compact, latest, combined))

            let driven = scheduler.createObserver(Bool.self)
            let viaAsDriver = scheduler.createObserver(Bool.self)
            let viaAsObservable = scheduler.createObserver(Bool.self)
            let labelled = scheduler.createObserver(String.self)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(100) {
                _ = bag.insert(indicator.drive(driven))
                _ = bag.insert(asDriver.drive(viaAsDriver))
                _ = bag.insert(asObservable.subscribe(viaAsObservable))
                _ = bag.insert(labels.drive(labelled))
            }
            let res = scheduler.start { work.trackActivity(indicator) }
            bag.dispose()

            XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
            XCTAssertEqual(driven.events, [.next(101, false), .next(201, true), .next(231, false)])
            XCTAssertEqual(viaAsDriver.events, driven.events)
            XCTAssertEqual(viaAsObservable.events, driven.events)
            XCTAssertEqual(labelled.events, [.next(101, "idle"), .next(201, "loading"), .next(231, "idle")])
        }
    }

    /// Gap 1: an app's error tracker is a `Driver<Error>` through its `asSharedSequence()`; the trait
    /// operators on it build on its own `asObservable()`, as RxCocoa's (checked against RxCocoa).
    func testAnAppsErrorTrackerIsADriverOfErrors() {
        onTraitScheduler { scheduler in
            let tracker = RxApp.ErrorTracker()
            let work = scheduler.createColdObservable([.next(10, 1), .error(20, failure)])
            let messages: Driver<String> = tracker.asDriver().map { "\($0)" }
            let voids: Driver<Void> = tracker.mapToVoid()
            let observer = scheduler.createObserver(String.self)
            let count = scheduler.createObserver(Int.self)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(100) {
                _ = bag.insert(messages.drive(observer))
                _ = bag.insert(voids.scan(0) { count, _ in count + 1 }.drive(count))
            }
            let res = scheduler.start { work.trackError(tracker) }
            bag.dispose()

            XCTAssertEqual(res.events, [.next(210, 1), .error(220, failure)])
            XCTAssertEqual(observer.events, [.next(221, "\(failure)")])
            // An operator on the tracker itself builds on its own `asObservable()` (the subject, no hop),
            // as RxCocoa's operators do; `asDriver()` is its `asSharedSequence()`, one tick later.
            XCTAssertEqual(count.events, [.next(220, 1)])
        }
    }

    /// Gap 2: helpers declared on both `ObservableType` and `SharedSequenceConvertibleType` resolve
    /// on a `Driver` (the trait's) and on an `Observable` (the observable's), as under RxCocoa.
    func testHelpersDeclaredForObservablesAndTraitsResolveOnEach() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, Int?.some(1)), .next(220, nil), .next(230, 3), .completed(240)])
            let driver = xs.asDriver(onErrorJustReturn: nil)
            let unwrapped: Driver<Int> = driver.skipNil()
            let voids: Driver<Void> = driver.mapToVoid()
            let negated: Driver<Bool> = unwrapped.map { $0 > 1 }.not()
            let observableVoids: Observable<Void> = xs.mapToVoid()
            let observableValues: Observable<Int> = xs.skipNil()
            let observableNegated: Observable<Bool> = observableValues.map { $0 > 1 }.not()
            XCTAssertNotNil((voids, observableVoids, observableNegated))

            let res = scheduler.start { negated }
            XCTAssertEqual(res.events, [.next(211, true), .next(231, false), .completed(241)])
        }
    }

    /// Gap 3: `flatMapLatest`, `flatMap` and `flatMapFirst` (and `switchLatest`, `merge()`) take the
    /// inner trait's strategy, as RxCocoa's: a `Signal` mapped to `Driver`s is a `Driver` (it replays
    /// to a late subscriber).
    func testFlatMapOperatorsTakeTheInnerTraitsStrategy() {
        onTraitScheduler { scheduler in
            let taps = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let signal = taps.asSignal(onErrorJustReturn: 0)
            let latest: Driver<String> = signal.flatMapLatest { Driver.just("latest \($0)") }
            let merged: Driver<String> = signal.flatMap { Driver.just("merged \($0)") }
            let first: Driver<String> = signal.flatMapFirst { Driver.just("first \($0)") }
            let backToSignal: Signal<Int> = latest.flatMapLatest { _ in signal }
            let switched: Driver<String> = signal.map { Driver.just("switched \($0)") }.switchLatest()
            let mergedInner: Driver<String> = signal.map { Driver.just("merged inner \($0)") }.merge()

            let early = scheduler.createObserver(String.self)
            let late = scheduler.createObserver(String.self)
            let others = scheduler.createObserver(String.self)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(200) {
                _ = bag.insert(latest.drive(early))
                _ = bag.insert(merged.drive(others))
                _ = bag.insert(first.drive(others))
            }
            scheduler.scheduleAt(240) { _ = bag.insert(latest.drive(late)) }
            scheduler.scheduleAt(500) { bag.dispose() }
            scheduler.start()

            XCTAssertNotNil((backToSignal, switched, mergedInner))
            XCTAssertEqual(early.events, [.next(212, "latest 1"), .next(232, "latest 2")])
            XCTAssertEqual(late.events, [.next(240, "latest 2")])
            XCTAssertEqual(Set(others.events.map(\.value.element)), ["merged 1", "merged 2", "first 1", "first 2"])
        }
    }

    /// Gap 3: the login pattern — taps (a `Signal`) with the latest credentials, each mapped to the
    /// API call as a `Driver` — is a `Driver`; the activity indicator and the helpers work on it.
    func testTheLoginPatternGivesADriver() {
        onTraitScheduler { scheduler in
            let username = scheduler.createHotObservable([.next(210, "ann")])
            let password = scheduler.createHotObservable([.next(220, "secret")])
            let taps = scheduler.createHotObservable([.next(300, ()), .next(400, ())])
            let api = StubLoginAPI(answer: scheduler.createColdObservable([.next(20, true), .completed(30)]))
            let viewModel = LoginViewModel(
                username: username.asDriver(onErrorJustReturn: ""),
                password: password.asDriver(onErrorJustReturn: ""),
                loginTaps: taps.asSignal(onErrorJustReturn: ()),
                api: api
            )
            let signingIn = scheduler.createObserver(Bool.self)
            let canSubmit = scheduler.createObserver(Bool.self)
            let bag = CompositeDisposable()
            scheduler.scheduleAt(200) {
                _ = bag.insert(viewModel.signingIn.drive(signingIn))
                _ = bag.insert(viewModel.canSubmit.drive(canSubmit))
            }
            let res = scheduler.start { viewModel.loggedIn }
            bag.dispose()

            XCTAssertEqual(res.events, [.next(322, true), .next(422, true)])
            XCTAssertEqual(api.calls, ["ann:secret", "ann:secret"])
            XCTAssertEqual(signingIn.events, [
                .next(201, false), .next(302, true), .next(332, false), .next(402, true), .next(432, false),
            ])
            XCTAssertEqual(canSubmit.events, [
                .next(221, true), .next(302, false), .next(332, true), .next(402, false), .next(432, true),
            ])
        }
    }
}
