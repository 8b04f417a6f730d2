#if canImport(UIKit) && !os(watchOS)
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// A navigation controller's willShow/didShow, on its delegate proxy as RxCocoa's.
final class NavigationControllerEventTests: LeakCheckingTestCase {
    final class AppDelegate: NSObject, UINavigationControllerDelegate {
        var shown = 0
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown += 1
        }
    }

    func testWillShowThenDidShowWithTheControllerAndAnimatedAndTheAppsDelegateKept() {
        MainActor.assumeIsolated {
            let navigation = UINavigationController()
            let appDelegate = AppDelegate()
            navigation.delegate = appDelegate
            let details = UIViewController()
            var log: [String] = []
            let bag = DisposeBag()
            let willShow: ControlEvent<Reactive<UINavigationController>.ShowEvent> = navigation.rx.willShow
            willShow.subscribe(onNext: { log.append("will \($0.viewController === details) \($0.animated)") }).disposed(by: bag)
            navigation.rx.didShow.subscribe(onNext: { controller, animated in log.append("did \(controller === details) \(animated)") }).disposed(by: bag)
            navigation.pushViewController(details, animated: true)
            XCTAssertEqual(log, ["will true true", "did true true"])
            XCTAssertEqual(appDelegate.shown, 1)
            XCTAssertTrue(navigation.rx.delegate.forwardToDelegate() === appDelegate)
        }
    }
}
#endif
