#if canImport(UIKit) && !os(watchOS)
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// The per-state and per-segment binders, the styled text field text and the primary action, as
/// RxCocoa's own tests use them (UIButton+RxTests, UISegmentedControl+RxTests, UITextField+RxTests).
final class ControlStateBinderTests: LeakCheckingTestCase {
    func testButtonBindsTheStyledTitleImageAndBackgroundImageOfEachState() {
        MainActor.assumeIsolated {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            let normal = NSAttributedString(string: "normal"), selected = NSAttributedString(string: "selected")
            let image = UIImage(), background = UIImage()
            _ = Observable.just(normal).bind(to: button.rx.attributedTitle())
            _ = Observable.just(selected).bind(to: button.rx.attributedTitle(for: .selected))
            _ = Observable.just(image).bind(to: button.rx.image(for: .highlighted))
            _ = Observable.just(background).bind(to: button.rx.backgroundImage())
            XCTAssertEqual(button.attributedTitle(for: []), normal)
            XCTAssertEqual(button.attributedTitle(for: .selected), selected)
            XCTAssertNil(button.attributedTitle(for: .highlighted))
            XCTAssertTrue(button.image(for: .highlighted) === image)
            XCTAssertNil(button.image(for: []))
            XCTAssertTrue(button.backgroundImage(for: []) === background)
        }
    }

    func testButtonPrimaryActionSendsEachPrimaryActionTriggeredOnly() {
        MainActor.assumeIsolated {
            let button = UIButton()
            var actions = 0
            let bag = DisposeBag()
            button.rx.primaryAction.subscribe(onNext: { actions += 1 }).disposed(by: bag)
            button.sendActions(for: .primaryActionTriggered)
            button.sendActions(for: .touchDown)
            button.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(actions, 2)
        }
    }

    func testSegmentedControlBindsEachSegmentsEnabledTitleAndImage() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl()
            let image = UIImage()
            _ = Observable.just(false).bind(to: control.rx.enabledForSegment(at: 1))
            _ = Observable.just("Second").bind(to: control.rx.titleForSegment(at: 1))
            _ = Observable.just(image).bind(to: control.rx.imageForSegment(at: 0))
            XCTAssertTrue(control.isEnabledForSegment(at: 0))
            XCTAssertFalse(control.isEnabledForSegment(at: 1))
            XCTAssertEqual(control.titleForSegment(at: 1), "Second")
            XCTAssertNil(control.titleForSegment(at: 0))
            XCTAssertTrue(control.imageForSegment(at: 0) === image)
        }
    }

    func testTextFieldAttributedTextIsTwoWay() {
        MainActor.assumeIsolated {
            let field = UITextField()
            var seen: [String?] = []
            let bag = DisposeBag()
            field.rx.attributedText.subscribe(onNext: { seen.append($0?.string) }).disposed(by: bag)
            field.attributedText = NSAttributedString(string: "typed")
            field.sendActions(for: .editingChanged)
            Observable.just(NSAttributedString(string: "bound")).bind(to: field.rx.attributedText).disposed(by: bag)
            XCTAssertEqual(field.text, "bound")
            XCTAssertEqual(seen, ["", "typed"], "the current value, then each edit; a bound value is not read back")
        }
    }

    func testEveryPropertyCompletesWhenTheTextFieldIsDeallocated() {
        MainActor.assumeIsolated {
            var field: UITextField? = UITextField()
            var completed: [String] = []
            let bag = DisposeBag()
            field?.rx.text.subscribe(onCompleted: { completed.append("text") }).disposed(by: bag)
            field?.rx.attributedText.subscribe(onCompleted: { completed.append("attributedText") }).disposed(by: bag)
            weak let released = field
            field = nil
            XCTAssertNil(released)
            XCTAssertEqual(completed.sorted(), ["attributedText", "text"])
        }
    }
}
#endif
