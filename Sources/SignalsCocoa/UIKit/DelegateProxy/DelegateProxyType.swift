#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// A `DelegateProxy` subclass that can be installed as the delegate of its `ParentObject`s (RxCocoa's
/// `DelegateProxyType`). A conforming class says how to read and set the parent's delegate (or
/// inherits that from `HasDelegate`/`HasDataSource`) and registers, in
/// `registerKnownImplementations()`, how to make a proxy for each parent class:
///
/// ```swift
/// final class StepperDelegateProxy: DelegateProxy<Stepper, StepperDelegate>, DelegateProxyType, StepperDelegate {
///     init(stepper: Stepper) { super.init(parentObject: stepper, delegateProxy: StepperDelegateProxy.self) }
///     static func registerKnownImplementations() { register { StepperDelegateProxy(stepper: $0) } }
///     // currentDelegate(for:) and setCurrentDelegate(_:to:) come from Stepper: HasDelegate.
/// }
/// ```
///
/// Not main-actor isolated, as RxCocoa's; `proxy(for:)` and `installForwardDelegate` must be called on
/// the main thread (they stop the program with a message elsewhere).
public protocol DelegateProxyType: AnyObject {
    /// The type of object the proxy is the delegate of.
    associatedtype ParentObject: AnyObject
    /// The delegate protocol.
    associatedtype Delegate

    /// Registers, with `register(make:)`, how to make a proxy for each parent class; called once,
    /// before the first proxy of this kind is made.
    static func registerKnownImplementations()

    /// Identifies this kind of proxy: proxies with the same identifier (by default, the same
    /// `Delegate` protocol) share their registrations, and a parent has at most one of them.
    static var identifier: UnsafeRawPointer { get }

    /// The parent's current delegate.
    ///
    /// - Parameter object: The parent object.
    /// - Returns: The parent's delegate, if it has one.
    static func currentDelegate(for object: ParentObject) -> Delegate?

    /// Sets the parent's delegate.
    ///
    /// - Parameters:
    ///   - delegate: The delegate to set, or `nil` for none.
    ///   - object: The parent object.
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    /// The delegate messages reach besides the proxy.
    ///
    /// - Returns: The forward delegate, if there is one.
    func forwardToDelegate() -> Delegate?

    /// Sets the delegate messages reach besides the proxy, held strongly or weakly.
    ///
    /// - Parameters:
    ///   - forwardToDelegate: The forward delegate, or `nil` for none.
    ///   - retainDelegate: Whether the proxy keeps the forward delegate alive (otherwise it holds it weakly).
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
    /// The address of `Delegate`'s metadata: one identifier per delegate protocol.
    public static var identifier: UnsafeRawPointer { associationKey(Delegate.self) }

    /// Registers how to make a proxy for parents of the class `Parent` (and its subclasses, unless a
    /// subclass has a registration of its own).
    ///
    /// - Parameter make: Makes the proxy for one parent.
    public static func register<Parent>(make: @escaping (Parent) -> Self) {
        DelegateProxyFactory.register(Self.self, make: make)
    }

    /// Makes a new proxy for `object` with the registration of its most specific class. Stops the
    /// program with a message when no registration covers it.
    ///
    /// - Parameter object: The parent object.
    /// - Returns: A new proxy, not yet installed.
    public static func createProxy(for object: AnyObject) -> Self {
        let proxy = DelegateProxyFactory.createProxy(Self.self, for: object)
        guard let proxy = proxy as? Self else {
            preconditionFailure("Signals: the proxy registered for \(type(of: object)) is a \(type(of: proxy)), not a \(Self.self)")
        }
        return proxy
    }

