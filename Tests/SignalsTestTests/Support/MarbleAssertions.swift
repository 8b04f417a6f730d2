import Signals
import SignalsTest
import XCTest

/// Fails the test with both diagrams one above the other unless `observer` recorded exactly the
/// events `expected` draws (the test-side wrapper of SignalsTest's `assertMarbles`).
func XCTAssertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>, _ expected: String, values: [Character: Element],
    error: Error = MarbleTestError(), file: StaticString = #filePath, line: UInt = #line
) {
    if let message = assertMarbles(observer, expected, values: values, error: error) {
        XCTFail(message, file: file, line: line)
    }
}

/// `XCTAssertMarbles` for an observer of strings: each key stands for itself.
func XCTAssertMarbles(
    _ observer: TestableObserver<String>, _ expected: String, error: Error = MarbleTestError(),
    file: StaticString = #filePath, line: UInt = #line
) {
    if let message = assertMarbles(observer, expected, error: error) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that `parse` throws a `MarbleSyntaxError` whose message is exactly `message`.
func XCTAssertMarbleSyntaxError<T>(
    _ parse: @autoclosure () throws -> T, _ message: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try parse(), file: file, line: line) { error in
        XCTAssertEqual((error as? MarbleSyntaxError)?.message, message, file: file, line: line)
    }
}
