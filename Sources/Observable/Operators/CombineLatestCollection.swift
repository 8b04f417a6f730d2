// `combineLatest` over a collection of sources; the shared plumbing is CombiningCollectionState.swift.

extension ObservableType {
    /// Combines the latest values of every source in `sources` with `resultSelector`, each time any of
    /// them sends, once all have sent. Completes when all completed (at once, with no value, for an empty
    /// collection), or (as RxSwift) when the only source still running sends while a completed one never
    /// sent; fails as soon as any source fails or the selector throws.
    @inlinable
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let observables = sources.map { $0.asObservable() }
        return CombiningCollectionState<LatestValue<Sources.Element.Element>, Element>(count: observables.count, resultSelector)
            .observable(observables)
    }

    /// Sends an array of the latest values of every source in `sources`, in collection order, each time
    /// any of them sends, once all have sent. Completion and errors as in `combineLatest(_:resultSelector:)`.
    @inlinable
    public static func combineLatest<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(sources, resultSelector: { $0 })
    }
}
