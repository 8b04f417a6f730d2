/// What a hot single-source operator does with each value of one subscription (`map`, `filter`,
/// `compactMap`, `distinctUntilChanged`, `scan`, …): a small struct holding the operator's closures
/// and its per-subscription state, run by a `StepSink`.
///
/// A fresh copy of the operator's initial step serves each subscription, so state such as `scan`'s
/// running result starts anew for every subscriber. Values reach `next` serially (the source
/// guarantees it), so a step needs no lock.
@usableFromInline
package protocol SinkStep {
    /// The source's element type.
    associatedtype Input
    /// The operator's element type.
    associatedtype Output

    /// Handles one value: passes on what the operator makes of it (`sink.forwardNext`), or ends the
    /// sequence (`sink.forwardCompleted`). A thrown error ends the sequence with that error.
    mutating func next(_ value: Input, to sink: Sink<Output>) throws

    /// Handles the source's completion: ends the sequence (`sink.forwardCompleted`), after sending
    /// what the operator kept for it (`reduce`, `toArray`). A thrown error ends the sequence with that
    /// error instead. The default only completes.
    mutating func complete(to sink: Sink<Output>) throws
}

extension SinkStep {
    /// Completes the sequence: most operators send nothing of their own at the end.
    @inlinable package mutating func complete(to sink: Sink<Output>) throws { sink.forwardCompleted() }
}

/// A single-source operator's whole per-subscription object: the `Sink` (downstream, upstream
/// hand-off, grammar) with the operator's `Step` stored inline.
///
/// The handler `lift(_ step:)` gives the source captures only this sink, and a Swift closure that
/// captures exactly one class reference needs no context object: subscribing through such an
/// operator costs this one allocation (a `lift` handler closure captures the sink and the
/// operator's closures, a second allocation). The class
/// is final and `Step` a struct, so after specialisation a value goes from the source's handler to
/// the user's closure with no call through a table.
@usableFromInline
package final class StepSink<Step: SinkStep>: Sink<Step.Output>, @unchecked Sendable {
    /// The operator's closures and state. Touched only by `on`, which events reach serially.
    @usableFromInline @exclusivity(unchecked) package var step: Step

    /// A sink running `step` for the events of one subscription.
    @inlinable
    package init(_ step: Step, _ downstream: @escaping EventHandler<Step.Output>, lifetime: Lifetime) {
        self.step = step
        super.init(downstream, lifetime: lifetime)
    }

    /// Handles one event from the source: a value goes to the step (an error it throws ends the
    /// sequence); the source's error or completion is passed on unchanged, which stops the sink and
    /// releases the source.
    @inlinable
    package func on(_ event: Event<Step.Input>) {
        if case .next(let value) = event {
            do { try step.next(value, to: self) } catch { forwardError(error) }
        } else {
            pass(terminal: event)
        }
    }

    /// Passes on the source's error, or lets the step complete the sequence (`SinkStep.complete`).
    /// Out of line, so the per-value path stays small.
    @inlinable @inline(never)
    package func pass(terminal event: Event<Step.Input>) {
        if case .error(let error) = event { return forwardError(error) }
        do { try step.complete(to: self) } catch { forwardError(error) }
    }
}

extension ObservableType {
    /// Builds a single-source operator from `step`: each subscription gets a `StepSink` with a fresh
    /// copy of `step`, subscribed to this source (with the sink as the source's `Lifetime`) and
    /// returned as the subscription's disposable.
    ///
    /// - Parameter step: The operator's initial per-subscription logic and state.
    /// - Returns: The operator's observable; each subscription costs the sink alone.
    @inlinable
    package func lift<Step: SinkStep>(_ step: Step, operatorName: StaticString = #function) -> Observable<Step.Output> where Step.Input == Element {
        let source = asObservable()
        return Observable(source: source, attachWithLifetime: StepSink.attach(step, to: source), operatorName: operatorName)
    }
}

extension StepSink {
    /// What an observable built from `step` on `source` subscribes with (`Observable.attach`): a fresh
    /// sink per subscription, subscribed to `source` and returned as the disposable.
    ///
    /// Holds `source` as an `UnownedSource`: only for an observable made with `init(source:…)` on
    /// that same `source`, which owns it (see that initializer for why this is safe).
    @inlinable
    package static func attach(
        _ step: Step, to source: Observable<Step.Input>
    ) -> (@escaping EventHandler<Step.Output>, Lifetime) -> Disposable {
        { [source = UnownedSource(source)] downstream, lifetime in
            let sink = StepSink(step, downstream, lifetime: lifetime)
            sink.upstream.setDisposable(source.subscribe(sink: sink, handler: { sink.on($0) }))
            return sink
        }
    }
}
