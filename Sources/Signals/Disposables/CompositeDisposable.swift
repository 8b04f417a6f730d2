/// A group of disposables disposed together; members can be added and removed individually.
///
/// Thread-safe. A disposable inserted after the group was disposed is disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies one member, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private let lock = Lock()
    private var members: [Int: Disposable]? = [:]
    private var nextKey = 0

    /// An empty group.
    public init() { Resources.incrementTotal() }

    /// A group holding `disposables`.
    ///
    /// - Parameter disposables: The members, in order; disposing the group disposes each.
    public init(disposables: [Disposable]) {
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
    public var isDisposed: Bool { lock.withLock { members == nil } }

    /// The number of members not yet disposed or removed.
    public var count: Int { lock.withLock { members?.count ?? 0 } }

    /// Adds `disposable`; returns its key, or `nil` (after disposing it) if the group is disposed.
    ///
    /// - Parameter disposable: The member to add; disposed at once if the group is disposed.
    /// - Returns: The key that `remove(for:)` takes, or `nil` if the group was already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: DisposeKey? = lock.withLock {
            guard members != nil else { return nil }
            nextKey += 1
            members![nextKey] = disposable
            return DisposeKey(value: nextKey)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the member for `key` and disposes it.
    ///
    /// - Parameter key: The key `insert(_:)` returned; a removed or unknown key does nothing.
    public func remove(for key: DisposeKey) {
        let member = lock.withLock { members?.removeValue(forKey: key.value) }
        member?.dispose()
    }

    /// Disposes every member, in insertion order, and every member added later.
    public func dispose() {
        let disposed = lock.withLock { () -> [Int: Disposable]? in
            defer { members = nil }
            return members
        }
        guard let disposed else { return }
        for key in disposed.keys.sorted() { disposed[key]!.dispose() }
    }
}
