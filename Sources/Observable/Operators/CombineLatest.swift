// Static `combineLatest` for 2, 3 and 4 sources: each source's latest value in a `LatestValue` slot.
// The shared plumbing is CombiningStates.swift; the collection form is in CombineLatestCollection.swift.

extension ObservableType {
    /// Combines the latest values of 2 sources with `resultSelector`, each time any of them sends,
    /// once every source has sent at least once. Completes when all sources completed, or (as RxSwift)
    /// when the only source still running sends while a completed one never sent; fails as soon as
    /// any source fails or the selector throws.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Combining2State<LatestValue<O1.Element>, LatestValue<O2.Element>, Element>(resultSelector)
            .observable(source1.asObservable(), source2.asObservable())
    }
}

extension ObservableType where Element == Any {
    /// Pairs up the latest values of 2 sources as a tuple, each time any of them sends, once every
    /// source has sent at least once. Completion and errors as in `combineLatest(_:resultSelector:)`.
    /// Sending a combination allocates nothing.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2, resultSelector: { ($0, $1) })
    }
}

extension ObservableType {
    /// Combines the latest values of 3 sources with `resultSelector`, each time any of them sends,
    /// once every source has sent at least once. Completes when all sources completed, or (as RxSwift)
    /// when the only source still running sends while a completed one never sent; fails as soon as
    /// any source fails or the selector throws.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Combining3State<LatestValue<O1.Element>, LatestValue<O2.Element>, LatestValue<O3.Element>, Element>(resultSelector)
            .observable(source1.asObservable(), source2.asObservable(), source3.asObservable())
    }
}

extension ObservableType where Element == Any {
    /// Pairs up the latest values of 3 sources as a tuple, each time any of them sends, once every
    /// source has sent at least once. Completion and errors as in `combineLatest(_:resultSelector:)`.
    /// Sending a combination allocates nothing.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}

extension ObservableType {
    /// Combines the latest values of 4 sources with `resultSelector`, each time any of them sends,
    /// once every source has sent at least once. Completes when all sources completed, or (as RxSwift)
    /// when the only source still running sends while a completed one never sent; fails as soon as
    /// any source fails or the selector throws.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Combining4State<LatestValue<O1.Element>, LatestValue<O2.Element>, LatestValue<O3.Element>, LatestValue<O4.Element>, Element>(resultSelector)
            .observable(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable())
    }
}

extension ObservableType where Element == Any {
    /// Pairs up the latest values of 4 sources as a tuple, each time any of them sends, once every
    /// source has sent at least once. Completion and errors as in `combineLatest(_:resultSelector:)`.
    /// Sending a combination allocates nothing.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4, resultSelector: { ($0, $1, $2, $3) })
    }
}
