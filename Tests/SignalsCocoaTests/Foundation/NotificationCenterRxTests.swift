// Written as RxCocoa code calls NotificationCenter.rx; only the imports changed.
import Foundation
import Signals
import SignalsCocoa
import XCTest

final class NotificationCenterRxTests: LeakCheckingTestCase {
    private let didSave = Notification.Name("NotificationCenterRxTests.didSave")
    private let other = Notification.Name("NotificationCenterRxTests.other")

    func testSendsEachPostedNotificationOfTheNameUntilDisposed() {
        let center = NotificationCenter()
        var names: [String] = []
        let source = center.rx.notification(didSave)
        center.post(name: didSave, object: nil)
        XCTAssertEqual(names, [], "cold: nothing before a subscription")
        let subscription = source.subscribe(onNext: { names.append(($0.userInfo?["file"] as? String) ?? "?") })
        center.post(name: didSave, object: nil, userInfo: ["file": "a"])
        center.post(name: other, object: nil, userInfo: ["file": "x"])
        center.post(name: didSave, object: nil, userInfo: ["file": "b"])
        subscription.dispose()
        center.post(name: didSave, object: nil, userInfo: ["file": "c"])
        XCTAssertEqual(names, ["a", "b"])
    }

    func testFiltersByObjectAndANilNameMeansEveryName() {
        let center = NotificationCenter()
        let sender = NSObject()
        var seen: [Notification.Name] = []
        let subscription = center.rx.notification(nil, object: sender).subscribe(onNext: { seen.append($0.name) })
        center.post(name: didSave, object: sender)
        center.post(name: other, object: NSObject())
        center.post(name: other, object: sender)
        subscription.dispose()
        XCTAssertEqual(seen, [didSave, other])
    }

    func testDisposalRemovesTheObserverFromTheCenter() {
        // The default center lives on: if disposal did not remove the observer, the center would keep
        // its block, and with it the subscription's Signals objects.
        let before = Resources.total
        do {
            let subscription = NotificationCenter.default.rx.notification(didSave).subscribe(onNext: { _ in })
            XCTAssertGreaterThan(Resources.total, before)
            subscription.dispose()
        }
        runMainQueue(until: { Resources.total == before })
        XCTAssertEqual(Resources.total, before, "the center let go of the observer block")
    }
}
