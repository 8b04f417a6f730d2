#if os(Linux) && canImport(WebKit)
// Uses the WebKit stand-in's page-load hooks, so it runs on Linux only.
import Signals
import SignalsCocoa
import WebKit
import XCTest

/// A web view's page loads, on its navigation delegate proxy as RxCocoa's (`RxWKNavigationDelegateProxy`).
final class WebViewEventTests: LeakCheckingTestCase {
    final class AppNavigationDelegate: NSObject, WKNavigationDelegate {
        var log: [String] = []
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { log.append("start") }
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { log.append("commit") }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { log.append("finish") }
        func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) { log.append("fail") }
    }

    struct PageError: Error, Equatable {}

    func testALoadSendsStartCommitAndFinishWithItsNavigationAndTheAppsDelegateKeepsEveryMessage() {
        MainActor.assumeIsolated {
            let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
            let appDelegate = AppNavigationDelegate()
            webView.navigationDelegate = appDelegate
            var log: [String] = []
            var navigations: [WKNavigation] = []
            let bag = DisposeBag()
            webView.rx.didStartLoad.subscribe(onNext: { log.append("start"); navigations.append($0) }).disposed(by: bag)
            webView.rx.didCommit.subscribe(onNext: { log.append("commit"); navigations.append($0) }).disposed(by: bag)
            webView.rx.didFinishLoad.subscribe(onNext: { log.append("finish"); navigations.append($0) }).disposed(by: bag)
            let navigation = webView.standInLoadSucceeds()
            XCTAssertEqual(log, ["start", "commit", "finish"])
            XCTAssertTrue(navigations.allSatisfy { $0 === navigation })
            XCTAssertEqual(appDelegate.log, ["start", "commit", "finish"], "the app's navigation delegate still gets every message")
            XCTAssertTrue(webView.navigationDelegate === webView.rx.navigationDelegate, "the proxy is the web view's delegate")
        }
    }

    func testAFailedLoadSendsItsNavigationAndError() {
        MainActor.assumeIsolated {
            let webView = WKWebView()
            var failures: [(WKNavigation, Error)] = []
            var finished = 0
            let bag = DisposeBag()
            webView.rx.didFailLoad.subscribe(onNext: { failures.append($0) }).disposed(by: bag)
            webView.rx.didFinishLoad.subscribe(onNext: { _ in finished += 1 }).disposed(by: bag)
            let navigation = webView.standInLoadFails(with: PageError())
            XCTAssertEqual(failures.count, 1)
            XCTAssertTrue(failures.first?.0 === navigation)
            XCTAssertEqual(failures.first?.1 as? PageError, PageError())
            XCTAssertEqual(finished, 0)
        }
    }

    func testANavigationDelegateSetThroughRxGetsTheMessagesUntilDisposed() {
        MainActor.assumeIsolated {
            let webView = WKWebView()
            let appDelegate = AppNavigationDelegate()
            var finished = 0
            let bag = DisposeBag()
            webView.rx.didFinishLoad.subscribe(onNext: { _ in finished += 1 }).disposed(by: bag)
            let forwarding = webView.rx.setNavigationDelegate(appDelegate)
            webView.standInLoadSucceeds()
            forwarding.dispose()
            webView.standInLoadSucceeds()
            XCTAssertEqual(appDelegate.log, ["start", "commit", "finish"])
            XCTAssertEqual(finished, 2, "the rx event keeps working after the delegate is removed")
        }
    }

    func testAMessageWithoutANavigationIsACastingErrorAsInRxCocoa() {
        MainActor.assumeIsolated {
            let webView = WKWebView()
            var errors: [String] = []
            let bag = DisposeBag()
            webView.rx.didFinishLoad.subscribe(onError: { errors.append("\($0)") }).disposed(by: bag)
            webView.standInFinishesWithoutNavigation()
            XCTAssertEqual(errors.count, 1)
            XCTAssertTrue(errors.first?.contains("WKNavigation") == true, errors.first ?? "")
        }
    }

    func testEveryEventCompletesWhenTheWebViewIsDeallocatedAndNoneKeepsItAlive() {
        MainActor.assumeIsolated {
            var webView: WKWebView? = WKWebView()
            var completed: [String] = []
            let bag = DisposeBag()
            webView?.rx.didStartLoad.subscribe(onCompleted: { completed.append("start") }).disposed(by: bag)
            webView?.rx.didCommit.subscribe(onCompleted: { completed.append("commit") }).disposed(by: bag)
            webView?.rx.didFinishLoad.subscribe(onCompleted: { completed.append("finish") }).disposed(by: bag)
            webView?.rx.didFailLoad.subscribe(onCompleted: { completed.append("fail") }).disposed(by: bag)
            weak let released = webView
            webView = nil
            XCTAssertNil(released, "the events do not keep the web view alive")
            XCTAssertEqual(completed.sorted(), ["commit", "fail", "finish", "start"])
        }
    }
}
#endif
