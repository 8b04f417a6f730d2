import SignalsViewModels
import XCTest

/// A mock passive view recording what the presenter told it to show.
private final class MockGreetingView: GreetingView {
    var shown: [String] = []
    func show(greeting: String) { shown.append(greeting) }
}

final class GreetingPresenterTests: XCTestCase {
    func testShowsNothingUntilTheTapThenTheGreeting() {
        let view = MockGreetingView()
        let presenter = GreetingPresenter(view: view, person: Person(firstName: "David", lastName: "Blaine"))
        presenter.firstNameChanged("David")
        XCTAssertEqual(view.shown, [])
        presenter.showGreetingTapped()
        XCTAssertEqual(view.shown, ["Hello David Blaine"])
    }

    func testFollowsTypingAfterTheTap() {
        let view = MockGreetingView()
        let presenter = GreetingPresenter(view: view)
        presenter.showGreetingTapped()
        presenter.firstNameChanged("  David")
        presenter.lastNameChanged("Blaine ")
        XCTAssertEqual(view.shown, ["Hello", "Hello David", "Hello David Blaine"])
        XCTAssertEqual(presenter.person, Person(firstName: "  David", lastName: "Blaine "))
    }

    func testRendersTheSameGreetingsAsTheViewModel() {
        let view = MockGreetingView()
        let presenter = GreetingPresenter(view: view)
        let viewModel = GreetingViewModel()
        var mvvm: [String] = []
        let subscription = viewModel.output.greeting.drive(onNext: { mvvm.append($0) })
        defer { subscription.dispose() }

        presenter.showGreetingTapped()
        viewModel.input.showGreeting.accept(())
        for (first, last) in [("Da", ""), ("David", ""), ("David", "Blaine")] {
            presenter.firstNameChanged(first)
            presenter.lastNameChanged(last)
            viewModel.input.firstName.accept(first)
            viewModel.input.lastName.accept(last)
        }
        XCTAssertEqual(view.shown.last, mvvm.last)
        XCTAssertEqual(mvvm.last, "Hello David Blaine")
    }

    func testHoldsItsViewWeakly() {
        var view: MockGreetingView? = MockGreetingView()
        weak var weakView: MockGreetingView?
        weakView = view
        let presenter = GreetingPresenter(view: view!)
        view = nil
        XCTAssertNil(weakView, "the presenter must not keep its view alive")
        presenter.showGreetingTapped()  // no view: nothing happens, no crash
    }

    func testViewOwningThePresenterIsReleased() {
        final class OwningView: GreetingView {
            var presenter: GreetingPresenter?
            func show(greeting: String) {}
        }
        weak var weakView: OwningView?
        weak var weakPresenter: GreetingPresenter?
        do {
            let view = OwningView()
            view.presenter = GreetingPresenter(view: view)
            view.presenter?.showGreetingTapped()
            weakView = view
            weakPresenter = view.presenter
        }
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
    }
}
