extension DisposeBag {
    /// Builds an array of disposables from a block listing them, one per line (RxSwift 6's
    /// `DisposeBag.DisposableBuilder`): `DisposeBag { a.subscribe(); b.bind(to: c) }`.
    @resultBuilder
    public enum DisposableBuilder {
        /// The listed disposables, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }

    /// A bag holding the disposables `builder` lists; they are disposed when the bag is deallocated.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds every disposable `builder` lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds every disposable in `disposables`, in order.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }
}
