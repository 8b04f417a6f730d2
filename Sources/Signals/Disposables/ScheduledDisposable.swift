/// Disposes `disposable` on `scheduler` when disposed (RxSwift's `ScheduledDisposable`): for resources
/// that must be released on a particular thread or queue.
///
/// Thread-safe: `dispose()` may be called from any thread; the wrapped disposable is disposed once,
/// by an action on `scheduler` (so possibly after `dispose()` returned).
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the wrapped disposable is disposed on.
    public let scheduler: ImmediateSchedulerType
    private let disposable: Disposable
    private let flag = OnceFlag()

    /// Wraps `disposable`, to be disposed on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where `disposable` is disposed.
    ///   - disposable: Disposed once, by an action on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { flag.isRaised }

    /// Schedules the disposal of the wrapped disposable on `scheduler`, once.
    public func dispose() {
        guard flag.raise() else { return }
        _ = scheduler.schedule(disposable) { disposable in
            disposable.dispose()
            return Disposables.create()
        }
    }
}
