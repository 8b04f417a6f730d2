import Foundation
@testable import SignalsDemo

/// A terminal for tests: replays scripted keys and records every frame written.
final class FakeTerminal: Terminal {
    private var keys: [Key]
    /// Everything written, one entry per `write`.
    private(set) var writes: [String] = []
    /// The terminal's size; a test changes it (then sends `.resized`) to act out a resize.
    var size: (columns: Int, rows: Int)

    /// A terminal that will deliver `keys`, then end of input.
    init(keys: [Key] = [], columns: Int = 100, rows: Int = 40) {
        self.keys = keys
        self.size = (columns, rows)
    }

    func write(_ text: String) { writes.append(text) }

    func readKey() -> Key? { keys.isEmpty ? nil : keys.removeFirst() }

    /// The last frame as plain lines: escape sequences removed, trailing blank lines dropped.
    var screen: [String] { writes.last.map(plainLines) ?? [] }

    /// Line `index` of the last frame, or a marker naming the frame's height when it is shorter.
    func line(_ index: Int) -> String {
        let screen = screen
        return index < screen.count ? screen[index] : "<no line \(index): the frame has \(screen.count) lines>"
    }

    /// Lines `range` of the last frame (missing lines shown as markers).
    func lines(_ range: ClosedRange<Int>) -> [String] { range.map(line) }
}

/// `frame` without ANSI escape sequences, split into lines, trailing empty lines removed.
func plainLines(_ frame: String) -> [String] {
    var plain = String.UnicodeScalarView()
    var inEscape = false
    for scalar in frame.unicodeScalars {
        if inEscape {
            if scalar.properties.isAlphabetic { inEscape = false }
        } else if scalar == "\u{1B}" {
            inEscape = true
        } else if scalar != "\r" {
            plain.append(scalar)
        }
    }
    var lines = String(plain).split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    return lines
}

/// The keys for typing `text`, one per grapheme cluster.
func typing(_ text: String) -> [Key] { text.map { .character($0) } }

/// The keys a terminal delivers for `text`: one per Unicode scalar, as `KeyDecoder` reports a
/// typed or pasted accent, emoji sequence or flag.
func typingScalars(_ text: String) -> [Key] { text.unicodeScalars.map { .character(Character($0)) } }
