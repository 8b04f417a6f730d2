import Dispatch
import Foundation
import Signals
import SignalsTest
import XCTest

// docs/Concepts.md (from which docs/build.sh makes the DocC article) shows the code between the
// `// concepts:` markers of this file and of ConceptsTraitsTests.swift. Each test runs one snippet,
// then checks that it printed exactly the lines of the snippet's own `// Prints:` comment;
// `ConceptsSnippetSyncTests` checks that the article shows every snippet as it is written here.
// This file: sequences, hot and cold, subjects and relays, and the naive binding's problems.

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
final class ConceptsTests: ConceptsTestCase {
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
}

/// What the snippets print, recorded instead of written to stdout: in this file `print` is this one.
private func print(_ items: Any..., separator: String = " ") {
    conceptsPrinted.append(items.map { "\($0)" }.joined(separator: separator))
}
