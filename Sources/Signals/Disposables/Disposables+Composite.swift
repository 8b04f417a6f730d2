/// The `Disposables.create` overloads that group several disposables (in a `CompositeDisposable`).
extension Disposables {
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
