#if os(Linux) && canImport(UIKit)
// Uses the stand-in's prefetching hooks, so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// Table and collection views' prefetching, on their prefetch data source proxies as RxCocoa's.
final class PrefetchingEventTests: LeakCheckingTestCase {
    final class AppPrefetcher: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
        var log: [String] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { log.append("rows \(indexPaths.map(\.row))") }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { log.append("cancel rows") }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { log.append("items \(indexPaths.map(\.item))") }
    }

    func testTableViewPrefetchRowsAndCancelSendTheRowsAndTheAppsPrefetcherKeepsBoth() {
        MainActor.assumeIsolated {
            let tableView = UITableView()
            let prefetcher = AppPrefetcher()
            tableView.prefetchDataSource = prefetcher
            var log: [String] = []
            let bag = DisposeBag()
            tableView.rx.prefetchRows.subscribe(onNext: { log.append("prefetch \($0.map(\.row))") }).disposed(by: bag)
            tableView.rx.cancelPrefetchingForRows.subscribe(onNext: { log.append("cancel \($0.map(\.row))") }).disposed(by: bag)
            tableView.standInPrefetchesRows(at: [IndexPath(row: 7, section: 0), IndexPath(row: 8, section: 0)])
            tableView.standInCancelsPrefetchingRows(at: [IndexPath(row: 8, section: 0)])
            XCTAssertEqual(log, ["prefetch [7, 8]", "cancel [8]"])
            XCTAssertEqual(prefetcher.log, ["rows [7, 8]", "cancel rows"])
            XCTAssertTrue(tableView.prefetchDataSource === tableView.rx.prefetchDataSource)
        }
    }

    func testCollectionViewPrefetchItemsAndCancelAndSetPrefetchDataSourceUntilDisposed() {
        MainActor.assumeIsolated {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let prefetcher = AppPrefetcher()
            var log: [String] = []
            let bag = DisposeBag()
            collectionView.rx.prefetchItems.subscribe(onNext: { log.append("prefetch \($0.map(\.item))") }).disposed(by: bag)
            collectionView.rx.cancelPrefetchingForItems.subscribe(onNext: { log.append("cancel \($0.map(\.item))") }).disposed(by: bag)
            let forwarding = collectionView.rx.setPrefetchDataSource(prefetcher)
            collectionView.standInPrefetchesItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.standInCancelsPrefetchingItems(at: [IndexPath(item: 2, section: 0)])
            forwarding.dispose()
            collectionView.standInPrefetchesItems(at: [IndexPath(item: 3, section: 0)])
            XCTAssertEqual(log, ["prefetch [2]", "cancel [2]", "prefetch [3]"])
            XCTAssertEqual(prefetcher.log, ["items [2]"], "forwarded until disposed; its cancel is the protocol's default")
        }
    }

    func testThePrefetchEventsCompleteWhenTheViewsAreDeallocated() {
        MainActor.assumeIsolated {
            var tableView: UITableView? = UITableView()
            var collectionView: UICollectionView? = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var completed: [String] = []
            let bag = DisposeBag()
            tableView?.rx.prefetchRows.subscribe(onCompleted: { completed.append("rows") }).disposed(by: bag)
            tableView?.rx.cancelPrefetchingForRows.subscribe(onCompleted: { completed.append("cancel rows") }).disposed(by: bag)
            collectionView?.rx.prefetchItems.subscribe(onCompleted: { completed.append("items") }).disposed(by: bag)
            collectionView?.rx.cancelPrefetchingForItems.subscribe(onCompleted: { completed.append("cancel items") }).disposed(by: bag)
            weak let releasedTable = tableView, releasedCollection = collectionView
            tableView = nil
            collectionView = nil
            XCTAssertNil(releasedTable)
            XCTAssertNil(releasedCollection)
            XCTAssertEqual(completed.sorted(), ["cancel items", "cancel rows", "items", "rows"])
        }
    }
}
#endif
