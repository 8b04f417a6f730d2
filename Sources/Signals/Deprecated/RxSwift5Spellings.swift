/// RxSwift 5's operator names that RxSwift 6 renamed, kept as deprecated renames (as RxSwift 6 does)
/// so code written against RxSwift 5 compiles against Signals with a warning and a fix-it to the
/// current name. Each calls the operator it was renamed to; README's migration table lists them.
extension ObservableType {
    /// Deprecated: `catch(_:)`.
    ///
    /// - Parameter handler: makes the sequence to continue with from the error.
    /// - Returns: what `catch(_:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Error) throws -> Observable<Element>) -> Observable<Element> {
        self.catch(handler)
    }

    /// Deprecated: `catchAndReturn(_:)`.
    ///
    /// - Parameter element: the value.
    /// - Returns: what `catchAndReturn(_:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Deprecated: `retry(when:)`.
    ///
    /// - Parameter notificationHandler: gets the errors and returns a trigger: each of its values retries, its end ends the sequence.
    /// - Returns: what `retry(when:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(_ notificationHandler: @escaping (Observable<Error>) -> Trigger) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Deprecated: `observe(on:)`.
    ///
    /// - Parameter scheduler: the scheduler the timers (or deliveries) run on.
    /// - Returns: what `observe(on:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// Deprecated: `subscribe(on:)`.
    ///
    /// - Parameter scheduler: the scheduler the timers (or deliveries) run on.
    /// - Returns: what `subscribe(on:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// Deprecated: `take(until:)`.
    ///
    /// - Parameter other: the sequence whose first value (or completion) is the trigger.
    /// - Returns: what `take(until:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        take(until: other)
    }

    /// Deprecated: `take(until:behavior:)`.
    ///
    /// - Parameters:
    ///   - behavior: whether the value that stops the sequence is sent too (`.inclusive`) or not (`.exclusive`).
    ///   - predicate: the condition tested on each value.
    /// - Returns: what `take(until:behavior:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }

    /// Deprecated: `take(while:)`.
    ///
    /// - Parameter predicate: the condition tested on each value.
    /// - Returns: what `take(while:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Deprecated: `take(while:behavior:)`.
    ///
    /// - Parameters:
    ///   - behavior: whether the value that stops the sequence is sent too (`.inclusive`) or not (`.exclusive`).
    ///   - predicate: the condition tested on each value.
    /// - Returns: what `take(while:behavior:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "take(while:behavior:)")
    public func takeWhile(behavior: TakeBehavior, _ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate, behavior: behavior)
    }

    /// Deprecated: `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: how long to take or skip values for.
    ///   - scheduler: the scheduler the timers (or deliveries) run on.
    /// - Returns: what `take(for:scheduler:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }

    /// Deprecated: `skip(until:)`.
    ///
    /// - Parameter other: the sequence whose first value (or completion) is the trigger.
    /// - Returns: what `skip(until:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        skip(until: other)
    }

    /// Deprecated: `element(at:)`.
    ///
    /// - Parameter index: the zero-based position of the value to send.
    /// - Returns: what `element(at:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

extension ObservableType {
    /// Deprecated: `catch(_:)` with a sequence of sources.
    ///
    /// - Parameter sequence: the values, in order.
    /// - Returns: what `catch(_:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "catch(_:)")
    public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.catch(sequence)
    }
}

/// Deprecated: `TakeBehavior` (RxSwift 5's name, for `takeUntil(_:predicate:)`).
@_documentation(visibility: internal)
@available(*, deprecated, renamed: "TakeBehavior")
public typealias TakeUntilBehavior = TakeBehavior
