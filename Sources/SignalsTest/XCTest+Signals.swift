#if canImport(XCTest)
import Signals
import XCTest

// RxTest's XCTest helpers: `XCTAssertEqual` over arrays of events (of an observable or of a trait) and
// of recorded events, and `XCTAssertRecordedElements`. Like RxTest, SignalsTest imports XCTest for
// them, so it is linked only into test bundles. Each reports one failure with both sides, followed by
// the differing positions (`lhs[i]` / `rhs[i]`), at the caller's file and line.

/// Asserts that two lists of events are equal, position by position (`Event`'s `==`: values by `==`,
/// errors by type and value or description, completions always).
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of `Single` outcomes are equal, position by position: `.success` values by
/// `==`, `.failure` errors as `Event`'s `==` compares them.
///
/// - Parameters:
///   - lhs: The outcomes received.
///   - rhs: The outcomes expected.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, by: singleEventsAreEqual, file: file, line: line)
}

/// Asserts that two lists of `Maybe` outcomes are equal, position by position (`MaybeEvent`'s `==`).
///
/// - Parameters:
///   - lhs: The outcomes received.
///   - rhs: The outcomes expected.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of `Completable` outcomes are equal, position by position
/// (`CompletableEvent`'s `==`).
///
/// - Parameters:
///   - lhs: The outcomes received.
///   - rhs: The outcomes expected.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of recorded events are equal, position by position: the same virtual times
/// and equal events (`Event`'s `==`).
///
/// - Parameters:
///   - lhs: The recorded events, usually a `TestableObserver`'s `events`.
///   - rhs: The events expected: `[.next(210, 1), .completed(300)]`.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that two lists of recorded events of optional values are equal, position by position, as
/// RxTest's overload for them: `[.next(210, nil), .completed(300)]` needs no type annotation.
///
/// - Parameters:
///   - lhs: The recorded events, usually a `TestableObserver`'s `events`.
///   - rhs: The events expected.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSequencesEqual(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
}

/// Asserts that recorded events are exactly `elements`, in order, whatever their times, and that none
/// of them is a stop event (`.completed` or `.error`): RxTest's `XCTAssertRecordedElements`.
///
/// - Parameters:
///   - stream: The recorded events, usually a `TestableObserver`'s `events`.
///   - elements: The values expected, in order.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
        return
    }
    assertSequencesEqual(stream.compactMap(\.value.element), elements, by: { $0 == $1 }, file: file, line: line)
}

/// Fails (once, at `file`/`line`) unless `lhs` and `rhs` have the same length and `equal` holds at
/// every position; the message shows both lists and then each position where they differ.
private func assertSequencesEqual<Item>(
    _ lhs: [Item], _ rhs: [Item], by equal: (Item, Item) -> Bool, file: StaticString, line: UInt
) {
    if lhs.count == rhs.count, zip(lhs, rhs).allSatisfy(equal) { return }
    var message = "XCTAssertEqual failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")\nDifferences:"
    for index in 0..<max(lhs.count, rhs.count) {
        let left = index < lhs.count ? lhs[index] : nil
        let right = index < rhs.count ? rhs[index] : nil
        if let left, let right, equal(left, right) { continue }
        if let left { message += "\nlhs[\(index)]:\n    \(left)" }
        if let right { message += "\nrhs[\(index)]:\n    \(right)" }
    }
    XCTFail(message, file: file, line: line)
}
#endif
