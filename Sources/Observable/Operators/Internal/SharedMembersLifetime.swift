/// The lifetime `share` subscribes its source with: it has ended once every current subscriber has
/// (its subscription was disposed, or its own lifetime ended), so a synchronous source such as
/// `from(1...)` stops when the last `take(3)` downstream is done — before any disposable exists to
/// stop it with.
///
/// Members are added and removed by the share's drainer; `hasEnded` may be read from any thread. The
/// lock guards the member table only: the members' flags are read after it is released, and removed
/// members are let go of after it is released. A member's lifetime (the subscriber's sink, which holds
/// the share) is held strongly until the share's drainer removes the member, on the subscription's
/// disposal or the source's end: the share's broadcaster holds that sink through the member's
/// handler until then anyway, so this adds no cycle that disposal does not already break. Holding it
/// weakly would give every subscriber's sink a weak-reference side table: one more allocation per
/// subscription, and the slow reference-counting path on every retain of that sink while values flow.
@usableFromInline
final class SharedMembersLifetime: Lifetime, @unchecked Sendable {
    /// One subscriber: its subscription (ended once disposed or terminated) and its lifetime.
    @usableFromInline
    struct Member {
        @usableFromInline let subscription: Lifetime
        @usableFromInline let lifetime: Lifetime

        /// Whether this subscriber stopped.
        @usableFromInline var hasEnded: Bool { subscription.hasEnded || lifetime.hasEnded }
    }

    @usableFromInline let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline var members: [Int: Member] = [:]

    @usableFromInline init() {}

    /// Whether no subscriber is left that goes on (also when there is none at all).
    @usableFromInline var hasEnded: Bool {
        let current = lock.withLock { members }
        return current.values.allSatisfy(\.hasEnded)
    }

    /// Adds subscriber `id`, whose subscription ends with `subscription` and who lives for `lifetime`.
    @usableFromInline
    func add(_ id: Int, _ subscription: Lifetime, _ lifetime: Lifetime) {
        let member = Member(subscription: subscription, lifetime: lifetime)
        lock.withLock { members[id] = member }
    }

    /// Removes subscriber `id`.
    @usableFromInline func remove(_ id: Int) { _ = lock.withLock { members.removeValue(forKey: id) } }

    /// Removes every subscriber (the source ended).
    @usableFromInline
    func removeAll() {
        let removed = lock.withLock { () -> [Int: Member] in
            defer { members = [:] }
            return members
        }
        _ = removed  // let go of after the lock is released
    }
}
