/// Operators that mix several traits and keep a trait, as RxCocoa: the inner sequences are traits, so
/// they never fail and already deliver on the strategy's scheduler (every strategy delivers on
/// `SharingScheduler.make()`); each result is shared again by its strategy (see `SharedSequence`).
/// Declared on `SharedSequenceConvertibleType`, as RxCocoa's, so an app's own trait type has them.
extension SharedSequenceConvertibleType {
    /// Maps each value to a trait and sends the values of all of them as they arrive. The result
    /// has the inner traits' strategy, as in RxCocoa: a `Signal` mapped to `Driver`s is a `Driver`.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: a trait of the inner traits' strategy, shared by it and delivering on its scheduler; it never fails.
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(sharing: _traitOperatorSource().flatMap { selector($0).source })
    }

    /// Maps each value to a trait and sends the values of the latest one only (the previous one is
    /// disposed). The result has the inner traits' strategy, as in RxCocoa: in
    /// `taps.withLatestFrom(credentials).flatMapLatest { api.login($0).asDriver(onErrorJustReturn: false) }`
    /// the `Signal` of taps becomes a `Driver`.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: a trait of the inner traits' strategy, shared by it and delivering on its scheduler; it never fails.
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(sharing: _traitOperatorSource().flatMapLatest { selector($0).source })
    }

    /// Maps a value to a trait only while no earlier one is still running (values arriving meanwhile
    /// are dropped), and sends its values. The result has the inner traits' strategy, as in RxCocoa.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: a trait of the inner traits' strategy, shared by it and delivering on its scheduler; it never fails.
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(sharing: _traitOperatorSource().flatMapFirst { selector($0).source })
    }

    /// Combines each value with the latest value of `second` (values before `second` sent are
    /// dropped). `second` may be a trait of either strategy: both deliver on the same scheduler.
    ///
    /// - Parameters:
    ///   - second: the sequence that follows or is combined with this one.
    ///   - resultSelector: makes the result from the combined values.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(
            sharing: _traitOperatorSource().withLatestFrom(second.asSharedSequence().source, resultSelector: resultSelector)
        )
    }

    /// Replaces each value with the latest value of `second` (values before `second` sent are dropped).
    ///
    /// - Parameter second: the sequence that follows or is combined with this one.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(
        _ second: Second
    ) -> SharedSequence<SharingStrategy, Second.Element> {
        SharedSequence<SharingStrategy, Second.Element>(sharing: _traitOperatorSource().withLatestFrom(second.asSharedSequence().source))
    }
}

/// Combining several traits of one strategy into one: `Driver.merge(a, b)`, `Signal.concat(a, b)`.
extension SharedSequence {
    /// Sends the values of every trait in `sources` as they arrive; completes when all completed.
    ///
    /// - Parameter sources: the sequences to combine.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        merge(sources)
    }

    /// Sends the values of every trait in `sources` as they arrive; completes when all completed.
    ///
    /// - Parameter sources: the sequences to combine.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: Observable.merge(sources.map { $0.source }))
    }

    /// Sends the values of each trait in `sources` in turn, subscribing to the next when one completes.
    ///
    /// - Parameter sources: the sequences to combine.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func concat(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        concat(sources)
    }

    /// Sends the values of each trait in `sources` in turn, subscribing to the next when one completes.
    ///
    /// - Parameter sources: the sequences to combine.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func concat<Sources: Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: Observable.concat(sources.map { $0.source }))
    }

    /// Sends the values of each trait in `sources` in turn, subscribing to the next when one
    /// completes; `sources` is walked lazily, one element per completed trait.
    ///
    /// - Parameter sources: the sequences to combine, in order.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: Observable.concat(sources.lazy.map { $0.source }))
    }

    /// Sends this trait's values, then, once it completed, those of `second`.
    ///
    /// - Parameter second: the sequence that follows or is combined with this one.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func concat(_ second: SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: source.concat(second.source))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Sends the values of the latest inner trait only (the previous one is disposed). The result
    /// has the inner traits' strategy, as in RxCocoa.
    ///
    /// - Returns: a trait of the inner traits' strategy, shared by it and delivering on its scheduler; it never fails.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            sharing: _traitOperatorSource().map { $0.asSharedSequence().source }.switchLatest()
        )
    }

    /// Sends the values of every inner trait as they arrive. The result has the inner traits'
    /// strategy, as in RxCocoa.
    ///
    /// - Returns: a trait of the inner traits' strategy, shared by it and delivering on its scheduler; it never fails.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            sharing: _traitOperatorSource().map { $0.asSharedSequence().source }.merge()
        )
    }

    /// Sends the values of the inner traits as they arrive, with at most `maxConcurrent` of them
    /// subscribed at once (the others wait, in order). The result has the inner traits' strategy,
    /// as in RxCocoa.
    ///
    /// - Parameter maxConcurrent: How many inner traits may be subscribed at once, at least 1.
    /// - Returns: a trait of the inner traits' strategy, shared by it and delivering on its scheduler; it never fails.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:) needs a limit of 1 or more, not \(maxConcurrent)")
        return SharedSequence<Element.SharingStrategy, Element.Element>(
            sharing: _traitOperatorSource().map { $0.asSharedSequence().source }.merge(maxConcurrent: maxConcurrent)
        )
    }
}
