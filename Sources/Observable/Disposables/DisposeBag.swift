/// Collects subscriptions and disposes them all when the bag is deallocated.
///
/// Keep one per owner (ViewModel, view); replacing it with a new bag disposes the old one's
/// contents. Thread-safe; a disposable inserted into a bag that is being torn down is disposed at once.
public final class DisposeBag: @unchecked Sendable {
    /// A `SpinLock` word guarding `disposables` and `isDisposed` (held for an append or a swap, never
    /// while anything is disposed): a bag costs itself and its array, no lock object.
    @exclusivity(unchecked) private final var lockWord = 0
    /// `lockWord`'s address (`InlineAtomic`), set in `init`.
    @exclusivity(unchecked) private final var lockWordAddress = InlineAtomic.unset
    @exclusivity(unchecked) private var disposables: [Disposable] = []
    @exclusivity(unchecked) private var isDisposed = false

    /// An empty bag.
    public init() {
        lockWordAddress = InlineAtomic.address(of: &lockWord)
        Resources.incrementTotal()
    }

    /// Adds `disposable`; it is disposed when the bag is deallocated.
    ///
    /// - Parameter disposable: The disposable the bag owns from now on; disposed at once if the bag
    ///   is already disposed.
    public func insert(_ disposable: Disposable) {
        SpinLock.lock(lockWordAddress)
        let accepted = !isDisposed
        if accepted {
            // A bag usually holds a few subscriptions: room for four at the first insertion, so the
            // second to fourth do not reallocate.
            if disposables.capacity == 0 { disposables.reserveCapacity(4) }
            disposables.append(disposable)
        }
        SpinLock.unlock(lockWordAddress)
        if !accepted { disposable.dispose() }
    }

    /// Adds every disposable in `disposables`.
    ///
    /// - Parameter disposables: The disposables to add, in order.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    deinit {
        SpinLock.lock(lockWordAddress)
        isDisposed = true
        let contents = disposables
        disposables = []
        SpinLock.unlock(lockWordAddress)
        for disposable in contents { disposable.dispose() }
        Resources.decrementTotal()
    }
}
