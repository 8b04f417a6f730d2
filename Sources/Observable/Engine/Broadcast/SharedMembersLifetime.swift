/// A `share`'s members, and the lifetime it subscribes its source with: it has ended once every
/// current subscriber has (its subscription was disposed, or its own lifetime ended), so a
/// synchronous source such as `from(1...)` stops when the last `take(3)` downstream is done —
/// before any disposable exists to stop it with. The share's only member table.
///
/// Members are added and removed by the share's drainer; `hasEnded` may be read from any thread. The
/// lock guards the member table only: the members' flags are read after it is released, and removed
/// members are let go of after it is released. A member's lifetime is held strongly, like the
/// member's `Subscriber` (whose handler holds that same lifetime, the subscriber's sink, until the
/// subscription stops): the member table lets go of both when the subscriber leaves or the source
/// ends. Not weakly: a weak reference gives the sink a side table, and then every retain and
/// release of the sink — one pair per value delivered to it — takes the runtime's slow path.
@usableFromInline
package final class SharedMembersLifetime: Lifetime, @unchecked Sendable {
    /// One subscriber: its subscription (its `Subscriber`, ended once disposed or terminated) and
    /// its lifetime.
    @usableFromInline
    package struct Member {
        @usableFromInline package let subscription: Lifetime
        @usableFromInline package let lifetime: Lifetime

        /// Whether this subscriber stopped.
        @usableFromInline package var hasEnded: Bool { subscription.hasEnded || lifetime.hasEnded }
    }

    @usableFromInline package let lock = Lock()
    /// Guarded by `lock`, so `@exclusivity(unchecked)`: the runtime's checks cost `cell-rebind` 233
    /// instructions; `ShareTests.testASourceOnAnotherThread…` crashes if an access skips the lock.
    @usableFromInline @exclusivity(unchecked) package var members: [Int: Member] = [:]

    @usableFromInline package init() {}

    /// Whether no subscriber is left that goes on (also when there is none at all).
    @usableFromInline package var hasEnded: Bool {
        let current = lock.withLock { members }
        return current.values.allSatisfy(\.hasEnded)
    }

    /// Adds subscriber `id`, whose subscription ends with `subscription` and who lives for `lifetime`.
    @usableFromInline
    package func add(_ id: Int, _ subscription: Lifetime, _ lifetime: Lifetime) {
        let member = Member(subscription: subscription, lifetime: lifetime)
        lock.withLock { members[id] = member }
    }

    /// Removes subscriber `id`.
    ///
    /// - Returns: Whether it was a member, and whether no member is left.
    @usableFromInline
    package func remove(_ id: Int) -> (wasMember: Bool, isEmpty: Bool) {
        let (removed, isEmpty) = lock.withLock { (members.removeValue(forKey: id), members.isEmpty) }
        return (removed != nil, isEmpty)  // `removed` is let go of after the lock is released
    }

    /// Removes every subscriber (the source ended) and returns them.
    @usableFromInline
    package func removeAll() -> [Int: Member] {
        lock.withLock { () -> [Int: Member] in
            defer { members = [:] }
            return members
        }
    }
}
