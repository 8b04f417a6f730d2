import Foundation

/// RxSwift's global hooks: what happens to an error that no `onError` handles, and whether the call
/// stack of the subscription it ended is recorded for that handler.
///
/// An error is *unhandled* when it ends a subscription made with `subscribe(onNext:onError:onCompleted:onDisposed:)`
/// (or `Single`'s, `Maybe`'s and `Completable`'s closure-based `subscribe`) without an `onError`
/// (`onFailure`) closure; that error goes to `defaultErrorHandler`. Subscriptions that see every
/// event (`subscribe { event in … }`, `subscribe(with:…)`, observers, `bind`, `drive`) handle their
/// errors themselves and never call it.
///
/// Every property may be read and set from any thread; a handler is called on the thread the error
/// was sent on, with no Signals lock held.
public enum Hooks {
    /// Called with the subscription's call stack (empty unless `recordCallStackOnError`) and the error.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Returns the call stack to record when a subscription is made.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Whether a subscription without an `onError` records its call stack (with
    /// `customCaptureSubscriptionCallstack`) when it is made, for `defaultErrorHandler`. `false` by
    /// default. As in RxSwift, only a debug build of Signals records (a release build's subscriptions
    /// do not even look at this flag, so it costs them nothing).
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load() != 0 }
        set { recordsCallStack.store(newValue ? 1 : 0) }
    }

    /// `recordCallStackOnError` as an atomic word (read by subscriptions in debug builds only).
    @usableFromInline static let recordsCallStack = AtomicWord(0)

    /// Called for every unhandled error (see `Hooks`). By default, in a debug build of Signals it
    /// prints `Unhandled error happened: <error>` and the recorded call stack, if any; in a release
    /// build it does nothing. Replace it to log or assert; keep the old value to restore it.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.lock.withLock { storage.defaultErrorHandler } }
        set { storage.lock.withLock { storage.defaultErrorHandler = newValue } }
    }

    /// Captures the call stack recorded when `recordCallStackOnError` is on. By default
    /// `Thread.callStackSymbols` in a debug build of Signals, and nothing (`[]`) in a release build.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.customCaptureSubscriptionCallstack } }
        set { storage.lock.withLock { storage.customCaptureSubscriptionCallstack = newValue } }
    }

    /// The hooks' state, behind one lock (never held while a hook runs).
    private static let storage = HookStorage()

    /// The `onError` a trait's closure-based subscription without one gets: it passes the error to
    /// `defaultErrorHandler`, with the call stack captured now when a debug build records it (the
    /// same rule as `subscribe(onNext:…)`). Allocates nothing when the call stack is not recorded.
    @usableFromInline
    package static func unhandledErrorHandler() -> (Error) -> Void {
        #if DEBUG
        if let recording = callStackRecordingErrorHandler() { return recording }
        #endif
        return reportWithoutCallStack
    }

    /// The `onError` a subscription without one gets when it must record its call stack
    /// (`recordCallStackOnError`), captured now; `nil` otherwise — then the subscriber reports an
    /// unhandled error itself (`reportWithoutCallStack`), so a subscription pays one atomic load.
    @inlinable
    static func callStackRecordingErrorHandler() -> ((Error) -> Void)? {
        guard recordsCallStack.load() != 0 else { return nil }
        return callStackRecordingErrorHandlerSlow()
    }

    /// The recording half of `callStackRecordingErrorHandler`, out of line.
    @usableFromInline
    static func callStackRecordingErrorHandlerSlow() -> (Error) -> Void {
        let callStack = customCaptureSubscriptionCallstack()
        return { error in defaultErrorHandler(callStack, error) }
    }

    /// Passes `error` to `defaultErrorHandler` with an empty call stack.
    @usableFromInline
    static func reportWithoutCallStack(_ error: Error) {
        defaultErrorHandler([], error)
    }
}

/// The mutable state behind `Hooks`; every field is read and written with `lock` held.
private final class HookStorage: @unchecked Sendable {
    let lock = Lock()
    var defaultErrorHandler: Hooks.DefaultErrorHandler = { callStack, error in
        #if DEBUG
        print("Unhandled error happened: \(error)")
        if !callStack.isEmpty { print("subscription called from:\n\(callStack.joined(separator: "\n"))") }
        #endif
    }
    var customCaptureSubscriptionCallstack: Hooks.CustomCaptureSubscriptionCallstack = {
        #if DEBUG
        return Thread.callStackSymbols
        #else
        return []
        #endif
    }
}
