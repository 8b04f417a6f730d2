import Foundation
import Signals
import SignalsTest
import SignalsViewModels
import SignalsTestSupport
import XCTest

// The traffic light's and the phone book's tests as docs/MVVM-guide.md shows them ("A ViewModel
// that asks a service", "Layers"), verbatim between the markers, run here as they are.
// GUIDE-TRAFFIC-LIGHT-TEST-BEGIN
/// A stand-in service: answers from a table, so the test says what the service says.
struct TableTrafficLightService: TrafficLightService {
    let answers: [String: String]
    func description(of color: String) -> String? { answers[color] }
}

final class TrafficLightTests: XCTestCase {
    func testTheLabelSaysWhatTheServiceSays() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = TrafficLightViewModel(service: TableTrafficLightService(answers: ["Red": "mock stop"]))
        let description = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        viewModel.output.description.drive(description).disposed(by: bag)

        scheduler.scheduleAt(10) { viewModel.input.color.accept("Red") }
        scheduler.scheduleAt(20) { viewModel.input.color.accept("Purple") }
        scheduler.scheduleAt(30) { viewModel.input.color.accept("Purple") }
        scheduler.start()

        XCTAssertEqual(description.events, [
            .next(0, ""),  // no colour yet
            .next(10, "mock stop"),
            .next(20, TrafficLightViewModel.wrongColorMessage),  // the service does not know it
            // nothing at 30: the label already says so
        ])
    }
}
// GUIDE-TRAFFIC-LIGHT-TEST-END

// GUIDE-PHONE-BOOK-TEST-BEGIN
final class PhoneBookTests: XCTestCase {
    func testAddsGoThroughTheUseCaseIntoTheRepository() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let repository = InMemoryContactRepository()  // the app passes its own: a database, a web service
        let viewModel = PhoneBookViewModel(useCase: PhoneBookUseCase(repository: repository))
        let rows = scheduler.createObserver([String].self)
        let errors = scheduler.createObserver(PhoneBookError.self)
        let bag = DisposeBag()
        viewModel.output.rows.drive(rows).disposed(by: bag)
        viewModel.output.error.emit(to: errors).disposed(by: bag)

        scheduler.scheduleAt(10) { viewModel.input.add.accept(ContactDraft(name: "Zoe", number: "555 0102")) }
        scheduler.scheduleAt(20) { viewModel.input.add.accept(ContactDraft(name: "", number: "555 0101")) }
        scheduler.scheduleAt(30) { viewModel.input.add.accept(ContactDraft(name: "Ann Lee", number: "555 0101")) }
        scheduler.start()

        XCTAssertEqual(rows.events, [
            .next(0, []),
            .next(10, ["Zoe - 555 0102"]),
            .next(30, ["Ann Lee - 555 0101", "Zoe - 555 0102"]),  // ordered by name
        ])
        XCTAssertEqual(errors.events, [.next(20, .missingNameOrNumber)])  // the use case refused it
        XCTAssertEqual(try repository.allContacts().map(\.name), ["Zoe", "Ann Lee"])  // stored in order of adding
    }
}
// GUIDE-PHONE-BOOK-TEST-END

final class GuideLayersTests: XCTestCase {
    func testTheGuideShowsTheCompiledTests() throws {
        for (name, marker) in [("GUIDE-TRAFFIC-LIGHT-TEST", "struct TableTrafficLightService"), ("GUIDE-PHONE-BOOK-TEST", "final class PhoneBookTests")] {
            XCTAssertEqual(try GuideSnippets.block(containing: marker, in: "docs/MVVM-guide.md"), try GuideSnippets.region(name, of: #filePath),
                           "the guide's \(marker) differs from GuideLayersTests.swift")
        }
        // The protocols the guide quotes, as they are declared (without their doc comments).
        for (marker, path) in [
            ("protocol TrafficLightService", "Sources/ViewModels/TrafficLight/TrafficLightService.swift"),
            ("protocol ContactRepository", "Sources/ViewModels/PhoneBook/ContactRepository.swift"),
        ] {
            let shown = try GuideSnippets.block(containing: marker, in: "docs/MVVM-guide.md")
            XCTAssertEqual(GuideSnippets.codeLines(shown), GuideSnippets.codeLines(try GuideSnippets.read(path)), "the guide's \(marker) differs from \(path)")
        }
    }
}
