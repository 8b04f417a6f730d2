#if os(Linux) && canImport(UIKit)
// Uses the stand-in's hook for delegate messages, so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// The collection view's supplementary-view events and the table and collection views' focus
/// events, as RxCocoa's (UICollectionView+RxTests, UITableView+RxTests), with the app's delegate kept.
final class SupplementaryAndFocusEventTests: LeakCheckingTestCase {
    final class AppDelegate: NSObject, UICollectionViewDelegate, UITableViewDelegate {
        var log: [String] = []
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
            at indexPath: IndexPath
        ) { log.append("will display \(elementKind)") }
        func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append("collection focus")
        }
        func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append("table focus")
        }
    }

    func testSupplementaryViewsSendTheViewItsKindAndIndexPath() {
        MainActor.assumeIsolated {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let appDelegate = AppDelegate()
            collectionView.delegate = appDelegate
            let header = UICollectionReusableView()
            var shown: [Reactive<UICollectionView>.DisplayCollectionViewSupplementaryViewEvent] = []
            var hidden: [String] = []
            let bag = DisposeBag()
            collectionView.rx.willDisplaySupplementaryView.subscribe(onNext: { shown.append($0) }).disposed(by: bag)
            collectionView.rx.didEndDisplayingSupplementaryView.subscribe(onNext: { view, kind, indexPath in
                hidden.append("\(kind) \(indexPath.section) \(view === header)")
            }).disposed(by: bag)
            collectionView.standInUIKitTellsDelegate { delegate, view in
                (delegate as? UICollectionViewDelegate)?.collectionView(
                    view as! UICollectionView, willDisplaySupplementaryView: header, forElementKind: "header", at: IndexPath(item: 0, section: 2)
                )
            }
            XCTAssertEqual(hidden, [], "shown, not hidden")
            collectionView.standInUIKitTellsDelegate { delegate, view in
                (delegate as? UICollectionViewDelegate)?.collectionView(
                    view as! UICollectionView, didEndDisplayingSupplementaryView: header, forElementOfKind: "footer", at: IndexPath(item: 0, section: 2)
                )
            }
            XCTAssertEqual(shown.count, 1)
            XCTAssertTrue(shown.first?.supplementaryView === header)
            XCTAssertEqual(shown.first?.elementKind, "header")
            XCTAssertEqual(shown.first?.at, IndexPath(item: 0, section: 2))
            XCTAssertEqual(hidden, ["footer 2 true"])
            XCTAssertEqual(appDelegate.log, ["will display header"], "the app's delegate still gets the message")
        }
    }

    func testFocusUpdatesSendTheContextAndCoordinator() {
        MainActor.assumeIsolated {
            let tableView = UITableView(), collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let appDelegate = AppDelegate()
            tableView.delegate = appDelegate
            collectionView.delegate = appDelegate
            var log: [String] = []
            let bag = DisposeBag()
            tableView.rx.didUpdateFocusInContextWithAnimationCoordinator.subscribe(onNext: { context, _ in
                log.append("table \(context.previouslyFocusedIndexPath?.row ?? -1) → \(context.nextFocusedIndexPath?.row ?? -1)")
            }).disposed(by: bag)
            collectionView.rx.didUpdateFocusInContextWithAnimationCoordinator.subscribe(onNext: { event in
                log.append("collection → \(event.context.nextFocusedIndexPath?.item ?? -1)")
            }).disposed(by: bag)
            let coordinator = UIFocusAnimationCoordinator()
            tableView.standInUIKitTellsDelegate { delegate, view in
                let context = UITableViewFocusUpdateContext(standInFrom: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
                (delegate as? UITableViewDelegate)?.tableView(view as! UITableView, didUpdateFocusIn: context, with: coordinator)
            }
            collectionView.standInUIKitTellsDelegate { delegate, view in
                let context = UICollectionViewFocusUpdateContext(standInFrom: nil, to: IndexPath(item: 3, section: 0))
                (delegate as? UICollectionViewDelegate)?.collectionView(view as! UICollectionView, didUpdateFocusIn: context, with: coordinator)
            }
            XCTAssertEqual(log, ["table 0 → 1", "collection → 3"])
            XCTAssertEqual(appDelegate.log, ["table focus", "collection focus"])
        }
    }

    func testTheEventsCompleteWhenTheViewsAreDeallocated() {
        MainActor.assumeIsolated {
            var tableView: UITableView? = UITableView()
            var collectionView: UICollectionView? = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var completed: [String] = []
            let bag = DisposeBag()
            tableView?.rx.didUpdateFocusInContextWithAnimationCoordinator.subscribe(onCompleted: { completed.append("table focus") }).disposed(by: bag)
            collectionView?.rx.didUpdateFocusInContextWithAnimationCoordinator.subscribe(onCompleted: { completed.append("focus") }).disposed(by: bag)
            collectionView?.rx.willDisplaySupplementaryView.subscribe(onCompleted: { completed.append("will") }).disposed(by: bag)
            collectionView?.rx.didEndDisplayingSupplementaryView.subscribe(onCompleted: { completed.append("did end") }).disposed(by: bag)
            weak let releasedTable = tableView, releasedCollection = collectionView
            tableView = nil
            collectionView = nil
            XCTAssertNil(releasedTable)
            XCTAssertNil(releasedCollection)
            XCTAssertEqual(completed.sorted(), ["did end", "focus", "table focus", "will"])
        }
    }
}
#endif
