import Signals
import SignalsTest
import XCTest

/// `Infallible.bind(to:)` as RxCocoa's `Infallible+Bind.swift`: into observers and relays of `Element` and
/// of `Element?`, several at once, the curried form and `bind(onNext:)`.
final class InfallibleBindTests: XCTestCase {
    func testBindsEveryEventIntoSeveralObserversOfTheElementAndOfItsOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)]).asInfallible(onErrorJustReturn: -1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        let subject = PublishSubject<Int?>()
        let viaSubject = scheduler.createObserver(Int?.self)
        _ = subject.subscribe(viaSubject)
        _ = source.bind(to: first, second)
        _ = source.bind(to: optional)
        _ = source.bind(to: subject)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, first.events)
        XCTAssertEqual(optional.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(viaSubject.events, optional.events)
    }

    func testBindsValuesIntoRelaysOfTheElementAndOfItsOptional() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let optionalPublish = PublishRelay<Int?>()
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
        var published: [Int] = []
        var optionalPublished: [Int?] = []
        _ = publish.subscribe(onNext: { published.append($0) })
        _ = optionalPublish.subscribe(onNext: { optionalPublished.append($0) })
        _ = Infallible.of(1, 2).bind(to: publish, publish)
        _ = Infallible.of(3, 4).bind(to: behavior)
        _ = Infallible.of(5, 6).bind(to: replay)
        _ = Infallible.of(7, 8).bind(to: optionalBehavior)
        _ = Infallible.of(9).bind(to: optionalPublish, optionalPublish)
        _ = Infallible.of(10, 11, 12).bind(to: optionalReplay)
        XCTAssertEqual(published, [1, 1, 2, 2])
        XCTAssertEqual(behavior.value, 4)
        var replayedPlain: [Int] = []
        _ = replay.subscribe(onNext: { replayedPlain.append($0) })
        XCTAssertEqual(replayedPlain, [5, 6])
        XCTAssertEqual(optionalBehavior.value, 8)
        XCTAssertEqual(optionalPublished, [9, 9])
        var replayed: [Int?] = []
        _ = optionalReplay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [11, 12])
    }

    func testCurriedBindAndBindOnNext() {
        var seen: [String] = []
        func label(_ source: Infallible<Int>) -> (String) -> Disposable {
            { prefix in source.bind(onNext: { seen.append("\(prefix)\($0)") }) }
        }
        func count(_ source: Infallible<Int>) -> Int {
            var total = 0
            _ = source.subscribe(onNext: { total += $0 })
            return total
        }
        _ = Infallible.of(1, 2).bind(to: label, curriedArgument: "#")
        XCTAssertEqual(seen, ["#1", "#2"])
        XCTAssertEqual(Infallible.of(1, 2, 3).bind(to: count), 6)
    }
}
