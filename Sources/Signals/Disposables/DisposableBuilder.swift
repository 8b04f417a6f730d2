extension DisposeBag {
    /// Builds an array of disposables from a block listing them, one per line (RxSwift 6's
    /// `DisposeBag.DisposableBuilder`): `DisposeBag { a.subscribe(); b.bind(to: c) }`.
    @resultBuilder
    public enum DisposableBuilder {
        /// The listed disposables, in order.
        ///
        /// - Parameter disposables: The disposables, one per line of the block.
        /// - Returns: The disposables, in the order listed.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] { disposables }
    }

    /// A bag holding the disposables `builder` lists; they are disposed when the bag is deallocated.
    ///
    /// - Parameter builder: Lists the disposables, one per line; called once, right away.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// A bag holding `disposables`.
    ///
    /// - Parameter disposables: The disposables the bag owns, disposed with it.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag holding `disposables`.
    ///
    /// - Parameter disposables: The disposables the bag owns, disposed with it.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds every disposable `builder` lists.
    ///
    /// - Parameter builder: Lists the disposables, one per line; called once, right away.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds every disposable in `disposables`, in order.
    ///
    /// - Parameter disposables: The disposables to add; each is disposed at once if the bag is
    ///   already disposed.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }
}
