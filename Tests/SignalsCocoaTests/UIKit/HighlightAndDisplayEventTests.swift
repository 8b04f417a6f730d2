#if os(Linux) && canImport(UIKit)
// Uses the stand-in's user-action hooks, so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// Highlighting, and the collection view's display events typed with RxCocoa's names.
final class HighlightAndDisplayEventTests: LeakCheckingTestCase {
    func testTableRowsHighlightAndUnhighlight() {
        MainActor.assumeIsolated {
            let tableView = UITableView()
            var log: [String] = []
            let bag = DisposeBag()
            tableView.rx.itemHighlighted.subscribe(onNext: { log.append("highlight \($0.row)") }).disposed(by: bag)
            tableView.rx.itemUnhighlighted.subscribe(onNext: { log.append("unhighlight \($0.row)") }).disposed(by: bag)
            tableView.standInUserPressesRow(at: IndexPath(row: 4, section: 0))
            XCTAssertEqual(log, ["highlight 4", "unhighlight 4"])
        }
    }

    func testCollectionItemsHighlightAndTheirCellsDisplayAsRxCocoaTypesThem() {
        MainActor.assumeIsolated {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            var log: [String] = []
            let bag = DisposeBag()
            let shown: ControlEvent<Reactive<UICollectionView>.DisplayCollectionViewCellEvent> = collectionView.rx.willDisplayCell
            shown.subscribe(onNext: { event in log.append("show \(event.at.item)") }).disposed(by: bag)
            collectionView.rx.didEndDisplayingCell.subscribe(onNext: { cell, indexPath in log.append("hide \(indexPath.item)") }).disposed(by: bag)
            collectionView.rx.itemHighlighted.subscribe(onNext: { log.append("highlight \($0.item)") }).disposed(by: bag)
            collectionView.rx.itemUnhighlighted.subscribe(onNext: { log.append("unhighlight \($0.item)") }).disposed(by: bag)
            Observable.just([1]).bind(to: collectionView.rx.items(cellIdentifier: "Cell")) { _, _, _ in }.disposed(by: bag)
            collectionView.standInUserPressesItem(at: IndexPath(item: 0, section: 0))
            collectionView.reloadData()
            XCTAssertEqual(log, ["show 0", "highlight 0", "unhighlight 0", "hide 0", "show 0"])
        }
    }
}
#endif
