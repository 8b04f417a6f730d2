/// A live count of Signals objects (observables, subscriptions, subjects, relays, bags).
///
/// Record `Resources.total` before some work and check it returns to that value after everything is
/// disposed and released: the proof that nothing leaked. Reads and updates are atomic.
public enum Resources {
    @usableFromInline static let counter = AtomicWord(0)

    /// The number of Signals objects alive right now.
    public static var total: Int { counter.load() }

    @inlinable static func incrementTotal() { counter.add(1) }
    @inlinable static func decrementTotal() { counter.add(-1) }
}
