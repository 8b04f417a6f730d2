import Dispatch
import Foundation
import Signals
import SignalsTest
import XCTest

// The second half of docs/Concepts.md's snippets (see ConceptsTests.swift): Driver, Signal,
// Single, disposal, debug() and the leak check.

final class ConceptsTraitsTests: ConceptsTestCase {
    func testDriver() throws {
        // concepts: driver
        let bag = DisposeBag()
        let names = PublishRelay<String>()
        let isFree: Driver<Bool> = names.asDriver()
            .flatMapLatest { name in checkName(name).asDriver(onErrorJustReturn: false) }
        isFree.drive(onNext: { print("label:", $0 ? "free" : "taken") }).disposed(by: bag)
        isFree.drive(onNext: { print("button enabled:", $0) }).disposed(by: bag)

        names.accept("ann")
        names.accept("")  // the server fails: this question's answer is `false`
        names.accept("bob")  // the binding is still alive
        // Prints:
        // asking the server about "ann"
        // label: taken
        // button enabled: false
        // asking the server about ""
        // label: taken
        // button enabled: false
        // asking the server about "bob"
        // label: free
        // button enabled: true
        // end concepts
        XCTAssertEqual(printed.lines, try promised("driver"))
    }

    func testDriverThread() throws {
        // concepts: driver-thread
        let bag = DisposeBag()
        let answers = PublishSubject<Bool>()
        answers.asDriver(onErrorJustReturn: false)
            .drive(onNext: { _ in print("label set on the main thread:", Thread.isMainThread) })
            .disposed(by: bag)
        DispatchQueue.global().async { answers.onNext(true) }  // the reply comes on a network thread
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))  // the main thread is free, as an app's is between events
        // Prints:
        // label set on the main thread: true
        // end concepts
        XCTAssertEqual(printed.lines, try promised("driver-thread"))
    }

    func testSignal() throws {
        // concepts: signal
        let bag = DisposeBag()
        let messages = PublishRelay<String>()
        let asDriver = messages.asDriver()
        let asSignal = messages.asSignal()
        asDriver.drive(onNext: { print("driver, first view:", $0) }).disposed(by: bag)
        asSignal.emit(onNext: { print("signal, first view:", $0) }).disposed(by: bag)
        messages.accept("Saved")
        // The screen is shown again and binds again:
        asDriver.drive(onNext: { print("driver, second view:", $0) }).disposed(by: bag)
        asSignal.emit(onNext: { print("signal, second view:", $0) }).disposed(by: bag)
        // Prints:
        // driver, first view: Saved
        // signal, first view: Saved
        // driver, second view: Saved
        // end concepts
        XCTAssertEqual(printed.lines, try promised("signal"))
    }

    func testSingle() throws {
        // concepts: single
        let bag = DisposeBag()
        func fetchContactCount() -> Single<Int> {
            Single.create { single in
                print("request sent")
                single(.success(42))  // or single(.failure(error)): one or the other, once
                return Disposables.create()
            }
        }
        fetchContactCount()
            .subscribe(onSuccess: { print("contacts:", $0) }, onFailure: { print("failed:", $0) })
            .disposed(by: bag)
        // Prints:
        // request sent
        // contacts: 42
        // end concepts
        XCTAssertEqual(printed.lines, try promised("single"))
    }

    func testDisposeBag() throws {
        // concepts: dispose-bag
        let counts = PublishRelay<Int>()
        var bag = DisposeBag()
        counts.subscribe(onNext: { print("label shows", $0) }).disposed(by: bag)
        counts.accept(1)
        bag = DisposeBag()  // the old bag is released, and disposes every subscription it held
        counts.accept(2)  // nobody is bound any more
        // Prints:
        // label shows 1
        // end concepts
        XCTAssertEqual(printed.lines, try promised("dispose-bag"))
    }

    func testOwnerAndBag() throws {
        // concepts: owner
        final class CountLabel {
            private(set) var text = ""
            private let bag = DisposeBag()

            init(counts: PublishRelay<Int>) {
                counts
                    .subscribe(with: self, onNext: { label, count in label.text = "\(count) taps" })
                    .disposed(by: bag)
            }

            deinit { print("label released") }
        }

        let counts = PublishRelay<Int>()
        var label: CountLabel? = CountLabel(counts: counts)
        counts.accept(3)
        print("label reads", label?.text ?? "")
        label = nil  // releases the label, its bag, and so its binding
        counts.accept(4)
        // Prints:
        // label reads 3 taps
        // label released
        // end concepts
        XCTAssertEqual(printed.lines, try promised("owner"))
    }

    func testDebug() throws {
        // concepts: debug
        let bag = DisposeBag()
        let taps = PublishRelay<Void>()
        taps.map { "tapped" }
            .debug("label text")
            .subscribe(onNext: { print("label:", $0) })
            .disposed(by: bag)
        taps.accept(())
        // Prints:
        // 2026-01-01 12:00:00.000: label text -> subscribed
        // 2026-01-01 12:00:00.000: label text -> Event next(tapped)
        // label: tapped
        // end concepts
        // `debug()` writes its lines with the library's own `print`, which this file does not record:
        // Scripts/check-snippets.py checks those, as a learner sees them.
        XCTAssertEqual(printed.lines, try promised("debug").filter { !$0.hasPrefix("2026-01-01 12:00:00.000: ") })
    }
}

// concepts: leak
final class CountLabelTests: XCTestCase {
    func testTheBindingEndsWithItsBag() {
        let counts = PublishRelay<Int>()
        XCTAssertNoLiveBindings {
            let bag = DisposeBag()
            counts.subscribe(onNext: { print("label shows", $0) }).disposed(by: bag)
            counts.accept(1)
        }  // the bag went at the end of the block, and took its binding with it
    }
}
// end concepts

/// What the snippets print, recorded instead of written to stdout: in this file `print` is this one.
private func print(_ items: Any..., separator: String = " ") {
    conceptsPrinted.append(items.map { "\($0)" }.joined(separator: separator))
}
