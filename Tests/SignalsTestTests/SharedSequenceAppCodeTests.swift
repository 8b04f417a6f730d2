import Foundation
import Signals // an RxSwift app's `import RxSwift` and `import RxCocoa`
import SignalsTest // its `import RxTest`
import XCTest

/// The app code in `Support/RxAppCode.swift`, run in virtual time under `SharingScheduler.mock` as RxCocoa's trait tests do.
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
