import XCTest
import SignalsViewModels
@testable import SignalsDemo

/// Issue 25 item 8: the small things a learner trips on in the demo — one spelling of "colour",
/// hints that list what is accepted, one way back, a usage line with every option, and screen 5's
/// greeting in a 30×8 terminal.
final class LearnerDetailTests: XCTestCase {
    func testTheTrafficLightSaysColourAndItsHintListsTheAcceptedValues() {
        let message = TrafficLightViewModel.wrongColorMessage
        XCTAssertTrue(message.contains("colour") && !message.contains("color"), message)
        let help = TrafficLightPanel(trace: nil, onChange: { _ in }).keyHelp
        XCTAssertFalse(help.contains("…"), "the hint lists the values, not an open-ended list: \(help)")
        let service = StandardTrafficLightService()
        for colour in ["Red", "Green", "Yellow"] {
            XCTAssertTrue(help.contains(colour) && message.contains(colour), colour)
            XCTAssertNotNil(service.description(of: colour), colour)
        }
    }

    func testEveryScreenSaysEscBack() {
        let none: (RenderedChange) -> Void = { _ in }
        let screens: [InteractiveScreen] = [
            TouchCounterPanel(trace: nil, onChange: none),
            GreetingPanel(trace: nil, onChange: none),
            TrafficLightPanel(trace: nil, onChange: none),
            PhoneBookPanel(viewModel: PhoneBookViewModel(repository: InMemoryContactRepository()), reloadable: false, trace: nil, onChange: none),
            GreetingComparisonPanel(trace: nil, onChange: none),
            PlaygroundPanel(),
        ]
        for screen in screens {
            XCTAssertTrue(screen.keyHelp.hasSuffix("Esc: back"), screen.keyHelp)
            XCTAssertFalse(screen.keyHelp.contains("q: back"), screen.keyHelp)
        }
    }

    func testTheUsageLineForPipedStdinNamesEveryOption() throws {
        let run = try DemoBinary.run([], input: "tap\n")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.contains("usage: signals-demo [--trace] [--marbles] [--graph] [--store PATH] [--inspect PATH] touch|greeting|traffic|phonebook|playground < script"), run.err)
    }

    func testScreenFiveShowsTheGreetingsInThirtyByEight() {
        let terminal = FakeTerminal(columns: 30, rows: 8)
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { InMemoryContactRepository() })
        press([.character("5")] + typing("Ann") + [.enter], on: app)
        XCTAssertEqual(terminal.screen.count, 8)
        XCTAssertTrue(terminal.screen.contains("  Hello Ann    │ Hello Ann"), terminal.screen.joined(separator: "\n"))
        XCTAssertTrue(terminal.screen.contains("> First name: [Ann           ]"), "the cursor's field stays in view")
    }
}
