import Signals
import SignalsTest
import XCTest

/// A ViewModel whose output is a `Driver`, as the apps issue 12 measured write them.
private final class CatalogSearchViewModel {
    struct Output {
        let items: Driver<[String]>
        let alert: Signals.Signal<String>
    }

    let query = PublishRelay<String>()
    let output: Output

    init(catalog: [String]) {
        let matches = query.asDriver().map { query in catalog.filter { $0.hasPrefix(query) } }
        output = Output(items: matches, alert: matches.asSignal().filter(\.isEmpty).map { _ in "No matches" })
    }
}

/// Consuming traits — `drive` into every target a `Driver` takes, `emit(to:)` likewise — and a
/// ViewModel chain that keeps its `Driver` through `do`, `startWith`, `scan` and `debounce`.
final class DriveAndEmitTests: LeakCheckingTestCase {
    private final class Label { var text = ""; var optionalText: String? }

    func testTheViewModelChainOfIssue12KeepsItsDriverAndRuns() {
        onTraitScheduler(resolution: 0.001) { scheduler in
            final class Log: @unchecked Sendable { var lines: [String] = [] }
            let log = Log()
            let viewModel = CatalogSearchViewModel(catalog: ["apple", "apricot", "banana"])
            let counts = scheduler.createObserver(Int.self)
            let alerts = scheduler.createObserver(String.self)
            let chain: Driver<Int> = viewModel.output.items
                .do(onNext: { log.lines.append($0.joined(separator: ",")) })
                .startWith([])
                .scan(0) { total, items in total + items.count }
                .debounce(.milliseconds(300))
            let bag = DisposeBag()
            chain.drive(counts).disposed(by: bag)
            viewModel.output.alert.emit(to: alerts).disposed(by: bag)
            scheduler.scheduleAt(100) { viewModel.query.accept("ap") }
            scheduler.scheduleAt(200) { viewModel.query.accept("b") }
            scheduler.scheduleAt(800) { viewModel.query.accept("x") }
            scheduler.start()
            XCTAssertEqual(log.lines, ["apple,apricot", "banana", ""])
            XCTAssertEqual(counts.events, [.next(501, 3), .next(1101, 3)], "debounced 300 ms (ticks) after the last change")
            XCTAssertEqual(alerts.events, [.next(801, "No matches")])
        }
    }

    func testDriveIntoRelaysObserversAndKeyPaths() {
        onTraitScheduler { scheduler in
            let source = PublishRelay<String>()
            let driver = source.asDriver()
            let publish = PublishRelay<String>(), optionalPublish = PublishRelay<String?>()
            let behavior = BehaviorRelay(value: ""), optionalBehavior = BehaviorRelay<String?>(value: nil)
            let replay = ReplayRelay<String>.create(bufferSize: 1), optionalReplay = ReplayRelay<String?>.create(bufferSize: 1)
            let observer = scheduler.createObserver(String.self), optionalObserver = scheduler.createObserver(String?.self)
            let label = Label()
            let seen = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            publish.asObservable().subscribe(seen).disposed(by: bag)
            driver.drive(publish).disposed(by: bag)
            driver.drive(optionalPublish).disposed(by: bag)
            driver.drive(behavior, behavior).disposed(by: bag)
            driver.drive(optionalBehavior).disposed(by: bag)
            driver.drive(replay).disposed(by: bag)
            driver.drive(optionalReplay).disposed(by: bag)
            driver.drive(observer).disposed(by: bag)
            driver.drive(optionalObserver).disposed(by: bag)
            driver.drive(label, \.text).disposed(by: bag)
            driver.drive(label, \.optionalText).disposed(by: bag)
            scheduler.scheduleAt(210) { source.accept("a") }
            scheduler.start()
            XCTAssertEqual(seen.events, [.next(211, "a")])
            XCTAssertEqual([behavior.value, optionalBehavior.value, label.text, label.optionalText], ["a", "a", "a", "a"])
            XCTAssertEqual(observer.events, [.next(211, "a")])
            XCTAssertEqual(optionalObserver.events, [.next(211, "a")])
            let replayed = scheduler.createObserver(String.self), optionalReplayed = scheduler.createObserver(String?.self)
            replay.asObservable().subscribe(replayed).disposed(by: bag)
            optionalReplay.asObservable().subscribe(optionalReplayed).disposed(by: bag)
            XCTAssertEqual(replayed.events.map(\.value), [.next("a")])
            XCTAssertEqual(optionalReplayed.events.map(\.value), [.next("a")])
        }
    }

