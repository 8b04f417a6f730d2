/// Infallible's combining and higher-order operators (RxSwift's `Infallible+Operators.swift`): each runs
/// the `Observable` operator of the same name over sources that never fail.
extension InfallibleType {
    /// Each value combined by `resultSelector` with the latest value of `second` (values before
    /// `second` sent are dropped).
    ///
    /// - Parameters:
    ///   - second: The `Infallible` whose latest value is used.
    ///   - resultSelector: Makes the result; it must not throw: an error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes with the source.
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(trapping: asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector), in: "withLatestFrom")
    }

    /// The latest value of `second` each time the source sends (once `second` has sent).
    ///
    /// - Parameter second: The `Infallible` whose latest value is sent.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes with the source.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(raw: asObservable().withLatestFrom(second.asObservable()))
    }

    /// The values of the sequences `selector` makes, one at a time, in order.
    ///
    /// - Parameter selector: Makes a sequence from each value. Its error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when the source and every inner sequence have.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(trapping: asObservable().concatMap(selector), in: "concatMap")
    }

    /// The values of the sequence `selector` makes, ignoring source values while one runs.
    ///
    /// - Parameter selector: Makes a sequence from a value. Its error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when the source and the running inner sequence have.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(trapping: asObservable().flatMapFirst(selector), in: "flatMapFirst")
    }

    /// This sequence's values, then `second`'s.
    ///
    /// - Parameter second: Subscribed when this sequence completes. Its error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when `second` does.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(trapping: asObservable().concat(second), in: "concat")
    }

    /// The values of `sequence`'s elements, one after another.
    ///
    /// - Parameter sequence: The `Infallible`s, subscribed in order, each when the one before completed.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when the last one does.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The values of `collection`'s elements, one after another (RxSwift's `Collection` overload, which a
    /// collection argument picks over the `Sequence` one).
    ///
    /// - Parameter collection: The `Infallible`s, subscribed in order, each when the one before completed.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread each source sends them on;
    ///   it completes when the last one does.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The values of `sources`, one after another.
    ///
    /// - Parameter sources: The `Infallible`s, subscribed in order, each when the one before completed.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when the last one does.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> { concat(sources) }

    /// The values of every one of `sources`, as they come. RxSwift 6.10's overload for a collection
    /// that is not an `Array` concatenates instead (its body calls `concat`); this one merges, as its
    /// name, its documentation and the `Array` and variadic forms do.
    ///
    /// - Parameter sources: The `Infallible`s, all subscribed at once.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when every source has.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The values of every one of `sources`, as they come.
    ///
    /// - Parameter sources: The `Infallible`s, all subscribed at once.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when every source has.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The values of every one of `sources`, as they come.
    ///
    /// - Parameter sources: The `Infallible`s, all subscribed at once.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when every source has.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> { merge(sources) }
}

extension InfallibleType {
    /// The latest values of every `Infallible` in `collection`, combined by `resultSelector` each time one
    /// sends (once every one has sent).
    ///
    /// - Parameters:
    ///   - collection: The sources, subscribed in collection order.
    ///   - resultSelector: Combines the latest values, in collection order; it must not throw: an error
    ///     stops the program.
    /// - Returns: an `Infallible`: it never fails; it completes when every source has, on the thread of the
    ///   source that sent last.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(trapping: Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector), in: "combineLatest")
    }

    /// The latest values of every `Infallible` in `collection`, as an array, each time one sends (once
    /// every one has sent).
    ///
    /// - Parameter collection: The sources, subscribed in collection order.
    /// - Returns: an `Infallible`: it never fails; it completes when every source has.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(raw: Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
