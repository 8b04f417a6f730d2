import Signals
import XCTest

final class BindTests: LeakCheckingTestCase {
    final class Label: @unchecked Sendable {
        var text = ""
        var optionalText: String?
    }

    func testKeyPathBindingAssignsAndDoesNotRetainTarget() {
        let relay = PublishRelay<String>()
        var label: Label? = Label()
        weak let weakLabel = label
        let binding = relay.bind(to: label!, \.text)
        relay.accept("a")
        XCTAssertEqual(label?.text, "a")
        label = nil
        XCTAssertNil(weakLabel, "a key-path binding must not retain its target")
        relay.accept("b")
        binding.dispose()
    }

    func testKeyPathBindingToOptionalProperty() {
        let label = Label()
        let binding = Observable.of("x", "y").bind(to: label, \.optionalText)
        XCTAssertEqual(label.optionalText, "y")
        binding.dispose()
    }

    func testBindToSeveralRelays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 3)
        let recorder = Recorder<Int>()
        let watching = publish.record(into: recorder)
        let source = Observable.of(1, 2)
        let bindings = [source.bind(to: publish, publish), source.bind(to: behavior), source.bind(to: replay)]
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(1)", "next(2)", "next(2)"])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(collect(replay.take(2)), ["next(1)", "next(2)", "completed"])
        bindings.forEach { $0.dispose() }
        watching.dispose()
    }

    func testBindToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let recorder = Recorder<Int?>()
        let watching = publish.record(into: recorder)
        let bindings = [Observable.just(1).bind(to: publish), Observable.just(2).bind(to: behavior)]
        XCTAssertEqual(recorder.values, [1])
        XCTAssertEqual(behavior.value, 2)
        bindings.forEach { $0.dispose() }
        watching.dispose()
    }

    func testBindToSubjectsForwardsEveryEvent() {
        let first = PublishSubject<Int>()
        let second = ReplaySubject<Int>.createUnbound()
        let recorder = Recorder<Int>()
        let watching = first.record(into: recorder)
        let binding = Observable.of(1).bind(to: first.asObserver(), second.asObserver())
        XCTAssertEqual(recorder.rendered, ["next(1)", "completed"])
        XCTAssertEqual(collect(second), ["next(1)", "completed"])
        binding.dispose()
        watching.dispose()
    }

    func testBindToObserversForwardsError() {
        let subject = BehaviorSubject(value: 0)
        let binding = Observable<Int>.error(TestError(3)).bind(to: subject.asObserver())
        XCTAssertThrowsError(try subject.value())
        binding.dispose()
    }

    func testBindToOptionalObserver() {
        let subject = PublishSubject<Int?>()
        let recorder = Recorder<Int?>()
        let watching = subject.record(into: recorder)
        let binding = Observable.just(5).bind(to: subject)
        XCTAssertEqual(recorder.rendered, ["next(Optional(5))", "completed"])
        binding.dispose()
        watching.dispose()
    }

    func testBindOnNext() {
        var values: [Int] = []
        let binding = Observable.of(1, 2).bind(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
        binding.dispose()
    }

    func testCurriedBinder() {
        let result = Observable.of(1, 2, 3).bind(to: { source in collect(source) })
        XCTAssertEqual(result, ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testDisposingABindingStopsIt() {
        let relay = PublishRelay<String>()
        let label = Label()
        let binding = relay.bind(to: label, \.text)
        relay.accept("a")
        binding.dispose()
        relay.accept("b")
        XCTAssertEqual(label.text, "a")
        XCTAssertFalse(relay.hasObservers)
    }
}
