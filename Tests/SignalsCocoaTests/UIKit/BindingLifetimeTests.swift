#if canImport(UIKit) && !os(watchOS)
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// A binding ends when its control goes away, and nothing keeps a view alive.
final class BindingLifetimeTests: LeakCheckingTestCase {
    func testDeallocatedSendsOnceAndCompletesWhenTheObjectGoesAway() {
        MainActor.assumeIsolated {
            var view: UIView? = UIView()
            var events: [String] = []
            let subscription = view!.rx.deallocated.subscribe(onNext: { events.append("next") }, onCompleted: { events.append("completed") })
            XCTAssertEqual(events, [])
            view = nil
            XCTAssertEqual(events, ["next", "completed"])
            subscription.dispose()
        }
    }

    func testControlEventCompletesAndReleasesWhenTheButtonIsReleased() {
        let start = Resources.total
        MainActor.assumeIsolated {
            var button: UIButton? = UIButton()
            weak let released = button
            let taps = PublishRelay<Void>()
            var completed = false
            let bag = DisposeBag()
            button!.rx.tap.subscribe(onCompleted: { completed = true }).disposed(by: bag)
            button!.rx.tap.bind(to: taps).disposed(by: bag)
            button = nil
            XCTAssertNil(released, "the bindings do not keep the button alive")
            XCTAssertTrue(completed, "the tap stream completes when the button goes away")
        }
        XCTAssertEqual(Resources.total, start)
    }

    func testTwoWayTextBindingEndsWhenTheFieldIsReleased() {
        let start = Resources.total
        MainActor.assumeIsolated {
            let name = BehaviorRelay(value: "")
            var field: UITextField? = UITextField()
            weak let released = field
            var completed = false
            let bag = DisposeBag()
            field!.rx.text.orEmpty.bind(to: name).disposed(by: bag)
            field!.rx.text.subscribe(onCompleted: { completed = true }).disposed(by: bag)
            name.bind(to: field!.rx.text).disposed(by: bag)
            field!.text = "typed"
            field!.sendActions(for: .editingChanged)
            XCTAssertEqual(name.value, "typed")
            field = nil
            XCTAssertNil(released)
            XCTAssertTrue(completed)
            name.accept("after")  // the binder drops it: its target is gone
        }
        XCTAssertEqual(Resources.total, start)
    }

    func testItemsBindingEndsWhenTheTableViewIsReleased() {
        MainActor.assumeIsolated {
            var tableView: UITableView? = UITableView()
            weak let released = tableView
            tableView!.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let rows = BehaviorRelay(value: [1, 2])
            let binding = rows.bind(to: tableView!.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, _, _ in }
            XCTAssertTrue(rows.hasObservers)
            tableView = nil
            XCTAssertNil(released)
            XCTAssertFalse(rows.hasObservers, "the binding let go of its source when the table view went away")
            binding.dispose()
        }
    }
}
#endif
