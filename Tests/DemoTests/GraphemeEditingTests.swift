import XCTest
@testable import SignalsDemo

/// Text fields edit by grapheme cluster while keys arrive one Unicode scalar at a time (issue 9:
/// `e` + U+0301 then `x`, a flag then `x`, or a pasted ZWJ family crashed with `Array.insert` out of range).
final class GraphemeEditingTests: XCTestCase {
    private func edit(_ start: String = "", _ keys: [Key]) -> LineEditor {
        var editor = LineEditor(start)
        for key in keys {
            editor.handle(key)
            XCTAssertTrue((0...editor.text.count).contains(editor.cursor), "cursor \(editor.cursor) outside \(editor.text.debugDescription) after \(key)")
        }
        return editor
    }

    func testACombiningAccentJoinsTheLetterBeforeIt() {
        let editor = edit("", typingScalars("e\u{301}") + [.character("x")])
        XCTAssertEqual(editor.text, "e\u{301}x")
        XCTAssertEqual(editor.text.count, 2)
        XCTAssertEqual(editor.cursor, 2)
        XCTAssertEqual(edit("", typingScalars("e\u{301}") + [.backspace]).text, "", "Backspace removes the whole é")
    }

    func testAFlagTypedAsTwoRegionalIndicatorsIsOneCharacter() {
        let editor = edit("", typingScalars("Korea 🇰🇷") + [.character("x")])
        XCTAssertEqual(editor.text, "Korea 🇰🇷x")
        XCTAssertEqual(editor.cursor, 8)
        let back = edit("", typingScalars("Korea 🇰🇷") + [.left, .character("x")])
        XCTAssertEqual(back.text, "Korea x🇰🇷", "← steps over the whole flag")
        XCTAssertEqual(back.cursor, 7)
    }

    func testAPastedZWJFamilyIsOneCharacterForTheCursorAndDelete() {
        let family = "👩‍👩‍👧"
        let editor = edit("", typingScalars("a" + family + "b") + [.left, .left, .character("x")])
        XCTAssertEqual(editor.text, "ax" + family + "b")
        XCTAssertEqual(edit("", typingScalars(family) + [.home, .delete]).text, "", "Delete removes the whole family")
        XCTAssertEqual(edit("", [.character(Character(family)), .character("!")]).text, family + "!", "a whole cluster in one key")
    }

    func testKoreanSyllablesAndConjoiningJamo() {
        XCTAssertEqual(edit("", typing("한국어") + [.left, .backspace]).text, "한어")
        // ᄒ + ᅡ + ᆫ (conjoining jamo) make one syllable cluster.
        let jamo = edit("", typingScalars("\u{1112}\u{1161}\u{11AB}") + [.left])
        XCTAssertEqual(jamo.text.count, 1)
        XCTAssertEqual(jamo.cursor, 0)
    }

    func testTypingBeforeALoneAccentAndDeletingWhatSeparatedClustersKeepTheCursorInRange() {
        // A C1 control keeps a following accent apart; removing it lets the accent join "e".
        let editor = edit("e\u{85}\u{301}", [.left, .backspace])
        XCTAssertEqual(editor.text, "e\u{301}")
        XCTAssertEqual(editor.cursor, 1)
        let lone = edit("\u{301}x", [.home, .character("e")])
        XCTAssertEqual(lone.text, "e\u{301}x")
        XCTAssertEqual(lone.cursor, 1, "the cursor lands after the cluster the typed letter joined")
    }

    func testFieldsShowTheCursorByDisplayColumn() {
        let (line, column) = fieldLine(label: "Name", labelWidth: 6, editor: LineEditor("한국 e\u{301}"), focused: true)
        XCTAssertEqual(line, "> Name: [한국 e\u{301}" + String(repeating: " ", count: 18) + "]")
        XCTAssertEqual(line.columns, 2 + 6 + 1 + 24 + 1)
        XCTAssertEqual(column, 9 + 6, "after two wide syllables, a space and é")
    }

    func testALongPasteScrollsInsideTheFieldKeepingItsWidth() {
        let long = String(repeating: "가나다라", count: 20)
        let (line, column) = fieldLine(label: "Name", labelWidth: 6, editor: LineEditor(long), focused: true)
        XCTAssertEqual(line.columns, 2 + 6 + 1 + 24 + 1, line)
        XCTAssertEqual(column, 9 + 22, "the cursor stays inside the box, after the last syllables shown")
        let (home, homeColumn) = fieldLine(label: "Name", labelWidth: 6, editor: edit(long, [.home]), focused: true)
        XCTAssertTrue(home.hasPrefix("> Name: [가나다라"), home)
        XCTAssertEqual(homeColumn, 9)
    }
}
