/// The state of `concat` over a sequence of observables: one source runs at a time, and the next one
/// is taken from the sequence (lazily) when the current one completes.
@usableFromInline
struct ConcatState<Sources: Sequence, Element>: SerialSinkState where Sources.Element == Observable<Element> {
    @usableFromInline typealias Output = Element

    @usableFromInline
    enum Operation {
        /// Subscribe to the first source; submitted once, when the subscription starts.
        case start
        case event(Event<Element>)
    }

    @usableFromInline let sources: Sources
    /// Made on `.start`, so every subscription iterates the sequence afresh.
    @usableFromInline var iterator: Sources.Iterator?
    @usableFromInline var current: CompositeDisposable.DisposeKey?

    @inlinable init(_ sources: Sources) { self.sources = sources }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .event(.next(let value)):
            sink.forwardNext(value)
        case .event(.error(let error)):
            sink.forwardError(error)
        case .start, .event(.completed):
            if let current { sink.subscriptions.remove(for: current) }
            current = nil
            // A synchronous subscriber that already ended (say `take(3)` still inside `subscribe`)
            // cannot dispose this sink yet, so the loop checks its lifetime before going on.
            if sink.hasEnded { return }
            if iterator == nil { iterator = sources.makeIterator() }
            // A source that completes while subscribing queues its completion behind this operation,
            // so a run of such sources loops here instead of growing the stack.
            guard let next = iterator?.next() else { return sink.forwardCompleted() }
            current = sink.subscribe(next) { .event($0) }
        }
    }
}

extension ObservableType {
    /// Subscribes to each observable of `sequence` in turn, the next one only when the previous one
    /// completed, and sends their values. The sequence is iterated lazily, once per subscription, so
    /// it may be long or endless.
    ///
    /// Completes after the last observable completed (at once for an empty sequence); fails as soon as
    /// the running observable fails. Events are delivered one at a time and nothing follows the
    /// terminal event; disposal disposes the running subscription and stops the iteration.
    ///
    /// - Parameter sequence: the observables to concatenate, in order.
    @inlinable
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(ConcatState(sequence), downstream, lifetime: lifetime)
            sink.submit(.start)
            return sink
        })
    }

    /// Subscribes to each observable of `collection` in turn, the next one only when the previous one
    /// completed, and sends their values. Completes after the last one completed (at once for an
    /// empty collection); fails as soon as the running one fails. Events are delivered one at a time;
    /// disposal disposes the running subscription.
    ///
    /// - Parameter collection: the observables to concatenate, in order.
    @inlinable
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        concat(AnySequence(collection))
    }

    /// Subscribes to each of `sources` in turn, the next one only when the previous one completed, and
    /// sends their values. Completes after the last one completed; fails as soon as the running one
    /// fails. Events are delivered one at a time; disposal disposes the running subscription.
    ///
    /// - Parameter sources: the observables to concatenate, in order.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(AnySequence(sources))
    }

    /// Sends this source's values and, once it completed, subscribes to `second` and sends its values.
    /// An error of this source ends the sequence without subscribing to `second`. Events are delivered
    /// one at a time; disposal disposes whichever subscription is running.
    ///
    /// - Parameter second: the observable that follows this one.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat(AnySequence([asObservable(), second.asObservable()]))
    }
}
