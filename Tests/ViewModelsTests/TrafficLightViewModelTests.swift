import Foundation
import Signals
import SignalsViewModels
import XCTest

/// A mock service that answers from a table and records what it was asked.
private final class MockTrafficLightService: TrafficLightService, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [String] = []
    private let answers: [String: String]

    init(answers: [String: String]) { self.answers = answers }

    var questions: [String] { lock.withLock { asked } }

    func description(of color: String) -> String? {
        lock.withLock { asked.append(color) }
        return answers[color]
    }
}

final class TrafficLightViewModelTests: LeakCheckingTestCase {
    func testShowsWhatTheInjectedServiceSays() {
        let bag = DisposeBag()
        let service = MockTrafficLightService(answers: ["Red": "mock stop", "Green": "mock go"])
        let viewModel = TrafficLightViewModel(service: service)
        let description = viewModel.output.description.record(in: bag)

        viewModel.input.color.accept("Red")
        viewModel.input.color.accept("Green")
        viewModel.input.color.accept("Purple")

        XCTAssertEqual(service.questions, ["Red", "Green", "Purple"], "the raw input goes to the service")
        XCTAssertEqual(description.values, ["", "mock stop", "mock go", "not a traffic-light colour: enter Red, Green or Yellow"])
    }

    func testStandardRules() {
        let bag = DisposeBag()
        let viewModel = TrafficLightViewModel()
        let description = viewModel.output.description.record(in: bag)
        for color in ["Red", "Yellow", "Green", "Blue", "Yellow", "", "Red"] {
            viewModel.input.color.accept(color)
        }
        XCTAssertEqual(description.values, [
            "", "Stop", "About to change to red", "Go", "not a traffic-light colour: enter Red, Green or Yellow",
            "About to change to red", "not a traffic-light colour: enter Red, Green or Yellow", "Stop",
        ])
    }

    func testStandardServiceIgnoresCaseAndSurroundingWhitespaceOnly() {
        let service = StandardTrafficLightService()
        XCTAssertEqual(service.description(of: "red"), "Stop")
        XCTAssertEqual(service.description(of: "  GREEN\n"), "Go")
        XCTAssertEqual(service.description(of: "yElLoW"), "About to change to red")
        for garbage in ["Blue", "", "   ", "re d", "redd", "🔴", "Red Green"] {
            XCTAssertNil(service.description(of: garbage), garbage.debugDescription)
        }
    }

    func testRepeatedColourDoesNotRepeatTheDescription() {
        let bag = DisposeBag()
        let viewModel = TrafficLightViewModel()
        let description = viewModel.output.description.record(in: bag)
        viewModel.input.color.accept("Blue")
        viewModel.input.color.accept("garbage")
        viewModel.input.color.accept("red")
        viewModel.input.color.accept("Red")
        XCTAssertEqual(description.values, ["", "not a traffic-light colour: enter Red, Green or Yellow", "Stop"])
    }

    func testDescriptionReplaysToALateSubscriber() {
        let bag = DisposeBag()
        let viewModel = TrafficLightViewModel()
        viewModel.input.color.accept("Green")
        XCTAssertEqual(viewModel.output.description.record(in: bag).values, ["Go"])
    }

    func testReleasedWhenItsViewLetsGo() {
        assertReleasedWhenViewLetsGo({ TrafficLightViewModel() }, view: { viewModel, bag in
            viewModel.output.description.drive(onNext: { _ in }).disposed(by: bag)
            viewModel.input.color.accept("Red")
            viewModel.input.color.accept("Blue")
        })
    }
}
