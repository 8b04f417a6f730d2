#if canImport(ObjectiveC) || canImport(UIKit)
#if canImport(ObjectiveC)
import ObjectiveC
#else
// Linux: the UIKit stand-in supplies the Objective-C runtime's associated-object calls.
import UIKit
#endif
import Foundation
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif

extension Reactive where Base: AnyObject {
    /// Sends one `()` and completes when `base` is deallocated (RxCocoa's `rx.deallocated`). Holds
    /// nothing of `base`: the signal rides on an object associated with it, released with it.
    public var deallocated: Observable<Void> {
        DeallocationWitness.of(base).deallocated
    }
}

/// Associated with an object (retained by it, and by nothing else), so that its `deinit` runs when
/// that object goes away; it then tells its subscribers.
final class DeallocationWitness: Sendable {
    /// Serializes finding-or-attaching an object's witness.
    private static let attaching = NSLock()

    /// The subject told in `deinit`; subscriptions hold it weakly, the witness strongly.
    private let subject = PublishSubject<Void>()

    /// Sends `()` then completion when the witness's object is deallocated.
    var deallocated: Observable<Void> { subject.asObservable() }

    private static var key: UnsafeRawPointer { associationKey(DeallocationWitness.self) }

    /// The witness of `object`, attached on first use.
    static func of(_ object: AnyObject) -> DeallocationWitness {
        attaching.withLock {
            if let witness = objc_getAssociatedObject(object, key) as? DeallocationWitness { return witness }
            let witness = DeallocationWitness()
            objc_setAssociatedObject(object, key, witness, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return witness
        }
    }

    deinit {
        subject.onNext(())
        subject.onCompleted()
    }
}

/// A key for an associated object: the address of `type`'s metadata, unique in the process, so each
/// kind of associated state gets its own key without global mutable state.
func associationKey(_ type: Any.Type) -> UnsafeRawPointer {
    UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(type)))!
}

extension ObservableType {
    /// This sequence, completing when `object` is deallocated (and never keeping it alive).
    func completing(whenDeallocated object: AnyObject) -> Observable<Element> {
        let source = asObservable()
        let deallocated = Reactive(object).deallocated
        return Observable.create { observer in
            let ending = deallocated.subscribe(onCompleted: { observer.onCompleted() })
            return Disposables.create(ending, source.subscribe(observer))
        }
    }
}
#endif
