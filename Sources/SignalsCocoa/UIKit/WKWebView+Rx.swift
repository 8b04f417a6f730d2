#if canImport(UIKit) && !os(watchOS)
#if canImport(WebKit) && !os(tvOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit and WebKit stand-ins (see Package.swift).
import SignalsCocoa
#endif
import WebKit

/// A web view's page loads, on its navigation delegate proxy as RxCocoa's: each is an `Observable`
/// (as RxCocoa types them) whose subscription must be made on the main thread; events arrive there,
/// the web view is held weakly, and each completes when the web view is deallocated. A navigation
/// delegate the web view had, or one set with `rx.setNavigationDelegate`, still gets every message.
extension Reactive where Base: WKWebView {
    /// The web view's navigation delegate proxy (RxCocoa's `rx.navigationDelegate`), installed on
    /// first use: observe any navigation delegate method with `methodInvoked(_:)`.
    public var navigationDelegate: DelegateProxy<WKWebView, WKNavigationDelegate> {
        RxWKNavigationDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the web view's navigation delegate behind its proxy: it gets every message
    /// (its policy decisions are WebKit's answers), and the `rx` events keep working. Until the returned
    /// `Disposable` is disposed; the proxy holds `delegate` weakly. Call on the main thread.
    ///
    /// - Parameter delegate: The navigation delegate.
    /// - Returns: Removes it again.
    public func setNavigationDelegate(_ delegate: WKNavigationDelegate) -> Disposable {
        RxWKNavigationDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// Each load the web view commits: it started receiving the page (`webView(_:didCommit:)`).
    public var didCommit: Observable<WKNavigation> {
        navigationEvent(WebViewSelectors.didCommit) { try castOrThrow(WKNavigation.self, $0[1]) }
    }

    /// Each load the web view starts (`webView(_:didStartProvisionalNavigation:)`).
    public var didStartLoad: Observable<WKNavigation> {
        navigationEvent(WebViewSelectors.didStartProvisionalNavigation) { try castOrThrow(WKNavigation.self, $0[1]) }
    }

    /// Each load that finishes (`webView(_:didFinish:)`).
    public var didFinishLoad: Observable<WKNavigation> {
        navigationEvent(WebViewSelectors.didFinish) { try castOrThrow(WKNavigation.self, $0[1]) }
    }

    /// Each load that fails after it was committed, with its error (`webView(_:didFail:withError:)`).
    public var didFailLoad: Observable<(WKNavigation, Error)> {
        navigationEvent(WebViewSelectors.didFail) { try (castOrThrow(WKNavigation.self, $0[1]), castOrThrow(Error.self, $0[2])) }
    }

    /// The web view's `selector` messages, read by `read`: a message without a navigation (WebKit may
    /// pass none) is an `RxCocoaError.castingError`, as in RxCocoa.
    private func navigationEvent<Value>(_ selector: Selector, read: @escaping ([Any]) throws -> Value) -> Observable<Value> {
        proxyMessages(of: base, { RxWKNavigationDelegateProxy.proxy(for: $0).methodInvoked(selector) }).map(read)
    }
}
#endif
#endif
