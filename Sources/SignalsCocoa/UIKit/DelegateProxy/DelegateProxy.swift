#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#else
import SignalsCocoaRuntime
#endif
import UIKit

#if SIGNALS_COCOA_UIKIT_STAND_IN
/// On Linux (the UIKit stand-in), a proxy is a plain object: no message reaches it unless it implements it.
public typealias DelegateProxyBase = NSObject
#else
/// On Apple platforms, a proxy's Objective-C base receives the messages it does not implement.
public typealias DelegateProxyBase = SGDelegateProxyBase
#endif

/// An object that becomes a view's delegate (or data source) so that its messages can be observed,
/// while every message still reaches the delegate the app set, its *forward delegate* (RxCocoa's
/// `DelegateProxy`). Get a view's proxy with `DelegateProxyType.proxy(for:)` (or `rx.delegate`,
/// `rx.dataSource`); it lives as long as the view and holds the view weakly.
///
/// `sentMessage(_:)` and `methodInvoked(_:)` send the arguments of each call of a delegate method.
/// A method a proxy implements calls `intercept(_:arguments:forwarding:)`, which tells them and the
/// forward delegate. On Apple platforms, as with RxCocoa, any other method returning `void` of the
/// delegate protocol can be observed too: the proxy's Objective-C base (`SGDelegateProxyBase`)
/// receives it through the runtime and boxes its arguments (objects as they are, `nil` as `NSNull`,
/// numbers as `NSNumber`, structures as `NSValue`); and every method the forward delegate implements
/// reaches it. On Linux (no Objective-C runtime) only the methods a proxy implements can be observed.
///
/// Like RxCocoa's, it is not main-actor isolated, so an app's proxy may serve any delegate protocol
/// (a location manager's, say) and be reached from any `Reactive` extension; it is used on the main
/// thread, where UIKit calls delegates: `sentMessage`, `methodInvoked` and `proxy(for:)` stop the
/// program with a message on another thread. The observables complete when the proxy is deallocated,
/// with its parent object.
open class DelegateProxy<P: AnyObject, D>: DelegateProxyBase {
    /// The type of object this is the delegate of.
    public typealias ParentObject = P
    /// The delegate protocol.
    public typealias Delegate = D

    /// The object this proxy is the delegate of; held weakly.
    public private(set) weak var parentObject: ParentObject?
    /// The forward delegate, when held weakly (the usual case, as UIKit holds delegates).
    private weak var weakForwardDelegate: AnyObject?
    /// The forward delegate, when the proxy keeps it alive (`retainDelegate: true`).
    private var retainedForwardDelegate: AnyObject?
    /// Observers of each method, before the forward delegate runs it.
    private var sentMessages: [Selector: PublishSubject<[Any]>] = [:]
    /// Observers of each method, after the forward delegate ran it.
    private var invokedMethods: [Selector: PublishSubject<[Any]>] = [:]
    /// Makes this proxy the parent's delegate again (so UIKit asks anew which methods it has).
    private let reinstall: (ParentObject, AnyObject) -> Void

    /// A proxy for `parentObject`, of the proxy type `delegateProxy` (the subclass being made).
    ///
    /// - Parameters:
    ///   - parentObject: The object this proxy will be the delegate of; held weakly.
    ///   - delegateProxy: The proxy's own type, which says how to read and set the parent's delegate.
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate {
        self.parentObject = parentObject
        reinstall = { parent, proxy in
            Proxy.setCurrentDelegate(nil, to: parent)
            Proxy.setCurrentDelegate(proxy as? Delegate, to: parent)
        }
        super.init()
    }

    deinit {
        for subject in sentMessages.values { subject.onCompleted() }
        for subject in invokedMethods.values { subject.onCompleted() }
    }

