#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// The app's lifecycle events, as RxCocoa apps observe them: `UIApplication.rx.didEnterBackground`, …
final class ApplicationEventTests: LeakCheckingTestCase {
    func testEachLifecycleEventSendsOncePerNotificationUntilDisposed() {
        MainActor.assumeIsolated {
            var log: [String] = []
            let bag = DisposeBag()
            UIApplication.rx.didEnterBackground.subscribe(onNext: { log.append("background") }).disposed(by: bag)
            UIApplication.rx.willEnterForeground.subscribe(onNext: { log.append("foreground") }).disposed(by: bag)
            UIApplication.rx.didBecomeActive.subscribe(onNext: { log.append("active") }).disposed(by: bag)
            let memory = UIApplication.rx.didReceiveMemoryWarning.subscribe(onNext: { log.append("memory") })
            let center = NotificationCenter.default
            center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
            center.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
            memory.dispose()
            center.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
            center.post(name: UIApplication.willEnterForegroundNotification, object: nil)
            center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
            XCTAssertEqual(log, ["background", "memory", "foreground", "active"])
        }
    }
}
#endif
