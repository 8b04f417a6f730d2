#if canImport(UIKit) && !os(watchOS)
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// Control events work from the package's minimum (iOS 12, tvOS 12), where `UIAction` does not
/// exist: as RxCocoa's `ControlTarget` and `BarButtonItemTarget`, each subscription is a target of
/// the control, added with `addTarget(_:action:for:)` and removed when the subscription is disposed.
final class TargetActionTests: LeakCheckingTestCase {
    func testEachControlEventSubscriptionIsATargetUntilDisposed() {
        MainActor.assumeIsolated {
            let button = UIButton()
            let first = button.rx.tap.subscribe()
            XCTAssertEqual(button.allTargets.count, 1, "a subscription adds one target")
            let target = button.allTargets.first?.base
            #if os(tvOS)
            let tapEvent = UIControl.Event.primaryActionTriggered
            #else
            let tapEvent = UIControl.Event.touchUpInside
            #endif
            XCTAssertEqual(button.actions(forTarget: target, forControlEvent: tapEvent)?.count, 1)
            let second = button.rx.controlEvent(.valueChanged).subscribe()
            XCTAssertEqual(button.allTargets.count, 2, "each subscription is a target of its own, as in RxCocoa")
            first.dispose()
            XCTAssertEqual(button.allTargets.count, 1, "disposal removes the subscription's target")
            second.dispose()
            XCTAssertEqual(button.allTargets.count, 0)
        }
    }

    func testAControlPropertyReadsAfterEachEditingEventThroughItsTarget() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            var values: [Float] = []
            let subscription = slider.rx.value.subscribe(onNext: { values.append($0) })
            XCTAssertEqual(slider.allTargets.count, 1)
            slider.value = 0.5
            slider.sendActions(for: .valueChanged)
            subscription.dispose()
            XCTAssertEqual(slider.allTargets.count, 0)
            XCTAssertEqual(values, [0, 0.5])
        }
    }

    func testABarButtonItemsTapsComeThroughItsTargetAndAction() {
        MainActor.assumeIsolated {
            let item = UIBarButtonItem()
            var taps = 0
            let subscription = item.rx.tap.subscribe(onNext: { taps += 1 })
            XCTAssertNotNil(item.target, "the item's target is the tap source, as RxCocoa's BarButtonItemTarget")
            XCTAssertNotNil(item.action)
            XCTAssertNil(item.primaryAction, "no UIAction: it does not exist below iOS 14")
            item.standInUserTaps()
            XCTAssertEqual(taps, 1)
            subscription.dispose()
        }
    }
}
#endif
