/// Collects subscriptions and disposes them all when the bag is deallocated.
///
/// Keep one per owner (ViewModel, view); replacing it with a new bag disposes the old one's
/// contents. Thread-safe; a disposable inserted into a bag that is being torn down is disposed at once.
public final class DisposeBag: @unchecked Sendable {
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// An empty bag.
    public init() { Resources.incrementTotal() }

    /// Adds `disposable`; it is disposed when the bag is deallocated.
    public func insert(_ disposable: Disposable) {
        let accepted = lock.withLock { () -> Bool in
            if isDisposed { return false }
            disposables.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Adds every disposable in `disposables`.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    deinit {
        let contents = lock.withLock { () -> [Disposable] in
            isDisposed = true
            defer { disposables = [] }
            return disposables
        }
        for disposable in contents { disposable.dispose() }
        Resources.decrementTotal()
    }
}
