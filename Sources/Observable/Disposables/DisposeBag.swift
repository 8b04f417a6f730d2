/// Collects subscriptions and disposes them all when the bag is deallocated.
///
/// Keep one per owner (ViewModel, view); replacing it with a new bag disposes the old one's
/// contents. Thread-safe; a disposable inserted into a bag that is being torn down is disposed at once.
public final class DisposeBag: @unchecked Sendable {
    /// A `SpinLock` word guarding the contents and `isDisposed` (held for a store or a swap, never
    /// while anything is disposed): a bag costs itself, no lock object. The first stored property,
    /// so its address is `SpinLock.firstWord(of:)`.
    final var lockWord = SpinLock.unlocked
    /// `lockWord`'s address (`SpinLock.firstWord(of:)`).
    @inline(__always) final var lockWordAddress: WordAddress<SpinLock.Word> { SpinLock.firstWord(of: self) }
    /// What the bag holds, guarded by `lockWord` (see `Contents`).
    @exclusivity(unchecked) private var contents = Contents()

    /// A bag's state, read and written only with the bag's `lockWord` held.
    ///
    /// The first four disposables are kept in the bag itself: most bags (a cell, a small screen) hold
    /// a few, and then need no array allocated. (Four fields rather than a tuple: a tuple of
    /// existentials is copied through the runtime's generic tuple witnesses, which cost more than the
    /// array it saves; `DisposableSlot`s rather than `Disposable?`s, which go through `Optional`'s:
    /// see `DisposableSlot`.)
    private struct Contents {
        var first = DisposableSlot()
        var second = DisposableSlot()
        var third = DisposableSlot()
        var fourth = DisposableSlot()
        /// How many disposables were inserted and kept (the first four in `first` to `fourth`).
        var count = 0
        /// The fifth disposable on, in insertion order.
        var overflow: [Disposable] = []
        /// The bag was deinitialized: a disposable inserted from now on is disposed at once.
        var isDisposed = false

        /// Keeps `disposable` unless the bag is disposed; returns whether it did.
        @inline(__always)
        mutating func insert(_ disposable: Disposable) -> Bool {
            if isDisposed { return false }
            switch count {
            case 0: first.disposable = disposable
            case 1: second.disposable = disposable
            case 2: third.disposable = disposable
            case 3: fourth.disposable = disposable
            default: overflow.append(disposable)
            }
            count += 1
            return true
        }
    }

    /// An empty bag.
    public init() {
        Resources.incrementTotal()
    }

    /// Adds `disposable`; it is disposed when the bag is deallocated.
    ///
    /// - Parameter disposable: The disposable the bag owns from now on; disposed at once if the bag
    ///   is already disposed.
    public func insert(_ disposable: Disposable) {
        if Inspector.isEnabled { Inspector.noteInDisposeBag(disposable) }
        SpinLock.lock(lockWordAddress)
        let accepted = contents.insert(disposable)
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
        contents.isDisposed = true
        let (taken1, taken2, taken3, taken4) = (
            contents.first.take(), contents.second.take(), contents.third.take(), contents.fourth.take()
        )
        let rest = contents.overflow
        contents.overflow = []
        SpinLock.unlock(lockWordAddress)
        // In insertion order, as RxSwift's bag does.
        taken1.dispose()
        taken2.dispose()
        taken3.dispose()
        taken4.dispose()
        for disposable in rest { disposable.dispose() }
        Resources.decrementTotal()
    }
}
