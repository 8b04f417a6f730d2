/// Runs operations one at a time, in submission order, without ever holding a lock while an
/// operation runs. The heart of Signals' threading and reentrancy contract.
///
/// The first caller to find the queue idle becomes its *drainer*: it runs its own operation and then
/// the operations other callers (other threads, or its own handlers, reentrantly) queued meanwhile.
/// Any other caller appends its operation and returns. So operations never overlap, never recurse,
/// and everyone observes them in one order. The uncontended path is two compare-and-swaps: no lock,
/// no allocation, no thread-local lookup.
///
/// Under contention (`SerialQueue+Draining.swift`, `QueueContention`) the queue stays live and
/// bounded: a drainer that has run `QueueContention.handOverAfter` queued operations hands its role
/// to the next caller that may wait; and a caller that may wait is held back while its operation
/// would be beyond `QueueContention.capacity` in the backlog. A caller may wait only in `submit`
/// (not `submitNeverWaiting`), never for its own thread (the state word names the drainer's thread,
/// `QueueState`), never while its thread drains a backlog, and never if the wait would close a cycle
/// of waiting threads (`WaitGraph`); no lock is held while anyone runs user code.
@usableFromInline
package final class SerialQueue<Operation>: @unchecked Sendable {
    /// The queue's own words (`QueueWords`): its state (`QueueState`: `idle`, or the drainer's
    /// `ThreadToken`, with `pendingBit` set while operations may be queued — the drainer must look at
    /// the backlog before going idle; `pendingBit` and a hand-over's change of drainer are only made
    /// with `lock` held), its order lock, and its `lock` once made. A queue made by a `Broadcaster`
    /// runs on the broadcaster's state and order words instead (`init(sharing:)`).
    /// The first stored property, so its address is `InlineAtomic.firstWord(of:as:)` (`ownWords`):
    /// no Swift access after its initial value, no address kept.
    @usableFromInline package final var words = QueueWords()
    /// Guards the backlog (`waiting`, `contention`). Made the first time someone finds the queue busy
    /// (`LazyObject`, at `words.contended`): the uncontended path never takes it, so a queue that is
    /// never contended — most relays, every `share` connection — costs no mutex.
    @inlinable package var lock: Lock { LazyObject.get(lockWordAddress) { Lock() } }
    /// `words.contended`'s address: this queue's own lock word, also when it runs on its owner's state
    /// and order words.
    @inlinable package final var lockWordAddress: WordAddress<Int> { ownWords.member(\.contended) }
    /// `words`' address: the start of the stored properties (`InlineAtomic.firstWord(of:as:)`).
    @inlinable package final var ownWords: WordAddress<QueueWords> {
        InlineAtomic.firstWord(of: self, as: QueueWords.self)
    }
    /// Operations waiting for the drainer, oldest first (O(1) to add and to take, however long). Guarded by `lock`.
    @usableFromInline package var waiting = FIFOBuffer<Operation>()
    /// The batch the drainer is running. Touched only by the drainer, and the role passes from one
    /// thread to the next under `lock`; its capacity is reused.
    @usableFromInline package var running = ContiguousArray<Operation>()
    /// The contended-path bookkeeping, created the first time an operation is queued. Guarded by `lock`.
    @usableFromInline var contention: QueueContention?
    // The order lock (`words.order`, or the owner's) is a `SpinLock` for the state a sender records as
    // it submits (`tryBeginDraining(updating:)`, `submitContended(_:updating:_:)`, read with
    // `withOrderLock`). Taken after `lock` when both are held, never the other way round, and never
    // held while anyone waits or runs user code.
    /// The address of the words the queue runs on, set in `init`: its own `words` (`ownWords`), or its
    /// owner's (`init(sharing:)`). Its state and order words are members of it (`WordAddress.member`).
    /// Kept, not chosen per use: a `let` optional of the owner's address with `ownWords` as the
    /// fallback cost combine-4 and flatten-sync 28 instructions a value (one choice per word touched).
    @usableFromInline @exclusivity(unchecked) package final var wordsAddress = WordAddress<QueueWords>.unset
    /// The state word's address (`QueueState`).
    @inlinable package final var stateWordAddress: WordAddress<Int> { wordsAddress.member(\.state) }
    /// The order lock's address.
    @inlinable package final var orderWordAddress: WordAddress<SpinLock.Word> { wordsAddress.member(\.order) }

    /// An idle queue. Inlinable, so a caller that knows `Operation` makes it without metadata lookups.
    @inlinable package init() { wordsAddress = ownWords }

    /// A queue running on the state and order words of its owner's `QueueWords` at `ownerWords`: the
    /// owner runs the uncontended path on those words itself, with the static functions below, and
    /// makes this object only for the contended path (`Broadcaster`, which publishes it at
    /// `ownerWords`' `contended` word). The owner keeps this queue and outlives it, so the address
    /// stays valid.
    @usableFromInline package init(sharing ownerWords: WordAddress<QueueWords>) { wordsAddress = ownerWords }

    deinit { LazyObject.release(lockWordAddress) }

    /// Runs `operation` through `run` now, or queues it for the current drainer. May wait on the
    /// contended path (see the type's documentation); use for sends.
    ///
    /// Every caller of one queue must pass the same `run` logic: a queued operation is run by
    /// whichever caller is draining.
    ///
    /// Returns `true` if this caller drained the queue and its drain saw `markSubscriptionsDeferred()`
    /// (only such a drainer sees it); see `finishDraining`.
    @inlinable @discardableResult
    package func submit(_ operation: Operation, _ run: (Operation) -> Void) -> Bool {
        submit(operation, mayWait: true, run)
    }

    /// Like `submit`, but the caller never waits for another thread's drainer: for subscribing and
    /// disposing, which must return even while a handler blocks (it may be waiting for this caller).
    /// If the queue is idle the caller still drains, and hands the role on like any drainer.
    @inlinable @discardableResult
    package func submitNeverWaiting(_ operation: Operation, _ run: (Operation) -> Void) -> Bool {
        submit(operation, mayWait: false, run)
    }

    /// The one submit path behind `submit` and `submitNeverWaiting`: if the queue is idle, the caller
    /// becomes the drainer, runs `operation` and then whatever was queued meanwhile
    /// (`finishDraining`); otherwise `operation` is queued for the drainer — with `submitContended`,
    /// where the caller may wait, if `mayWait`, else with `submitContendedNeverWaiting`. Inlined, so
    /// a caller's constant `mayWait` leaves one branch.
    ///
    /// - Parameters:
    ///   - operation: The operation to run or queue.
    ///   - mayWait: Whether the caller may wait on the contended path (sends: yes; subscribing and
    ///     disposing: no).
    ///   - run: Runs an operation; the same logic for every caller of this queue.
    /// - Returns: Whether this caller's drain saw `markSubscriptionsDeferred()` (see `finishDraining`).
    @inlinable @discardableResult
    package func submit(_ operation: Operation, mayWait: Bool, _ run: (Operation) -> Void) -> Bool {
        if tryBeginDraining() {
            run(operation)
            return finishDraining(run)
        } else if mayWait {
            return submitContended(operation, run)
        } else {
            return submitContendedNeverWaiting(operation, run)
        }
    }

    /// Claims the drainer role if the queue is idle, for a caller that runs its operation inline
    /// (without building it) and then calls `finishDraining`. Returns `false` if someone else is
    /// draining; the caller then submits its operation with `submitContended`.
    @inlinable
    package func tryBeginDraining() -> Bool {
        Self.tryBeginDraining(stateWord: stateWordAddress)
    }

    /// `tryBeginDraining()` on the state word at `stateWord` (for an owner keeping its words): the
    /// caller's `ThreadToken` replaces `idle`, so the word names the drainer.
    @inlinable
    package static func tryBeginDraining(stateWord: WordAddress<Int>) -> Bool {
        InlineAtomic.compareExchange(stateWord, expected: QueueState.idle, desired: ThreadToken.current)
    }

    /// Whether the calling thread holds the drainer role right now (it is inside `run`, or between
    /// claiming the role and `finishDraining`): the state word names it (`QueueState`).
    @inlinable
    package var isDrainedByCurrentThread: Bool {
        QueueState.drainer(of: InlineAtomic.load(stateWordAddress)) == ThreadToken.current
    }

    /// Claims the drainer role if the queue is idle and, if it did, runs `update` in the same critical
    /// section of the order lock (`orderWord`) — the lock-free fast path of a send that records state
    /// (`BehaviorRelay.accept`). Returns `false` (without running `update`) if someone else is
    /// draining; the caller then uses `submitContended(_:updating:_:)`. `update` must not call user code.
    @inlinable
    package func tryBeginDraining(updating update: () -> Void) -> Bool {
        Self.tryBeginDraining(stateWord: stateWordAddress, orderWord: orderWordAddress, updating: update)
    }

    /// `tryBeginDraining(updating:)` on the words at `stateWord` and `orderWord`.
    @inlinable
    package static func tryBeginDraining(
        stateWord: WordAddress<Int>, orderWord: WordAddress<SpinLock.Word>, updating update: () -> Void
    ) -> Bool {
        SpinLock.lock(orderWord)
        let claimed = InlineAtomic.compareExchange(stateWord, expected: QueueState.idle, desired: ThreadToken.current)
        if claimed { update() }
        SpinLock.unlock(orderWord)
        return claimed
    }

    /// Runs `body` under the order lock, to read what `update`s wrote. `body` must not call user code.
    @inlinable
    package func withOrderLock<T>(_ body: () -> T) -> T {
        Self.withOrderLock(orderWord: orderWordAddress, body)
    }

    /// `withOrderLock` on the order word at `orderWord`.
    @inlinable
    package static func withOrderLock<T>(orderWord: WordAddress<SpinLock.Word>, _ body: () -> T) -> T {
        SpinLock.lock(orderWord)
        defer { SpinLock.unlock(orderWord) }
        return body()
    }

    /// Gives up the drainer role, first running whatever was queued while draining (or handing the
    /// role on, see `drainWaiting`). Returns whether an operation marked subscriptions deferred
    /// meanwhile (`markSubscriptionsDeferred`): the uncontended path, where nothing was marked,
    /// returns a constant `false`, so a caller's check of the result costs nothing there. A drain that
    /// only deferred work (nothing queued) goes idle by one compare-and-swap too.
    @inlinable @discardableResult
    package func finishDraining(_ run: (Operation) -> Void) -> Bool {
        if Self.tryFinishDraining(stateWord: stateWordAddress) { return false }
        if InlineAtomic.compareExchange(stateWordAddress, expected: ThreadToken.current | QueueState.deferredBit, desired: QueueState.idle) { return true }
        return drainWaiting(run)
    }

    /// Records, in the state word, that the operation running asked for work to be done once this
    /// drainer stops draining (`SerialSink`'s deferred subscriptions): its `finishDraining` then takes
    /// the slow path and returns `true`. Drainer only, from inside `run`.
    @usableFromInline
    package func markSubscriptionsDeferred() {
        _ = InlineAtomic.or(stateWordAddress, QueueState.deferredBit)
    }

    /// Goes idle if nothing was queued or marked while draining (the state word at `stateWord` holds
    /// just the caller's token, no flag); `false` means the slow path must run: `drainWaiting`.
    @inlinable
    static func tryFinishDraining(stateWord: WordAddress<Int>) -> Bool {
        InlineAtomic.compareExchange(stateWord, expected: ThreadToken.current, desired: QueueState.idle)
    }
}
