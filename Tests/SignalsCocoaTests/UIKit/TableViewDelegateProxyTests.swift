#if os(Linux) && canImport(UIKit)
// Uses the stand-in's user-action hooks (row selection, deletion, moves), so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// A table view's events as an RxCocoa app uses them: built on the table's delegate and data source
/// proxies, so the app's own delegate keeps getting every message.
final class TableViewDelegateProxyTests: LeakCheckingTestCase {
    /// An app's own delegate, set on the table as usual.
    final class AppDelegate: NSObject, UITableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll") }
    }

    func testADelegateSetBeforeTheEventsStaysTheTablesDelegate() {
        MainActor.assumeIsolated {
            let tableView = UITableView()
            let appDelegate = AppDelegate()
            tableView.delegate = appDelegate
            var selected: [IndexPath] = []
            let bag = DisposeBag()
            tableView.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
            tableView.standInUserSelectsRow(at: IndexPath(row: 1, section: 0))
            XCTAssertEqual(selected, [IndexPath(row: 1, section: 0)])
            XCTAssertEqual(appDelegate.log, ["select 1"], "the app's delegate still hears of the selection")
            XCTAssertTrue(tableView.rx.delegate.forwardToDelegate() === appDelegate)
        }
    }

    func testSetDelegateAfterTheEventsKeepsBoth() {
        MainActor.assumeIsolated {
            let tableView = UITableView()
            var selected: [Int] = []
            let bag = DisposeBag()
            tableView.rx.itemSelected.subscribe(onNext: { selected.append($0.row) }).disposed(by: bag)
            let appDelegate = AppDelegate()
            tableView.rx.setDelegate(appDelegate).disposed(by: bag)
            tableView.standInUserSelectsRow(at: IndexPath(row: 2, section: 0))
            tableView.contentOffset = CGPoint(x: 0, y: 40)
            XCTAssertEqual(selected, [2])
            XCTAssertEqual(appDelegate.log, ["select 2", "scroll"])
        }
    }

    func testMethodInvokedSendsTheArgumentsAfterTheForwardDelegateAndSentMessageBefore() {
        MainActor.assumeIsolated {
            let tableView = UITableView()
            let appDelegate = AppDelegate()
            tableView.delegate = appDelegate
            var order: [String] = []
            let bag = DisposeBag()
            let didSelect = Selector(("tableView:didSelectRowAtIndexPath:"))
            tableView.rx.delegate.sentMessage(didSelect)
                .subscribe(onNext: { arguments in order.append("sent \((arguments[1] as? IndexPath)?.row ?? -1) \(appDelegate.log.count)") })
                .disposed(by: bag)
            tableView.rx.delegate.methodInvoked(didSelect)
                .subscribe(onNext: { arguments in
                    order.append("invoked \(arguments.count) \((arguments[0] as? UITableView) === tableView) \(appDelegate.log.count)")
                })
                .disposed(by: bag)
            tableView.standInUserSelectsRow(at: IndexPath(row: 3, section: 0))
            XCTAssertEqual(order, ["sent 3 0", "invoked 2 true 1"])
        }
    }

    func testDeselectionAccessoryAndDisplayEvents() {
        MainActor.assumeIsolated {
            let tableView = UITableView()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            var log: [String] = []
            let bag = DisposeBag()
            tableView.rx.itemDeselected.subscribe(onNext: { log.append("deselected \($0.row)") }).disposed(by: bag)
            tableView.rx.itemAccessoryButtonTapped.subscribe(onNext: { log.append("accessory \($0.row)") }).disposed(by: bag)
            tableView.rx.willDisplayCell.subscribe(onNext: { event in log.append("show \(event.indexPath.row) \(event.cell.reuseIdentifier ?? "")") }).disposed(by: bag)
            tableView.rx.didEndDisplayingCell.subscribe(onNext: { event in log.append("hide \(event.indexPath.row)") }).disposed(by: bag)
            Observable.just(["a"]).bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, _, _ in }.disposed(by: bag)
            tableView.standInUserDeselectsRow(at: IndexPath(row: 0, section: 0))
            tableView.standInUserTapsAccessoryButton(at: IndexPath(row: 0, section: 0))
            tableView.reloadData()
            XCTAssertEqual(log, ["show 0 Cell", "deselected 0", "accessory 0", "hide 0", "show 0 Cell"])
        }
    }

    func testDeletedInsertedAndMovedRowsAndTheirModels() throws {
        try MainActor.assumeIsolated {
            let tableView = UITableView()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            var log: [String] = []
            let bag = DisposeBag()
            Observable.just(["Ada", "Grace", "Linus"]).bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, _, _ in }.disposed(by: bag)
            tableView.rx.itemDeleted.subscribe(onNext: { log.append("deleted \($0.row)") }).disposed(by: bag)
            tableView.rx.modelDeleted(String.self).subscribe(onNext: { log.append("deleted \($0)") }).disposed(by: bag)
            tableView.rx.itemInserted.subscribe(onNext: { log.append("inserted \($0.row)") }).disposed(by: bag)
            tableView.rx.itemMoved.subscribe(onNext: { log.append("moved \($0.sourceIndex.row) \($0.destinationIndex.row)") }).disposed(by: bag)
            tableView.standInUserCommits(.delete, at: IndexPath(row: 1, section: 0))
            tableView.standInUserCommits(.insert, at: IndexPath(row: 0, section: 0))
            tableView.standInUserMovesRow(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
            XCTAssertEqual(log, ["deleted 1", "deleted Grace", "inserted 0", "moved 2 0"])
            XCTAssertEqual(try tableView.rx.model(at: IndexPath(row: 2, section: 0)) as String, "Linus")
            XCTAssertThrowsError(try tableView.rx.model(at: IndexPath(row: 2, section: 0)) as Int)
        }
    }

    func testModelAtBeforeAnyItemsAreBoundThrowsItemsNotYetBound() throws {
        try MainActor.assumeIsolated {
            let tableView = UITableView()
            XCTAssertThrowsError(try tableView.rx.model(at: IndexPath(row: 0, section: 0)) as String) { error in
                guard case RxCocoaError.itemsNotYetBound = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testTheEventsCompleteWhenTheTableIsDeallocated() {
        MainActor.assumeIsolated {
            var tableView: UITableView? = UITableView()
            var completed = 0
            let bag = DisposeBag()
            tableView?.rx.itemSelected.subscribe(onCompleted: { completed += 1 }).disposed(by: bag)
            tableView?.rx.itemDeleted.subscribe(onCompleted: { completed += 1 }).disposed(by: bag)
            weak let released = tableView
            tableView = nil
            XCTAssertNil(released, "the proxies do not keep the table alive")
            XCTAssertEqual(completed, 2)
        }
    }
}
#endif
