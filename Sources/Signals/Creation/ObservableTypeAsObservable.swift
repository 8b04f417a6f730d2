extension ObservableType {
    /// The observable of a custom `ObservableType` that implements only `subscribe(_:)`, as RxSwift
    /// gives one: each subscription calls `subscribe(_:)` with an observer that keeps the Observable
    /// grammar (nothing after a terminal event) and ends the subscription at its terminal event, as
    /// ``Observable/create(_:)`` does.
    ///
    /// ```swift
    /// final class Ticker: ObservableType {          // RxSwift-style conformance
    ///     func subscribe<O: ObserverType>(_ observer: O) -> Disposable where O.Element == Int {
    ///         observer.on(.next(1)); observer.on(.completed); return Disposables.create()
    ///     }
    /// }
    /// Ticker().map { $0 * 2 }                         // operators work through this observable
    /// ```
    ///
    /// Signals' own types implement `asObservable()`, and `subscribe(_:)` has a default that calls
    /// it: a conforming type must implement at least one of the two (one that implements neither
    /// compiles, and recurses forever when subscribed, as in RxSwift when `subscribe` is missing).
    ///
    /// - Returns: An observable that calls `subscribe(_:)` for each subscriber; events arrive on the
    ///   thread this type sends them on.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
