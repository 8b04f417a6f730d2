#if os(Linux) && canImport(UIKit)
// Uses the stand-in's user-action hooks (typing, editing), so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// A text view's editing events, built on its delegate proxy as RxCocoa's are.
final class TextViewDelegateProxyTests: LeakCheckingTestCase {
    final class AppDelegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("begin") }
        func textViewDidChange(_ textView: UITextView) { log.append("change") }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("end") }
    }

    func testEditingEventsInOrderAndTheAppsDelegateKeepsThem() {
        MainActor.assumeIsolated {
            let textView = UITextView()
            let appDelegate = AppDelegate()
            textView.delegate = appDelegate
            var log: [String] = []
            let bag = DisposeBag()
            textView.rx.didBeginEditing.subscribe(onNext: { log.append("begin") }).disposed(by: bag)
            textView.rx.didChange.subscribe(onNext: { log.append("change \(textView.text ?? "")") }).disposed(by: bag)
            textView.rx.didChangeSelection.subscribe(onNext: { log.append("selection \(textView.selectedRange.location)") }).disposed(by: bag)
            textView.rx.didEndEditing.subscribe(onNext: { log.append("end") }).disposed(by: bag)
            textView.standInUserBeginsEditing()
            textView.standInUserTypes("hi")
            textView.standInUserSelects(NSRange(location: 2, length: 0))
            textView.standInUserEndsEditing()
            XCTAssertEqual(log, ["begin", "change hi", "selection 2", "end"])
            XCTAssertEqual(appDelegate.log, ["begin", "change", "end"])
            XCTAssertTrue(textView.delegate is RxTextViewDelegateProxy)
        }
    }

    func testAttributedTextIsTwoWay() {
        MainActor.assumeIsolated {
            let textView = UITextView()
            var texts: [String] = []
            let bag = DisposeBag()
            textView.rx.attributedText.subscribe(onNext: { texts.append($0?.string ?? "nil") }).disposed(by: bag)
            textView.attributedText = NSAttributedString(string: "typed")
            textView.standInUserTypes("typed")
            Observable.just(NSAttributedString(string: "bound")).bind(to: textView.rx.attributedText).disposed(by: bag)
            XCTAssertEqual(textView.attributedText.string, "bound")
            XCTAssertEqual(texts, ["", "typed"])
        }
    }
}
#endif
