// Static `zip` for 2, 3 and 4 sources: each source's unpaired values in an `ElementBuffer` slot.
// The shared plumbing is CombiningStates.swift; the collection form is in ZipCollection.swift.

extension ObservableType {
    /// Pairs the sources' values in order — the first of each, then the second of each, … — combined
    /// with `resultSelector`. Completes once every source completed, as RxSwift's fixed-arity `zip`
    /// (values that can no longer be paired do not end it early); fails as soon as any source fails or
    /// the selector throws.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Combining2State<ElementBuffer<O1.Element>, ElementBuffer<O2.Element>, Element>(resultSelector)
            .observable(source1.asObservable(), source2.asObservable())
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' values in order as tuples. Completion and errors as in
    /// `zip(_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2, resultSelector: { ($0, $1) })
    }
}

extension ObservableType {
    /// Pairs the sources' values in order — the first of each, then the second of each, … — combined
    /// with `resultSelector`. Completes once every source completed, as RxSwift's fixed-arity `zip`
    /// (values that can no longer be paired do not end it early); fails as soon as any source fails or
    /// the selector throws.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Combining3State<ElementBuffer<O1.Element>, ElementBuffer<O2.Element>, ElementBuffer<O3.Element>, Element>(resultSelector)
            .observable(source1.asObservable(), source2.asObservable(), source3.asObservable())
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' values in order as tuples. Completion and errors as in
    /// `zip(_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}

extension ObservableType {
    /// Pairs the sources' values in order — the first of each, then the second of each, … — combined
    /// with `resultSelector`. Completes once every source completed, as RxSwift's fixed-arity `zip`
    /// (values that can no longer be paired do not end it early); fails as soon as any source fails or
    /// the selector throws.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Combining4State<ElementBuffer<O1.Element>, ElementBuffer<O2.Element>, ElementBuffer<O3.Element>, ElementBuffer<O4.Element>, Element>(resultSelector)
            .observable(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable())
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' values in order as tuples. Completion and errors as in
    /// `zip(_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4, resultSelector: { ($0, $1, $2, $3) })
    }
}
