import Foundation
import Signals
import SignalsViewModels
import SignalsTestSupport
import XCTest

// The greeting View as docs/MVVM-guide.md and Signals.docc/MVVMInputOutput.md show it, verbatim
// between the markers, so that it is compiled and run.
// GUIDE-GREETING-VIEW-BEGIN
final class GreetingScreen {
    // What the widgets send: every edit of a name field, every tap of the button. The terminal
    // demo accepts into these as keys arrive; in UIKit they would be `firstNameField.rx.text.orEmpty`,
    // `lastNameField.rx.text.orEmpty` and `showButton.rx.tap`.
    let firstNames = PublishRelay<String>()
    let lastNames = PublishRelay<String>()
    let showTaps = PublishRelay<Void>()
    // What the screen shows.
    private(set) var greetingLabel = ""

    private let viewModel: GreetingViewModel  // the View owns its ViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: GreetingViewModel) {
        self.viewModel = viewModel
        firstNames.bind(to: viewModel.input.firstName).disposed(by: disposeBag)
        lastNames.bind(to: viewModel.input.lastName).disposed(by: disposeBag)
        showTaps.bind(to: viewModel.input.showGreeting).disposed(by: disposeBag)
        viewModel.output.greeting
            .drive(with: self, onNext: { screen, text in screen.show(greeting: text) })
            .disposed(by: disposeBag)
    }

    func show(greeting: String) { greetingLabel = greeting }
}
// GUIDE-GREETING-VIEW-END

final class GuideGreetingViewTests: LeakCheckingTestCase {
    func testTheGuidesGreetingViewShowsTheGreetingAfterTheTapAndIsReleasedWithItsOwner() {
        var screen: GreetingScreen? = GreetingScreen(viewModel: GreetingViewModel())
        weak let weakScreen = screen
        screen?.firstNames.accept("David")
        screen?.lastNames.accept("Blaine")
        XCTAssertEqual(screen?.greetingLabel, "", "nothing is shown before the tap")
        screen?.showTaps.accept(())
        XCTAssertEqual(screen?.greetingLabel, "Hello David Blaine")
        screen?.lastNames.accept("Copperfield")
        XCTAssertEqual(screen?.greetingLabel, "Hello David Copperfield")
        screen = nil
        XCTAssertNil(weakScreen, "nothing the screen bound keeps it alive")
    }

    func testBothGuidesShowTheCompiledView() throws {
        let compiled = try GuideSnippets.region("GUIDE-GREETING-VIEW", of: #filePath)
        for guide in ["docs/MVVM-guide.md", "Sources/Signals/Signals.docc/MVVMInputOutput.md"] {
            XCTAssertEqual(try GuideSnippets.block(containing: "final class GreetingScreen", in: guide), compiled,
                           "\(guide)'s View differs from GuideGreetingViewTests.swift")
            XCTAssertFalse(
                try GuideSnippets.read(guide).contains("```swift\nfirstNames.bind(to:"),
                "\(guide) still shows the View's bindings without declaring what they bind"
            )
        }
    }
}
