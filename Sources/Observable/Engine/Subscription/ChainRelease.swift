/// Frees the sources of released operators one at a time, so releasing a chain of any length —
/// 100,000 `map`s never subscribed — takes a stack of constant depth.
///
/// Without it, freeing an operator's observable freed its source from inside its `deinit`, whose
/// own `deinit` freed the next source, and so on: one nested `deinit` (a few hundred bytes of stack)
/// per operator of the chain. Now an operator's observable owns its source in a field
/// (`Observable.ownedSource`, set by `init(source:attachWithLifetime:)`) and its `deinit` gives the
/// source here. The first such `deinit` on a thread becomes the drainer: it frees the sources one
/// after another in a loop, and every `deinit` those frees cause on the same thread appends its own
/// source to the drainer's list instead of freeing it. The list is the thread's own
/// (`ThreadLocalObject`), so the decision is made only inside a `deinit` (an object no other thread
/// can still resurrect through a weak reference) and never costs a lock.
package enum ChainRelease {
    /// Each thread's drain: its list and whether it is draining it. Made on the thread's first
    /// release and kept until the thread ends, so releasing allocates nothing after that.
    private final class Drain {
        var pending = Pending()
        var isDraining = false
    }

    /// The calling thread's `Drain`.
    private static let drains = ThreadLocalObject<Drain>()

    /// Frees `source` now, or, when this thread is already draining (`source`'s owner is being freed
    /// by the drain), when the drain reaches it.
    ///
    /// `source` is consumed, not copied: a copy kept until this returns would be freed after the
    /// drain ended, recursively again.
    package static func release(_ source: consuming AnyObject) {
        let drain = drains.get(orMake: Drain.init)
        drain.pending.push(consume source)
        guard !drain.isDraining else { return }
        drain.isDraining = true
        // Each turn takes one source off the list and drops it; its `deinit` (if that was the last
        // reference) pushes that source's own source back onto the list.
        while let next = drain.pending.pop() {
            withExtendedLifetime(next) {}
        }
        drain.isDraining = false
    }
}

/// The sources still to free in a drain (`ChainRelease`): a chain hands back one at a time, so the
/// first lives inline and only a fan-in (an operator freed with several sources) uses the array.
private struct Pending {
    /// The next source to free, if any.
    var first: AnyObject? = nil
    /// More sources to free, freed before `first`.
    var rest: [AnyObject] = []

    /// Adds `object` to the sources to free.
    mutating func push(_ object: consuming AnyObject) {
        if first == nil { first = consume object } else { rest.append(consume object) }
    }

    /// Takes one source off the list, or returns `nil` when it is empty.
    mutating func pop() -> AnyObject? {
        if let last = rest.popLast() { return last }
        return first.take()
    }
}
