import Signals
import SignalsTest
import SignalsTestSupport
import XCTest

// The README's Quick start, verbatim between the markers, so CI compiles and runs it.
// README-QUICK-START-BEGIN
final class CounterViewModel {
    // Inputs: the view pushes user actions in.
    let increment = PublishRelay<Void>()
    let reset = PublishRelay<Void>()
    // Outputs: state the view shows, as Drivers (main thread, never fail, replay the latest).
    let count: Driver<Int>
    let title: Driver<String>

    private let state = BehaviorRelay(value: 0)
    private let disposeBag = DisposeBag()

    init() {
        count = state.asDriver()
        title = count.map { $0 == 1 ? "1 tap" : "\($0) taps" }
        increment
            .subscribe(with: self, onNext: { viewModel, _ in viewModel.state.accept(viewModel.state.value + 1) })
            .disposed(by: disposeBag)
        reset.map { 0 }.bind(to: state).disposed(by: disposeBag)
    }
}

final class CounterView {
    var label = ""
    private let disposeBag = DisposeBag()

    init(viewModel: CounterViewModel) {
        viewModel.title.drive(with: self, onNext: { view, title in view.label = title }).disposed(by: disposeBag)
    }
}
// README-QUICK-START-END

// README-QUICK-START-TEST-BEGIN
final class CounterViewModelTests: XCTestCase {
    func testTheTitleCountsTapsAndResets() {
        let scheduler = TestScheduler(initialClock: 0)  // a clock that moves only in the test
        let viewModel = CounterViewModel()
        let title = scheduler.createObserver(String.self)  // records each value and its time
        let bag = DisposeBag()
        viewModel.title.drive(title).disposed(by: bag)

        scheduler.scheduleAt(10) { viewModel.increment.accept(()) }
        scheduler.scheduleAt(20) { viewModel.increment.accept(()) }
        scheduler.scheduleAt(30) { viewModel.reset.accept(()) }
        scheduler.start()

        XCTAssertEqual(title.events, [.next(0, "0 taps"), .next(10, "1 tap"), .next(20, "2 taps"), .next(30, "0 taps")])
    }
}
// README-QUICK-START-TEST-END

final class QuickStartTests: LeakCheckingTestCase {
    func testTheReadmeQuickStartWorksAsDescribed() {
        var viewModel: CounterViewModel? = CounterViewModel()
        var view: CounterView? = CounterView(viewModel: viewModel!)
        weak var weakViewModel: CounterViewModel?
        weak var weakView: CounterView?
        weakViewModel = viewModel
        weakView = view

        XCTAssertEqual(view?.label, "0 taps")
        viewModel?.increment.accept(())
        viewModel?.increment.accept(())
        XCTAssertEqual(view?.label, "2 taps")
        viewModel?.reset.accept(())
        viewModel?.increment.accept(())
        XCTAssertEqual(view?.label, "1 tap")

        var counts: [Int] = []
        let subscription = viewModel!.count.drive(onNext: { counts.append($0) })
        viewModel?.increment.accept(())
        XCTAssertEqual(counts, [1, 2])
        subscription.dispose()

        // Neither side retains the other: both go away with their last owner.
        view = nil
        viewModel = nil
        XCTAssertNil(weakView)
        XCTAssertNil(weakViewModel)
    }

    func testTheReadmeShowsTheQuickStartVerbatim() throws {
        let readme = try GuideSnippets.read("README.md")
        // Each region ends with its last line's newline, as README's block does.
        let quickStart = try GuideSnippets.region("README-QUICK-START", of: #filePath) + "\n"
        XCTAssertTrue(readme.contains(quickStart), "README.md's Quick start differs from QuickStartTests.swift")
        let test = try GuideSnippets.region("README-QUICK-START-TEST", of: #filePath) + "\n"
        XCTAssertTrue(readme.contains(test), "README.md's Quick start test differs from QuickStartTests.swift")
    }
}
