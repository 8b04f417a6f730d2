/// Something that runs work "now": on its own thread or queue, in its own order (RxSwift's shape).
///
/// Schedulers are `Sendable`: any thread may schedule work. The returned disposable cancels work
/// that has not started yet and disposes what the action returned.
public protocol ImmediateSchedulerType: Sendable {
    /// Runs `action(state)` as soon as the scheduler allows.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`, so the closure need not capture it.
    ///   - action: The work; it runs at most once, on the scheduler's thread or queue.
    /// - Returns: Cancels the action if it has not started, and disposes what it returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}
