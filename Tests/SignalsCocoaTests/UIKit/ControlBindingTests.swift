#if canImport(UIKit) && !os(watchOS)
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// Every control binding, driven the way UIKit delivers user actions (`sendActions(for:)`).
final class ControlBindingTests: LeakCheckingTestCase {
    func testControlEventSendsOnlyTheEventsAskedFor() {
        MainActor.assumeIsolated {
            let control = UIControl()
            _ = control.rx.deallocated  // attaches the control's (lifelong) deallocation witness first
            let before = Resources.total
            var count = 0
            var subscription: Disposable? = control.rx.controlEvent([.touchDown, .valueChanged]).subscribe(onNext: { count += 1 })
            XCTAssertEqual(count, 0, "a control event sends nothing on subscription")
            control.sendActions(for: .touchDown)
            control.sendActions(for: .editingChanged)
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(count, 2)
            subscription?.dispose()
            subscription = nil
            control.sendActions(for: .touchDown)
            XCTAssertEqual(count, 2, "disposal stops the events")
            XCTAssertEqual(Resources.total, before, "disposal removed the action: the live control holds nothing of the subscription")
        }
    }

    func testButtonTapTitleEnabledAndSelected() {
        MainActor.assumeIsolated {
            let button = UIButton()
            let taps = PublishRelay<Void>()
            var tapCount = 0
            let bag = DisposeBag()
            taps.subscribe(onNext: { tapCount += 1 }).disposed(by: bag)
            button.rx.tap.bind(to: taps).disposed(by: bag)
            button.sendActions(for: .touchUpInside)
            button.sendActions(for: .touchDown)
            XCTAssertEqual(tapCount, 1)

            Observable.just("Save").bind(to: button.rx.title()).disposed(by: bag)
            Observable.just("Saving").bind(to: button.rx.title(for: .disabled)).disposed(by: bag)
            XCTAssertEqual(button.title(for: .normal), "Save")
            XCTAssertEqual(button.title(for: .disabled), "Saving")

            Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)
            Observable.just(true).bind(to: button.rx.isSelected).disposed(by: bag)
            XCTAssertFalse(button.isEnabled)
            XCTAssertTrue(button.isSelected)
        }
    }

    func testTextFieldTextIsTwoWayAndOrEmptyReadsNilAsEmpty() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.text = nil
            var seen: [String] = []
            var seenOptional: [String?] = []
            let bag = DisposeBag()
            field.rx.text.orEmpty.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            field.rx.text.subscribe(onNext: { seenOptional.append($0) }).disposed(by: bag)
            XCTAssertEqual(seen, [""], "the current text on subscription, nil as \"\"")
            XCTAssertEqual(seenOptional, [nil])

            field.text = "Hi"
            field.sendActions(for: .editingChanged)
            XCTAssertEqual(seen, ["", "Hi"])

            let model = BehaviorRelay<String>(value: "from model")
            model.bind(to: field.rx.text).disposed(by: bag)
            XCTAssertEqual(field.text, "from model")
            XCTAssertEqual(seen, ["", "Hi"], "a value bound into the field is not read back (no loop)")

            Observable.just("via orEmpty").bind(to: field.rx.text.orEmpty).disposed(by: bag)
            XCTAssertEqual(field.text, "via orEmpty")

            var changes: [String?] = []
            field.rx.text.changed.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
            XCTAssertEqual(changes, [], "changed skips the current value")
            field.text = "typed"
            field.sendActions(for: .editingDidEnd)
            XCTAssertEqual(changes, ["typed"])
        }
    }

    func testTextViewTextIsTwoWay() {
        MainActor.assumeIsolated {
            let textView = UITextView()
            var seen: [String?] = []
            let bag = DisposeBag()
            textView.rx.text.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            textView.standInUserTypes("Dear")
            XCTAssertEqual(seen, ["", "Dear"])
            Observable.just("Bound").bind(to: textView.rx.text).disposed(by: bag)
            XCTAssertEqual(textView.text, "Bound")
            XCTAssertEqual(seen, ["", "Dear"])
        }
    }

    func testValueControlsAreTwoWay() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let slider = UISlider()
            let segments = UISegmentedControl()
            let bag = DisposeBag()
            var ons: [Bool] = [], values: [Float] = [], indexes: [Int] = []
            toggle.rx.isOn.subscribe(onNext: { ons.append($0) }).disposed(by: bag)
            slider.rx.value.subscribe(onNext: { values.append($0) }).disposed(by: bag)
            segments.rx.selectedSegmentIndex.subscribe(onNext: { indexes.append($0) }).disposed(by: bag)

            toggle.isOn = true
            toggle.sendActions(for: .valueChanged)
            slider.value = 0.5
            slider.sendActions(for: .valueChanged)
            segments.selectedSegmentIndex = 2
            segments.sendActions(for: .valueChanged)
            XCTAssertEqual(ons, [false, true])
            XCTAssertEqual(values, [0, 0.5])
            XCTAssertEqual(indexes, [UISegmentedControl.noSegment, 2])

            Observable.just(false).bind(to: toggle.rx.isOn).disposed(by: bag)
            Observable.just(Float(0.25)).bind(to: slider.rx.value).disposed(by: bag)
            Observable.just(1).bind(to: segments.rx.selectedSegmentIndex).disposed(by: bag)
            XCTAssertEqual([toggle.isOn ? 1 : 0, Int(slider.value * 100), segments.selectedSegmentIndex], [0, 25, 1])
            XCTAssertEqual(ons, [false, true], "bound values are not read back")
        }
    }

    func testViewLabelIndicatorAndRefreshBinders() {
        MainActor.assumeIsolated {
            let view = UIView(), label = UILabel()
            let indicator = UIActivityIndicatorView(), refresh = UIRefreshControl()
            let bag = DisposeBag()
            Observable.just(true).bind(to: view.rx.isHidden).disposed(by: bag)
            Observable.just(CGFloat(0.5)).bind(to: view.rx.alpha).disposed(by: bag)
            Observable.just("Hello").bind(to: label.rx.text).disposed(by: bag)
            Observable.just(NSAttributedString(string: "Bold")).bind(to: label.rx.attributedText).disposed(by: bag)
            let loading = BehaviorRelay(value: true)
            loading.bind(to: indicator.rx.isAnimating, refresh.rx.isRefreshing).disposed(by: bag)
            XCTAssertTrue(view.isHidden)
            XCTAssertEqual(view.alpha, 0.5)
            XCTAssertEqual(label.text, "Hello")
            XCTAssertEqual(label.attributedText?.string, "Bold")
            XCTAssertTrue(indicator.isAnimating)
            XCTAssertTrue(refresh.isRefreshing)
            loading.accept(false)
            XCTAssertFalse(indicator.isAnimating)
            XCTAssertFalse(refresh.isRefreshing)
        }
    }

    func testControlPropertyAsDriverReplaysTheCurrentValue() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.text = "now"
            var seen: [String] = []
            let subscription = field.rx.text.orEmpty.asDriver().drive(onNext: { seen.append($0) })
            field.text = "later"
            field.sendActions(for: .editingChanged)
            XCTAssertEqual(seen, ["now", "later"])
            subscription.dispose()
        }
    }

    func testControlEventAsSignalAndAsDriverDeliverTheTaps() {
        MainActor.assumeIsolated {
            let button = UIButton()
            var signalled = 0
            var driven = 0
            let bag = DisposeBag()
            let signal: Signal<Void> = button.rx.tap.asSignal()
            let driver: Driver<Void> = button.rx.tap.asDriver()
            signal.emit(onNext: { signalled += 1 }).disposed(by: bag)
            driver.drive(onNext: { driven += 1 }).disposed(by: bag)
            button.sendActions(for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(signalled, 2)
            XCTAssertEqual(driven, 2)
        }
    }
}
#endif
