import Signals
import SignalsViewModels
import XCTest

final class TouchCounterViewModelTests: LeakCheckingTestCase {
    func testCountsTapsUpToTheDefaultLimitOfThree() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel()
        let count = viewModel.output.count.record(in: bag)
        let text = viewModel.output.countText.record(in: bag)
        let alerts = viewModel.output.alert.record(in: bag)

        for _ in 0..<3 { viewModel.input.tap.accept(()) }

        XCTAssertEqual(viewModel.limit, 3)
        XCTAssertEqual(count.values, [0, 1, 2, 3])
        XCTAssertEqual(text.values, ["0", "1", "2", "3"])
        XCTAssertEqual(alerts.values, [])
    }

    func testEveryTapPastTheLimitAlertsAndLeavesTheCountAlone() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel(limit: 2)
        let count = viewModel.output.count.record(in: bag)
        let alerts = viewModel.output.alert.record(in: bag)

        for _ in 0..<5 { viewModel.input.tap.accept(()) }

        XCTAssertEqual(count.values, [0, 1, 2], "the count never passes the limit nor repeats")
        XCTAssertEqual(alerts.values, Array(repeating: "You can't tap more than 2 times", count: 3))
        XCTAssertEqual(viewModel.limitMessage, "You can't tap more than 2 times")
    }

    func testNoAlertBeforeTheLimitIsPassed() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel(limit: 4)
        let alerts = viewModel.output.alert.record(in: bag)
        for _ in 0..<4 { viewModel.input.tap.accept(()) }
        XCTAssertEqual(alerts.values.count, 0)
        viewModel.input.tap.accept(())
        XCTAssertEqual(alerts.values.count, 1)
    }

    func testLimitZeroAlertsOnTheFirstTap() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel(limit: 0)
        let count = viewModel.output.count.record(in: bag)
        let alerts = viewModel.output.alert.record(in: bag)
        viewModel.input.tap.accept(())
        XCTAssertEqual(count.values, [0])
        XCTAssertEqual(alerts.values, ["You can't tap more than 0 times"])
    }

    func testResetStartsCountingAgain() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel()
        let count = viewModel.output.count.record(in: bag)
        let alerts = viewModel.output.alert.record(in: bag)

        for _ in 0..<4 { viewModel.input.tap.accept(()) }
        viewModel.input.reset.accept(())
        viewModel.input.reset.accept(())  // already zero: no repeat
        viewModel.input.tap.accept(())

        XCTAssertEqual(count.values, [0, 1, 2, 3, 0, 1])
        XCTAssertEqual(alerts.values.count, 1)
    }

    func testCountReplaysToALateSubscriberButTheAlertDoesNot() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel(limit: 1)
        viewModel.input.tap.accept(())
        viewModel.input.tap.accept(())  // alert fired before anyone listened

        let lateCount = viewModel.output.count.record(in: bag)
        let lateText = viewModel.output.countText.record(in: bag)
        let lateAlerts = viewModel.output.alert.record(in: bag)

        XCTAssertEqual(lateCount.values, [1])
        XCTAssertEqual(lateText.values, ["1"])
        XCTAssertEqual(lateAlerts.values, [])
        viewModel.input.tap.accept(())
        XCTAssertEqual(lateAlerts.values.count, 1, "alerts still reach the late subscriber from now on")
    }

    func testConcurrentTapsNeverPassTheLimitAndEachExtraTapAlertsOnce() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel(limit: 100)
        let count = viewModel.output.count.record(in: bag)
        let alerts = viewModel.output.alert.record(in: bag)

        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<50 { viewModel.input.tap.accept(()) }
        }
        // Outputs are a Driver and a Signal: what the other threads caused arrives on the main queue.
        runMainQueue(until: { alerts.values.count == 8 * 50 - 100 && count.values.last == 100 })

        XCTAssertEqual(count.values, Array(0...100))
        XCTAssertEqual(alerts.values.count, 8 * 50 - 100)
        XCTAssertEqual(count.offMainThreadCount + alerts.offMainThreadCount, 0, "delivered on the main thread only")
    }

    func testAViewResettingFromInsideTheAlertHandlerIsAppliedAfterTheTap() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel(limit: 2)
        let count = viewModel.output.count.record(in: bag)
        var alertsSeen = 0
        viewModel.output.alert
            .emit(onNext: { _ in
                alertsSeen += 1
                viewModel.input.reset.accept(())  // reentrant: queued, not recursive
                XCTAssertEqual(count.values.last, 2, "the reset waits until the tap is fully handled")
            })
            .disposed(by: bag)

        for _ in 0..<4 { viewModel.input.tap.accept(()) }

        XCTAssertEqual(alertsSeen, 1)
        XCTAssertEqual(count.values, [0, 1, 2, 0, 1])
    }

    func testReleasedWhenItsViewLetsGo() {
        assertReleasedWhenViewLetsGo({ TouchCounterViewModel() }, view: { viewModel, bag in
            viewModel.output.countText.drive(onNext: { _ in }).disposed(by: bag)
            viewModel.output.alert.emit(onNext: { _ in }).disposed(by: bag)
            for _ in 0..<5 { viewModel.input.tap.accept(()) }
            viewModel.input.reset.accept(())
        })
    }

    func testOutputsNeverTerminate() {
        let bag = DisposeBag()
        let viewModel = TouchCounterViewModel()
        let count = viewModel.output.count.record(in: bag)
        for _ in 0..<10 { viewModel.input.tap.accept(()) }
        XCTAssertEqual(count.terminalCount, 0)
    }
}
