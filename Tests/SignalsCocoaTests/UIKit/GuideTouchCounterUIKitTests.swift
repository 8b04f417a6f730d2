#if canImport(UIKit) && !os(watchOS)
// The UIKit snippet of docs/MVVM-guide.md ("UIKit and SwiftUI"), compiled and run here (on Linux
// against the UIKit stand-in). Keep the two in sync.
import Signals
import SignalsCocoa
import UIKit
import SignalsViewModels
import XCTest

final class TouchCounterViewController: UIViewController {
    let viewModel = TouchCounterViewModel(limit: 3)
    let countLabel = UILabel()
    let tapButton = UIButton()
    let resetButton = UIButton()
    private(set) var alerts: [String] = []  // a real app presents a UIAlertController
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        tapButton.rx.tap.bind(to: viewModel.input.tap).disposed(by: bag)
        resetButton.rx.tap.bind(to: viewModel.input.reset).disposed(by: bag)
        viewModel.output.countText.drive(countLabel.rx.text).disposed(by: bag)
        viewModel.output.count.map { $0 > 0 }.drive(resetButton.rx.isEnabled).disposed(by: bag)
        viewModel.output.alert
            .emit(onNext: { [weak self] message in self?.alerts.append(message) })
            .disposed(by: bag)
    }
}

final class GuideTouchCounterUIKitTests: LeakCheckingTestCase {
    func testTheGuidesViewControllerCountsResetsAndAlerts() {
        MainActor.assumeIsolated {
            let controller = TouchCounterViewController()
            controller.loadViewIfNeeded()
            XCTAssertEqual(controller.countLabel.text, "0")
            XCTAssertFalse(controller.resetButton.isEnabled)
            for _ in 1...4 { controller.tapButton.sendActions(for: .touchUpInside) }
            XCTAssertEqual(controller.countLabel.text, "3")
            XCTAssertTrue(controller.resetButton.isEnabled)
            XCTAssertEqual(controller.alerts, ["You can't tap more than 3 times"])
            controller.resetButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(controller.countLabel.text, "0")
            XCTAssertFalse(controller.resetButton.isEnabled)
        }
    }
}
#endif
