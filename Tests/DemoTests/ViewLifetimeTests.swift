import XCTest
import Signals
import SignalsViewModels
@testable import SignalsDemo

/// The Views own their ViewModels and bindings: letting go of a View releases everything, with no
/// cycle through the bindings, and the Signals resource count returns to where it started.
final class ViewLifetimeTests: XCTestCase {
    func testEveryScreenReleasesItsViewModelAndBindings() {
        let start = Resources.total
        weak var touchModel: TouchCounterViewModel?
        weak var greetingModel: GreetingViewModel?
        weak var trafficModel: TrafficLightViewModel?
        weak var phoneModel: PhoneBookViewModel?
        weak var touchView: TouchCounterScreen?
        do {
            let trace = BindingTrace(emit: { _ in })
            let touch = TouchCounterViewModel()
            let greeting = GreetingViewModel()
            let traffic = TrafficLightViewModel()
            let phone = PhoneBookViewModel(repository: InMemoryContactRepository())
            touchModel = touch
            greetingModel = greeting
            trafficModel = traffic
            phoneModel = phone
            var views: [AnyObject] = [
                TouchCounterScreen(viewModel: touch, trace: trace, onChange: { _ in }),
                GreetingScreen(viewModel: greeting, trace: trace, onChange: { _ in }),
                TrafficLightScreen(viewModel: traffic, trace: trace, onChange: { _ in }),
                PhoneBookScreen(viewModel: phone, trace: trace, onChange: { _ in }),
            ]
            touchView = views[0] as? TouchCounterScreen
            touchView?.tap()
            (views[1] as? GreetingScreen)?.perform(.show)
            (views[2] as? TrafficLightScreen)?.select("Red")
            (views[3] as? PhoneBookScreen)?.add(name: "Ann", number: "1", company: "")
            XCTAssertNotNil(touchModel, "the View keeps its ViewModel alive")
            views.removeAll()
        }
        XCTAssertNil(touchView)
        XCTAssertNil(touchModel)
        XCTAssertNil(greetingModel)
        XCTAssertNil(trafficModel)
        XCTAssertNil(phoneModel)
        XCTAssertEqual(Resources.total, start)
    }

    func testInteractiveAppReleasesScreensWhenGoingBack() {
        let start = Resources.total
        do {
            let terminal = FakeTerminal()
            let app = InteractiveApp(terminal: terminal, trace: true, makeRepository: { InMemoryContactRepository() })
            for number in ["1", "2", "3", "4", "5"] {
                XCTAssertTrue(app.handle(.character(Character(number))))
                app.drawIfNeeded()
                XCTAssertTrue(app.handle(.escape))
            }
        }
        XCTAssertEqual(Resources.total, start)
    }

    func testMVPViewOwnsItsPresenterWhichHoldsItWeakly() {
        weak var view: PresenterGreetingView?
        weak var presenter: GreetingPresenter?
        var shown: [String] = []
        do {
            let strong = PresenterGreetingView(trace: nil, onChange: { shown += $0.lines })
            view = strong
            presenter = strong.presenter
            strong.firstNameChanged("David")
            strong.showGreeting()
            strong.lastNameChanged("Blaine")
        }
        XCTAssertEqual(shown, ["mvp greeting: Hello David", "mvp greeting: Hello David Blaine"])
        XCTAssertNil(view)
        XCTAssertNil(presenter)
    }
}
