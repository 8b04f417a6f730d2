import Foundation
import Signals
import SignalsTestSupport
import XCTest

/// Subscribing is a recursion as deep as the chain (see "Stack depth" on `Observable`), so the
/// thread's stack bounds how many operators a subscription may pass through. These pin a depth that
/// must keep working on a 512 KiB thread (Apple's default for secondary threads) in a debug build,
/// the build tests run in, with a margin of 2 below the depth measured there (Swift 6.3, Linux
/// x86-64: 488 `map`s, a recursive `flatMap` 104 deep; RxSwift 6.10: 768 and 187). A change that
/// makes a level's frames twice as large fails here — by overflowing the stack, which ends the run.
final class StackDepthTests: LeakCheckingTestCase {
    /// Apple's default stack size for a secondary thread.
    private let secondaryThreadStack = 512 * 1024
    /// `map`s a subscription must pass through on that stack: half the measured debug limit, rounded down.
    private let mapDepth = 240
    /// Levels of a recursive `flatMap` on that stack: half the measured debug limit, rounded down.
    private let flatMapDepth = 50

    func testSubscribingAndSendingThroughTwoHundredFortyMapsWorksOnA512KiBThread() {
        let delivered = Locked<[Int]>([])
        let finished = finishesWithoutDeadlock(stackSize: secondaryThreadStack) { [mapDepth] in
            let relay = PublishRelay<Int>()
            var chain = relay.asObservable()
            for _ in 0..<mapDepth { chain = chain.map { $0 + 1 } }
            let subscription = chain.subscribe(onNext: { value in delivered.mutate { $0.append(value) } })
            relay.accept(0)
            relay.accept(1)
            subscription.dispose()
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(delivered.value, [mapDepth, mapDepth + 1])
    }

    func testARecursiveFlatMapFiftyDeepWorksOnA512KiBThread() {
        let events = Locked<[String]>([])
        let finished = finishesWithoutDeadlock(stackSize: secondaryThreadStack) { [flatMapDepth] in
            @Sendable func countdown(_ n: Int) -> Observable<Int> {
                n == 0 ? .just(0) : .just(n).flatMap { _ in countdown(n - 1) }
            }
            let subscription = countdown(flatMapDepth).subscribe(
                onNext: { value in events.mutate { $0.append("next(\(value))") } },
                onCompleted: { events.mutate { $0.append("completed") } })
            subscription.dispose()
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(events.value, ["next(0)", "completed"])
    }

    /// Both at once: a subscription through the `map`s made from inside the recursion's innermost
    /// level, so the two depths add up on one stack (still within the measured limits' half).
    func testMapsInsideARecursiveFlatMapWorkOnA512KiBThread() {
        let delivered = Locked<[Int]>([])
        let finished = finishesWithoutDeadlock(stackSize: secondaryThreadStack) { [mapDepth, flatMapDepth] in
            @Sendable func nested(_ n: Int) -> Observable<Int> {
                if n > 0 { return .just(n).flatMap { _ in nested(n - 1) } }
                var chain = Observable.just(0)
                for _ in 0..<mapDepth / 2 { chain = chain.map { $0 + 1 } }
                return chain
            }
            let subscription = nested(flatMapDepth / 2).subscribe(onNext: { value in delivered.mutate { $0.append(value) } })
            subscription.dispose()
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(delivered.value, [mapDepth / 2])
    }
}
