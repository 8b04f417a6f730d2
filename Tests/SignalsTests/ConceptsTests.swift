import Dispatch
import Foundation
import Signals
import SignalsTest
import XCTest

// docs/Concepts.md (from which docs/build.sh makes the DocC article) shows the code between the
// `// concepts:` markers below. Each test runs one snippet, then checks that it printed exactly the
// lines of the snippet's own `// Prints:` comment; `ConceptsSnippetSyncTests` checks that the
// article shows every snippet as it is written here.

// concepts: server
struct ServerDown: Error {}

/// Asks a pretend server whether `name` is free: "ann" is taken, an empty name makes it fail.
func checkName(_ name: String) -> Observable<Bool> {
    Observable.create { observer in
        print("asking the server about \"\(name)\"")
        if name.isEmpty {
            observer.onError(ServerDown())
        } else {
            observer.onNext(name != "ann")
            observer.onCompleted()
        }
        return Disposables.create()
    }
}
// end concepts

final class ConceptsTests: LeakCheckingTestCase {
    private var savedErrorHandler: Hooks.DefaultErrorHandler?

    override func setUp() {
        super.setUp()
        printed.reset()
        // What a debug build prints for an error nobody handled, recorded with the snippet's lines.
        savedErrorHandler = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in print("Unhandled error happened: \(error)") }
    }

    override func tearDown() {
        if let savedErrorHandler { Hooks.defaultErrorHandler = savedErrorHandler }
        super.tearDown()
    }

    func testSequence() throws {
        // concepts: sequence
        let bag = DisposeBag()
        let numbers = [1, 2, 3]
        print("array:", numbers.filter { $0 != 2 }.map { $0 * 10 })
        Observable.from(numbers)
            .filter { $0 != 2 }
            .map { $0 * 10 }
            .subscribe(onNext: { print("observable:", $0) }, onCompleted: { print("observable: completed") })
            .disposed(by: bag)
        // Prints:
        // array: [10, 30]
        // observable: 10
        // observable: 30
        // observable: completed
        // end concepts
        XCTAssertEqual(printed.lines, try promised("sequence"))
    }

    func testGrammar() throws {
        // concepts: grammar
        let bag = DisposeBag()
        let events = PublishSubject<Int>()
        events.subscribe(
            onNext: { print("next", $0) },
            onError: { print("error", $0) },
            onCompleted: { print("completed") }
        ).disposed(by: bag)
        events.onNext(1)
        events.onNext(2)
        events.onCompleted()
        events.onNext(3)  // too late: the sequence has ended, nobody gets this
        // Prints:
        // next 1
        // next 2
        // completed
        // end concepts
        XCTAssertEqual(printed.lines, try promised("grammar"))
    }

    func testCold() throws {
        // concepts: cold
        let bag = DisposeBag()
        let request = Observable<String>.create { observer in
            print("request sent")
            observer.onNext("42 contacts")
            observer.onCompleted()
            return Disposables.create()
        }
        request.subscribe(onNext: { print("label:", $0) }).disposed(by: bag)
        request.subscribe(onNext: { print("title:", $0) }).disposed(by: bag)
        // Prints:
        // request sent
        // label: 42 contacts
        // request sent
        // title: 42 contacts
        // end concepts
        XCTAssertEqual(printed.lines, try promised("cold"))
    }

    func testHot() throws {
        // concepts: hot
        let bag = DisposeBag()
        let taps = PublishRelay<String>()
        taps.accept("first tap")  // nobody is subscribed yet: this tap is lost
        taps.subscribe(onNext: { print("got", $0) }).disposed(by: bag)
        taps.accept("second tap")
        // Prints:
        // got second tap
        // end concepts
        XCTAssertEqual(printed.lines, try promised("hot"))
    }

    func testShareReplay() throws {
        // concepts: share
        let bag = DisposeBag()
        let request = Observable<String>.create { observer in
            print("request sent")
            observer.onNext("42 contacts")  // (a real request would complete too: see below)
            return Disposables.create()
        }
        .share(replay: 1)
        request.subscribe(onNext: { print("label:", $0) }).disposed(by: bag)
        request.subscribe(onNext: { print("title:", $0) }).disposed(by: bag)
        // Prints:
        // request sent
        // label: 42 contacts
        // title: 42 contacts
        // end concepts
        XCTAssertEqual(printed.lines, try promised("share"))
    }

    func testSubjectAndRelay() throws {
        // concepts: subject-relay
        struct RequestFailed: Error {}
        let bag = DisposeBag()
        let failingRequest = Observable<String>.error(RequestFailed())
        let subjectTitle = BehaviorSubject(value: "Loading")
        let relayTitle = BehaviorRelay(value: "Loading")
        subjectTitle.subscribe(onNext: { print("subject:", $0) }, onError: { _ in print("subject: failed, for good") })
            .disposed(by: bag)
        relayTitle.subscribe(onNext: { print("relay:", $0) }).disposed(by: bag)

        failingRequest.bind(to: subjectTitle).disposed(by: bag)  // the error reaches the subject and ends it
        failingRequest.bind(to: relayTitle).disposed(by: bag)  // a relay takes values only: the error ends just this binding
        subjectTitle.onNext("Contacts")  // ignored: the subject is over
        relayTitle.accept("Contacts")
        // Prints:
        // subject: Loading
        // relay: Loading
        // subject: failed, for good
        // Unhandled error happened: RequestFailed()
        // relay: Contacts
        // end concepts
        XCTAssertEqual(printed.lines, try promised("subject-relay"))
        XCTAssertEqual(relayTitle.value, "Contacts")
    }

    func testNaiveBinding() throws {
        // concepts: naive
        let bag = DisposeBag()
        let names = PublishRelay<String>()  // what the user types
        let isFree = names.flatMapLatest { name in checkName(name) }
        isFree.subscribe(onNext: { print("label:", $0 ? "free" : "taken") }).disposed(by: bag)
        isFree.subscribe(onNext: { print("button enabled:", $0) }).disposed(by: bag)

        names.accept("ann")
        names.accept("")  // the server fails…
        names.accept("bob")  // …and nobody is listening any more
        // Prints:
        // asking the server about "ann"
        // label: taken
        // asking the server about "ann"
        // button enabled: false
        // asking the server about ""
        // Unhandled error happened: ServerDown()
        // asking the server about ""
        // Unhandled error happened: ServerDown()
        // end concepts
        XCTAssertEqual(printed.lines, try promised("naive"))
    }

    func testNaiveThread() throws {
        // concepts: naive-thread
        let bag = DisposeBag()
        let answers = PublishSubject<Bool>()  // what the server sends back
        answers.subscribe(onNext: { _ in print("label set on the main thread:", Thread.isMainThread) })
            .disposed(by: bag)
        let network = DispatchGroup()
        DispatchQueue.global().async(group: network) { answers.onNext(true) }  // the reply comes on a network thread
        network.wait()  // (only so that this example ends after the reply)
        // Prints:
        // label set on the main thread: false
        // end concepts
        XCTAssertEqual(printed.lines, try promised("naive-thread"))
    }

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

/// The lines the `// Prints:` comment of snippet `name` in this file promises.
private func promised(_ name: String) throws -> [String] {
    let snippet = try XCTUnwrap(ConceptsSnippets.compiled()[name], "no snippet \(name)")
    let lines = snippet.components(separatedBy: "\n")
    let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("// Prints") }, "snippet \(name) has no // Prints:")
    return lines[(start + 1)...].map { String($0.dropFirst(3)) }
}

/// What the snippets print, recorded instead of written to stdout: in this file `print` is this one.
private func print(_ items: Any..., separator: String = " ") {
    printed.append(items.map { "\($0)" }.joined(separator: separator))
}

private let printed = PrintedLines()

/// The lines printed so far, from any thread.
private final class PrintedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var lines: [String] { lock.withLock { recorded } }

    func append(_ line: String) { lock.withLock { recorded.append(line) } }

    func reset() { lock.withLock { recorded = [] } }
}
