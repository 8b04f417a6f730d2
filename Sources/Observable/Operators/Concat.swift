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
        Observable.sequential(sequence, movesOnError: false)
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
