import Foundation
import Signals
import SignalsTest
import XCTest

/// RxTest keeps `TestScheduler`'s resolution private, so a test file's own `resolution` is the one
/// its `extension TestScheduler` sees (RxSwift's own tests declare one at file scope).
private let resolution: TimeInterval = 0.2

extension TestScheduler {
    /// Ticks in `seconds`, at this file's resolution.
    fileprivate func ticksAtFileResolution(_ seconds: TimeInterval) -> Int {
        Int((seconds / resolution).rounded())
    }
}

final class TestSchedulerResolutionTests: LeakCheckingTestCase {
    func testAnExtensionSeesTheFilesOwnResolution() {
        XCTAssertEqual(TestScheduler(initialClock: 0).ticksAtFileResolution(1), 5)
    }
}
