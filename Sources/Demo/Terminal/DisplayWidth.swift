/// How many terminal columns text takes: the measure every field, box, list and frame of the demo
/// is laid out by (`String.count` counts grapheme clusters, which is not what a terminal shows).
///
/// The rules, per Unicode scalar (`Unicode.Scalar.columns`):
/// - 2 columns: East Asian Wide and Fullwidth characters (`East_Asian_Width` W or F: Hangul,
///   CJK ideographs, kana, fullwidth forms, …; the ranges in `wideRanges`) and emoji that are shown
///   as emoji by default (`Emoji_Presentation`, e.g. 😀, 👩, the regional indicators of flags).
/// - 0 columns: combining marks (general categories Mn, Me), format characters (Cf: zero-width
///   joiner and space, …), variation selectors, and the medial/final Hangul jamo that join the
///   syllable before them. Control characters are 0 too, but the demo never draws them raw (see
///   `escapingControls`).
/// - 1 column: everything else.
///
/// A grapheme cluster (`Character.columns`) takes the columns of its first scalar, at most 2; an
/// emoji variation selector (U+FE0F) makes a 1-column base 2 columns wide. So `e` + U+0301 is 1
/// column, 👩‍👩‍👧 (three emoji joined by ZWJ) and 🇰🇷 (two regional indicators) are 2, 한 is 2.
/// Terminals differ for rare cases (emoji added after their width tables, ZWJ sequences a font
/// cannot join); these rules match common terminal emulators and tmux for the common ones.
extension Unicode.Scalar {
    /// The terminal columns this scalar takes on its own: 0, 1 or 2 (see the rules above).
    var columns: Int {
        let value = self.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }  // ASCII fast path; C0 controls take none
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        if value >= 0x1160 && value <= 0x11FF { return 0 }  // Hangul medial vowels and final consonants
        if value >= 0xD7B0 && value <= 0xD7FF { return 0 }  // their extensions
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation || Self.isWide(value) { return 2 }
        return 1
    }

    /// Whether `value` is in a range whose East_Asian_Width is W or F.
    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East_Asian_Width W and F code points (Unicode 15), sorted; the emoji among the W ones are
    /// also found by `isEmojiPresentation`, so only the non-emoji blocks need to be listed here.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul initial consonants
        0x2329...0x232A,    // angle brackets
        0x2E80...0x303E,    // CJK radicals, Kangxi radicals, ideographic description, CJK symbols
        0x3041...0x33FF,    // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,    // CJK unified ideographs extension A
        0x4E00...0x9FFF,    // CJK unified ideographs
        0xA000...0xA4CF,    // Yi
        0xA960...0xA97F,    // Hangul jamo extended A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK compatibility ideographs
        0xFE10...0xFE19,    // vertical forms
        0xFE30...0xFE6F,    // CJK compatibility forms, small form variants
        0xFF00...0xFF60,    // fullwidth ASCII and punctuation
        0xFFE0...0xFFE6,    // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G–H
    ]
}

extension Character {
    /// The terminal columns this grapheme cluster takes: its first scalar's, widened to 2 by an
    /// emoji variation selector (U+FE0F), never more than 2.
    var columns: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        let base = first.columns
        if base == 1, scalars.count > 1, scalars.contains("\u{FE0F}") { return 2 }
        return base
    }
}

extension StringProtocol {
    /// Whether every byte is printable ASCII, so each takes one column (the common case, measured
    /// without grapheme breaking).
    var isPrintableASCII: Bool { utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    /// The terminal columns this text takes (the sum of its grapheme clusters' `columns`).
    var columns: Int {
        if isPrintableASCII { return utf8.count }
        var total = 0
        for character in self { total += character.columns }
        return total
    }

    /// The longest start of this text that fits in `width` columns, ending with `…` when text was
    /// cut (the ellipsis is counted in the width). `width` ≤ 0 gives "".
    func truncated(toColumns width: Int) -> String {
        guard width > 0 else { return "" }
        if isPrintableASCII {
            let bytes = utf8.count
            return bytes <= width ? String(self) : String(decoding: utf8.prefix(width - 1), as: UTF8.self) + "…"
        }
        var used = 0
        var end = startIndex
        // Find where the text stops fitting; if it never does, it is returned whole.
        while end < endIndex {
            let next = self[end].columns
            if used + next > width { break }
            used += next
            end = index(after: end)
        }
        if end == endIndex { return String(self) }
        // Cut further so the ellipsis fits too.
        var kept = self[startIndex..<end]
        while kept.columns + 1 > width, let last = kept.indices.last { kept = kept[kept.startIndex..<last] }
        return String(kept) + "…"
    }

    /// This text followed by spaces up to `width` columns (unchanged when it is already as wide).
    func padded(toColumns width: Int) -> String {
        let shortfall = width - columns
        return shortfall > 0 ? String(self) + String(repeating: " ", count: shortfall) : String(self)
    }

    /// This text cut (with `…`) or padded to exactly `width` columns. A 2-column cluster that would
    /// straddle the edge is left out and the line padded, so the result is never wider.
    func fitted(toColumns width: Int) -> String {
        truncated(toColumns: width).padded(toColumns: width)
    }
}
