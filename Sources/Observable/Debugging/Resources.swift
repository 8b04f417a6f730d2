/// A live count of Signals objects (observables, subscriptions, subjects, relays, bags).
///
/// Record `Resources.total` before some work and check it returns to that value after everything is
/// disposed and released: the proof that nothing leaked. Reads and updates are atomic.
///
/// RxSwift's shape: `total` is an `Int32`, and code that keeps resources of its own (a custom
/// target or observer) counts them with `incrementTotal()` and `decrementTotal()`. Unlike RxSwift,
/// it needs no `TRACE_RESOURCES` flag: the count is always kept.
public enum Resources {
    @usableFromInline package static let counter = AtomicWord(0)

    /// The number of Signals objects alive right now (plus those counted with `incrementTotal()`
    /// and not yet with `decrementTotal()`).
    public static var total: Int32 { Int32(truncatingIfNeeded: counter.load()) }

    /// Counts one more live object; call it when one of your own resources is made.
    ///
    /// - Returns: The new total.
    @inlinable @discardableResult
    public static func incrementTotal() -> Int32 { Int32(truncatingIfNeeded: counter.add(1)) }

    /// Counts one object fewer; call it when a resource you counted with `incrementTotal()` is
    /// released.
    ///
    /// - Returns: The new total.
    @inlinable @discardableResult
    public static func decrementTotal() -> Int32 { Int32(truncatingIfNeeded: counter.add(-1)) }
}
