import Foundation
import Signals
import SignalsTest
import SignalsViewModels
import SignalsTestSupport
import XCTest

// The ViewModel test that docs/MVVM-guide.md and Signals.docc/MVVMInputOutput.md show, verbatim
// between the markers: written with SignalsTest's public API only (RxTest's), so that a reader can
// copy it into a test target of their own. It is run here as it is.
// GUIDE-VIEWMODEL-TEST-BEGIN
final class GreetingTests: XCTestCase {
    func testTheGreetingFollowsTheNamesOnceShown() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = GreetingViewModel()
        let greeting = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.output.greeting.drive(greeting).disposed(by: bag)

        // The user's actions, each at a tick of virtual time.
        scheduler.scheduleAt(10) { viewModel.input.firstName.accept("David") }
        scheduler.scheduleAt(20) { viewModel.input.showGreeting.accept(()) }
        scheduler.scheduleAt(30) { viewModel.input.lastName.accept("Blaine") }
        scheduler.scheduleAt(40) { viewModel.input.firstName.accept("Dave") }
        scheduler.start()

        XCTAssertEqual(greeting.events, [
            .next(0, ""),  // the label's state when the View binds
            .next(20, "Hello David"),  // nothing at 10: typing before the tap shows nothing
            .next(30, "Hello David Blaine"),
            .next(40, "Hello Dave Blaine"),
        ])
    }
}
// GUIDE-VIEWMODEL-TEST-END

final class GuideViewModelTestTests: XCTestCase {
    func testBothGuidesShowTheCompiledTest() throws {
        let compiled = try GuideSnippets.region("GUIDE-VIEWMODEL-TEST", of: #filePath)
        for guide in ["docs/MVVM-guide.md", "Sources/Signals/Signals.docc/MVVMInputOutput.md"] {
            XCTAssertEqual(try GuideSnippets.block(containing: "final class GreetingTests", in: guide), compiled,
                           "\(guide)'s ViewModel test differs from GuideViewModelTestTests.swift")
            XCTAssertFalse(try GuideSnippets.read(guide).contains("record(in:"), "\(guide) uses a helper it does not show")
        }
    }
}