    /// The proxy of `object`, made and associated with it on first use, and installed as its delegate:
    /// a delegate `object` had (that was not the proxy) becomes the proxy's forward delegate, so it
    /// keeps getting every message.
    ///
    /// - Parameter object: The parent object.
    /// - Returns: The proxy, which lives as long as `object`.
    public static func proxy(for object: ParentObject) -> Self {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "Signals: a delegate proxy is installed on the main thread only")
        let key = identifier
        let proxy: Self
        if let existing = objc_getAssociatedObject(object, key) as? Self {
            proxy = existing
        } else {
            proxy = createProxy(for: object)
            objc_setAssociatedObject(object, key, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        let current = currentDelegate(for: object).map { $0 as AnyObject }
        if current !== proxy {
            proxy.setForwardToDelegate(current.flatMap { $0 as? Delegate }, retainDelegate: false)
            setCurrentDelegate(proxy as? Delegate, to: object)
        }
        return proxy
    }

    /// Makes `forwardDelegate` the forward delegate of `object`'s proxy until the returned
    /// `Disposable` is disposed (RxCocoa's `installForwardDelegate`); then the proxy forwards to no one.
    ///
    /// - Parameters:
    ///   - forwardDelegate: The delegate that gets every message (a data source binding, an app's delegate).
    ///   - retainDelegate: Whether the proxy keeps it alive until then.
    ///   - object: The parent object.
    /// - Returns: Removes `forwardDelegate` again, on the main thread.
    public static func installForwardDelegate(
        _ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject
    ) -> Disposable {
        let proxy = self.proxy(for: object)
        proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
        // Disposal may come from any thread; the proxy is touched on the main thread only.
        let uninstall = MainActorOnly { [weak proxy, weak installed = forwardDelegate as AnyObject] in
            guard let proxy, proxy.forwardToDelegate().map({ $0 as AnyObject }) === installed else { return }
            proxy.setForwardToDelegate(nil, retainDelegate: false)
        }
        return Disposables.create { onMainActor { uninstall.value() } }
    }
}

/// An object with a `delegate` property, so a `DelegateProxyType` for it needs no
/// `currentDelegate`/`setCurrentDelegate` of its own (RxCocoa's `HasDelegate`).
public protocol HasDelegate: AnyObject {
    /// The delegate protocol.
    associatedtype Delegate
    /// The delegate.
    var delegate: Delegate? { get set }
}

extension DelegateProxyType where ParentObject: HasDelegate, Self.Delegate == ParentObject.Delegate {
    /// `object.delegate`.
    ///
    /// - Parameter object: The parent object.
    /// - Returns: The parent's delegate, if it has one.
    public static func currentDelegate(for object: ParentObject) -> Delegate? { object.delegate }

    /// Sets `object.delegate`.
    ///
    /// - Parameters:
    ///   - delegate: The delegate to set, or `nil` for none.
    ///   - object: The parent object.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) { object.delegate = delegate }
}

/// An object with a `dataSource` property (RxCocoa's `HasDataSource`).
public protocol HasDataSource: AnyObject {
    /// The data source protocol.
    associatedtype DataSource
    /// The data source.
    var dataSource: DataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasDataSource, Self.Delegate == ParentObject.DataSource {
    /// `object.dataSource`.
    ///
    /// - Parameter object: The parent object.
    /// - Returns: The parent's delegate, if it has one.
    public static func currentDelegate(for object: ParentObject) -> Delegate? { object.dataSource }

    /// Sets `object.dataSource`.
    ///
    /// - Parameters:
    ///   - delegate: The delegate to set, or `nil` for none.
    ///   - object: The parent object.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) { object.dataSource = delegate }
}

/// An object with a `prefetchDataSource` property (RxCocoa's `HasPrefetchDataSource`).
public protocol HasPrefetchDataSource: AnyObject {
    /// The prefetch data source protocol.
    associatedtype PrefetchDataSource
    /// The prefetch data source.
    var prefetchDataSource: PrefetchDataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasPrefetchDataSource, Self.Delegate == ParentObject.PrefetchDataSource {
    /// `object.prefetchDataSource`.
    ///
    /// - Parameter object: The parent object.
    /// - Returns: The parent's prefetch data source, if it has one.
    public static func currentDelegate(for object: ParentObject) -> Delegate? { object.prefetchDataSource }

    /// Sets `object.prefetchDataSource`.
    ///
    /// - Parameters:
    ///   - delegate: The prefetch data source to set, or `nil` for none.
    ///   - object: The parent object.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) { object.prefetchDataSource = delegate }
}
#endif
