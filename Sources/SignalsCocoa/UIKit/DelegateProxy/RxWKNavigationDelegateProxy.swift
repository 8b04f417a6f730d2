#if canImport(UIKit) && !os(watchOS)
#if canImport(WebKit) && !os(tvOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit and WebKit stand-ins (see Package.swift).
import SignalsCocoa
#endif
import WebKit

/// The web view's `navigationDelegate` as a nonisolated requirement, as `HasDelegate` gives the other
/// proxies their delegate: WebKit's property is main-actor isolated, and `@preconcurrency` checks at
/// run time that the proxy reads and writes it on the main thread. (RxCocoa does not make WKWebView
/// `HasDelegate`: its property is not called `delegate`.)
protocol NavigationDelegateOwner: AnyObject {
    /// The navigation delegate.
    var navigationDelegate: (any WKNavigationDelegate)? { get set }
}

extension WKWebView: @preconcurrency NavigationDelegateOwner {}

/// The navigation delegate proxy of a web view (RxCocoa's `RxWKNavigationDelegateProxy`): it observes
/// a load starting, committing, finishing and failing; every message still reaches the forward
/// delegate (the web view's navigation delegate set before, or with `rx.setNavigationDelegate`), and
/// on Apple platforms so does every other method the forward delegate implements (the policy
/// decisions, authentication challenges, …).
open class RxWKNavigationDelegateProxy: DelegateProxy<WKWebView, WKNavigationDelegate>, DelegateProxyType {
    /// The web view; held weakly.
    public private(set) weak var webView: WKWebView?

    /// The proxy of `webView`; use `proxy(for:)` (or `webView.rx.navigationDelegate`) to get the installed one.
    ///
    /// - Parameter webView: The web view; held weakly.
    public init(webView: ParentObject) {
        self.webView = webView
        super.init(parentObject: webView, delegateProxy: RxWKNavigationDelegateProxy.self)
    }

    /// Registers the web view's proxy.
    public static func registerKnownImplementations() {
        register { RxWKNavigationDelegateProxy(webView: $0) }
    }

    /// The web view's `navigationDelegate`. Call on the main thread.
    ///
    /// - Parameter object: The web view.
    /// - Returns: Its navigation delegate.
    public static func currentDelegate(for object: WKWebView) -> WKNavigationDelegate? {
        (object as any NavigationDelegateOwner).navigationDelegate
    }

    /// Sets the web view's `navigationDelegate`. Call on the main thread.
    ///
    /// - Parameters:
    ///   - delegate: The new navigation delegate (held weakly by the web view).
    ///   - object: The web view.
    public static func setCurrentDelegate(_ delegate: WKNavigationDelegate?, to object: WKWebView) {
        (object as any NavigationDelegateOwner).navigationDelegate = delegate
    }
}

extension RxWKNavigationDelegateProxy: WKNavigationDelegate {}

#if SIGNALS_COCOA_UIKIT_STAND_IN
// On Apple platforms the proxy implements none of WKNavigationDelegate's methods, as RxCocoa's: the
// Objective-C base (SignalsCocoaRuntime) receives the ones someone observes or the forward delegate
// implements, tells observers and forwards them. That also spares the proxy WebKit's isolation, which
// differs between SDKs (WKNavigationDelegate is `@MainActor` only in the newest). Linux has no runtime,
// so against the stand-in the proxy implements the four messages RxCocoa's events observe.
extension RxWKNavigationDelegateProxy {
    /// Tells observers of `webView(_:didStartProvisionalNavigation:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - webView: The web view that started loading.
    ///   - navigation: The load (`NSNull` to observers when WebKit passes none).
    @MainActor
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        intercept(WebViewSelectors.didStartProvisionalNavigation, arguments: [webView, objectOrNull(navigation)]) { delegate in
            delegate.webView(webView, didStartProvisionalNavigation: navigation)
        }
    }

    /// Tells observers of `webView(_:didCommit:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - webView: The web view receiving the page's content.
    ///   - navigation: The load (`NSNull` to observers when WebKit passes none).
    @MainActor
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        intercept(WebViewSelectors.didCommit, arguments: [webView, objectOrNull(navigation)]) { delegate in
            delegate.webView(webView, didCommit: navigation)
        }
    }

    /// Tells observers of `webView(_:didFinish:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - webView: The web view that finished loading.
    ///   - navigation: The load (`NSNull` to observers when WebKit passes none).
    @MainActor
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        intercept(WebViewSelectors.didFinish, arguments: [webView, objectOrNull(navigation)]) { delegate in
            delegate.webView(webView, didFinish: navigation)
        }
    }

    /// Tells observers of `webView(_:didFail:withError:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - webView: The web view whose load failed.
    ///   - navigation: The load (`NSNull` to observers when WebKit passes none).
    ///   - error: Why it failed.
    @MainActor
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        intercept(WebViewSelectors.didFail, arguments: [webView, objectOrNull(navigation), error]) { delegate in
            delegate.webView(webView, didFail: navigation, withError: error)
        }
    }
}

/// `object`, or `NSNull` for `nil`: how the Objective-C runtime boxes a message's arguments.
private func objectOrNull(_ object: AnyObject?) -> Any {
    object ?? NSNull()
}
#endif

/// The navigation delegate methods the proxy observes.
enum WebViewSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let didStartProvisionalNavigation = Selector("webView:didStartProvisionalNavigation:")
    static let didCommit = Selector("webView:didCommitNavigation:")
    static let didFinish = Selector("webView:didFinishNavigation:")
    static let didFail = Selector("webView:didFailNavigation:withError:")
    #else
    static let didStartProvisionalNavigation = #selector(WKNavigationDelegate.webView(_:didStartProvisionalNavigation:))
    static let didCommit = #selector(WKNavigationDelegate.webView(_:didCommit:))
    static let didFinish = #selector(WKNavigationDelegate.webView(_:didFinish:))
    static let didFail = #selector(WKNavigationDelegate.webView(_:didFail:withError:))
    #endif
}
#endif
#endif
