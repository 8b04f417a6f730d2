/// An observable a following `filter` can fold itself into: `filter` on it builds one observable,
/// and so one sink per subscription, that does both steps (`fuseFilter`) instead of a sink for each.
///
/// `fuseFilter` is a closure without captures, made where the subclass's types are known (so it
/// costs no allocation and runs specialised code); `filter` finds it by a cast when the chain is
/// built, never per subscription or per value.
@usableFromInline
class FilterFusibleObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// Builds the observable of `self` followed by `filter(isIncluded)` (`self` is passed in).
    @usableFromInline let fuseFilter: (FilterFusibleObservable<Element>, @escaping (Element) throws -> Bool) -> Observable<Element>

    /// An observable subscribing with `attach`, fusing a following filter with `fuseFilter`.
    @inlinable
    init(
        attachWithLifetime attach: @escaping (@escaping EventHandler<Element>, Lifetime) -> Disposable,
        fuseFilter: @escaping (FilterFusibleObservable<Element>, @escaping (Element) throws -> Bool) -> Observable<Element>
    ) {
        self.fuseFilter = fuseFilter
        super.init(attachWithLifetime: attach)
    }
}

/// `map`'s observable: a `MapStep` on `source`, which keeps `source` and `transform` so that a
/// following `filter` subscribes `source` once, with a `MapFilterStep` (one sink instead of two;
/// the same events, errors and disposal).
@usableFromInline
final class MapObservable<Input, Output>: FilterFusibleObservable<Output>, @unchecked Sendable {
    /// The mapped source.
    @usableFromInline let source: Observable<Input>
    /// The user's transform.
    @usableFromInline let transform: (Input) throws -> Output

    /// `source.map(transform)`.
    @inlinable
    init(_ source: Observable<Input>, _ transform: @escaping (Input) throws -> Output) {
        self.source = source
        self.transform = transform
        super.init(attachWithLifetime: StepSink.attach(MapStep(transform), to: source), fuseFilter: { mapped, isIncluded in
            let map = unsafeDowncast(mapped, to: MapObservable<Input, Output>.self)
            return Observable(attachWithLifetime: StepSink.attach(MapFilterStep(map.transform, isIncluded), to: map.source))
        })
    }
}

/// `map` then `filter` in one step: passes on `transform(value)` if `isIncluded` accepts it; an
/// error either throws ends the sequence.
@usableFromInline
struct MapFilterStep<Input, Output>: SinkStep {
    /// The map's transform.
    @usableFromInline let transform: (Input) throws -> Output
    /// The filter's predicate.
    @usableFromInline let isIncluded: (Output) throws -> Bool

    @inlinable
    init(_ transform: @escaping (Input) throws -> Output, _ isIncluded: @escaping (Output) throws -> Bool) {
        self.transform = transform
        self.isIncluded = isIncluded
    }

    @inlinable func next(_ value: Input, to sink: Sink<Output>) throws {
        let result = try transform(value)
        if try isIncluded(result) { sink.forwardNext(result) }
    }
}