    /// The arguments of each call of the delegate method `selector`, sent before the forward delegate
    /// runs it (RxCocoa's `sentMessage`): a method this proxy implements, or (Apple platforms) any
    /// method returning `void` of its delegate protocol.
    ///
    /// - Parameter selector: The delegate method, such as
    ///   `#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))`.
    /// - Returns: The arguments of each call, in order, on the main thread; completes when the proxy
    ///   is deallocated.
    open func sentMessage(_ selector: Selector) -> Observable<[Any]> {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "Signals: a DelegateProxy is used on the main thread only")
        return subject(for: selector, in: &sentMessages).asObservable()
    }

    /// The arguments of each call of the delegate method `selector`, sent after the forward delegate
    /// ran it (RxCocoa's `methodInvoked`): a method this proxy implements, or (Apple platforms) any
    /// method returning `void` of its delegate protocol.
    ///
    /// - Parameter selector: The delegate method, such as
    ///   `#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))`.
    /// - Returns: The arguments of each call, in order, on the main thread; completes when the proxy
    ///   is deallocated.
    open func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "Signals: a DelegateProxy is used on the main thread only")
        return subject(for: selector, in: &invokedMethods).asObservable()
    }

    private func subject(for selector: Selector, in subjects: inout [Selector: PublishSubject<[Any]>]) -> PublishSubject<[Any]> {
        if let subject = subjects[selector] { return subject }
        let subject = PublishSubject<[Any]>()
        subjects[selector] = subject
        // UIKit caches which methods its delegate answers for: an observed method may now be answered.
        if let parentObject { reinstall(parentObject, self) }
        return subject
    }

    /// The delegate messages reach besides this proxy (the app's own delegate), if any.
    ///
    /// - Returns: The forward delegate, if there is one.
    open func forwardToDelegate() -> Delegate? {
        (retainedForwardDelegate ?? weakForwardDelegate) as? Delegate
    }

    /// Makes `delegate` the forward delegate: every message this proxy gets reaches it too.
    ///
    /// - Parameters:
    ///   - delegate: The new forward delegate, or `nil` for none.
    ///   - retainDelegate: Whether the proxy keeps `delegate` alive (as a data source binding needs);
    ///     otherwise it is held weakly, as UIKit holds delegates.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        let object = delegate.map { $0 as AnyObject }
        weakForwardDelegate = object
        retainedForwardDelegate = retainDelegate ? object : nil
        // UIKit caches which methods its delegate implements: make it ask again.
        if let parentObject { reinstall(parentObject, self) }
    }

    /// For a subclass's delegate method: sends `arguments` to `sentMessage(selector)`, calls `forward`
    /// with the forward delegate (if there is one), then sends `arguments` to `methodInvoked(selector)`.
    ///
    /// - Parameters:
    ///   - selector: The method being called.
    ///   - arguments: Its arguments, in order (evaluated only when someone observes the method).
    ///   - forward: Calls the same method on the forward delegate.
    public func intercept(_ selector: Selector, arguments: @autoclosure () -> [Any], forwarding forward: (Delegate) -> Void) {
        let before = sentMessages[selector], after = invokedMethods[selector]
        let values = before != nil || after != nil ? arguments() : []
        before?.onNext(values)
        if let delegate = forwardToDelegate() { forward(delegate) }
        after?.onNext(values)
    }

    /// Whether someone observes `selector` (`sentMessage` or `methodInvoked`).
    func isObserving(_ selector: Selector) -> Bool {
        sentMessages[selector]?.hasObservers == true || invokedMethods[selector]?.hasObservers == true
    }

    #if !SIGNALS_COCOA_UIKIT_STAND_IN
    /// The forward delegate, for the Objective-C base.
    override open func sg_forwardDelegate() -> Any? {
        forwardToDelegate().map { $0 as AnyObject }
    }

    /// Whether someone observes `selector`, for the Objective-C base.
    override open func sg_isObserving(_ selector: Selector) -> Bool {
        isObserving(selector)
    }

    /// A message the proxy does not implement, before the forward delegate runs it.
    override open func sg_sentMessage(_ selector: Selector, withArguments arguments: [Any]) {
        sentMessages[selector]?.onNext(arguments)
    }

    /// A message the proxy does not implement, after the forward delegate ran it.
    override open func sg_methodInvoked(_ selector: Selector, withArguments arguments: [Any]) {
        invokedMethods[selector]?.onNext(arguments)
    }

    /// Whether the forward delegate implements `aSelector`.
    func forwardedResponds(to aSelector: Selector) -> Bool {
        (forwardToDelegate() as AnyObject?)?.responds(to: aSelector) ?? false
    }

    /// Sends a method this proxy does not implement and no one observes straight to the forward
    /// delegate (faster than the base's `forwardInvocation:`).
    override open func forwardingTarget(for aSelector: Selector!) -> Any? {
        if !isObserving(aSelector), forwardedResponds(to: aSelector) { return forwardToDelegate() as AnyObject? }
        return super.forwardingTarget(for: aSelector)
    }
    #endif
}
#endif
