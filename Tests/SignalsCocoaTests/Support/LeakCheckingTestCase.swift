import Foundation
import Signals
import XCTest

/// Checks that `Resources.total` is back to where it started when each test ends, after letting work
/// the test queued on the main queue run.
class LeakCheckingTestCase: XCTestCase {
    private var startTotal = 0

    override func setUp() {
        super.setUp()
        startTotal = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startTotal && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(Resources.total, startTotal, "Signals objects leaked by this test")
        super.tearDown()
    }

    /// Runs the main queue until `condition` holds (at most 2 s); the tests run on the main thread.
    func runMainQueue(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !condition() && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.002))
        }
    }
}
