import Signals
import SignalsViewModels
import XCTest

/// A main-actor "view" as UIKit/SwiftUI code would write it: it owns its ViewModels and binds with
/// `subscribe(with: self)`. Compiling this file with zero warnings under Swift 6 is half the test.
@MainActor
private final class CounterScreen {
    let counter = TouchCounterViewModel(limit: 1)
    let greeting = GreetingViewModel(person: Person(firstName: "David", lastName: "Blaine"))
    let phoneBook = PhoneBookViewModel(repository: InMemoryContactRepository())
    var label = ""
    var greetingLabel = ""
    var rows: [String] = []
    var alerts: [String] = []
    private let disposeBag = DisposeBag()

    init() {
        counter.output.countText.drive(with: self, onNext: { screen, text in screen.label = text }).disposed(by: disposeBag)
        counter.output.alert.emit(with: self, onNext: { screen, alert in screen.alerts.append(alert) }).disposed(by: disposeBag)
        greeting.output.greeting.drive(self, \.greetingLabel).disposed(by: disposeBag)
        phoneBook.output.rows.drive(onNext: { [weak self] rows in self?.rows = rows }).disposed(by: disposeBag)
    }

    func tap() { counter.input.tap.accept(()) }
}

final class MainActorUsageTests: XCTestCase {
    // XCTest runs tests on the main thread; a `@MainActor` test method itself crashes
    // swift-corelibs-xctest's test discovery on Linux, so the body asserts main-actor isolation instead.
    func testAMainActorViewBindsWithoutWarningsAndIsReleased() {
        MainActor.assumeIsolated { Self.bindAMainActorScreen() }
    }

    @MainActor
    private static func bindAMainActorScreen() {
        weak var weakScreen: CounterScreen?
        weak var weakCounter: TouchCounterViewModel?
        do {
            let screen = CounterScreen()
            weakScreen = screen
            weakCounter = screen.counter
            screen.tap()
            screen.tap()
            screen.greeting.input.showGreeting.accept(())
            screen.phoneBook.input.add.accept(ContactDraft(name: "Ann", number: "1"))

            XCTAssertEqual(screen.label, "1")
            XCTAssertEqual(screen.alerts, ["You can't tap more than 1 time"])
            XCTAssertEqual(screen.greetingLabel, "Hello David Blaine")
            XCTAssertEqual(screen.rows, ["Ann - 1"])
        }
        XCTAssertNil(weakScreen)
        XCTAssertNil(weakCounter)
    }
}
