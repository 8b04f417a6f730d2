/// Factory functions for disposables, as in RxSwift.
public enum Disposables {
    /// A disposable that does nothing.
    ///
    /// - Returns: A shared disposable whose `dispose()` does nothing.
    public static func create() -> Disposable { NopDisposable.shared }

    /// A disposable that runs `dispose` once, on the first call to `dispose()`.
    ///
    /// - Parameter dispose: The action; runs once, on the thread of the first `dispose()` call.
    /// - Returns: A disposable that runs `dispose` once and reports `isDisposed` afterwards.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        ActionDisposable(dispose)
    }
}

/// Does nothing when disposed.
@usableFromInline
package struct NopDisposable: Disposable {
    @usableFromInline package static let shared = NopDisposable()
    @usableFromInline package func dispose() {}
}
