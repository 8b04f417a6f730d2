import Foundation
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
        // Dispatch work a test started (a timer's last tick, a hop to the main queue) may release its
        // objects a moment after the test body returns: let it finish, then compare exactly.
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startTotal && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, startTotal, "Signals objects leaked by this test")
        super.tearDown()
    }
}
