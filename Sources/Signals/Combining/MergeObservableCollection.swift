extension ObservableType {
    /// Merges an `AnyCollection` of concrete `Observable`s, so that RxSwift code such as
    /// `Observable<Int>.merge(AnyCollection([]))` type-checks: the generic ``merge(_:)`` over any
    /// `ObservableType` elements cannot infer an empty collection's element type, this overload takes
    /// it from the context. (A fully generic `Collection` overload with RxSwift's same-type constraint
    /// would also capture the array and variadic forms, which forward to the generic one.)
    ///
    /// Sends the values of every source as they come; completes when all completed (at once for an
    /// empty collection); fails as soon as any fails.
    ///
    /// - Parameter sources: the observables to merge.
    ///
    /// - Returns: An observable of every source's values, on the thread each source sends them on;
    ///   nothing follows its terminal event or disposal, which disposes every source.
    @inlinable
    public static func merge(_ sources: AnyCollection<Observable<Element>>) -> Observable<Element> {
        merge(Array(sources))
    }
}