    func testEmitIntoRelaysObserversAndKeyPaths() {
        onTraitScheduler { scheduler in
            let source = PublishRelay<String>()
            let signal = source.asSignal()
            let publish = PublishRelay<String?>()
            let behavior = BehaviorRelay(value: ""), optionalBehavior = BehaviorRelay<String?>(value: nil)
            let replay = ReplayRelay<String>.create(bufferSize: 1)
            let observer = scheduler.createObserver(String.self), optionalObserver = scheduler.createObserver(String?.self)
            let seen = scheduler.createObserver(String?.self)
            let label = Label()
            let bag = DisposeBag()
            publish.asObservable().subscribe(seen).disposed(by: bag)
            signal.emit(to: publish).disposed(by: bag)
            signal.emit(to: behavior).disposed(by: bag)
            signal.emit(to: optionalBehavior).disposed(by: bag)
            signal.emit(to: replay).disposed(by: bag)
            signal.emit(to: observer, observer).disposed(by: bag)
            signal.emit(to: optionalObserver).disposed(by: bag)
            signal.emit(to: label, \.text).disposed(by: bag)
            scheduler.scheduleAt(210) { source.accept("b") }
            scheduler.start()
            XCTAssertEqual(seen.events, [.next(211, "b")])
            XCTAssertEqual([behavior.value, optionalBehavior.value, label.text], ["b", "b", "b"])
            XCTAssertEqual(observer.events, [.next(211, "b"), .next(211, "b")])
            XCTAssertEqual(optionalObserver.events, [.next(211, "b")])
            let replayed = scheduler.createObserver(String.self)
            replay.asObservable().subscribe(replayed).disposed(by: bag)
            XCTAssertEqual(replayed.events.map(\.value), [.next("b")])
        }
    }

