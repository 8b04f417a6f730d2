#if os(Linux) && canImport(UIKit)
// Uses the stand-in's text storage hook, so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// A text storage's processed edits, on its delegate proxy as RxCocoa's (`RxTextStorageDelegateProxy`).
final class TextStorageDelegateProxyTests: LeakCheckingTestCase {
    final class AppDelegate: NSObject, NSTextStorageDelegate {
        var log: [String] = []
        func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
            log.append("will")
        }
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
            log.append("did")
        }
    }

    func testDidProcessEditingSendsTheMaskRangeAndDeltaAndTheAppsDelegateKeepsEveryMessage() {
        MainActor.assumeIsolated {
            let storage = NSTextStorage(attributedString: NSAttributedString(string: "Hello"))
            let appDelegate = AppDelegate()
            storage.delegate = appDelegate
            var edits: [String] = []
            let bag = DisposeBag()
            storage.rx.didProcessEditingRangeChangeInLength.subscribe(onNext: { mask, range, delta in
                edits.append("\(mask == .editedCharacters) \(range.location)+\(range.length) \(delta)")
            }).disposed(by: bag)
            storage.standInProcessesEditing(.editedCharacters, range: NSRange(location: 5, length: 6), changeInLength: 6)
            XCTAssertEqual(edits, ["true 5+6 6"])
            XCTAssertEqual(appDelegate.log, ["will", "did"])
            XCTAssertTrue(storage.delegate === storage.rx.delegate)
        }
    }

    func testMethodInvokedReadsTheArgumentsAsRxCocoasRuntimeBoxesThem() {
        MainActor.assumeIsolated {
            let storage = NSTextStorage(attributedString: NSAttributedString(string: ""))
            var masks: [UInt] = []
            let bag = DisposeBag()
            RxTextStorageDelegateProxy.proxy(for: storage).methodInvoked(TextStorageSelectorsForTests.willProcessEditing)
                .subscribe(onNext: { arguments in masks.append(arguments[1] as? UInt ?? 99) }).disposed(by: bag)
            storage.standInProcessesEditing([.editedAttributes, .editedCharacters], range: NSRange(location: 0, length: 0), changeInLength: 0)
            XCTAssertEqual(masks, [3])
        }
    }

    func testTheEventCompletesWhenTheTextStorageIsDeallocated() {
        MainActor.assumeIsolated {
            var storage: NSTextStorage? = NSTextStorage(attributedString: NSAttributedString(string: ""))
            var completed = 0
            let bag = DisposeBag()
            storage?.rx.didProcessEditingRangeChangeInLength.subscribe(onCompleted: { completed += 1 }).disposed(by: bag)
            weak let released = storage
            storage = nil
            XCTAssertNil(released)
            XCTAssertEqual(completed, 1)
        }
    }
}

/// The selector an app writes `#selector(NSTextStorageDelegate.textStorage(_:willProcessEditing:range:changeInLength:))`
/// on Apple platforms (Linux has no `#selector`).
private enum TextStorageSelectorsForTests {
    static let willProcessEditing = Selector("textStorage:willProcessEditing:range:changeInLength:")
}
#endif
