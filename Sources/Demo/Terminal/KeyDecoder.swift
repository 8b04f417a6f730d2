/// Turns the bytes a raw-mode terminal sends into `Key`s: UTF-8 characters, control keys and the
/// common ANSI/VT escape sequences for arrows, Home/End, Page Up/Down, Delete and Shift-Tab.
///
/// Feed bytes as they arrive; a lone ESC is reported by `flush()` when no more bytes are pending
/// (the terminal reader calls it after a read returns nothing more).
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Adds `bytes` and returns every key they complete, in order.
    mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Key] where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while let (key, used) = Self.decodeOne(pending, final: false) {
            keys.append(key)
            pending.removeFirst(used)
        }
        return keys
    }

    /// Reports what is left as keys (a lone ESC, a cut-off sequence), emptying the buffer.
    mutating func flush() -> [Key] {
        var keys: [Key] = []
        while !pending.isEmpty, let (key, used) = Self.decodeOne(pending, final: true) {
            keys.append(key)
            pending.removeFirst(used)
        }
        return keys
    }

    /// Whether bytes are waiting for the rest of a sequence.
    var hasPending: Bool { !pending.isEmpty }

    /// Decodes the first key in `bytes`; `nil` if more bytes are needed (and `final` is false).
    private static func decodeOne(_ bytes: [UInt8], final: Bool) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B:
            return decodeEscape(bytes, final: final)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x09:
            return (.tab, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F:
            return (.unknown([first]), 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(first))), 1)
        default:
            return decodeUTF8(bytes, final: final)
        }
    }

    private static func decodeEscape(_ bytes: [UInt8], final: Bool) -> (Key, Int)? {
        guard bytes.count > 1 else { return final ? (.escape, 1) : nil }
        let second = bytes[1]
        guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O") else {
            // ESC followed by something else: a lone Escape, then that key.
            return (.escape, 1)
        }
        // CSI / SS3: parameters (digits and ';') then one final byte in 0x40...0x7E.
        var index = 2
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else {
            return final ? (.unknown(bytes), bytes.count) : nil
        }
        let finalByte = bytes[index]
        let sequence = Array(bytes[0...index])
        let parameters = String(decoding: bytes[2..<index], as: UTF8.self)
        let key: Key
        switch (finalByte, parameters) {
        case (UInt8(ascii: "A"), _): key = .up
        case (UInt8(ascii: "B"), _): key = .down
        case (UInt8(ascii: "C"), _): key = .right
        case (UInt8(ascii: "D"), _): key = .left
        case (UInt8(ascii: "H"), _): key = .home
        case (UInt8(ascii: "F"), _): key = .end
        case (UInt8(ascii: "Z"), _): key = .backTab
        case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): key = .home
        case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): key = .end
        case (UInt8(ascii: "~"), "3"): key = .delete
        case (UInt8(ascii: "~"), "5"): key = .pageUp
        case (UInt8(ascii: "~"), "6"): key = .pageDown
        default: key = .unknown(sequence)
        }
        return (key, index + 1)
    }

    private static func decodeUTF8(_ bytes: [UInt8], final: Bool) -> (Key, Int)? {
        let first = bytes[0]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.unknown([first]), 1)
        }
        guard bytes.count >= length else {
            return final ? (.unknown(bytes), bytes.count) : nil
        }
        let slice = Array(bytes[0..<length])
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              case let string = String(decoding: slice, as: UTF8.self),
              // Decoding repairs invalid UTF-8 with U+FFFD: the bytes were valid exactly when it kept
              // them (`String(validating:as:)` needs iOS 18 / macOS 15).
              string.utf8.elementsEqual(slice),
              let character = string.first else {
            return (.unknown([first]), 1)
        }
        return (.character(character), length)
    }
}
