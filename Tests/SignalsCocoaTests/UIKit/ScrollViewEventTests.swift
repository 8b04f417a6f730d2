#if os(Linux) && canImport(UIKit)
// Plays UIKit's delegate calls through the stand-in, so it runs on Linux only.
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// A scroll view's events, each on its delegate proxy as RxCocoa's, in the order UIKit reports them.
final class ScrollViewEventTests: LeakCheckingTestCase {
    final class AppDelegate: NSObject, UIScrollViewDelegate {
        var zooms = 0
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    func testEveryScrollEventInOrderWithTheAppsDelegateKept() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView()
            let appDelegate = AppDelegate()
            scrollView.delegate = appDelegate
            var log: [String] = []
            let bag = DisposeBag()
            scrollView.rx.contentOffset.subscribe(onNext: { log.append("offset \(Int($0.y))") }).disposed(by: bag)
            scrollView.rx.willBeginDragging.subscribe(onNext: { log.append("drag") }).disposed(by: bag)
            scrollView.rx.didEndDragging.subscribe(onNext: { log.append("lift \($0)") }).disposed(by: bag)
            scrollView.rx.willBeginDecelerating.subscribe(onNext: { log.append("decelerate") }).disposed(by: bag)
            scrollView.rx.didEndDecelerating.subscribe(onNext: { log.append("stop") }).disposed(by: bag)
            scrollView.rx.didZoom.subscribe(onNext: { log.append("zoom") }).disposed(by: bag)
            scrollView.rx.didScrollToTop.subscribe(onNext: { log.append("top") }).disposed(by: bag)
            scrollView.rx.didEndScrollingAnimation.subscribe(onNext: { log.append("animated") }).disposed(by: bag)
            scrollView.standInUserDrags(to: CGPoint(x: 0, y: 30))
            scrollView.standInUIKitTellsDelegate { $0.scrollViewWillBeginDecelerating($1) }
            scrollView.standInUIKitTellsDelegate { $0.scrollViewDidEndDecelerating($1) }
            scrollView.standInUIKitTellsDelegate { $0.scrollViewDidZoom($1) }
            scrollView.standInUIKitTellsDelegate { $0.scrollViewDidScrollToTop($1) }
            scrollView.standInUIKitTellsDelegate { $0.scrollViewDidEndScrollingAnimation($1) }
            XCTAssertEqual(log, ["offset 0", "drag", "offset 30", "lift false", "decelerate", "stop", "zoom", "top", "animated"])
            XCTAssertEqual(appDelegate.zooms, 1, "the app's delegate still hears of the zoom")
        }
    }

    func testWillEndDraggingCanMoveWhereTheContentRestsAndZoomingSendsItsViewAndScale() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView()
            let zoomed = UIView()
            var log: [String] = []
            let bag = DisposeBag()
            scrollView.rx.willEndDragging
                .subscribe(onNext: { event in
                    log.append("velocity \(Int(event.velocity.y))")
                    event.targetContentOffset.pointee = CGPoint(x: 0, y: 100)
                })
                .disposed(by: bag)
            scrollView.rx.willBeginZooming.subscribe(onNext: { log.append("zoom \($0 === zoomed)") }).disposed(by: bag)
            scrollView.rx.didEndZooming.subscribe(onNext: { log.append("zoomed \($0.view === zoomed) \($0.scale)") }).disposed(by: bag)
            var target = CGPoint(x: 0, y: 40)
            scrollView.standInUIKitTellsDelegate { $0.scrollViewWillEndDragging($1, withVelocity: CGPoint(x: 0, y: 3), targetContentOffset: &target) }
            scrollView.standInUIKitTellsDelegate { $0.scrollViewWillBeginZooming($1, with: zoomed) }
            scrollView.standInUIKitTellsDelegate { $0.scrollViewDidEndZooming($1, with: zoomed, atScale: 2) }
            XCTAssertEqual(target, CGPoint(x: 0, y: 100), "the observer moved where the content comes to rest")
            XCTAssertEqual(log, ["velocity 3", "zoom true", "zoomed true 2.0"])
        }
    }
}
#endif
