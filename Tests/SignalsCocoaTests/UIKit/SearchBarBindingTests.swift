#if os(Linux) && canImport(UIKit)
// Uses the stand-in's user-action hooks (typing, button taps), so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// A search bar's properties and events as an RxCocoa app uses them (RxCocoa's UISearchBar+Rx.swift):
/// built on the search bar's delegate proxy, so the app's own delegate keeps getting every message.
final class SearchBarBindingTests: LeakCheckingTestCase {
    /// An app's own delegate, logging every message.
    final class AppDelegate: NSObject, UISearchBarDelegate {
        var log: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmark") }
        func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { log.append("results") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    }

    func testTextIsTheTextOnSubscriptionThenAfterEachChangeAndEachEndOfEditing() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            searchBar.text = "Sw"
            var texts: [String?] = []
            let bag = DisposeBag()
            searchBar.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            searchBar.standInUserBeginsEditing()
            searchBar.standInUserTypes("Swi")
            searchBar.standInUserTypes("Swift")
            searchBar.text = nil // set by the app: UIKit does not report it
            searchBar.standInUserEndsEditing()
            XCTAssertEqual(texts, ["Sw", "Swi", "Swift", ""], "as RxCocoa: `text ?? \"\"` after textDidChange and after editing ends")
        }
    }

    func testValueIsText() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            var values: [String] = []
            let bag = DisposeBag()
            searchBar.rx.value.orEmpty.subscribe(onNext: { values.append($0) }).disposed(by: bag)
            searchBar.standInUserTypes("a")
            XCTAssertEqual(values, ["", "a"])
        }
    }

    func testBindingTextSetsItWithoutSendingItBack() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            var texts: [String?] = []
            let bag = DisposeBag()
            searchBar.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            Observable.just("query").bind(to: searchBar.rx.text).disposed(by: bag)
            XCTAssertEqual(searchBar.text, "query")
            XCTAssertEqual(texts, [""])
        }
    }

    func testSelectedScopeButtonIndexIsTheIndexOnSubscriptionThenEachChangeAndCanBeBound() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            searchBar.scopeButtonTitles = ["All", "Books", "Films"]
            var indexes: [Int] = []
            let bag = DisposeBag()
            searchBar.rx.selectedScopeButtonIndex.subscribe(onNext: { indexes.append($0) }).disposed(by: bag)
            searchBar.standInUserSelectsScopeButton(at: 2)
            Observable.just(1).bind(to: searchBar.rx.selectedScopeButtonIndex).disposed(by: bag)
            XCTAssertEqual(searchBar.selectedScopeButtonIndex, 1)
            searchBar.standInUserSelectsScopeButton(at: 0)
            XCTAssertEqual(indexes, [0, 2, 0])
        }
    }

    func testButtonAndEditingEvents() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            var log: [String] = []
            let bag = DisposeBag()
            searchBar.rx.textDidBeginEditing.subscribe(onNext: { log.append("begin") }).disposed(by: bag)
            searchBar.rx.searchButtonClicked.subscribe(onNext: { log.append("search") }).disposed(by: bag)
            searchBar.rx.cancelButtonClicked.subscribe(onNext: { log.append("cancel") }).disposed(by: bag)
            searchBar.rx.bookmarkButtonClicked.subscribe(onNext: { log.append("bookmark") }).disposed(by: bag)
            searchBar.rx.resultsListButtonClicked.subscribe(onNext: { log.append("results") }).disposed(by: bag)
            searchBar.rx.textDidEndEditing.subscribe(onNext: { log.append("end") }).disposed(by: bag)
            searchBar.standInUserBeginsEditing()
            searchBar.standInUserTypes("x")
            searchBar.standInUserTapsSearchButton()
            searchBar.standInUserTapsBookmarkButton()
            searchBar.standInUserTapsResultsListButton()
            searchBar.standInUserTapsCancelButton()
            searchBar.standInUserEndsEditing()
            XCTAssertEqual(log, ["begin", "search", "bookmark", "results", "cancel", "end"])
        }
    }

    func testADelegateSetBeforeSubscribingKeepsGettingEveryMessage() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            let appDelegate = AppDelegate()
            searchBar.delegate = appDelegate
            var log: [String] = []
            let bag = DisposeBag()
            searchBar.rx.text.orEmpty.subscribe(onNext: { log.append("rx text \($0)") }).disposed(by: bag)
            searchBar.rx.selectedScopeButtonIndex.subscribe(onNext: { log.append("rx scope \($0)") }).disposed(by: bag)
            searchBar.rx.searchButtonClicked.subscribe(onNext: { log.append("rx search") }).disposed(by: bag)
            searchBar.rx.cancelButtonClicked.subscribe(onNext: { log.append("rx cancel") }).disposed(by: bag)
            searchBar.standInUserBeginsEditing()
            searchBar.standInUserTypes("a")
            searchBar.standInUserSelectsScopeButton(at: 1)
            searchBar.standInUserTapsSearchButton()
            searchBar.standInUserTapsBookmarkButton()
            searchBar.standInUserTapsResultsListButton()
            searchBar.standInUserTapsCancelButton()
            searchBar.standInUserEndsEditing()
            XCTAssertEqual(appDelegate.log, ["begin", "text a", "scope 1", "search", "bookmark", "results", "cancel", "end"])
            XCTAssertEqual(log, ["rx text ", "rx scope 0", "rx text a", "rx scope 1", "rx search", "rx cancel", "rx text a"])
            XCTAssertTrue(searchBar.rx.delegate.forwardToDelegate() === appDelegate)
            XCTAssertTrue(searchBar.delegate === searchBar.rx.delegate, "the proxy is the search bar's delegate")
        }
    }

    func testSetDelegateAfterSubscribingKeepsBothHoldsTheDelegateWeaklyAndIsUndone() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            var searches = 0
            let bag = DisposeBag()
            searchBar.rx.searchButtonClicked.subscribe(onNext: { searches += 1 }).disposed(by: bag)
            var appDelegate: AppDelegate? = AppDelegate()
            weak let released = appDelegate
            let delegating = searchBar.rx.setDelegate(appDelegate!)
            searchBar.standInUserTapsSearchButton()
            XCTAssertEqual(appDelegate?.log, ["search"])
            delegating.dispose()
            searchBar.standInUserTapsSearchButton()
            XCTAssertEqual(appDelegate?.log, ["search"], "no longer the delegate once disposed")
            XCTAssertEqual(searches, 2)
            _ = searchBar.rx.setDelegate(appDelegate!)
            appDelegate = nil
            XCTAssertNil(released, "the proxy holds the delegate weakly, as RxCocoa's")
            searchBar.standInUserTapsSearchButton()
            XCTAssertEqual(searches, 3)
        }
    }

    func testMethodInvokedSendsTheArguments() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            var arguments: [String] = []
            let bag = DisposeBag()
            searchBar.rx.delegate.methodInvoked(Selector(("searchBar:textDidChange:")))
                .subscribe(onNext: { arguments.append("\(($0[0] as? UISearchBar) === searchBar) \($0[1])") })
                .disposed(by: bag)
            searchBar.standInUserTypes("q")
            XCTAssertEqual(arguments, ["true q"])
        }
    }

    func testADisposedSubscriptionGetsNothingMore() {
        MainActor.assumeIsolated {
            let searchBar = UISearchBar()
            var texts: [String] = []
            var searches = 0
            let text = searchBar.rx.text.orEmpty.subscribe(onNext: { texts.append($0) })
            let search = searchBar.rx.searchButtonClicked.subscribe(onNext: { searches += 1 })
            searchBar.standInUserTypes("a")
            searchBar.standInUserTapsSearchButton()
            text.dispose()
            search.dispose()
            searchBar.standInUserTypes("ab")
            searchBar.standInUserTapsSearchButton()
            XCTAssertEqual(texts, ["", "a"])
            XCTAssertEqual(searches, 1)
        }
    }

    func testEverythingCompletesWhenTheSearchBarIsDeallocated() {
        MainActor.assumeIsolated {
            var searchBar: UISearchBar? = UISearchBar()
            var completed: [String] = []
            let bag = DisposeBag()
            searchBar?.rx.text.subscribe(onCompleted: { completed.append("text") }).disposed(by: bag)
            searchBar?.rx.selectedScopeButtonIndex.subscribe(onCompleted: { completed.append("scope") }).disposed(by: bag)
            searchBar?.rx.searchButtonClicked.subscribe(onCompleted: { completed.append("search") }).disposed(by: bag)
            searchBar?.rx.textDidEndEditing.subscribe(onCompleted: { completed.append("end") }).disposed(by: bag)
            weak let released = searchBar
            searchBar = nil
            XCTAssertNil(released, "the bindings do not keep the search bar alive")
            XCTAssertEqual(completed.sorted(), ["end", "scope", "search", "text"])
        }
    }

    func testPropertiesSubscribedToAfterTheSearchBarIsGoneSendRxCocoasDefaultsAndComplete() {
        MainActor.assumeIsolated {
            var searchBar: UISearchBar? = UISearchBar()
            let text = searchBar!.rx.text
            let scope = searchBar!.rx.selectedScopeButtonIndex
            let search = searchBar!.rx.searchButtonClicked
            searchBar = nil
            var log: [String] = []
            let bag = DisposeBag()
            text.subscribe(onNext: { log.append("text \(String(describing: $0))") }, onCompleted: { log.append("text completed") }).disposed(by: bag)
            scope.subscribe(onNext: { log.append("scope \($0)") }, onCompleted: { log.append("scope completed") }).disposed(by: bag)
            search.subscribe(onNext: { log.append("search") }, onCompleted: { log.append("search completed") }).disposed(by: bag)
            XCTAssertEqual(log, ["text nil", "text completed", "scope 0", "scope completed", "search completed"])
        }
    }
}
#endif
