// Static `combineLatest` for 2, 3 and 4 sources. The collection form is in CombineLatestCollection.swift.
// (Written out per arity: Swift has no variadic generics that specialise as well on every platform.)

/// The state of a 2-source `combineLatest`: the latest value of each source and which ones completed.
@usableFromInline
struct CombineLatest2State<A, B, Result>: SerialSinkState {
    @usableFromInline typealias Output = Result

    @usableFromInline
    enum Operation {
        case first(A)
        case second(B)
        case error(Error)
        case completed(Int)
    }

    @usableFromInline let resultSelector: (A, B) throws -> Result
    @usableFromInline var first: A?
    @usableFromInline var second: B?
    /// Bit `i` is set once source `i` completed.
    @usableFromInline var completedSources = 0

    @inlinable
    init(_ resultSelector: @escaping (A, B) throws -> Result) {
        self.resultSelector = resultSelector
    }

    @inlinable
    static func operation1(_ event: Event<A>) -> Operation {
        switch event {
        case .next(let value): return .first(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(0)
        }
    }

    @inlinable
    static func operation2(_ event: Event<B>) -> Operation {
        switch event {
        case .next(let value): return .second(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(1)
        }
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .first(let value):
            first = value
            sendIfComplete(sink)
        case .second(let value):
            second = value
            sendIfComplete(sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completedSources |= 1 << index
            if completedSources == 3 || !hasValue(index) { sink.forwardCompleted() }
        }
    }

    /// Whether source `index` has produced a value (so it can still take part in a combination).
    @inlinable
    func hasValue(_ index: Int) -> Bool {
        switch index {
        case 0: return first != nil
        case 1: return second != nil
        default: return false
        }
    }

    @inlinable
    func sendIfComplete(_ sink: SerialSink<Self>) {
        guard let first, let second else { return }
        let result: Result
        do { result = try resultSelector(first, second) } catch { return sink.forwardError(error) }
        sink.forwardNext(result)
    }
}

/// The state of a 3-source `combineLatest`: the latest value of each source and which ones completed.
@usableFromInline
struct CombineLatest3State<A, B, C, Result>: SerialSinkState {
    @usableFromInline typealias Output = Result

    @usableFromInline
    enum Operation {
        case first(A)
        case second(B)
        case third(C)
        case error(Error)
        case completed(Int)
    }

    @usableFromInline let resultSelector: (A, B, C) throws -> Result
    @usableFromInline var first: A?
    @usableFromInline var second: B?
    @usableFromInline var third: C?
    /// Bit `i` is set once source `i` completed.
    @usableFromInline var completedSources = 0

    @inlinable
    init(_ resultSelector: @escaping (A, B, C) throws -> Result) {
        self.resultSelector = resultSelector
    }

    @inlinable
    static func operation1(_ event: Event<A>) -> Operation {
        switch event {
        case .next(let value): return .first(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(0)
        }
    }

    @inlinable
    static func operation2(_ event: Event<B>) -> Operation {
        switch event {
        case .next(let value): return .second(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(1)
        }
    }

    @inlinable
    static func operation3(_ event: Event<C>) -> Operation {
        switch event {
        case .next(let value): return .third(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(2)
        }
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .first(let value):
            first = value
            sendIfComplete(sink)
        case .second(let value):
            second = value
            sendIfComplete(sink)
        case .third(let value):
            third = value
            sendIfComplete(sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completedSources |= 1 << index
            if completedSources == 7 || !hasValue(index) { sink.forwardCompleted() }
        }
    }

    /// Whether source `index` has produced a value (so it can still take part in a combination).
    @inlinable
    func hasValue(_ index: Int) -> Bool {
        switch index {
        case 0: return first != nil
        case 1: return second != nil
        case 2: return third != nil
        default: return false
        }
    }

    @inlinable
    func sendIfComplete(_ sink: SerialSink<Self>) {
        guard let first, let second, let third else { return }
        let result: Result
        do { result = try resultSelector(first, second, third) } catch { return sink.forwardError(error) }
        sink.forwardNext(result)
    }
}

/// The state of a 4-source `combineLatest`: the latest value of each source and which ones completed.
@usableFromInline
struct CombineLatest4State<A, B, C, D, Result>: SerialSinkState {
    @usableFromInline typealias Output = Result

    @usableFromInline
    enum Operation {
        case first(A)
        case second(B)
        case third(C)
        case fourth(D)
        case error(Error)
        case completed(Int)
    }

    @usableFromInline let resultSelector: (A, B, C, D) throws -> Result
    @usableFromInline var first: A?
    @usableFromInline var second: B?
    @usableFromInline var third: C?
    @usableFromInline var fourth: D?
    /// Bit `i` is set once source `i` completed.
    @usableFromInline var completedSources = 0

    @inlinable
    init(_ resultSelector: @escaping (A, B, C, D) throws -> Result) {
        self.resultSelector = resultSelector
    }

    @inlinable
    static func operation1(_ event: Event<A>) -> Operation {
        switch event {
        case .next(let value): return .first(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(0)
        }
    }

    @inlinable
    static func operation2(_ event: Event<B>) -> Operation {
        switch event {
        case .next(let value): return .second(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(1)
        }
    }

    @inlinable
    static func operation3(_ event: Event<C>) -> Operation {
        switch event {
        case .next(let value): return .third(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(2)
        }
    }

    @inlinable
    static func operation4(_ event: Event<D>) -> Operation {
        switch event {
        case .next(let value): return .fourth(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(3)
        }
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .first(let value):
            first = value
            sendIfComplete(sink)
        case .second(let value):
            second = value
            sendIfComplete(sink)
        case .third(let value):
            third = value
            sendIfComplete(sink)
        case .fourth(let value):
            fourth = value
            sendIfComplete(sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completedSources |= 1 << index
            if completedSources == 15 || !hasValue(index) { sink.forwardCompleted() }
        }
    }

    /// Whether source `index` has produced a value (so it can still take part in a combination).
    @inlinable
    func hasValue(_ index: Int) -> Bool {
        switch index {
        case 0: return first != nil
        case 1: return second != nil
        case 2: return third != nil
        case 3: return fourth != nil
        default: return false
        }
    }

    @inlinable
    func sendIfComplete(_ sink: SerialSink<Self>) {
        guard let first, let second, let third, let fourth else { return }
        let result: Result
        do { result = try resultSelector(first, second, third, fourth) } catch { return sink.forwardError(error) }
        sink.forwardNext(result)
    }
}

extension ObservableType {
    /// Combines the latest values of 2 sources with `resultSelector`, each time any of them sends,
    /// once every source has sent at least once. Completes when all sources completed (or at once if
    /// one completes without ever sending); fails as soon as any source fails or the selector throws.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = CombineLatest2State<O1.Element, O2.Element, Element>
            let sink = SerialSink(State(resultSelector), downstream, lifetime: lifetime)
            sink.subscribe(observable1, State.operation1)
            sink.subscribe(observable2, State.operation2)
            return sink
        })
    }
}

extension ObservableType where Element == Any {
    /// Pairs up the latest values of 2 sources as a tuple, each time any of them sends, once every
    /// source has sent at least once. Completion and errors as in `combineLatest(_:resultSelector:)`.
    /// Sending a combination allocates nothing.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2, resultSelector: { ($0, $1) })
    }
}

extension ObservableType {
    /// Combines the latest values of 3 sources with `resultSelector`, each time any of them sends,
    /// once every source has sent at least once. Completes when all sources completed (or at once if
    /// one completes without ever sending); fails as soon as any source fails or the selector throws.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        let observable3 = source3.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = CombineLatest3State<O1.Element, O2.Element, O3.Element, Element>
            let sink = SerialSink(State(resultSelector), downstream, lifetime: lifetime)
            sink.subscribe(observable1, State.operation1)
            sink.subscribe(observable2, State.operation2)
            sink.subscribe(observable3, State.operation3)
            return sink
        })
    }
}

extension ObservableType where Element == Any {
    /// Pairs up the latest values of 3 sources as a tuple, each time any of them sends, once every
    /// source has sent at least once. Completion and errors as in `combineLatest(_:resultSelector:)`.
    /// Sending a combination allocates nothing.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}

extension ObservableType {
    /// Combines the latest values of 4 sources with `resultSelector`, each time any of them sends,
    /// once every source has sent at least once. Completes when all sources completed (or at once if
    /// one completes without ever sending); fails as soon as any source fails or the selector throws.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        let observable3 = source3.asObservable()
        let observable4 = source4.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = CombineLatest4State<O1.Element, O2.Element, O3.Element, O4.Element, Element>
            let sink = SerialSink(State(resultSelector), downstream, lifetime: lifetime)
            sink.subscribe(observable1, State.operation1)
            sink.subscribe(observable2, State.operation2)
            sink.subscribe(observable3, State.operation3)
            sink.subscribe(observable4, State.operation4)
            return sink
        })
    }
}

extension ObservableType where Element == Any {
    /// Pairs up the latest values of 4 sources as a tuple, each time any of them sends, once every
    /// source has sent at least once. Completion and errors as in `combineLatest(_:resultSelector:)`.
    /// Sending a combination allocates nothing.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4, resultSelector: { ($0, $1, $2, $3) })
    }
}
