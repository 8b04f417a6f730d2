// `zip` over a collection of sources; the shared plumbing is CombiningCollectionState.swift.

extension ObservableType {
    /// Pairs the values of every source in `sources` in order — the first of each, then the second of
    /// each, … — combined with `resultSelector`. Completes at once for an empty collection, otherwise
    /// once every source completed, or (as RxSwift's collection `zip`) when the only source still
    /// running sends while a completed source has no value left to pair; fails as soon as any source
    /// fails or the selector throws.
    @inlinable
    public static func zip<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let observables = sources.map { $0.asObservable() }
        return CombiningCollectionState<ElementBuffer<Sources.Element.Element>, Element>(count: observables.count, resultSelector)
            .observable(observables)
    }

    /// Pairs the values of every source in `sources` in order, as arrays in collection order.
    /// Completion and errors as in `zip(_:resultSelector:)`.
    @inlinable
    public static func zip<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(sources, resultSelector: { $0 })
    }
}
