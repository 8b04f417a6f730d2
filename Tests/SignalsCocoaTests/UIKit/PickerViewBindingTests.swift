#if os(Linux) && canImport(UIKit)
// Uses the stand-in's user-action hooks (row selection), so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// The titles `pickerView` shows in `component` (its rows' labels).
@MainActor
private func titles(_ pickerView: UIPickerView, inComponent component: Int = 0) -> [String?] {
    (0..<pickerView.numberOfRows(inComponent: component)).map { (pickerView.view(forRow: $0, forComponent: component) as? UILabel)?.text }
}

/// A picker view's bindings and events as an RxCocoa app uses them (RxCocoa's UIPickerView+Rx.swift).
final class PickerViewBindingTests: LeakCheckingTestCase {
    /// An app's own delegate.
    final class AppDelegate: NSObject, UIPickerViewDelegate {
        var log: [String] = []
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            log.append("select \(row) \(component)")
        }
    }

    /// An adapter with one component per array, as an app writes one (RxCocoa's tests' TestPickerViewAdapter).
    final class ComponentsAdapter: NSObject, RxPickerViewDataSourceType, UIPickerViewDataSource, UIPickerViewDelegate, SectionedViewDataSourceType {
        typealias Element = [[Int]]
        private var components: [[Int]] = []

        func pickerView(_ pickerView: UIPickerView, observedEvent: Event<[[Int]]>) {
            guard case .next(let components) = observedEvent else { return }
            self.components = components
            pickerView.reloadAllComponents()
        }

        func model(at indexPath: IndexPath) throws -> Any { components[indexPath.section][indexPath.row] }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { components[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(components[component][row])" }
    }

    func testItemTitlesShowEachArrayAndKeepTheLastWhenTheSourceCompletes() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            let sizes = PublishSubject<[String]>()
            let bag = DisposeBag()
            sizes.bind(to: pickerView.rx.itemTitles) { row, size in "\(row): \(size)" }.disposed(by: bag)
            XCTAssertEqual(pickerView.numberOfComponents, 0)
            sizes.onNext(["S", "M", "L"])
            XCTAssertEqual(pickerView.numberOfComponents, 1)
            XCTAssertEqual(titles(pickerView), ["0: S", "1: M", "2: L"])
            XCTAssertEqual(pickerView.delegate?.pickerView(pickerView, titleForRow: 1, forComponent: 0), "1: M")
            sizes.onNext(["XL"])
            sizes.onCompleted()
            XCTAssertEqual(titles(pickerView), ["0: XL"])
        }
    }

    func testItemAttributedTitles() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            let bag = DisposeBag()
            Observable.just([1, 2]).bind(to: pickerView.rx.itemAttributedTitles) { _, number in NSAttributedString(string: "#\(number)") }
                .disposed(by: bag)
            XCTAssertEqual((0..<2).map { (pickerView.view(forRow: $0, forComponent: 0) as? UILabel)?.attributedText?.string }, ["#1", "#2"])
        }
    }

    func testItemsMakeEachRowsViewAndGetTheViewToReuse() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            let names = BehaviorRelay(value: ["Ada", "Grace"])
            var calls: [String] = []
            let bag = DisposeBag()
            names.bind(to: pickerView.rx.items) { row, name, reusable in
                calls.append("\(row) \(name) \(reusable == nil ? "new" : "reused")")
                let label = reusable as? UILabel ?? UILabel()
                label.text = name
                return label
            }
            .disposed(by: bag)
            names.accept(["Linus"])
            XCTAssertEqual(calls, ["0 Ada new", "1 Grace new", "0 Linus reused"])
            XCTAssertEqual(titles(pickerView), ["Linus"])
        }
    }

    func testItemSelectedSendsEachRowAndComponent() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            var selected: [String] = []
            let bag = DisposeBag()
            pickerView.rx.itemSelected.subscribe(onNext: { selected.append("\($0.row) \($0.component)") }).disposed(by: bag)
            Observable.just([[1, 2], [1, 2, 3]]).bind(to: pickerView.rx.items(adapter: ComponentsAdapter())).disposed(by: bag)
            pickerView.standInUserSelectsRow(1, inComponent: 0)
            pickerView.standInUserSelectsRow(2, inComponent: 1)
            XCTAssertEqual(selected, ["1 0", "2 1"])
        }
    }

    func testModelSelectedSendsTheSelectedModelOfEveryComponent() {
        MainActor.assumeIsolated {
            let titled = UIPickerView()
            let multi = UIPickerView()
            var models: [[String]] = []
            var numbers: [[Int]] = []
            let bag = DisposeBag()
            Observable.just(["a", "b", "c"]).bind(to: titled.rx.itemTitles) { _, item in item }.disposed(by: bag)
            titled.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
            titled.standInUserSelectsRow(2, inComponent: 0)
            titled.standInUserSelectsRow(0, inComponent: 0)
            Observable.just([[1, 2], [10, 20, 30]]).bind(to: multi.rx.items(adapter: ComponentsAdapter())).disposed(by: bag)
            multi.rx.modelSelected(Int.self).subscribe(onNext: { numbers.append($0) }).disposed(by: bag)
            multi.standInUserSelectsRow(1, inComponent: 0)
            multi.standInUserSelectsRow(2, inComponent: 1)
            XCTAssertEqual(models, [["c"], ["a"]])
            XCTAssertEqual(numbers, [[2, 10], [2, 30]], "every component's selected row, read with selectedRow(inComponent:)")
        }
    }

    func testModelSelectedSendsNothingForModelsThatAreNotAT() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            var models: [[Int]] = []
            var completed = false
            let bag = DisposeBag()
            pickerView.rx.modelSelected(Int.self).subscribe(onNext: { models.append($0) }, onCompleted: { completed = true }).disposed(by: bag)
            Observable.just(["a"]).bind(to: pickerView.rx.itemTitles) { _, item in item }.disposed(by: bag)
            pickerView.standInUserSelectsRow(0, inComponent: 0)
            XCTAssertEqual(models, [])
            XCTAssertFalse(completed)
        }
    }

    func testModelAt() throws {
        try MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            let bag = DisposeBag()
            XCTAssertThrowsError(try pickerView.rx.model(at: IndexPath(row: 0, section: 0)) as String) { error in
                guard case RxCocoaError.itemsNotYetBound = error else { return XCTFail("\(error)") }
            }
            let names = PublishSubject<[String]>()
            names.bind(to: pickerView.rx.itemTitles) { _, name in name }.disposed(by: bag)
            XCTAssertThrowsError(try pickerView.rx.model(at: IndexPath(row: 0, section: 0)) as String, "as RxCocoa: bound, no items yet") { error in
                guard case RxCocoaError.itemsNotYetBound = error else { return XCTFail("\(error)") }
            }
            names.onNext(["Ada", "Grace"])
            XCTAssertEqual(try pickerView.rx.model(at: IndexPath(row: 1, section: 0)) as String, "Grace")
            XCTAssertThrowsError(try pickerView.rx.model(at: IndexPath(row: 1, section: 0)) as Int) { error in
                guard case RxCocoaError.castingError = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testADelegateSetBeforeSubscribingKeepsGettingEveryMessage() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            let appDelegate = AppDelegate()
            pickerView.delegate = appDelegate
            var selected: [Int] = []
            let bag = DisposeBag()
            pickerView.rx.itemSelected.subscribe(onNext: { selected.append($0.row) }).disposed(by: bag)
            pickerView.standInUserSelectsRow(3, inComponent: 0)
            XCTAssertEqual(selected, [3])
            XCTAssertEqual(appDelegate.log, ["select 3 0"])
            XCTAssertTrue(pickerView.rx.delegate.forwardToDelegate() === appDelegate)
        }
    }

    func testAnItemsBindingTakesTheDelegatesPlaceAsRxCocoasDoesUntilDisposed() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            let appDelegate = AppDelegate()
            pickerView.delegate = appDelegate
            var selected: [Int] = []
            let bag = DisposeBag()
            pickerView.rx.itemSelected.subscribe(onNext: { selected.append($0.row) }).disposed(by: bag)
            let binding = Observable.just(["a", "b"]).bind(to: pickerView.rx.itemTitles) { _, item in item }
            pickerView.standInUserSelectsRow(1, inComponent: 0)
            XCTAssertEqual(appDelegate.log, [], "the adapter is the forward delegate now")
            XCTAssertEqual(titles(pickerView), ["a", "b"])
            binding.dispose()
            XCTAssertNil(pickerView.rx.delegate.forwardToDelegate())
            XCTAssertEqual(pickerView.numberOfComponents, 0, "disposing the binding reloads the picker empty")
            let delegating = pickerView.rx.setDelegate(appDelegate)
            pickerView.standInUserSelectsRow(0, inComponent: 0)
            delegating.dispose()
            XCTAssertEqual(appDelegate.log, ["select 0 0"])
            XCTAssertEqual(selected, [1, 0])
        }
    }

    func testTheAdapterLivesUntilTheBindingIsDisposedOrThePickerIsDeallocated() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            var adapter: ComponentsAdapter? = ComponentsAdapter()
            weak let disposedAdapter = adapter
            let binding = Observable.just([[1]]).bind(to: pickerView.rx.items(adapter: adapter!))
            adapter = nil
            XCTAssertNotNil(disposedAdapter, "the data source proxy keeps the adapter")
            binding.dispose()
            XCTAssertNil(disposedAdapter)

            var picker: UIPickerView? = UIPickerView()
            adapter = ComponentsAdapter()
            weak let pickersAdapter = adapter
            weak let releasedPicker = picker
            _ = Observable.just([[1]]).bind(to: picker!.rx.items(adapter: adapter!))
            adapter = nil
            picker = nil
            XCTAssertNil(releasedPicker, "the binding does not keep the picker alive")
            XCTAssertNil(pickersAdapter)
        }
    }

    func testADisposedSubscriptionGetsNothingMore() {
        MainActor.assumeIsolated {
            let pickerView = UIPickerView()
            var selected: [Int] = []
            let subscription = pickerView.rx.itemSelected.subscribe(onNext: { selected.append($0.row) })
            pickerView.standInUserSelectsRow(0, inComponent: 0)
            subscription.dispose()
            pickerView.standInUserSelectsRow(1, inComponent: 0)
            XCTAssertEqual(selected, [0])
        }
    }

    func testTheEventsCompleteWhenThePickerIsDeallocated() {
        MainActor.assumeIsolated {
            var pickerView: UIPickerView? = UIPickerView()
            var completed: [String] = []
            let bag = DisposeBag()
            Observable.just(["a"]).bind(to: pickerView!.rx.itemTitles) { _, item in item }.disposed(by: bag)
            pickerView?.rx.itemSelected.subscribe(onCompleted: { completed.append("itemSelected") }).disposed(by: bag)
            pickerView?.rx.modelSelected(String.self).subscribe(onCompleted: { completed.append("modelSelected") }).disposed(by: bag)
            weak let released = pickerView
            pickerView = nil
            XCTAssertNil(released, "the proxies and the binding do not keep the picker alive")
            XCTAssertEqual(completed.sorted(), ["itemSelected", "modelSelected"])
        }
    }
}
#endif
