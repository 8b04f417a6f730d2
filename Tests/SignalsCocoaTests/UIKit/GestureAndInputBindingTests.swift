#if os(Linux) && canImport(UIKit)
// Uses the stand-in's user-action hook for gestures, so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// Gesture recognizers, `textInput` and the date picker, as RxCocoa apps bind them.
final class GestureAndInputBindingTests: LeakCheckingTestCase {
    func testAGestureRecognizersEventSendsTheRecognizerForEachActionUntilDisposed() {
        MainActor.assumeIsolated {
            let pan = UIPanGestureRecognizer()
            var states: [UIGestureRecognizer.State] = []
            let subscription = pan.rx.event.subscribe(onNext: { recognizer in states.append(recognizer.state) })
            pan.standInUserRecognizes(.began)
            pan.standInUserRecognizes(.changed)
            pan.standInUserRecognizes(.ended)
            subscription.dispose()
            pan.standInUserRecognizes(.began)
            XCTAssertEqual(states, [.began, .changed, .ended])
        }
    }

    func testAGestureEventIsATargetOfTheRecognizerAndCompletesWithIt() {
        MainActor.assumeIsolated {
            var tap: UITapGestureRecognizer? = UITapGestureRecognizer(target: nil, action: nil)
            var log: [String] = []
            let subscription = tap?.rx.event.subscribe(onNext: { _ in log.append("tap") }, onCompleted: { log.append("completed") })
            tap?.standInUserRecognizes(.ended)
            weak let released = tap
            tap = nil
            XCTAssertNil(released, "the subscription does not keep the recognizer")
            XCTAssertEqual(log, ["tap", "completed"])
            subscription?.dispose()
        }
    }

    func testTextInputCarriesTheViewAndItsTwoWayText() {
        MainActor.assumeIsolated {
            let field = UITextField()
            let input = field.rx.textInput
            XCTAssertTrue(input.base === field)
            var texts: [String?] = []
            let bag = DisposeBag()
            input.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            field.text = "a"
            field.sendActions(for: .editingChanged)
            Observable.just("b").bind(to: input.text).disposed(by: bag)
            XCTAssertEqual(field.text, "b")
            XCTAssertEqual(texts, ["", "a"])

            let view = UITextView()
            XCTAssertTrue(view.rx.textInput.base === view)
        }
    }

    func testTheSteppersValueIsTwoWay() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            var values: [Double] = []
            let bag = DisposeBag()
            stepper.rx.value.subscribe(onNext: { values.append($0) }).disposed(by: bag)
            stepper.value = 2
            stepper.sendActions(for: .valueChanged)
            Observable.just(5.0).bind(to: stepper.rx.value).disposed(by: bag)
            XCTAssertEqual(stepper.value, 5)
            XCTAssertEqual(values, [0, 2])
        }
    }

    func testTheDatePickersDateAndCountDownDurationAreTwoWay() {
        MainActor.assumeIsolated {
            let picker = UIDatePicker()
            let start = Date(timeIntervalSince1970: 0)
            picker.date = start
            var dates: [Date] = []
            var durations: [TimeInterval] = []
            let bag = DisposeBag()
            picker.rx.date.subscribe(onNext: { dates.append($0) }).disposed(by: bag)
            picker.rx.countDownDuration.subscribe(onNext: { durations.append($0) }).disposed(by: bag)
            picker.date = start.addingTimeInterval(60)
            picker.countDownDuration = 120
            picker.sendActions(for: .valueChanged)
            Observable.just(start.addingTimeInterval(3_600)).bind(to: picker.rx.value).disposed(by: bag)
            XCTAssertEqual(picker.date, start.addingTimeInterval(3_600))
            XCTAssertEqual(dates, [start, start.addingTimeInterval(60)])
            XCTAssertEqual(durations, [0, 120])
        }
    }
}
#endif
