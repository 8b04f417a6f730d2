// What rides on an object's associated objects, released with the object: `rx.deallocated` and `rx.disposeBag`.
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
    /// The subject told in `deinit`; subscriptions hold it weakly, the witness strongly.
    private let subject = PublishSubject<Void>()

    /// Sends `()` then completion when the witness's object is deallocated.
    var deallocated: Observable<Void> { subject.asObservable() }

    /// The witness of `object`, attached on first use.
    static func of(_ object: AnyObject) -> DeallocationWitness { AssociatedState.of(object, makingWith: DeallocationWitness.init) }

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

extension Reactive where Base: AnyObject {
    /// A `DisposeBag` owned by `base` (the NSObject+Rx extension's `rx.disposeBag`): made on first use,
    /// one per object, released with `base`, which disposes every subscription put in it.
    ///
    /// ```swift
    /// viewModel.title.drive(label.rx.text).disposed(by: rx.disposeBag)
    /// ```
    ///
    /// Any thread may read or assign it. Assigning a new bag releases the previous one, disposing its
    /// subscriptions (after the bag was swapped, outside any Signals lock).
    public var disposeBag: DisposeBag {
        get { AssociatedState.of(base, makingWith: DisposeBag.init) }
        nonmutating set { AssociatedState.replace(in: base, with: newValue) }
    }
}

/// State associated with an object, one per type (`DeallocationWitness`, `DisposeBag`): retained by
/// that object only, so released when the object is.
enum AssociatedState {
    /// Serializes finding-or-attaching and replacing associated state.
    private static let attaching = NSLock()

    /// The `Value` associated with `object`, made by `make` and attached on first use.
    static func of<Value: AnyObject>(_ object: AnyObject, makingWith make: () -> Value) -> Value {
        attaching.withLock {
            let key = associationKey(Value.self)
            if let value = objc_getAssociatedObject(object, key) as? Value { return value }
            let value = make()
            objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return value
        }
    }

    /// Makes `value` the `Value` associated with `object`; the previous one is released after the lock
    /// is let go, so what its `deinit` runs (a bag's disposals) runs under no Signals lock.
    static func replace<Value: AnyObject>(in object: AnyObject, with value: Value) {
        let previous = attaching.withLock { () -> Any? in
            let key = associationKey(Value.self)
            let previous = objc_getAssociatedObject(object, key)
            objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return previous
        }
        _ = previous
    }
}
#endif
