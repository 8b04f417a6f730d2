/// Reads JSON text (RFC 8259) one token at a time from raw UTF-8 bytes, validating as it goes.
///
/// The contacts file is read with this instead of `JSONDecoder` so that a 100,000-contact file
/// parses in milliseconds, and so that values the phone book does not know (an `email`, a `tags`
/// list) can be validated and stepped over without being decoded. It is strict: no comments,
/// trailing commas, control characters in strings, invalid UTF-8 or lone surrogate escapes, and
/// objects or lists nested more than `maximumDepth` deep (so hostile input cannot exhaust the stack).
struct JSONScanner {
    /// Why the text is not acceptable JSON.
    enum Failure: Error, Equatable {
        /// Not valid JSON at this byte offset.
        case invalid(offset: Int)
        /// Lists or objects nested deeper than `maximumDepth`.
        case tooDeep
    }

    /// How deep lists and objects may nest inside one another.
    static let maximumDepth = 256

    /// The whole text.
    let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    private(set) var offset = 0

    /// A scanner at the start of `bytes` (after a UTF-8 byte-order mark, if there is one).
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    /// Whether only whitespace is left.
    var isAtEnd: Bool { mutating get { skipWhitespace(); return offset == bytes.count } }

    /// Skips whitespace and returns the next byte without consuming it, or `nil` at the end.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// Consumes the next non-whitespace byte if it is `byte`; `false` (consuming nothing) otherwise.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    /// Consumes the next non-whitespace byte, which must be `byte`.
    mutating func expect(_ byte: UInt8) throws(Failure) {
        guard consume(byte) else { throw .invalid(offset: offset) }
    }

    /// `bytes` as a string if they are valid UTF-8, else `nil`. Decoding repairs invalid UTF-8 with
    /// U+FFFD, so the bytes are valid exactly when the decoded string's UTF-8 is the same bytes.
    /// (`String(validating:as:)` says the same in one call, but needs iOS 18 / macOS 15.)
    private static func validUTF8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// Reads a string value (the next token must be one), decoding its escapes.
    mutating func readString() throws(Failure) -> String {
        try expect(UInt8(ascii: "\""))
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                guard let text = Self.validUTF8(bytes[start..<offset]) else { throw .invalid(offset: start) }
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw .invalid(offset: offset) }
            offset += 1
        }
        var buffer = Array(bytes[start..<offset])
        return try readEscapedRest(into: &buffer)
    }

    /// The slow path of `readString`: the string has an escape at `offset`; `buffer` holds what came before.
    private mutating func readEscapedRest(into buffer: inout [UInt8]) throws(Failure) -> String {
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = Self.validUTF8(buffer) else { throw .invalid(offset: offset) }
                return text
            case UInt8(ascii: "\\"):
                guard offset < bytes.count else { throw .invalid(offset: offset) }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): buffer.append(contentsOf: String(try readUnicodeEscape()).utf8)
                default: throw .invalid(offset: offset - 1)
                }
            default:
                guard byte >= 0x20 else { throw .invalid(offset: offset - 1) }
                buffer.append(byte)
            }
        }
        throw .invalid(offset: offset)
    }

    /// The scalar of a `\uXXXX` escape (after the `u`), joining a surrogate pair.
    private mutating func readUnicodeEscape() throws(Failure) -> Unicode.Scalar {
        let first = try readHexQuad()
        if (0xD800..<0xDC00).contains(first) {
            guard consumeLiteral("\\u") else { throw .invalid(offset: offset) }
            let second = try readHexQuad()
            guard (0xDC00..<0xE000).contains(second) else { throw .invalid(offset: offset) }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else { throw .invalid(offset: offset) }
        return scalar
    }

    private mutating func readHexQuad() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw .invalid(offset: offset) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .invalid(offset: offset)
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// Consumes `literal` if the bytes at `offset` spell it exactly.
    private mutating func consumeLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { return false }
        offset += count
        return true
    }

    /// Consumes `null` if it is the next token.
    mutating func consumeNull() -> Bool {
        peek() == UInt8(ascii: "n") && consumeLiteral("null")
    }

    /// Validates and steps over one value of any kind; `depth` is how deep it sits.
    mutating func skipValue(depth: Int = 1) throws(Failure) {
        guard depth <= Self.maximumDepth else { throw .tooDeep }
        switch peek() {
        case UInt8(ascii: "\"")?:
            _ = try readString()
        case UInt8(ascii: "{")?:
            offset += 1
            if consume(UInt8(ascii: "}")) { return }
            repeat {
                _ = try readString()
                try expect(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
            } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
        case UInt8(ascii: "[")?:
            offset += 1
            if consume(UInt8(ascii: "]")) { return }
            repeat { try skipValue(depth: depth + 1) } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
        case UInt8(ascii: "t")?:
            guard consumeLiteral("true") else { throw .invalid(offset: offset) }
        case UInt8(ascii: "f")?:
            guard consumeLiteral("false") else { throw .invalid(offset: offset) }
        case UInt8(ascii: "n")?:
            guard consumeLiteral("null") else { throw .invalid(offset: offset) }
        default:
            try skipNumber()
        }
    }

    /// Steps over a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func skipNumber() throws(Failure) {
        _ = consumeByte(UInt8(ascii: "-"))
        if !consumeByte(UInt8(ascii: "0")) { try skipDigits() }
        if consumeByte(UInt8(ascii: ".")) { try skipDigits() }
        if consumeByte(UInt8(ascii: "e")) || consumeByte(UInt8(ascii: "E")) {
            if !consumeByte(UInt8(ascii: "+")) { _ = consumeByte(UInt8(ascii: "-")) }
            try skipDigits()
        }
    }

    /// Steps over one or more ASCII digits.
    private mutating func skipDigits() throws(Failure) {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        guard offset > start else { throw .invalid(offset: offset) }
    }

    /// Consumes `byte` if it is the very next byte (no whitespace skipped).
    private mutating func consumeByte(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }
}
