#if os(Linux) && canImport(UIKit)
// Uses the stand-in's user-action hooks (a bar button tap, a row selection), so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

final class NameCell: UITableViewCell {}
final class TileCell: UICollectionViewCell {
    var caption = ""
}

final class ListBindingTests: LeakCheckingTestCase {
    func testTableViewItemsSelectionAndModels() {
        MainActor.assumeIsolated {
            let tableView = UITableView()
            tableView.register(NameCell.self, forCellReuseIdentifier: "Name")
            let names = BehaviorRelay(value: ["Ada", "Grace"])
            let bag = DisposeBag()
            names
                .bind(to: tableView.rx.items(cellIdentifier: "Name", cellType: NameCell.self)) { row, name, cell in
                    cell.textLabel?.text = "\(row): \(name)"
                }
                .disposed(by: bag)
            XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["0: Ada", "1: Grace"])
            names.accept(["Linus"])
            XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["0: Linus"])

            var selected: [IndexPath] = []
            var models: [String] = []
            tableView.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
            tableView.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
            tableView.standInUserSelectsRow(at: IndexPath(row: 0, section: 0))
            XCTAssertEqual(selected, [IndexPath(row: 0, section: 0)])
            XCTAssertEqual(models, ["Linus"])
        }
    }

    func testTableRowsStayWhenTheSourceCompletesAndGoWhenDisposed() {
        MainActor.assumeIsolated {
            let tableView = UITableView()
            tableView.register(NameCell.self, forCellReuseIdentifier: "Name")
            let binding = Observable.just(["only"])
                .bind(to: tableView.rx.items(cellIdentifier: "Name", cellType: NameCell.self)) { _, name, cell in
                    cell.textLabel?.text = name
                }
            tableView.reloadData()
            XCTAssertEqual(tableView.visibleCells.count, 1, "the data source outlives the completed source")
            binding.dispose()
            XCTAssertTrue(tableView.dataSource is RxTableViewDataSourceProxy, "the proxy stays the data source, as in RxCocoa")
            XCTAssertNil(tableView.rx.dataSource.forwardToDelegate(), "the binding's data source is gone")
            XCTAssertEqual(tableView.visibleCells.count, 0)
        }
    }

    func testCollectionViewItemsSelectionAndModels() {
        MainActor.assumeIsolated {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
            let bag = DisposeBag()
            Observable.just([10, 20, 30])
                .bind(to: collectionView.rx.items(cellIdentifier: "Tile", cellType: TileCell.self)) { item, number, cell in
                    cell.caption = "\(item)=\(number)"
                }
                .disposed(by: bag)
            XCTAssertEqual(collectionView.visibleCells.compactMap { ($0 as? TileCell)?.caption }, ["0=10", "1=20", "2=30"])
            var models: [Int] = []
            collectionView.rx.modelSelected(Int.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
            collectionView.standInUserSelectsItem(at: IndexPath(item: 2, section: 0))
            XCTAssertEqual(models, [30])
        }
    }

    func testBarButtonItemTapIsSharedAndKeepsTheTitle() {
        MainActor.assumeIsolated {
            let item = UIBarButtonItem()
            item.title = "Add"
            var first = 0, second = 0
            let bag = DisposeBag()
            item.rx.tap.subscribe(onNext: { first += 1 }).disposed(by: bag)
            item.rx.tap.subscribe(onNext: { second += 1 }).disposed(by: bag)
            item.standInUserTaps()
            item.standInUserTaps()
            XCTAssertEqual([first, second], [2, 2])
            XCTAssertEqual(item.title, "Add")
        }
    }
}
#endif
