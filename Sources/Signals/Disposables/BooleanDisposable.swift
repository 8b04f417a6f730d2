/// A disposable that only records whether it was disposed (RxSwift's `BooleanDisposable`): poll
/// `isDisposed` to stop a loop or a piece of scheduled work.
///
/// Thread-safe: `dispose()` may be called from any thread, any number of times.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    private let flag = OnceFlag()

    /// A disposable that is not disposed yet.
    public init() {}

    /// A disposable that is already disposed if `isDisposed` is `true`.
    ///
    /// - Parameter isDisposed: `true` for a disposable that starts out disposed.
    public init(isDisposed: Bool) {
        if isDisposed { _ = flag.raise() }
    }

    /// Whether `dispose()` has been called (or the disposable was made disposed).
    public var isDisposed: Bool { flag.isRaised }

    /// Marks the disposable as disposed.
    public func dispose() { _ = flag.raise() }
}
