// `combineLatest` and `zip` over a collection of sources, side by side (they are the same shape): both
// run `CombiningCollectionState`, with `LatestValue` or `ElementBuffer` slots.

extension ObservableType {
    /// Combines the latest values of every source in `sources` with `resultSelector`, each time any of
    /// them sends, once all have sent. Completes when all completed (at once, with no value, for an empty
    /// collection), or (as RxSwift) when the only source still running sends while a completed one never
    /// sent; fails as soon as any source fails or the selector throws.
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
    @inlinable public static func zip<Sources: Collection>(
        _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        CombiningCollectionState<ElementBuffer<Sources.Element.Element>, Element>.observable(sources, resultSelector)
    }

    /// Sends an array of the latest values of every source in `sources`, in collection order, each time
    /// any of them sends, once all have sent. Completion and errors as in `combineLatest(_:resultSelector:)`.
    @inlinable public static func combineLatest<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(sources, resultSelector: { $0 })
    }

    /// Pairs the values of every source in `sources` in order, as arrays in collection order.
    /// Completion and errors as in `zip(_:resultSelector:)`.
    @inlinable public static func zip<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(sources, resultSelector: { $0 })
    }
}
