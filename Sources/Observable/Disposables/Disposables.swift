/// Factory functions for disposables, as in RxSwift.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable.shared }

    /// A disposable that runs `dispose` once, on the first call to `dispose()`.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        ActionDisposable(dispose)
    }

    /// A disposable that disposes both arguments.
    public static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
        CompositeDisposable(first, second)
    }

    /// A disposable that disposes all of `disposables`.
    public static func create(_ first: Disposable, _ second: Disposable, _ third: Disposable, _ rest: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [first, second, third] + rest)
    }

    /// A disposable that disposes all of `disposables`.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// Does nothing when disposed.
@usableFromInline
struct NopDisposable: Disposable {
    @usableFromInline static let shared = NopDisposable()
    @usableFromInline func dispose() {}
}
