/// An observable each subscription of which is one `StepSink` running a step that keeps no state
/// (`map`, `filter`, `compactMap`, or `map` then `filter`), so that a following `filter` or
/// `distinctUntilChanged` can run in that same sink instead of a sink of its own: one object less
/// per subscription and one hop less per value, with the same events, errors and disposal.
///
/// `map { … }.distinctUntilChanged()` is how most bindings avoid redrawing for an unchanged value,
/// which is why these two are the followers that fuse. The fusing closures have no captures and are
/// made where the subclass's types are known (`StatelessStepObservable.init`), so they cost no
/// allocation and run specialised code; `filter` and `distinctUntilChanged` find them by a cast
/// when the chain is built, never per subscription or per value. What it buys, and why the pairs
/// are fixed types rather than a generic composition: docs/engine-decisions.md.
@usableFromInline
package class FusibleObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// Builds `self` followed by `filter(isIncluded)` (`self` is passed in).
    @usableFromInline let fuseFilter: (FusibleObservable<Element>, @escaping (Element) throws -> Bool) -> Observable<Element>
    /// Builds `self` followed by `distinctUntilChanged(isEqual)` (`self` is passed in).
    @usableFromInline let fuseDistinct: (FusibleObservable<Element>, @escaping (Element, Element) throws -> Bool) -> Observable<Element>

    /// An operator on `source` subscribing with `attach` (which refers to `source` unowned, as
    /// `Observable.init(source:attachWithLifetime:)` requires), fusing a following operator with the
    /// closures given.
    @inlinable
    package init<Source>(
        source: Observable<Source>,
        attachWithLifetime attach: @escaping (@escaping EventHandler<Element>, Lifetime) -> Disposable,
        fuseFilter: @escaping (FusibleObservable<Element>, @escaping (Element) throws -> Bool) -> Observable<Element>,
        fuseDistinct: @escaping (FusibleObservable<Element>, @escaping (Element, Element) throws -> Bool) -> Observable<Element>,
        operatorName: StaticString
    ) {
        self.fuseFilter = fuseFilter
        self.fuseDistinct = fuseDistinct
        super.init(source: source, attachWithLifetime: attach, operatorName: operatorName)
    }
}

/// A step that keeps no state: each value gives at most one value, by `output(for:)`. A following
/// `distinctUntilChanged` can then share its sink (`DistinctAfterStep`).
@usableFromInline
package protocol StatelessStep: SinkStep {
    /// What the step makes of `value`: the value to pass on, or `nil` to drop it. A thrown error ends
    /// the sequence. Must do what `next(_:to:)` does.
    func output(for value: Input) throws -> Output?

    /// `observable` (running this step) followed by `filter(isIncluded)`. By default a sink of its
    /// own; `map`'s step folds the predicate in (`MapFilterStep`).
    static func filter(_ observable: StatelessStepObservable<Self>, _ isIncluded: @escaping (Output) throws -> Bool) -> Observable<Output>
}

extension StatelessStep {
    /// `filter` in a sink of its own, after `observable`.
    @inlinable
    package static func filter(_ observable: StatelessStepObservable<Self>, _ isIncluded: @escaping (Output) throws -> Bool) -> Observable<Output> {
        StatelessStepObservable(observable, FilterStep(isIncluded))
    }
}

/// The observable of a `StatelessStep` on `source`: one `StepSink` per subscription, and a following
/// `filter` or `distinctUntilChanged` folded into it (see `FusibleObservable`).
@usableFromInline
package final class StatelessStepObservable<Step: StatelessStep>: FusibleObservable<Step.Output>, @unchecked Sendable {
    /// The source the step runs on (`Observable.ownedSource`, set by `init`).
    @inlinable package var source: Observable<Step.Input> {
        ownedSource.unsafelyUnwrapped.takeUnretainedValue() as! Observable<Step.Input>
    }
    /// The step, copied into each subscription's sink.
    @usableFromInline package let step: Step

    /// `step` running on `source`; `operatorName` labels it for the binding inspector.
    @inlinable
    package init(_ source: Observable<Step.Input>, _ step: Step, operatorName: StaticString = #function) {
        self.step = step
        super.init(
            source: source,
            attachWithLifetime: StepSink.attach(step, to: source),
            fuseFilter: { fusible, isIncluded in
                Step.filter(fusible as! StatelessStepObservable<Step>, isIncluded)
            },
            fuseDistinct: { fusible, isEqual in
                let stateless = fusible as! StatelessStepObservable<Step>
                let source = stateless.source
                // Labelled by the operator folded in last (`map` then `distinctUntilChanged`: one node).
                return Observable(
                    source: source, attachWithLifetime: StepSink.attach(DistinctAfterStep(stateless.step, isEqual), to: source),
                    operatorName: "distinctUntilChanged")
            },
            operatorName: operatorName)
    }
}

/// A `StatelessStep` then `distinctUntilChanged(isEqual)`, in one sink: passes on the step's output
/// unless `isEqual` says it equals the last value passed on. An error either closure throws ends the
/// sequence.
@usableFromInline
package struct DistinctAfterStep<First: StatelessStep>: SinkStep {
    /// The step before the comparison.
    @usableFromInline package let first: First
    /// The comparison: `true` drops the new value (the previous one passed on comes first).
    @usableFromInline package let isEqual: (First.Output, First.Output) throws -> Bool
    /// The last value passed on (`nil` before the first).
    @usableFromInline package var last: First.Output?

    /// `first`, then a comparison with `isEqual`, starting with no previous value.
    @inlinable
    package init(_ first: First, _ isEqual: @escaping (First.Output, First.Output) throws -> Bool) {
        self.first = first
        self.isEqual = isEqual
    }

    @inlinable @inline(__always)
    package mutating func next(_ value: First.Input, to sink: Sink<First.Output>) throws {
        guard let output = try first.output(for: value) else { return }
        if let previous = last, try isEqual(previous, output) { return }
        last = output
        sink.forwardNext(output)
    }
}

/// `map` then `filter` in one step: passes on `transform(value)` if `isIncluded` accepts it; an
/// error either throws ends the sequence.
@usableFromInline
package struct MapFilterStep<Input, Output>: StatelessStep {
    /// The map's transform.
    @usableFromInline package let transform: (Input) throws -> Output
    /// The filter's predicate.
    @usableFromInline package let isIncluded: (Output) throws -> Bool

    @inlinable
    package init(_ transform: @escaping (Input) throws -> Output, _ isIncluded: @escaping (Output) throws -> Bool) {
        self.transform = transform
        self.isIncluded = isIncluded
    }

    @inlinable package func next(_ value: Input, to sink: Sink<Output>) throws {
        let result = try transform(value)
        if try isIncluded(result) { sink.forwardNext(result) }
    }

    @inlinable package func output(for value: Input) throws -> Output? {
        let result = try transform(value)
        return try isIncluded(result) ? result : nil
    }
}
