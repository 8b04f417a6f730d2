import Signals
import SignalsTest
import XCTest

/// A search screen's ViewModel as an app would write it: `@MainActor`, inputs as relays, outputs as a
/// `Driver` (state) and a `Signal` (one-shot alerts), the debounce on an injected scheduler.
/// It must compile without warnings in Swift 6 mode.
@MainActor
final class SearchViewModel {
    let query = PublishRelay<String>()
    let results: Driver<[String]>
    let alert: Signal<String>
    private(set) var searchesRun = 0
    private let disposeBag = DisposeBag()

    init(catalog: [String], scheduler: SchedulerType) {
        let matches = query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .map { text in catalog.filter { $0.hasPrefix(text) } }
        results = matches.asDriver(onErrorJustReturn: [])
        alert = matches.filter(\.isEmpty).map { _ in "No matches" }.asSignal(onErrorJustReturn: "Search failed")
        results.drive(with: self, onNext: { viewModel, _ in viewModel.searchesRun += 1 }).disposed(by: disposeBag)
    }
}

/// A view that renders the ViewModel's outputs; also `@MainActor`.
@MainActor
final class SearchView {
    var rows: [String] = []
    var alerts: [String] = []
    private let disposeBag = DisposeBag()

    func bind(to viewModel: SearchViewModel) {
        viewModel.results.drive(self, \.rows).disposed(by: disposeBag)
        viewModel.alert.emit(onNext: { [weak self] message in self?.alerts.append(message) }).disposed(by: disposeBag)
    }
}

final class MainActorViewModelTests: XCTestCase {
    func testMainActorViewModelDebouncesInVirtualTimeAndDrivesTheView() {
        MainActor.assumeIsolated {
            let start = Resources.total
            do {
                let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
                let viewModel = SearchViewModel(catalog: ["apple", "apricot", "banana"], scheduler: scheduler)
                let view = SearchView()
                view.bind(to: viewModel)
                let late = scheduler.createObserver([String].self)
                scheduler.scheduleAt(100) { viewModel.query.accept("a") }
                scheduler.scheduleAt(200) { viewModel.query.accept("ap") }
                scheduler.scheduleAt(1_000) { viewModel.query.accept("x") }
                scheduler.advanceTo(499)
                XCTAssertEqual(view.rows, [])
                scheduler.advanceTo(500)
                XCTAssertEqual(view.rows, ["apple", "apricot"])
                XCTAssertEqual(viewModel.searchesRun, 1)
                let lateSubscription = viewModel.results.drive(late)
                XCTAssertEqual(late.events, [.next(500, ["apple", "apricot"])], "state replays to a late subscriber")
                scheduler.start()
                XCTAssertEqual(view.rows, [])
                XCTAssertEqual(view.alerts, ["No matches"])
                XCTAssertEqual(late.events, [.next(500, ["apple", "apricot"]), .next(1_300, [])])
                lateSubscription.dispose()
            }
            XCTAssertEqual(Resources.total, start, "ViewModel, view and their subscriptions were all released")
        }
    }

    func testViewModelIsReleasedWhenTheViewLetsGo() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            var viewModel: SearchViewModel? = SearchViewModel(catalog: [], scheduler: scheduler)
            weak let weakViewModel = viewModel
            let view = SearchView()
            view.bind(to: viewModel!)
            viewModel = nil
            XCTAssertNil(weakViewModel)
        }
    }
}
