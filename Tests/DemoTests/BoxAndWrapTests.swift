import XCTest
@testable import SignalsDemo

final class BoxAndWrapTests: XCTestCase {
    func testWrapBreaksAtSpacesAndCutsLongWords() {
        XCTAssertEqual(wrapped("you need name and number", width: 10), ["you need", "name and", "number"])
        XCTAssertEqual(wrapped("abcdefghij klm", width: 4), ["abcd", "efgh", "ij", "klm"])
        XCTAssertEqual(wrapped("", width: 5), [""])
    }

    func testBoxFitsTheWidthAndKeepsEveryWord() {
        let message = "The contacts file /tmp/x.json is corrupt: it is not valid JSON. It was left untouched."
        let box = boxLines(title: "Storage problem", text: message, maximumWidth: 40)
        XCTAssertTrue(box.allSatisfy { $0.count == 40 }, "\(box)")
        let words = box.dropFirst().dropLast().map { $0.dropFirst(4).dropLast(1) }.joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
        XCTAssertEqual(words, message)
    }

    func testShortTextGetsAMinimumWidthBox() {
        XCTAssertEqual(boxLines(title: "Alert", text: "hi"), [
            "  ┌─ Alert ──────────────────────┐",
            "  │ hi                           │",
            "  └──────────────────────────────┘",
        ])
    }
}
