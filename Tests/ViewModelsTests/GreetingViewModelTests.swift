import Signals
import SignalsViewModels
import XCTest

final class GreetingViewModelTests: LeakCheckingTestCase {
    func testGreetingIsHiddenUntilTheShowTapThenSaysHelloFirstLast() {
        let bag = DisposeBag()
        let viewModel = GreetingViewModel(person: Person(firstName: "David", lastName: "Blaine"))
        let greeting = viewModel.output.greeting.record(in: bag)

        XCTAssertEqual(greeting.values, [""])
        viewModel.input.showGreeting.accept(())
        XCTAssertEqual(greeting.values, ["", "Hello David Blaine"])
    }

    func testGreetingFollowsTypingAfterTheFirstShowTap() {
        let bag = DisposeBag()
        let viewModel = GreetingViewModel()
        let greeting = viewModel.output.greeting.record(in: bag)

        viewModel.input.firstName.accept("Dav")
        viewModel.input.firstName.accept("David")
        XCTAssertEqual(greeting.values, [""], "typing before the tap shows nothing")
        viewModel.input.showGreeting.accept(())
        viewModel.input.lastName.accept("B")
        viewModel.input.lastName.accept("Blaine")
        viewModel.input.firstName.accept("Dave")

        XCTAssertEqual(greeting.values, ["", "Hello David", "Hello David B", "Hello David Blaine", "Hello Dave Blaine"])
    }

    func testPersonFollowsTheFieldsAndReplays() {
        let bag = DisposeBag()
        let viewModel = GreetingViewModel(person: Person(firstName: "A", lastName: "B"))
        viewModel.input.lastName.accept("C")
        let person = viewModel.output.person.record(in: bag)
        viewModel.input.firstName.accept("D")
        XCTAssertEqual(person.values, [Person(firstName: "A", lastName: "C"), Person(firstName: "D", lastName: "C")])
    }

    func testBlankAndWhitespaceNamesNeverLeaveDoubleOrTrailingSpaces() {
        let cases: [(String, String, String)] = [
            ("David", "Blaine", "Hello David Blaine"),
            ("", "", "Hello"),
            ("   ", "\t\n", "Hello"),
            ("David", "", "Hello David"),
            ("", "Blaine", "Hello Blaine"),
            ("  David ", " Blaine  ", "Hello David Blaine"),
            ("Mary Ann", "Smith", "Hello Mary Ann Smith"),
        ]
        for (first, last, expected) in cases {
            let bag = DisposeBag()
            let viewModel = GreetingViewModel(person: Person(firstName: first, lastName: last))
            let greeting = viewModel.output.greeting.record(in: bag)
            viewModel.input.showGreeting.accept(())
            XCTAssertEqual(greeting.values.last, expected, "first: \(first.debugDescription) last: \(last.debugDescription)")
            XCTAssertEqual(Person(firstName: first, lastName: last).greeting, expected)
        }
    }

    func testRepeatedTapsAndUnchangedGreetingsDoNotRepeatTheOutput() {
        let bag = DisposeBag()
        let viewModel = GreetingViewModel(person: Person(firstName: "A", lastName: "B"))
        let greeting = viewModel.output.greeting.record(in: bag)
        viewModel.input.showGreeting.accept(())
        viewModel.input.showGreeting.accept(())
        viewModel.input.firstName.accept("A ")  // trims to the same greeting
        XCTAssertEqual(greeting.values, ["", "Hello A B"])
    }

    func testGreetingReplaysToALateSubscriber() {
        let bag = DisposeBag()
        let viewModel = GreetingViewModel()
        viewModel.input.firstName.accept("David")
        viewModel.input.lastName.accept("Blaine")
        viewModel.input.showGreeting.accept(())

        let late = viewModel.output.greeting.record(in: bag)
        XCTAssertEqual(late.values, ["Hello David Blaine"])
    }

    func testConcurrentTypingEndsWithTheLastNamesTyped() {
        let bag = DisposeBag()
        let viewModel = GreetingViewModel()
        let greeting = viewModel.output.greeting.record(in: bag)
        viewModel.input.showGreeting.accept(())
        DispatchQueue.concurrentPerform(iterations: 2) { field in
            let relay = field == 0 ? viewModel.input.firstName : viewModel.input.lastName
            for index in 0...200 { relay.accept("\(field == 0 ? "F" : "L")\(index)") }
        }
        // The greeting is a Driver: what the other threads typed arrives on the main queue.
        runMainQueue(until: { greeting.values.last == "Hello F200 L200" })
        XCTAssertEqual(greeting.values.last, "Hello F200 L200")
        XCTAssertEqual(greeting.offMainThreadCount, 0, "delivered on the main thread only")
        XCTAssertEqual(viewModel.output.greeting.record(in: bag).values, ["Hello F200 L200"])
        XCTAssertEqual(Set(greeting.values).count, greeting.values.count, "no greeting repeated")
    }

    func testReleasedWhenItsViewLetsGo() {
        assertReleasedWhenViewLetsGo({ GreetingViewModel() }, view: { viewModel, bag in
            viewModel.output.greeting.drive(onNext: { _ in }).disposed(by: bag)
            viewModel.output.person.drive(onNext: { _ in }).disposed(by: bag)
            viewModel.input.firstName.accept("David")
            viewModel.input.showGreeting.accept(())
            viewModel.input.lastName.accept("Blaine")
        })
    }
}
