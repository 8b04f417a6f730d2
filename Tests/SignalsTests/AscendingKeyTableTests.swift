@testable import Signals
import XCTest

/// `AscendingKeyTable`, the sorted table behind `CompositeDisposable` and a `flatMap`'s running
/// inners: what it holds after removals at its end (popped, with the tombstones behind them), in its
/// middle (tombstones) and enough of them to compact it.
final class AscendingKeyTableTests: XCTestCase {
    private func values(_ table: AscendingKeyTable<String>) -> [String] {
        var values: [String] = []
        table.forEach { values.append($0) }
        return values
    }

    func testFindsRemovesAndKeepsTheOrderThroughTombstonesPopsAndACompaction() {
        var table = AscendingKeyTable<String>()
        for key in stride(from: 10, through: 200, by: 10) { table.append("v\(key)", key: key) }
        XCTAssertEqual(table.count, 20)
        XCTAssertTrue(table.contains(10) && table.contains(200))
        XCTAssertFalse(table.contains(15) || table.contains(0) || table.contains(210))

        XCTAssertEqual(table.remove(50), "v50")  // the middle: a tombstone
        XCTAssertNil(table.remove(50))
        XCTAssertFalse(table.contains(50))
        XCTAssertEqual(table.entries.count, 20)

        XCTAssertEqual(table.remove(190), "v190")  // a tombstone just before the end
        XCTAssertEqual(table.remove(200), "v200")  // the end: popped, and the tombstone behind it
        XCTAssertEqual(table.entries.count, 18)

        for key in [20, 40, 60, 70, 80, 90, 110, 130] { XCTAssertEqual(table.remove(key), "v\(key)") }
        XCTAssertEqual(table.entries.count, 18, "9 of 18 hold a value: not compacted yet")
        XCTAssertEqual(table.remove(180), "v180")  // popped: 8 of 17 hold a value, not most
        XCTAssertEqual(table.entries.count, 17)
        XCTAssertEqual(table.remove(160), "v160")
        XCTAssertEqual(table.count, 7)
        XCTAssertEqual(table.entries.count, 7, "tombstones were most of the entries: compacted")
        XCTAssertEqual(values(table), ["v10", "v30", "v100", "v120", "v140", "v150", "v170"])
        XCTAssertTrue(table.contains(30) && table.contains(170) && !table.contains(40) && !table.contains(160))

        table.append("v500", key: 500)
        XCTAssertEqual(values(table).last, "v500")
        table.removeAll()
        XCTAssertTrue(table.isEmpty)
        XCTAssertEqual(values(table), [])
        table.append("again", key: 501)
        XCTAssertEqual(values(table), ["again"])
    }
}
