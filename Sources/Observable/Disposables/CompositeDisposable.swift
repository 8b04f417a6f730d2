/// A group of disposables disposed together; members can be added and removed individually.
///
/// Thread-safe. A disposable inserted after the group was disposed is disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies one member, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    /// A `SpinLock` word guarding the fields below (held for a store, a search or a swap, never while
    /// anything is disposed): a group costs itself and its entries, no lock object.
    @exclusivity(unchecked) private final var lockWord = SpinLock.unlocked
    /// `lockWord`'s address (`SpinLock.address(of:in:)`), set in `init`.
    @exclusivity(unchecked) private final var lockWordAddress = SpinLock.unset
    /// The members, in insertion order, by key (keys only grow).
    @exclusivity(unchecked) private var members = AscendingKeyTable<Disposable>()
    @exclusivity(unchecked) private var nextKey = 0
    @exclusivity(unchecked) private var disposed = false

    /// An empty group.
    public init() {
        lockWordAddress = SpinLock.address(of: &lockWord, in: self)
        Resources.incrementTotal()
    }

    /// A group holding `disposables`.
    ///
    /// - Parameter disposables: The members, in order; disposing the group disposes each.
    public init(disposables: [Disposable]) {
        lockWordAddress = SpinLock.address(of: &lockWord, in: self)
        Resources.incrementTotal()
        for disposable in disposables { _ = insert(disposable) }
    }

    /// A group holding `first` and `second`.
    ///
    /// - Parameters:
    ///   - first: The first member.
    ///   - second: The second member.
    public convenience init(_ first: Disposable, _ second: Disposable) {
        self.init(disposables: [first, second])
    }

    /// A group holding `first`, `second`, `third` and every one of `rest`, in that order.
    ///
    /// - Parameters:
    ///   - first: The first member.
    ///   - second: The second member.
    ///   - third: The third member.
    ///   - rest: Further members, in order.
    public convenience init(_ first: Disposable, _ second: Disposable, _ third: Disposable, _ rest: Disposable...) {
        self.init(disposables: [first, second, third] + rest)
    }

    deinit { Resources.decrementTotal() }

    /// Whether the group has been disposed.
    public var isDisposed: Bool { withLock { disposed } }

    /// The number of members not yet disposed or removed.
    public var count: Int { withLock { members.count } }

    /// Adds `disposable`; returns its key, or `nil` (after disposing it) if the group is disposed.
    ///
    /// - Parameter disposable: The member to add; disposed at once if the group is disposed.
    /// - Returns: The key that `remove(for:)` takes, or `nil` if the group was already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: DisposeKey? = withLock {
            guard !disposed else { return nil }
            nextKey += 1
            members.append(disposable, key: nextKey)
            return DisposeKey(value: nextKey)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the member for `key` and disposes it.
    ///
    /// - Parameter key: The key `insert(_:)` returned; a removed or unknown key does nothing.
    public func remove(for key: DisposeKey) {
        withLock { members.remove(key.value) }?.dispose()
    }

    /// Disposes every member, in insertion order, and every member added later.
    public func dispose() {
        let taken = withLock { () -> AscendingKeyTable<Disposable>? in
            guard !disposed else { return nil }
            disposed = true
            defer { members = AscendingKeyTable() }
            return members
        }
        taken?.forEach { $0.dispose() }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        SpinLock.lock(lockWordAddress)
        defer { SpinLock.unlock(lockWordAddress) }
        return body()
    }
}
