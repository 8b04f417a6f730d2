import Foundation
import Signals
import XCTest

final class DebugTests: LeakCheckingTestCase {
    /// Collects printed lines.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        var all: [String] { lock.withLock { storage } }
        func add(_ line: String) { lock.withLock { storage.append(line) } }

        /// The lines without their timestamp prefix, after checking each has one.
        func messages(file: StaticString = #filePath, line: UInt = #line) -> [String] {
            all.map { text in
                let pattern = #"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}: "#
                guard let range = text.range(of: pattern, options: .regularExpression) else {
                    XCTFail("no timestamp in \(text)", file: file, line: line)
                    return text
                }
                return String(text[range.upperBound...])
            }
        }
    }

    func testPrintsSubscriptionEventsAndDisposal() {
        let lines = Lines()
        let source = Observable.of(1, 2).debug("numbers", output: lines.add)
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(lines.messages(), [
            "numbers -> subscribed",
            "numbers -> Event next(1)",
            "numbers -> Event next(2)",
            "numbers -> Event completed",
            "numbers -> isDisposed",
        ])
    }

    func testPrintsErrorAndExplicitDisposal() {
        let lines = Lines()
        let subject = PublishSubject<Int>()
        let subscription = subject.debug("s", output: lines.add).subscribe()
        subject.onNext(7)
        subscription.dispose()
        subject.onNext(8)
        XCTAssertEqual(lines.messages(), ["s -> subscribed", "s -> Event next(7)", "s -> isDisposed"])

        let failing = Lines()
        _ = collect(Observable<Int>.error(TestError(9)).debug("f", output: failing.add))
        XCTAssertEqual(failing.messages(), ["f -> subscribed", "f -> Event error(TestError(9))", "f -> isDisposed"])
    }

    func testTrimOutputShortensLongEvents() {
        let lines = Lines()
        let long = String(repeating: "a", count: 100)
        _ = collect(Observable.just(long).debug("t", trimOutput: true, output: lines.add))
        let expected = "t -> Event " + String("next(\(long))".prefix(40)) + "..."
        XCTAssertEqual(lines.messages()[1], expected)
    }

    func testDefaultLabelIsTheCallSite() {
        let lines = Lines()
        let line = #line + 1
        _ = collect(Observable.just(1).debug(output: lines.add))
        XCTAssertEqual(lines.messages().first, "DebugTests.swift:\(line) (testDefaultLabelIsTheCallSite()) -> subscribed")
    }
}