    func testObserversGetValuesAndTheCompletion() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let driven = scheduler.createObserver(Int.self), drivenOptional = scheduler.createObserver(Int?.self)
            let emitted = scheduler.createObserver(Int.self), emittedOptional = scheduler.createObserver(Int?.self)
            let bag = DisposeBag()
            xs.asDriver(onErrorJustReturn: 0).drive(driven).disposed(by: bag)
            xs.asDriver(onErrorJustReturn: 0).drive(drivenOptional).disposed(by: bag)
            xs.asSignal(onErrorJustReturn: 0).emit(to: emitted).disposed(by: bag)
            xs.asSignal(onErrorJustReturn: 0).emit(to: emittedOptional).disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(driven.events, [.next(211, 1), .completed(221)])
            XCTAssertEqual(drivenOptional.events, [.next(211, 1), .completed(221)])
            XCTAssertEqual(emitted.events, [.next(211, 1), .completed(221)])
            XCTAssertEqual(emittedOptional.events, [.next(211, 1), .completed(221)])
            XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(0, 220), count: 4))
        }
    }

    func testClosuresGetValuesCompletionAndDisposalAndOwnersAreHeldWeakly() {
        onTraitScheduler { scheduler in
            final class Owner { var log: [String] = [] }
            final class Log: @unchecked Sendable { var lines: [String] = [] }
            let log = Log()
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            var owner: Owner? = Owner()
            weak let weakOwner = owner
            let bag = DisposeBag()
            xs.asDriver(onErrorJustReturn: 0).drive(
                onNext: { log.lines.append("drive \($0)") }, onCompleted: { log.lines.append("drive completed") },
                onDisposed: { log.lines.append("drive disposed") }
            ).disposed(by: bag)
            xs.asSignal(onErrorJustReturn: 0).emit(
                onNext: { log.lines.append("emit \($0)") }, onCompleted: { log.lines.append("emit completed") },
                onDisposed: { log.lines.append("emit disposed") }
            ).disposed(by: bag)
            xs.asDriver(onErrorJustReturn: 0).drive(with: owner!, onNext: { $0.log.append("\($1)") }).disposed(by: bag)
            xs.asSignal(onErrorJustReturn: 0).emit(with: owner!, onNext: { $0.log.append("\($1)") }).disposed(by: bag)
            scheduler.scheduleAt(205) { owner = nil }
            scheduler.scheduleAt(215) { XCTAssertNil(weakOwner, "the subscriptions hold their owner weakly") }
            scheduler.start()
            XCTAssertEqual(log.lines, [
                "drive 1", "emit 1", "drive completed", "drive disposed", "emit completed", "emit disposed",
            ])
        }
    }

    func testTheCurriedDriveForms() {
        let relay = BehaviorRelay(value: 3)
        let doubled = relay.asDriver().drive { observable in observable.map { $0 * 2 } }
        let recorder = Box<[Int]>([])
        let subscription = relay.asDriver().drive({ observable in { (prefix: Int) in
            observable.subscribe(onNext: { recorder.value.append(prefix + $0) })
        } }, curriedArgument: 100)
        relay.accept(4)
        XCTAssertEqual(recorder.value, [103, 104])
        // The static type `drive` returns (the dynamic type may be a subclass, e.g. `map`'s).
        func staticType<Value>(of _: Value) -> Any.Type { Value.self }
        XCTAssertTrue(staticType(of: doubled) == Observable<Int>.self)
        subscription.dispose()
    }

    func testSignalNamesTheTraitWithOrWithoutTheModuleName() {
        let relay = PublishRelay<Int>()
        let qualified: Signals.Signal<Int> = relay.asSignal()
        let plain: Signal<Int> = qualified
        let strategy: SignalSharingStrategy.Type = type(of: plain).SharingStrategy.self
        XCTAssertTrue(strategy == SignalSharingStrategy.self)
    }

    @available(*, deprecated, message: "tests Signals' former Emitter names on purpose")
    func testTheFormerEmitterNamesAreTheSignalOnes() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(code: 2))])
            let relay = PublishRelay<Int>()
            let emitters: [Emitter<Int>] = [
                xs.asEmitter(onErrorJustReturn: -1), xs.asEmitter(onErrorEmitWith: { _ in .just(-2) }), relay.asEmitter(),
                relay.asDriver().asEmitter(), relay.asSignal().asEmitter(),
            ]
            let driver = xs.asDriver(onErrorDriveWith: { _ in .just(-3) })
            let observers = (0..<6).map { _ in scheduler.createObserver(Int.self) }
            for (emitter, observer) in zip(emitters, observers) { subscribe(emitter, observer, at: 200, on: scheduler) }
            subscribe(driver, observers[5], at: 200, on: scheduler)
            scheduler.scheduleAt(215) { relay.accept(5) }
            scheduler.start()
            XCTAssertEqual(observers[0].events, [.next(211, 1), .next(221, -1), .completed(221)])
            XCTAssertEqual(observers[1].events, [.next(211, 1), .next(222, -2), .completed(222)])
            for observer in observers[2...4] { XCTAssertEqual(observer.events, [.next(216, 5)]) }
            XCTAssertEqual(observers[5].events, [.next(211, 1), .next(222, -3), .completed(222)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 220), Subscription(200, 220)])
        }
    }

    func testMockInstallsTheSchedulerAndRestoresTheMainSchedulerEvenWhenTheBodyThrows() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        SharingScheduler.mock(scheduler: outer) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
            do {
                try SharingScheduler.mock(makeScheduler: { inner }) {
                    XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === inner)
                    XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === inner)
                    throw TestError(code: 1)
                }
                XCTFail("the error should have been rethrown")
            } catch {
                XCTAssertEqual(error as? TestError, TestError(code: 1))
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }
}

/// A mutable value a test's closures share.
private final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
