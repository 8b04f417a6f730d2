// Static `zip` for 2, 3 and 4 sources. The collection form is in ZipCollection.swift.
// (Written out per arity, like combineLatest.)

/// The state of a 2-source `zip`: the values each source sent that are not yet paired, and which
/// sources completed.
@usableFromInline
struct Zip2State<A, B, Result>: SerialSinkState {
    @usableFromInline typealias Output = Result

    @usableFromInline
    enum Operation {
        case first(A)
        case second(B)
        case error(Error)
        case completed(Int)
    }

    @usableFromInline let resultSelector: (A, B) throws -> Result
    @usableFromInline var first = ElementBuffer<A>()
    @usableFromInline var second = ElementBuffer<B>()
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
            first.append(value)
            sendIfComplete(sink)
        case .second(let value):
            second.append(value)
            sendIfComplete(sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completedSources |= 1 << index
            completeIfExhausted(sink)
        }
    }

    /// Whether source `index` has no value waiting to be paired.
    @inlinable
    func isExhausted(_ index: Int) -> Bool {
        switch index {
        case 0: return first.isEmpty
        case 1: return second.isEmpty
        default: return true
        }
    }

    /// Completes once a completed source has no value left to pair: no further tuple is possible.
    @inlinable
    func completeIfExhausted(_ sink: SerialSink<Self>) {
        guard completedSources != 0 else { return }
        for index in 0..<2 where completedSources & (1 << index) != 0 && isExhausted(index) {
            return sink.forwardCompleted()
        }
    }

    @inlinable
    mutating func sendIfComplete(_ sink: SerialSink<Self>) {
        guard !first.isEmpty && !second.isEmpty else { return }
        let result: Result
        do { result = try resultSelector(first.removeFirst(), second.removeFirst()) } catch { return sink.forwardError(error) }
        sink.forwardNext(result)
        completeIfExhausted(sink)
    }
}

/// The state of a 3-source `zip`: the values each source sent that are not yet paired, and which
/// sources completed.
@usableFromInline
struct Zip3State<A, B, C, Result>: SerialSinkState {
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
    @usableFromInline var first = ElementBuffer<A>()
    @usableFromInline var second = ElementBuffer<B>()
    @usableFromInline var third = ElementBuffer<C>()
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
            first.append(value)
            sendIfComplete(sink)
        case .second(let value):
            second.append(value)
            sendIfComplete(sink)
        case .third(let value):
            third.append(value)
            sendIfComplete(sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completedSources |= 1 << index
            completeIfExhausted(sink)
        }
    }

    /// Whether source `index` has no value waiting to be paired.
    @inlinable
    func isExhausted(_ index: Int) -> Bool {
        switch index {
        case 0: return first.isEmpty
        case 1: return second.isEmpty
        case 2: return third.isEmpty
        default: return true
        }
    }

    /// Completes once a completed source has no value left to pair: no further tuple is possible.
    @inlinable
    func completeIfExhausted(_ sink: SerialSink<Self>) {
        guard completedSources != 0 else { return }
        for index in 0..<3 where completedSources & (1 << index) != 0 && isExhausted(index) {
            return sink.forwardCompleted()
        }
    }

    @inlinable
    mutating func sendIfComplete(_ sink: SerialSink<Self>) {
        guard !first.isEmpty && !second.isEmpty && !third.isEmpty else { return }
        let result: Result
        do { result = try resultSelector(first.removeFirst(), second.removeFirst(), third.removeFirst()) } catch { return sink.forwardError(error) }
        sink.forwardNext(result)
        completeIfExhausted(sink)
    }
}

/// The state of a 4-source `zip`: the values each source sent that are not yet paired, and which
/// sources completed.
@usableFromInline
struct Zip4State<A, B, C, D, Result>: SerialSinkState {
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
    @usableFromInline var first = ElementBuffer<A>()
    @usableFromInline var second = ElementBuffer<B>()
    @usableFromInline var third = ElementBuffer<C>()
    @usableFromInline var fourth = ElementBuffer<D>()
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
            first.append(value)
            sendIfComplete(sink)
        case .second(let value):
            second.append(value)
            sendIfComplete(sink)
        case .third(let value):
            third.append(value)
            sendIfComplete(sink)
        case .fourth(let value):
            fourth.append(value)
            sendIfComplete(sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completedSources |= 1 << index
            completeIfExhausted(sink)
        }
    }

    /// Whether source `index` has no value waiting to be paired.
    @inlinable
    func isExhausted(_ index: Int) -> Bool {
        switch index {
        case 0: return first.isEmpty
        case 1: return second.isEmpty
        case 2: return third.isEmpty
        case 3: return fourth.isEmpty
        default: return true
        }
    }

    /// Completes once a completed source has no value left to pair: no further tuple is possible.
    @inlinable
    func completeIfExhausted(_ sink: SerialSink<Self>) {
        guard completedSources != 0 else { return }
        for index in 0..<4 where completedSources & (1 << index) != 0 && isExhausted(index) {
            return sink.forwardCompleted()
        }
    }

    @inlinable
    mutating func sendIfComplete(_ sink: SerialSink<Self>) {
        guard !first.isEmpty && !second.isEmpty && !third.isEmpty && !fourth.isEmpty else { return }
        let result: Result
        do { result = try resultSelector(first.removeFirst(), second.removeFirst(), third.removeFirst(), fourth.removeFirst()) } catch { return sink.forwardError(error) }
        sink.forwardNext(result)
        completeIfExhausted(sink)
    }
}

extension ObservableType {
    /// Pairs the sources' values in order — the first of each, then the second of each, … — combined
    /// with `resultSelector`. Completes once a completed source has no unpaired value left; fails as
    /// soon as any source fails or the selector throws.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = Zip2State<O1.Element, O2.Element, Element>
            let sink = SerialSink(State(resultSelector), downstream, lifetime: lifetime)
            sink.subscribe(observable1, State.operation1)
            sink.subscribe(observable2, State.operation2)
            return sink
        })
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' values in order as tuples. Completion and errors as in
    /// `zip(_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2, resultSelector: { ($0, $1) })
    }
}

extension ObservableType {
    /// Pairs the sources' values in order — the first of each, then the second of each, … — combined
    /// with `resultSelector`. Completes once a completed source has no unpaired value left; fails as
    /// soon as any source fails or the selector throws.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        let observable3 = source3.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = Zip3State<O1.Element, O2.Element, O3.Element, Element>
            let sink = SerialSink(State(resultSelector), downstream, lifetime: lifetime)
            sink.subscribe(observable1, State.operation1)
            sink.subscribe(observable2, State.operation2)
            sink.subscribe(observable3, State.operation3)
            return sink
        })
    }
}

extension ObservableType where Element == Any {
    /// Pairs the sources' values in order as tuples. Completion and errors as in
    /// `zip(_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3, resultSelector: { ($0, $1, $2) })
    }
}

extension ObservableType {
    /// Pairs the sources' values in order — the first of each, then the second of each, … — combined
    /// with `resultSelector`. Completes once a completed source has no unpaired value left; fails as
    /// soon as any source fails or the selector throws.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        let observable3 = source3.asObservable()
        let observable4 = source4.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = Zip4State<O1.Element, O2.Element, O3.Element, O4.Element, Element>
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
    /// Pairs the sources' values in order as tuples. Completion and errors as in
    /// `zip(_:resultSelector:)`.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4, resultSelector: { ($0, $1, $2, $3) })
    }
}
