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
        get { ObjectDisposeBag.bag(of: base) }
        nonmutating set { ObjectDisposeBag.replace(in: base, with: newValue) }
    }
}

/// The bag associated with an object: retained by that object only, so released (and its
/// subscriptions disposed) when the object is.
enum ObjectDisposeBag {
    /// Serializes finding-or-attaching and replacing an object's bag.
    private static let attaching = NSLock()

    private static var key: UnsafeRawPointer { associationKey(ObjectDisposeBag.self) }

    /// The bag of `object`, attached on first use.
    static func bag(of object: AnyObject) -> DisposeBag {
        attaching.withLock {
            if let bag = objc_getAssociatedObject(object, key) as? DisposeBag { return bag }
            let bag = DisposeBag()
            objc_setAssociatedObject(object, key, bag, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return bag
        }
    }

    /// Makes `bag` the bag of `object`; the previous bag is released after the lock is let go, so the
    /// subscriptions it disposes run no handler under it.
    static func replace(in object: AnyObject, with bag: DisposeBag) {
        let previous = attaching.withLock { () -> Any? in
            let previous = objc_getAssociatedObject(object, key)
            objc_setAssociatedObject(object, key, bag, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return previous
        }
        _ = previous
    }
}
#endif
