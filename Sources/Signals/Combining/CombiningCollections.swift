// `combineLatest` and `zip` over a collection of sources, side by side (they are the same shape): both
// run `CombiningCollectionState`, with `LatestValue` or `ElementBuffer` slots.

extension ObservableType {
    /// Combines the latest values of every source in `sources` with `resultSelector`, each time any of
    /// them sends, once all have sent. Completes when all completed, or (as RxSwift) when the only source
    /// still running sends while a completed one never sent; fails as soon as any source fails or the
    /// selector throws. An empty collection, as in RxSwift, sends `resultSelector([])` and completes at once.
    ///
    /// ```swift
    /// let sources = [Observable.of(1, 2), Observable.of(3)]
    /// _ = Observable.combineLatest(sources) { $0.reduce(0, +) }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints:
    /// // 4
    /// // 5
    /// ```
    ///
    /// - Parameters:
    ///   - sources: The observables to combine, subscribed in collection order.
    ///   - resultSelector: Combines the latest values, in collection order.
    /// - Returns: An observable whose events are serialized (see <doc:TheContract>); nothing is sent after
    ///   the terminal event or disposal.
    @inlinable public static func combineLatest<Sources: Collection>(
        _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombiningCollectionState<LatestValue<Sources.Element.Element>, Element>.observable(sources, resultSelector)
    }

    /// Pairs the values of every source in `sources` in order — the first of each, then the second of
    /// each, … — combined with `resultSelector`. Completes at once for an empty collection, otherwise
    /// once every source completed, or (as RxSwift's collection `zip`) when the only source still
    /// running sends while a completed source has no value left to pair; fails as soon as any source
    /// fails or the selector throws.
    ///
    /// ```swift
    /// let sources = [Observable.of(1, 2), Observable.of(3, 4)]
    /// _ = Observable.zip(sources) { $0.reduce(0, +) }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints:
    /// // 4
    /// // 6
    /// ```
    ///
    /// - Parameters:
    ///   - sources: The observables to pair, subscribed in collection order.
    ///   - resultSelector: Combines the n-th values, in collection order.
    /// - Returns: An observable whose events are serialized (see <doc:TheContract>); nothing is sent after
    ///   the terminal event or disposal.
    @inlinable public static func zip<Sources: Collection>(
        _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombiningCollectionState<ElementBuffer<Sources.Element.Element>, Element>.observable(sources, resultSelector)
    }

    /// Sends an array of the latest values of every source in `sources`, in collection order, each time
    /// any of them sends, once all have sent. Completion and errors as in `combineLatest(_:resultSelector:)`;
    /// an empty collection sends `[]` and completes at once, as in RxSwift.
    ///
    /// ```swift
    /// _ = Observable.combineLatest([Observable.of(1, 2), Observable.of(3)])
    ///     .subscribe(onNext: { print($0) })
    /// // Prints:
    /// // [1, 3]
    /// // [2, 3]
    /// ```
    ///
    /// - Parameter sources: The observables to combine, subscribed in collection order.
    /// - Returns: An observable whose events are serialized (see <doc:TheContract>); nothing is sent after
    ///   the terminal event or disposal.
    @inlinable public static func combineLatest<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(sources, resultSelector: { $0 })
    }

    /// Pairs the values of every source in `sources` in order, as arrays in collection order.
    /// Completion and errors as in `zip(_:resultSelector:)`.
    ///
    /// ```swift
    /// _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4)])
    ///     .subscribe(onNext: { print($0) })
    /// // Prints:
    /// // [1, 3]
    /// // [2, 4]
    /// ```
    ///
    /// - Parameter sources: The observables to pair, subscribed in collection order.
    /// - Returns: An observable whose events are serialized (see <doc:TheContract>); nothing is sent after
    ///   the terminal event or disposal.
    @inlinable public static func zip<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(sources, resultSelector: { $0 })
    }
}
