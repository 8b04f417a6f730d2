import Signals
import SignalsTest
import XCTest

/// RxSwift 5's spellings still compile (with a deprecation fix-it) and do what the RxSwift 6 operator
/// they were renamed to does: same events, same subscription times.
///
/// Calling them is the point, and the tests must compile without warnings: the calls and the test
/// methods are marked deprecated themselves (a deprecated declaration may use deprecated ones silently).
final class RxSwift5SpellingsTests: LeakCheckingTestCase {
    /// Runs `old` and `new` on identical hot sources and asserts they recorded the same events and
    /// subscriptions, and that those are `expected`.
    @available(*, deprecated, message: "tests RxSwift 5's spellings")
    private func assertSame(
        _ pair: SpellingPair, expected: [Recorded<Event<Int>>], file: StaticString = #filePath, line: UInt = #line
    ) {
        var results: [([Recorded<Event<Int>>], [Subscription])] = []
        for make in [pair.old, pair.new] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError(code: 1)),
            ])
            let other = scheduler.createHotObservable([.next(225, 0)])
            let res = scheduler.start { make(xs.asObservable(), other.asObservable(), scheduler) }
            results.append((res.events, xs.subscriptions))
        }
        XCTAssertEqual(results[0].0, expected, "the RxSwift 5 spelling", file: file, line: line)
        XCTAssertEqual(results[0].0, results[1].0, file: file, line: line)
        XCTAssertEqual(results[0].1, results[1].1, file: file, line: line)
    }

    @available(*, deprecated, message: "tests RxSwift 5's spellings")
    func testErrorHandlingSpellings() {
        assertSame(SpellingPairs.catchError, expected: [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, -1), .completed(240)])
        assertSame(SpellingPairs.catchErrorJustReturn, expected: [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, -1), .completed(240)])
        assertSame(SpellingPairs.staticCatchError, expected: [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 9), .completed(240)])
        // take(1) resubscribes once at 240; its completion would act at a next failure, as in RxSwift
        assertSame(SpellingPairs.retryWhen, expected: [.next(210, 1), .next(220, 2), .next(230, 3)])
    }

    @available(*, deprecated, message: "tests RxSwift 5's spellings")
    func testSchedulingSpellings() {
        assertSame(SpellingPairs.observeOn, expected: [.next(211, 1), .next(221, 2), .next(231, 3), .error(241, TestError(code: 1))])
        assertSame(SpellingPairs.subscribeOn, expected: [.next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError(code: 1))])
    }

    @available(*, deprecated, message: "tests RxSwift 5's spellings")
    func testTakeAndSkipSpellings() {
        assertSame(SpellingPairs.takeUntilOther, expected: [.next(210, 1), .next(220, 2), .completed(225)])
        assertSame(SpellingPairs.takeUntilPredicate, expected: [.next(210, 1), .next(220, 2), .completed(220)])
        assertSame(SpellingPairs.takeWhile, expected: [.next(210, 1), .completed(220)])
        assertSame(SpellingPairs.takeWhileBehavior, expected: [.next(210, 1), .next(220, 2), .completed(220)])
        assertSame(SpellingPairs.takeDuration, expected: [.next(210, 1), .next(220, 2), .completed(225)])
        assertSame(SpellingPairs.skipUntil, expected: [.next(230, 3), .error(240, TestError(code: 1))])
        assertSame(SpellingPairs.elementAt, expected: [.next(220, 2), .completed(220)])
    }

    func testElementAtFailsWhenTheSourceEndsTooEarlyOrTheIndexIsNegative() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler.start { xs.element(at: 1) }.events, [.error(220, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let negative = TestScheduler(initialClock: 0)
        XCTAssertEqual(negative.start { Observable.of(1).element(at: -1) }.events, [.error(200, RxError.argumentOutOfRange)])
    }
}

/// An RxSwift 5 spelling and the RxSwift 6 operator it was renamed to, applied to a source, a second
/// observable and the scheduler.
struct SpellingPair: Sendable {
    let old: @Sendable (Observable<Int>, Observable<Int>, TestScheduler) -> Observable<Int>
    let new: @Sendable (Observable<Int>, Observable<Int>, TestScheduler) -> Observable<Int>
}

/// The spellings `RxSwift5SpellingsTests` checks, one pair each. Deprecated itself, so that its calls
/// to the deprecated spellings compile without warnings.
@available(*, deprecated, message: "calls RxSwift 5's spellings on purpose, to test them")
enum SpellingPairs {
    static let catchError = SpellingPair(
        old: { xs, _, _ in xs.catchError { _ in .just(-1) } }, new: { xs, _, _ in xs.catch { _ in .just(-1) } })
    static let catchErrorJustReturn = SpellingPair(
        old: { xs, _, _ in xs.catchErrorJustReturn(-1) }, new: { xs, _, _ in xs.catchAndReturn(-1) })
    static let staticCatchError = SpellingPair(
        old: { xs, _, _ in Observable.catchError([xs, .just(9)]) },
        new: { xs, _, _ in Observable.catch([xs, .just(9)]) })
    static let retryWhen = SpellingPair(
        old: { xs, _, _ in xs.retryWhen { errors in errors.take(1) } }, new: { xs, _, _ in xs.retry(when: { errors in errors.take(1) }) })
    static let observeOn = SpellingPair(
        old: { xs, _, scheduler in xs.observeOn(scheduler) }, new: { xs, _, scheduler in xs.observe(on: scheduler) })
    static let subscribeOn = SpellingPair(
        old: { xs, _, scheduler in xs.subscribeOn(scheduler) }, new: { xs, _, scheduler in xs.subscribe(on: scheduler) })
    static let takeUntilOther = SpellingPair(
        old: { xs, other, _ in xs.takeUntil(other) }, new: { xs, other, _ in xs.take(until: other) })
    static let takeUntilPredicate = SpellingPair(
        old: { xs, _, _ in xs.takeUntil(.inclusive) { $0 == 2 } }, new: { xs, _, _ in xs.take(until: { $0 == 2 }, behavior: .inclusive) })
    static let takeWhile = SpellingPair(
        old: { xs, _, _ in xs.takeWhile { $0 < 2 } }, new: { xs, _, _ in xs.take(while: { $0 < 2 }) })
    static let takeWhileBehavior = SpellingPair(
        old: { xs, _, _ in xs.takeWhile(behavior: .inclusive) { $0 < 2 } },
        new: { xs, _, _ in xs.take(while: { $0 < 2 }, behavior: .inclusive) })
    static let takeDuration = SpellingPair(
        old: { xs, _, scheduler in xs.take(.seconds(25), scheduler: scheduler) },
        new: { xs, _, scheduler in xs.take(for: .seconds(25), scheduler: scheduler) })
    static let skipUntil = SpellingPair(
        old: { xs, other, _ in xs.skipUntil(other) }, new: { xs, other, _ in xs.skip(until: other) })
    static let elementAt = SpellingPair(
        old: { xs, _, _ in xs.elementAt(1) }, new: { xs, _, _ in xs.element(at: 1) })
}
