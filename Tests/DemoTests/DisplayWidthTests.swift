import XCTest
@testable import SignalsDemo

/// Layout by terminal columns: wide (Korean, CJK, fullwidth, emoji) = 2, combining marks, ZWJ and
/// variation selectors = 0; boxes, wrapping and truncation measured so.
final class DisplayWidthTests: XCTestCase {
    func testColumnsOfCharacters() {
        XCTAssertEqual("abc".columns, 3)
        XCTAssertEqual("한국어".columns, 6)
        XCTAssertEqual("日本".columns, 4)
        XCTAssertEqual("ＡＢ".columns, 4, "fullwidth forms")
        XCTAssertEqual("e\u{301}".columns, 1, "a combining accent takes no column")
        XCTAssertEqual("👩‍👩‍👧".columns, 2, "a ZWJ sequence is one emoji")
        XCTAssertEqual("🇰🇷".columns, 2)
        XCTAssertEqual("😀".columns, 2)
        XCTAssertEqual("❤\u{FE0F}".columns, 2, "an emoji variation selector widens a text symbol")
        XCTAssertEqual("❤".columns, 1)
        XCTAssertEqual("\u{200B}".columns, 0, "zero-width space")
        XCTAssertEqual("\u{1112}\u{1161}\u{11AB}".columns, 2, "conjoining jamo make one wide syllable")
        XCTAssertEqual("…".columns, 1)
    }

    func testTruncationCountsColumnsAndNeverSplitsAWideCharacter() {
        XCTAssertEqual("abcdef".truncated(toColumns: 4), "abc…")
        XCTAssertEqual("한국어".truncated(toColumns: 6), "한국어")
        XCTAssertEqual("한국어".truncated(toColumns: 5), "한국…")
        XCTAssertEqual("한국어".truncated(toColumns: 4), "한…")
        XCTAssertEqual("e\u{301}e\u{301}e\u{301}".truncated(toColumns: 3), "e\u{301}e\u{301}e\u{301}")
        XCTAssertEqual("한국".fitted(toColumns: 5), "한국 ")
        XCTAssertEqual("abc".truncated(toColumns: 0), "")
    }

    func testWrappingByColumns() {
        XCTAssertEqual(wrapped("한국어 이름", width: 6), ["한국어", "이름"])
        XCTAssertEqual(wrapped("가나다라마", width: 4), ["가나", "다라", "마"])
        XCTAssertEqual(wrapped("가", width: 1), ["가"], "a cluster wider than a line gets one of its own")
    }

    func testBoxesAlignWhateverTheTextHolds() {
        for text in ["한국어 이름은 길어요 정말로 길어요 아주 아주", "👩‍👩‍👧 family 🇰🇷 Korea e\u{301}", "ESC\u{1B}[2J and a tab\t", "plain"] {
            for width in [20, 34, 60] {
                let box = boxLines(title: "Alert 경고", text: text, maximumWidth: width)
                let widths = Set(box.map(\.columns))
                XCTAssertEqual(widths.count, 1, "every line of the box is as wide: \(box)")
                XCTAssertLessThanOrEqual(widths.first ?? 0, width, "\(box)")
                XCTAssertFalse(box.joined().unicodeScalars.contains { $0.isControlCharacter }, "\(box)")
            }
        }
    }

    func testGreetingsSideBySideLineUpWithWideNames() {
        let terminal = FakeTerminal(columns: 80)
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { fatalError("unused") })
        for key in [.character("5")] + typingScalars("김민준 👩‍👩‍👧") + [.enter] {
            _ = app.handle(key)
            app.drawIfNeeded()
        }
        let rows = terminal.screen.filter { $0.contains("│") }
        XCTAssertEqual(rows.count, 4, "\(terminal.screen)")
        let separatorColumns = Set(rows.map { $0.prefix { $0 != "│" }.columns })
        XCTAssertEqual(separatorColumns, [40], "the │ is in the same column on every row: \(rows)")
    }
}
