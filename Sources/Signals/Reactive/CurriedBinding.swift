/// The curried bindings RxCocoa's list bindings are written with:
///
/// ```swift
/// items.bind(to: tableView.rx.items(cellIdentifier: "Cell",
///                                   cellType: Cell.self)) { _, item, cell in … }
/// ```
///
/// `binder` takes the observable and returns a function of one more argument (there, the cell
/// configuration), which the trailing closure supplies.
extension ObservableType {
    /// Applies `binder` to this observable, then the result to `curriedArgument`; returns what that returns.
    ///
    /// - Parameters:
    ///   - binder: Takes this observable and returns a function of one more argument (a list binding
    ///     such as `tableView.rx.items(cellIdentifier:cellType:)`).
    ///   - curriedArgument: That argument, usually the trailing closure configuring a cell.
    /// - Returns: What the binder returns, usually the subscription's `Disposable`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }
}
