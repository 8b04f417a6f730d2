/// More of Infallible's operators (RxSwift's `Infallible+Operators.swift`, `Infallible+Debug.swift`):
/// time, accumulation, sharing, keyed distinctness, `withUnretained`, `debug` and the creation forms
/// that take a scheduler; each runs the `Observable` operator of the same name.
extension InfallibleType {
    /// The latest value once `dueTime` passed without another.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time a value must be followed by.
    ///   - scheduler: Runs the timers; values are sent from it.
    /// - Returns: an `Infallible`: it never fails; values arrive on `scheduler`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// At most one value per `dueTime`: the first at once, then (with `latest`) the latest at the window's end.
    ///
    /// - Parameters:
    ///   - dueTime: The window.
    ///   - latest: Whether the latest value of a window is sent when it ends (the default).
    ///   - scheduler: Runs the timers.
    /// - Returns: an `Infallible`: it never fails; values arrive on the source's thread or on `scheduler`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Each running total, made by mutating an accumulator in place.
    ///
    /// - Parameters:
    ///   - seed: The starting accumulator.
    ///   - accumulator: Folds a value into the accumulator.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(raw: asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// One subscription to the source shared by every subscriber, replaying the latest `replay` values.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest values a new subscriber gets at once.
    ///   - scope: `.whileConnected` (the default) forgets them when the last subscriber leaves.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(raw: asObservable().share(replay: replay, scope: scope))
    }

    /// Drops values whose key equals the key of the value before.
    ///
    /// - Parameter keySelector: Makes the key; it must not throw: an error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<Element> {
        Infallible(trapping: asObservable().distinctUntilChanged(keySelector), in: "distinctUntilChanged")
    }

    /// Drops values whose key `comparer` finds equal to the key of the value before.
    ///
    /// - Parameters:
    ///   - keySelector: Makes the key; it must not throw.
    ///   - comparer: Whether two keys are equal; it must not throw.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool) -> Infallible<Element> {
        Infallible(trapping: asObservable().distinctUntilChanged(keySelector, comparer: comparer), in: "distinctUntilChanged")
    }

    /// Drops values whose property at `keyPath` equals the one of the value before.
    ///
    /// - Parameter keyPath: The property compared.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element> {
        Infallible(raw: asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Each value with `obj`, held weakly, through `resultSelector`; completes once `obj` is gone.
    ///
    /// - Parameters:
    ///   - obj: Held weakly.
    ///   - resultSelector: Makes the result from `obj` and a value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible(raw: asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each value paired with `obj`, held weakly; completes once `obj` is gone.
    ///
    /// - Parameter obj: Held weakly.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(raw: asObservable().withUnretained(obj))
    }

    /// Prints every event, subscription and disposal, as `Observable.debug` does.
    ///
    /// - Parameters:
    ///   - identifier: The label printed; by default the file and line.
    ///   - trimOutput: Whether long events are shortened.
    ///   - file: The calling file (for the default label).
    ///   - line: The calling line.
    ///   - function: The calling function.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Infallible<Element> {
        Infallible(raw: asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// The values of the sequence `selector` makes from each value, merged.
    ///
    /// - Parameter selector: Makes a sequence from each value. Its error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when the source and every inner sequence have.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(trapping: asObservable().flatMap(selector), in: "flatMap")
    }

    /// The values of the sequence `selector` made from the latest value (the one before is disposed).
    ///
    /// - Parameter selector: Makes a sequence from each value. Its error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when the source and the latest inner sequence have.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(trapping: asObservable().flatMapLatest(selector), in: "flatMapLatest")
    }
}

extension Infallible {
    /// Sends `element` in one action on `scheduler`, then completes in the next.
    ///
    /// - Parameters:
    ///   - element: The value.
    ///   - scheduler: Where the value and the completion are sent.
    /// - Returns: an `Infallible`: it never fails; events arrive on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(raw: .just(element, scheduler: scheduler))
    }

    /// Sends `elements` one per action on `scheduler`, then completes.
    ///
    /// - Parameters:
    ///   - elements: The values, in order.
    ///   - scheduler: Where each value and the completion are sent.
    /// - Returns: an `Infallible`: it never fails; events arrive on `scheduler`.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(raw: .from(elements, scheduler: scheduler))
    }

    /// Sends the elements of `sequence` one per action on `scheduler`, then completes.
    ///
    /// - Parameters:
    ///   - sequence: The values, in order.
    ///   - scheduler: Where each value and the completion are sent.
    /// - Returns: an `Infallible`: it never fails; events arrive on `scheduler`.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(raw: .from(sequence, scheduler: scheduler))
    }
}
