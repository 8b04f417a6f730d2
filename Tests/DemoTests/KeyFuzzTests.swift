import Foundation
import XCTest
import SignalsViewModels
@testable import SignalsDemo

/// Random key sequences through every interactive screen on the fake terminal, checking after each
/// key that the frame fits the terminal (no line wider than it by columns, no more lines than its
/// rows), that the title stays on top whenever the terminal is big enough, that the terminal cursor
/// is on screen, and that every text field's cursor is within its text — and that nothing crashes.
///
/// Seeded and reproducible: the seed is printed at the start (a crash shows it too) and in every
/// failure. `DEMO_FUZZ_SEED=N` replays a seed; `DEMO_FUZZ_RUNS=N` sets how many sequences run
/// (default 60: about 35 s of CPU in a debug build on 2 cores; CI also runs 1,500, about 13 min), e.g.
/// `DEMO_FUZZ_RUNS=500 swift test --filter KeyFuzz`.
final class KeyFuzzTests: XCTestCase {
    func testRandomKeySequencesKeepEveryScreenConsistent() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["DEMO_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
        let runs = environment["DEMO_FUZZ_RUNS"].flatMap(Int.init) ?? 60
        // On stderr, unbuffered, so it is there even when a key crashes the process.
        FileHandle.standardError.write(Data("KeyFuzzTests seed \(seed) (DEMO_FUZZ_SEED=\(seed) replays it), \(runs) sequences\n".utf8))
        var random = SeededRandom(seed: seed)
        var keysPressed = 0
        for run in 0..<runs {
            var fuzzer = KeyFuzzer(random: random)
            let failure = fuzzer.runSequence(length: 80)
            keysPressed += fuzzer.keysPressed
            random = fuzzer.random
            if let failure {
                XCTFail("seed \(seed), sequence \(run): \(failure)")
                return
            }
        }
        XCTAssertGreaterThan(keysPressed, runs * 80)
    }

    func testTheCheckerCatchesAFrameWiderThanTheTerminal() {
        let terminal = FakeTerminal(columns: 10, rows: 5)
        terminal.write("\u{1B}[H 한국어 한국어")
        XCTAssertNotNil(KeyFuzzer.frameProblem(terminal, title: nil))
        terminal.write("\u{1B}[H a\r\nb\r\nc\r\nd\r\ne\r\nf")
        XCTAssertNotNil(KeyFuzzer.frameProblem(terminal, title: nil))
        terminal.write("\u{1B}[H Title\r\n\u{1B}[9;1H")
        XCTAssertNotNil(KeyFuzzer.frameProblem(terminal, title: " Title"), "a cursor below the screen")
    }
}

/// Drives one app with random keys and checks the invariants after each.
struct KeyFuzzer {
    var random: SeededRandom
    private(set) var keysPressed = 0
    private var log: [String] = []

    init(random: SeededRandom) { self.random = random }

    private static let texts = [
        "e\u{301}", "a\u{308}\u{323}", "👩‍👩‍👧", "👨🏽‍💻", "🇰🇷", "🇯🇵🇺🇸", "한국어", "\u{1112}\u{1161}\u{11AB}", "日本語",
        "ＡＢＣ", "❤\u{FE0F}", "\u{200B}\u{200D}", "Korea 🇰🇷", "ESC\u{1B}[2J", "\u{0}\u{7F}\u{9B}", "\u{301}",
        String(repeating: "가나다 ", count: 30), String(repeating: "long name ", count: 20),
    ]
    private static let keys: [Key] = [
        .enter, .backspace, .delete, .tab, .backTab, .escape, .up, .down, .left, .right, .home, .end,
        .pageUp, .pageDown, .unknown([0x1B, 0x5B, 0x39, 0x39, 0x7E]),
    ]

