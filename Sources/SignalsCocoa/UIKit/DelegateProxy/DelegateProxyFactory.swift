#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The registrations of each kind of proxy (one per `DelegateProxyType.identifier`): for each parent
/// class, how to make its proxy. A parent gets the registration of its most specific class. Kept on
/// the main actor; used from the main thread (checked).
enum DelegateProxyFactory {
    /// How to make a proxy for one parent class.
    private struct Registration {
        /// The parent class.
        let parentClass: AnyClass
        /// Whether an object is of the parent class (or a subclass).
        let matches: (AnyObject) -> Bool
        /// Whether a class is the parent class or a subclass of it.
        let covers: (AnyClass) -> Bool
        /// Makes the proxy for an object `matches` accepted.
        let make: (AnyObject) -> AnyObject?
    }

    /// Each kind's registrations, by proxy identifier; a kind is present once its
    /// `registerKnownImplementations()` has run.
    @MainActor private static var registrations: [UnsafeRawPointer: [Registration]] = [:]

    /// Registers `make` for parents of the class `Parent` with `Proxy`'s kind, replacing an earlier
    /// registration for that class.
    static func register<Proxy: DelegateProxyType, Parent>(_: Proxy.Type, make: @escaping (Parent) -> Proxy) {
        guard let parentClass = Parent.self as? AnyClass else {
            preconditionFailure("Signals: a delegate proxy's parent must be a class, not \(Parent.self)")
        }
        let registration = MainActorOnly(Registration(
            parentClass: parentClass,
            matches: { $0 is Parent },
            covers: { $0 is Parent.Type },
            make: { object in (object as? Parent).map { make($0) as AnyObject } }
        ))
        assumeMainActor {
            registerKnownImplementations(of: Proxy.self)
            registrations[Proxy.identifier, default: []].removeAll { $0.parentClass == parentClass }
            registrations[Proxy.identifier, default: []].append(registration.value)
        }
    }

    /// A new proxy of `Proxy`'s kind for `object`, from the registration of its most specific class.
    /// Stops the program with a message when none covers it.
    static func createProxy<Proxy: DelegateProxyType>(_: Proxy.Type, for object: AnyObject) -> AnyObject {
        let object = MainActorOnly(object)
        return assumeMainActor { () -> MainActorOnly<AnyObject> in
            registerKnownImplementations(of: Proxy.self)
            let candidates = (registrations[Proxy.identifier] ?? []).filter { $0.matches(object.value) }
            let mostSpecific = candidates.first { candidate in
                candidates.allSatisfy { other in other.covers(candidate.parentClass) }
            }
            guard let registration = mostSpecific, let proxy = registration.make(object.value) else {
                preconditionFailure("Signals: no delegate proxy is registered for \(type(of: object.value)); register one in registerKnownImplementations()")
            }
            return MainActorOnly(proxy)
        }.value
    }

    /// Runs `Proxy.registerKnownImplementations()` the first time `Proxy`'s kind is used (its
    /// `register` calls find the kind already present).
    @MainActor
    private static func registerKnownImplementations<Proxy: DelegateProxyType>(of _: Proxy.Type) {
        guard registrations[Proxy.identifier] == nil else { return }
        registrations[Proxy.identifier] = []
        Proxy.registerKnownImplementations()
    }
}
#endif
