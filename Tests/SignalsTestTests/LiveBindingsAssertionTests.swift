import Signals
import SignalsTest
import SignalsTestSupport
import XCTest

/// `XCTAssertNoLiveBindings`: passes when the block's bindings are gone, fails listing each one when
/// a real leak keeps them alive.
final class LiveBindingsAssertionTests: FailureRecordingTestCase {
    /// A screen that keeps its own bag and, by mistake, captures itself strongly in a binding: the
    /// classic retain cycle that keeps a binding alive forever.
    private final class LeakyScreen {
        let bag = DisposeBag()
        var shown = 0
        init(showing source: Observable<Int>, line: inout UInt) {
            line = #line + 1
            source.subscribe(onNext: { value in self.shown = value }).disposed(by: bag)
        }
    }

    override func setUp() {
        super.setUp()
        // What each test makes outside its block must be made with the inspector off.
        Inspector.isEnabled = false
    }

    func testPassesWhenTheBagGoesWithItsOwner() {
        let relay = PublishRelay<Int>()
        let failures = recordingFailures {
            XCTAssertNoLiveBindings {
                let bag = DisposeBag()
                relay.map { $0 + 1 }.subscribe(onNext: { _ in }).disposed(by: bag)
                relay.accept(1)
            }
        }
        XCTAssertEqual(failures, [])
    }

    func testFailsListingTheBindingARetainCycleKeepsAlive() {
        let relay = PublishRelay<Int>()
        var leakLine: UInt = 0
        var leaked: LeakyScreen?
        let failures = recordingFailures {
            XCTAssertNoLiveBindings {
                leaked = LeakyScreen(showing: relay.named("values"), line: &leakLine)
                leaked = nil  // the screen is dropped, but its binding holds it
            }
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        let failure = failures.first ?? ""
        XCTAssertTrue(failure.contains("1 binding made in the block is still alive"), failure)
        XCTAssertTrue(failure.contains("subscribe at LiveBindingsAssertionTests.swift:\(leakLine) (in a DisposeBag that is still alive)"), failure)
        // The relay was made before the inspector was on (outside the block): a stand-in shows it.
        XCTAssertTrue(failure.contains("observable made while the inspector was off"), failure)
        _ = leaked
        // Let the cycle go: the relay, which holds the binding, is dropped with this test.
    }

    func testFailsForADisposableDroppedWithoutDisposing() {
        let relay = PublishRelay<Int>()
        var line: UInt = 0
        let failures = recordingFailures {
            XCTAssertNoLiveBindings {
                line = #line + 1
                _ = relay.subscribe(onNext: { _ in })
            }
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.contains("subscribe at LiveBindingsAssertionTests.swift:\(line)\n") == true, "\(failures)")
    }

    func testLeavesTheInspectorAsItFoundIt() {
        XCTAssertFalse(Inspector.isEnabled)
        XCTAssertNoLiveBindings { XCTAssertTrue(Inspector.isEnabled) }
        XCTAssertFalse(Inspector.isEnabled)
    }
}
