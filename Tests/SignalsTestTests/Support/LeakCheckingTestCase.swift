import Signals
import XCTest

/// Checks that `Resources.total` is back to where it started when each test ends: nothing a test
/// made with Signals outlives it.
class LeakCheckingTestCase: XCTestCase {
    private var startTotal = 0

    override func setUp() {
        super.setUp()
        startTotal = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, startTotal, "Signals objects leaked by this test")
        super.tearDown()
    }
}
