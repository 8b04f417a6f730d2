#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The registrations of one kind of proxy (one `DelegateProxyType.identifier`): for each parent
/// class, how to make its proxy. A parent gets the registration of its most specific class.
@MainActor
final class DelegateProxyFactory {
    /// One factory per proxy identifier.
    private static var factories: [UnsafeRawPointer: DelegateProxyFactory] = [:]

    /// How to make a proxy for one parent class.
    private struct Registration {
        /// The parent class.
        let parentClass: AnyClass
        /// Whether an object is of the parent class (or a subclass).
        let matches: (AnyObject) -> Bool
        /// Whether a class is the parent class or a subclass of it.
        let covers: (AnyClass) -> Bool
        /// Makes the proxy for an object `matches` accepted.
        let make: @MainActor (AnyObject) -> AnyObject?
    }

    private var registrations: [Registration] = []

    /// The factory of `Proxy`'s kind. On first use it is made and `Proxy.registerKnownImplementations()`
    /// runs (its `register` calls find the factory already there).
    static func forProxy<Proxy: DelegateProxyType>(_: Proxy.Type) -> DelegateProxyFactory {
        if let factory = factories[Proxy.identifier] { return factory }
        let factory = DelegateProxyFactory()
        factories[Proxy.identifier] = factory
        Proxy.registerKnownImplementations()
        return factory
    }

    /// Registers `make` for parents of the class `Parent`, replacing an earlier registration for it.
    func extend<Parent, Proxy>(make: @escaping @MainActor (Parent) -> Proxy) {
        guard let parentClass = Parent.self as? AnyClass else {
            preconditionFailure("Signals: a delegate proxy's parent must be a class, not \(Parent.self)")
        }
        registrations.removeAll { $0.parentClass == parentClass }
        registrations.append(Registration(
            parentClass: parentClass,
            matches: { $0 is Parent },
            covers: { $0 is Parent.Type },
            make: { object in (object as? Parent).map { make($0) as AnyObject } }
        ))
    }

    /// A new proxy for `object`, from the registration of its most specific class. Stops the
    /// program with a message when none covers it.
    func createProxy(for object: AnyObject) -> AnyObject {
        let candidates = registrations.filter { $0.matches(object) }
        let mostSpecific = candidates.first { candidate in
            candidates.allSatisfy { other in other.covers(candidate.parentClass) }
        }
        guard let registration = mostSpecific, let proxy = registration.make(object) else {
            preconditionFailure("Signals: no delegate proxy is registered for \(type(of: object)); register one in registerKnownImplementations()")
        }
        return proxy
    }
}
#endif
