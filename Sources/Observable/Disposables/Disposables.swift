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

    /// A disposable that disposes both arguments.
    ///
    /// - Parameters:
    ///   - first: Disposed first.
    ///   - second: Disposed second.
    /// - Returns: A disposable that disposes both, once.
    public static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
        CompositeDisposable(first, second)
    }

    /// A disposable that disposes all of `disposables`.
    ///
    /// - Parameters:
    ///   - first: The first member.
    ///   - second: The second member.
    ///   - third: The third member.
    ///   - rest: Further members, in order.
    /// - Returns: A disposable that disposes all of them, once.
    public static func create(_ first: Disposable, _ second: Disposable, _ third: Disposable, _ rest: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [first, second, third] + rest)
    }

    /// A disposable that disposes all of `disposables`.
    ///
    /// - Parameter disposables: The members, in order.
    /// - Returns: A disposable that disposes all of them, once.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// Does nothing when disposed.
@usableFromInline
package struct NopDisposable: Disposable {
    @usableFromInline package static let shared = NopDisposable()
    @usableFromInline package func dispose() {}
}
