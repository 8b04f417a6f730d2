/// Something that can be cancelled: a subscription, a timer, a bag of them.
///
/// `dispose()` is idempotent and safe to call from any thread.
public protocol Disposable: Sendable {
    /// Releases the resource. After it returns, a disposed subscription delivers no value sent later.
    func dispose()
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    ///
    /// - Parameter bag: The bag that owns this disposable from now on; if the bag is already
    ///   disposed, this disposable is disposed at once.
    @inlinable public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

/// A disposable that can report whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