    /// One app, `length` random keys (a paste counts its scalars); the first failed check, if any.
    mutating func runSequence(length: Int) -> String? {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let contacts = (0..<Int.random(in: 0...300, using: &random)).map { Contact(name: "Name \($0) 이름", number: "\($0)") }
        let repository = InMemoryContactRepository(contacts: contacts)
        var app = InteractiveApp(terminal: terminal, trace: Bool.random(using: &random), marbles: Bool.random(using: &random), makeRepository: { repository })
        app.drawIfNeeded()
        let opening = Character("\(Int.random(in: 1...6, using: &random))")
        for key in [.character(opening)] + (0..<length).flatMap({ _ in nextKeys(terminal) }) {
            log.append("\(key)")
            keysPressed += 1
            if !app.handle(key) {  // quit from the menu: start a new app on the same terminal
                app = InteractiveApp(terminal: terminal, trace: false, marbles: true, makeRepository: { repository })
            }
            app.drawIfNeeded()
            if let problem = check(app, terminal) {
                return "\(problem) after keys \(log.suffix(12)) at \(terminal.size)"
            }
        }
        return nil
    }

    /// The next key or keys: mostly single keys, sometimes a paste of several scalars or a resize.
    private mutating func nextKeys(_ terminal: FakeTerminal) -> [Key] {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<35:
            return [.character(Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random))))]
        case 35..<55:
            let text = Self.texts.randomElement(using: &random)!
            return text.unicodeScalars.map { .character(Character($0)) }  // typed or pasted, one scalar per key
        case 55..<80:
            return [Self.keys.randomElement(using: &random)!]
        case 80..<90:
            let letter = Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random)))
            return letter == "c" ? [.control("o")] : [.control(letter)]
        case 90..<93:
            return [.character(Character(Unicode.Scalar(UInt8.random(in: 0x31...0x36, using: &random))))]
        default:
            let tiny = Bool.random(using: &random)
            terminal.size = tiny
                ? (Int.random(in: 1...32, using: &random), Int.random(in: 1...9, using: &random))
                : (Int.random(in: 20...220, using: &random), Int.random(in: 5...70, using: &random))
            return [.resized]
        }
    }

    private func check(_ app: InteractiveApp, _ terminal: FakeTerminal) -> String? {
        let screen = app.currentScreen
        for (index, editor) in screen.editors.enumerated() where !(0...editor.text.count).contains(editor.cursor) {
            return "field \(index): cursor \(editor.cursor) outside \(editor.text.debugDescription) (\(editor.text.count) clusters)"
        }
        let (columns, rows) = terminal.size
        let bigEnough = columns >= FrameLayout.minimumSize.columns && rows >= FrameLayout.minimumSize.rows
        return Self.frameProblem(terminal, title: bigEnough ? FrameLine(" " + screen.title, width: columns).text : nil)
    }

    /// What is wrong with the last frame on `terminal`, if anything: more lines than rows, a line
    /// wider than the columns, a missing `title` on the first row, marble rows out of line, a
    /// cursor off the screen.
    static func frameProblem(_ terminal: FakeTerminal, title: String?) -> String? {
        let (columns, rows) = terminal.size
        let lines = terminal.screen
        if lines.count > rows { return "\(lines.count) lines on \(rows) rows: \(lines)" }
        if let wide = lines.first(where: { $0.columns > columns }) {
            return "a line of \(wide.columns) columns on \(columns): \(wide.debugDescription)"
        }
        if let title, lines.first != title { return "the first row is \(lines.first.debugDescription), not the title \(title.debugDescription)" }
        // The marble pane's rows (up to the next blank line) put their "│" in one column.
        let marbleRows = lines.drop { !$0.hasPrefix("── marbles") }.dropFirst().prefix { !$0.isEmpty }.filter { $0.contains("│") }
        let barColumns = Set(marbleRows.map { $0[..<$0.firstIndex(of: "│")!].columns })
        if barColumns.count > 1 { return "marble rows with their │ in different columns: \(Array(marbleRows))" }
        guard let frame = terminal.writes.last, let placed = frame.range(of: "\u{1B}\\[[0-9]+;[0-9]+H", options: [.regularExpression, .backwards]) else {
            return nil
        }
        let numbers = frame[placed].dropFirst(2).dropLast().split(separator: ";").compactMap { Int($0) }
        if numbers.count == 2, numbers[0] > rows || numbers[1] > columns {
            return "the cursor at row \(numbers[0]), column \(numbers[1]) is off the \(columns)×\(rows) screen"
        }
        return nil
    }
}
