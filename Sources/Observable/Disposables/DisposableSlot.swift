/// The state `SerialDisposable` and `SingleAssignmentDisposable` keep under their lock: the held
/// disposable and whether the holder was disposed. Each method returns what the caller must dispose
/// once it has released the lock (no user code runs under a Signals lock).
@usableFromInline
struct DisposableSlot {
    /// The held disposable; `nil` once disposed.
    @usableFromInline private(set) var current: Disposable?
    /// Whether `dispose()` ran.
    @usableFromInline private(set) var isDisposed = false

    @usableFromInline init() {}

    /// Holds `new` instead of the current disposable.
    ///
    /// - Parameter replacing: whether the previous disposable is handed back for disposal
    ///   (`SerialDisposable`) or just let go of (`SingleAssignmentDisposable`, set once).
    /// - Returns: the previous disposable (when `replacing`), or `new` itself if the holder was
    ///   already disposed (then `new` is not held).
    @usableFromInline
    mutating func assign(_ new: Disposable, replacing: Bool) -> Disposable? {
        if isDisposed { return new }
        defer { current = new }
        return replacing ? current : nil
    }

    /// Marks the holder disposed and lets go of the held disposable.
    ///
    /// - Returns: the held disposable, the first time only.
    @usableFromInline
    mutating func dispose() -> Disposable? {
        if isDisposed { return nil }
        isDisposed = true
        defer { current = nil }
        return current
    }
}
