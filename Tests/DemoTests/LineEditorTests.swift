import XCTest
@testable import SignalsDemo

final class LineEditorTests: XCTestCase {
    private func edit(_ start: String = "", _ keys: [Key]) -> LineEditor {
        var editor = LineEditor(start)
        for key in keys { editor.handle(key) }
        return editor
    }

    func testTypingInsertsAtTheCursor() {
        let editor = edit("", [.character("D"), .character("v"), .left, .character("a"), .end, .character("e")])
        XCTAssertEqual(editor.text, "Dave")
        XCTAssertEqual(editor.cursor, 4)
    }

    func testBackspaceDeleteAndBoundaries() {
        XCTAssertEqual(edit("abc", [.backspace]).text, "ab")
        XCTAssertEqual(edit("abc", [.home, .backspace]).text, "abc")
        XCTAssertEqual(edit("abc", [.home, .delete]).text, "bc")
        XCTAssertEqual(edit("abc", [.delete]).text, "abc")
        XCTAssertEqual(edit("abc", [.left, .left, .left, .left]).cursor, 0)
        XCTAssertEqual(edit("abc", [.right]).cursor, 3)
    }

    func testControlKeys() {
        XCTAssertEqual(edit("David Blaine", [.control("w")]).text, "David ")
        XCTAssertEqual(edit("David Blaine", [.control("u")]).text, "")
        XCTAssertEqual(edit("David Blaine", [.control("a"), .control("k")]).text, "")
        let middle = edit("abcd", [.left, .left, .control("u")])
        XCTAssertEqual(middle.text, "cd")
        XCTAssertEqual(middle.cursor, 0)
    }

    func testNonEditingKeysAreNotConsumed() {
        var editor = LineEditor("x")
        XCTAssertFalse(editor.handle(.enter))
        XCTAssertFalse(editor.handle(.escape))
        XCTAssertFalse(editor.handle(.tab))
        XCTAssertEqual(editor, LineEditor("x"))
    }
}
