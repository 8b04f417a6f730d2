// A stand-in for WebKit, built only on Linux next to the UIKit stand-in (see Package.swift and
// Tests/UIKitStandIn/StandIn.swift for the rules): only the web view API SignalsCocoa's WebKit
// bindings call and the tests use to play a page load.
//
// Isolation as in Apple's newest SDK: `WKWebView` and `WKNavigationDelegate` are `@MainActor`
// (WebKit's `WK_SWIFT_UI_ACTOR`; older SDKs declare the delegate protocol without it, which is why
// SignalsCocoa's proxy implements its methods `nonisolated`: that satisfies both).

@_exported import UIKit

/// A page load that a web view started (`WKNavigation`); only its identity matters.
open class WKNavigation: NSObject {}

/// A web view's configuration (only so that `WKWebView(frame:configuration:)` has its SDK signature).
@MainActor
open class WKWebViewConfiguration: NSObject {}

/// What a web view tells its navigation delegate (its methods are `optional` in the SDK: see
/// Tests/UIKitStandIn/TableView.swift). The navigation is `null_unspecified` in the SDK, hence `!`.
/// Only the four messages RxCocoa observes are declared.
@MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// A load started (the request was sent).
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The web view started receiving the page's content.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The load finished.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// The load failed after it was committed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    /// Stands in for the SDK's `optional`.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Stands in for the SDK's `optional`.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Stands in for the SDK's `optional`.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Stands in for the SDK's `optional`.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// A view that shows web content.
@MainActor
open class WKWebView: UIView {
    /// The navigation delegate; held weakly, as in WebKit.
    open weak var navigationDelegate: (any WKNavigationDelegate)?

    /// A web view with the given frame and configuration.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        super.init(frame: frame)
    }

    /// A web view with a zero frame and the default configuration.
    public convenience init() {
        self.init(frame: .zero, configuration: WKWebViewConfiguration())
    }
}

// MARK: - Not WebKit API

// What the tests use to play a page load: each tells the navigation delegate what WebKit tells it.
extension WKWebView {
    /// A load that succeeds: started, committed, finished, all with the returned navigation.
    @discardableResult
    public func standInLoadSucceeds() -> WKNavigation {
        let navigation = WKNavigation()
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        navigationDelegate?.webView(self, didCommit: navigation)
        navigationDelegate?.webView(self, didFinish: navigation)
        return navigation
    }

    /// A load that fails with `error` after it was committed.
    @discardableResult
    public func standInLoadFails(with error: any Error) -> WKNavigation {
        let navigation = WKNavigation()
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        navigationDelegate?.webView(self, didCommit: navigation)
        navigationDelegate?.webView(self, didFail: navigation, withError: error)
        return navigation
    }

    /// WebKit calling a delegate method with no navigation (`null_unspecified`: it happens).
    public func standInFinishesWithoutNavigation() {
        navigationDelegate?.webView(self, didFinish: nil)
    }
}
