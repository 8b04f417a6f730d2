#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How many rows two lists share at their start and at their end, counted fast enough to run on
/// every add to a long list (`ListOutputDescription`).
///
/// After an insertion, the rows before and after it are the very same strings in both lists
/// (the array was copied, not its strings rebuilt), so their bytes are identical: runs of identical
/// bytes are found with `memcmp`, halving the range where they end (at most about twice the list's
/// bytes, in a handful of calls). Identical bytes are always equal strings; strings that are equal
/// without being identical (a list read again from disk) are then compared with `==`, one row at a
/// time, before looking for identical bytes again.
enum SharedRows {
    /// The rows `old` and `new` share at their start (`head`) and, among the rest, at their end (`tail`).
    static func count(_ old: [String], _ new: [String]) -> (head: Int, tail: Int) {
        let shared = min(old.count, new.count)
        let head = run(limit: shared, identical: { start, end in identical(old, start..<end, new, start..<end) },
                       equal: { old[$0] == new[$0] })
        let tail = run(limit: shared - head, identical: { start, end in  // counted from the ends
            identical(old, old.count - end..<old.count - start, new, new.count - end..<new.count - start)
        }, equal: { old[old.count - 1 - $0] == new[new.count - 1 - $0] })
        return (head, tail)
    }

    /// How many positions from 0 on, up to `limit`, hold equal rows: `identical(start, end)` tells
    /// whether positions `start..<end` hold identical bytes, `equal(position)` whether one holds equal rows.
    private static func run(limit: Int, identical: (Int, Int) -> Bool, equal: (Int) -> Bool) -> Int {
        var count = 0
        while count < limit {
            count = identicalEnd(from: count, limit: limit, identical)
            guard count < limit, equal(count) else { break }
            count += 1
        }
        return count
    }

    /// The first position from `start` (up to `limit`) whose bytes differ, by halving.
    private static func identicalEnd(from start: Int, limit: Int, _ identical: (Int, Int) -> Bool) -> Int {
        var low = start, high = limit  // `start..<low` are identical; the first difference is in `low..<high`
        if identical(low, high) { return high }
        while high - low > 1 {
            let middle = (low + high) / 2
            if identical(low, middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// Whether `old[oldRange]` and `new[newRange]` (of equal length) have identical bytes.
    private static func identical(_ old: [String], _ oldRange: Range<Int>, _ new: [String], _ newRange: Range<Int>) -> Bool {
        let stride = MemoryLayout<String>.stride
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                memcmp(oldBytes.baseAddress! + oldRange.lowerBound * stride, newBytes.baseAddress! + newRange.lowerBound * stride,
                       oldRange.count * stride) == 0
            }
        }
    }
}
