/// Compares texts the way people sort names: ignoring case, and reading runs of digits as numbers,
/// so "P2" comes before "P10" and "page 9" before "Page 10".
///
/// Digit runs (ASCII `0`–`9`) compare by value ("007" equals "7"); everything else compares by
/// lower-cased Unicode scalar. Texts that are equal this way ("Ann"/"ann", "P7"/"P007") compare as
/// equal; callers break such ties themselves. ASCII texts are compared in place, without allocating.
enum NaturalOrder {
    /// Negative when `lhs` goes first, positive when `rhs` does, zero when they are equal as above.
    static func compare(_ lhs: String, _ rhs: String) -> Int {
        let fast: Int?? = lhs.utf8.withContiguousStorageIfAvailable { left -> Int? in
            let inner: Int?? = rhs.utf8.withContiguousStorageIfAvailable { right -> Int? in
                guard left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) else { return nil }
                return compare(left.lazy.map(asciiLowercased), right.lazy.map(asciiLowercased))
            }
            return inner ?? nil
        }
        if let result = fast ?? nil { return result }
        return compare(Array(lhs.lowercased().unicodeScalars.lazy.map(\.value)),
                       Array(rhs.lowercased().unicodeScalars.lazy.map(\.value)))
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt32 {
        (0x41...0x5A).contains(byte) ? UInt32(byte | 0x20) : UInt32(byte)
    }

    private static func isDigit(_ value: UInt32) -> Bool { (0x30...0x39).contains(value) }

    /// The comparison over two sequences of lower-cased scalar values.
    private static func compare<Text: RandomAccessCollection>(_ lhs: Text, _ rhs: Text) -> Int
    where Text.Element == UInt32, Text.Index == Int {
        var left = lhs.startIndex
        var right = rhs.startIndex
        while left < lhs.endIndex, right < rhs.endIndex {
            guard isDigit(lhs[left]), isDigit(rhs[right]) else {
                if lhs[left] != rhs[right] { return lhs[left] < rhs[right] ? -1 : 1 }
                left += 1
                right += 1
                continue
            }
            // Two digit runs: skip leading zeros, then the longer number is the larger; else digit by digit.
            while left < lhs.endIndex, lhs[left] == 0x30 { left += 1 }
            while right < rhs.endIndex, rhs[right] == 0x30 { right += 1 }
            var leftEnd = left
            var rightEnd = right
            while leftEnd < lhs.endIndex, isDigit(lhs[leftEnd]) { leftEnd += 1 }
            while rightEnd < rhs.endIndex, isDigit(rhs[rightEnd]) { rightEnd += 1 }
            if leftEnd - left != rightEnd - right { return leftEnd - left < rightEnd - right ? -1 : 1 }
            while left < leftEnd {
                if lhs[left] != rhs[right] { return lhs[left] < rhs[right] ? -1 : 1 }
                left += 1
                right += 1
            }
        }
        let leftRest = lhs.endIndex - left
        let rightRest = rhs.endIndex - right
        return leftRest == rightRest ? 0 : (leftRest < rightRest ? -1 : 1)
    }
}
