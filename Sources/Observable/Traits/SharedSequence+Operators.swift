/// The single-source operators a ViewModel chains on a `Driver` or a `Signal`, written once for both:
/// each returns the same trait, built on the `Observable` operator of the same name. Their closures
/// cannot throw, so the result still never fails; it is shared again by the strategy (as RxCocoa),
/// with no second hop to the scheduler (see `SharedSequence`).
extension SharedSequenceConvertibleType {
    /// Transforms each value with `transform`.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(sharing: _traitOperatorSource().map(transform))
    }

    /// Transforms each value with `transform`, dropping the `nil` results.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(sharing: _traitOperatorSource().compactMap(transform))
    }

    /// Passes on only the values for which `isIncluded` returns `true`.
    ///
    /// - Parameter isIncluded: returns `true` for each value to keep.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().filter(isIncluded))
    }

    /// Drops each value whose `keySelector` key equals the previous value's key.
    ///
    /// - Parameter keySelector: the key values are compared by.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().distinctUntilChanged(keySelector))
    }

    /// Drops each value that `comparer` finds equal to the previous value.
    ///
    /// - Parameter comparer: returns `true` when two keys (or values) count as equal.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().distinctUntilChanged(comparer))
    }

    /// Drops each value whose `keySelector` key `comparer` finds equal to the previous value's key.
    ///
    /// - Parameters:
    ///   - keySelector: the key values are compared by.
    ///   - comparer: returns `true` when two keys (or values) count as equal.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops each value whose property at `keyPath` equals the previous value's.
    ///
    /// - Parameter keyPath: the property compared.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().distinctUntilChanged(at: keyPath))
    }

    /// Calls the closures (each optional) around the events and the subscription, passing every event
    /// on unchanged. `afterNext`/`afterCompleted` run after the value or completion went downstream;
    /// `onSubscribe` before subscribing upstream, `onSubscribed` after; `onDispose` when the
    /// subscription ends for any reason.
    ///
    /// - Parameters:
    ///   - onNext: called with each value.
    ///   - afterNext: called with each value after it went downstream.
    ///   - onCompleted: called on completion.
    ///   - afterCompleted: called after the completion went downstream.
    ///   - onSubscribe: called before subscribing upstream.
    ///   - onSubscribed: called after subscribing upstream.
    ///   - onDispose: called when the subscription ends, for any reason.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }

    /// Sends each intermediate result of folding the values into `seed` with `accumulator`.
    ///
    /// - Parameters:
    ///   - seed: the first accumulated value.
    ///   - accumulator: combines the accumulated value with the next value; it runs once per value.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func scan<Accumulate>(
        _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence<SharingStrategy, Accumulate>(sharing: _traitOperatorSource().scan(seed, accumulator: accumulator))
    }

    /// Sends each intermediate result of folding the values into `seed` in place with `accumulator`.
    ///
    /// - Parameters:
    ///   - seed: the first accumulated value.
    ///   - accumulator: combines the accumulated value with the next value; it runs once per value.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
    ) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence<SharingStrategy, Accumulate>(sharing: _traitOperatorSource().scan(into: seed, accumulator: accumulator))
    }

    /// Sends `elements`, in order, before the trait's own values, to the subscriber that connects the
    /// shared result; a later subscriber gets what the strategy replays instead (a `Driver` its
    /// latest value). They are sent during `subscribe`, on the subscribing thread (as RxCocoa).
    ///
    /// - Parameter elements: the values, in order.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: elements.reversed().reduce(_traitOperatorSource()) { sequence, element in sequence.startWith(element) })
    }

    /// Drops the first `count` values.
    ///
    /// - Parameter count: how many values to drop; zero or less drops nothing, as in RxCocoa.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().skip(count))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each value equal to the one before.
    ///
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().distinctUntilChanged())
    }
}
