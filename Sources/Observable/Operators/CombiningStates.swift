// The fixed-arity combining states behind `combineLatest` and `zip` of 2, 3 and 4 sources.
// (Written out per arity: parameter packs cannot yet express an enum case per source or mutate one
// element of a pack by index, which the per-value path needs to stay specialised and allocation-free.)

/// The state of a 2-source `combineLatest` (slots `LatestValue`) or `zip` (slots `ElementBuffer`).
@usableFromInline
struct Combining2State<Slot1: CombiningSlot, Slot2: CombiningSlot, Result>: CombiningState {
    @usableFromInline typealias Output = Result

    @usableFromInline typealias Operation = Combining2Operation<Slot1.Value, Slot2.Value>

    @inlinable static var sourceCount: Int { 2 }
    /// Every slot is of the same kind, so the first one speaks for all.
    @inlinable static var takingConsumes: Bool { Slot1.takingConsumes }

    @usableFromInline let resultSelector: (Slot1.Value, Slot2.Value) throws -> Result
    @usableFromInline var first = Slot1()
    @usableFromInline var second = Slot2()
    @usableFromInline var completedSources = 0

    @inlinable
    init(_ resultSelector: @escaping (Slot1.Value, Slot2.Value) throws -> Result) {
        self.resultSelector = resultSelector
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .first(let value): first.receive(value); sendIfReady(from: 0, sink)
        case .second(let value): second.receive(value); sendIfReady(from: 1, sink)
        case .error(let error): sink.forwardError(error)
        case .completed(let index): complete(source: index, sink)
        }
    }

    @inlinable
    mutating func combine() throws -> Result? {
        guard first.isReady && second.isReady else { return nil }
        return try resultSelector(first.take(), second.take())
    }

    /// Subscribes to the sources in order through one `SerialSink` per subscription, each starting
    /// from a copy of this (empty) state.
    @inlinable
    func observable(_ source1: Observable<Slot1.Value>, _ source2: Observable<Slot2.Value>) -> Observable<Result> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            sink.subscribe(source1) { Operation.from($0, source: 0, Operation.first) }
            sink.subscribe(source2) { Operation.from($0, source: 1, Operation.second) }
            return sink
        })
    }
}

/// The state of a 3-source `combineLatest` (slots `LatestValue`) or `zip` (slots `ElementBuffer`).
@usableFromInline
struct Combining3State<Slot1: CombiningSlot, Slot2: CombiningSlot, Slot3: CombiningSlot, Result>: CombiningState {
    @usableFromInline typealias Output = Result

    @usableFromInline typealias Operation = Combining3Operation<Slot1.Value, Slot2.Value, Slot3.Value>

    @inlinable static var sourceCount: Int { 3 }
    /// Every slot is of the same kind, so the first one speaks for all.
    @inlinable static var takingConsumes: Bool { Slot1.takingConsumes }

    @usableFromInline let resultSelector: (Slot1.Value, Slot2.Value, Slot3.Value) throws -> Result
    @usableFromInline var first = Slot1()
    @usableFromInline var second = Slot2()
    @usableFromInline var third = Slot3()
    @usableFromInline var completedSources = 0

    @inlinable
    init(_ resultSelector: @escaping (Slot1.Value, Slot2.Value, Slot3.Value) throws -> Result) {
        self.resultSelector = resultSelector
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .first(let value): first.receive(value); sendIfReady(from: 0, sink)
        case .second(let value): second.receive(value); sendIfReady(from: 1, sink)
        case .third(let value): third.receive(value); sendIfReady(from: 2, sink)
        case .error(let error): sink.forwardError(error)
        case .completed(let index): complete(source: index, sink)
        }
    }

    @inlinable
    mutating func combine() throws -> Result? {
        guard first.isReady && second.isReady && third.isReady else { return nil }
        return try resultSelector(first.take(), second.take(), third.take())
    }

    /// Subscribes to the sources in order through one `SerialSink` per subscription, each starting
    /// from a copy of this (empty) state.
    @inlinable
    func observable(_ source1: Observable<Slot1.Value>, _ source2: Observable<Slot2.Value>, _ source3: Observable<Slot3.Value>) -> Observable<Result> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            sink.subscribe(source1) { Operation.from($0, source: 0, Operation.first) }
            sink.subscribe(source2) { Operation.from($0, source: 1, Operation.second) }
            sink.subscribe(source3) { Operation.from($0, source: 2, Operation.third) }
            return sink
        })
    }
}

/// The state of a 4-source `combineLatest` (slots `LatestValue`) or `zip` (slots `ElementBuffer`).
@usableFromInline
struct Combining4State<Slot1: CombiningSlot, Slot2: CombiningSlot, Slot3: CombiningSlot, Slot4: CombiningSlot, Result>: CombiningState {
    @usableFromInline typealias Output = Result

    @usableFromInline typealias Operation = Combining4Operation<Slot1.Value, Slot2.Value, Slot3.Value, Slot4.Value>

    @inlinable static var sourceCount: Int { 4 }
    /// Every slot is of the same kind, so the first one speaks for all.
    @inlinable static var takingConsumes: Bool { Slot1.takingConsumes }

    @usableFromInline let resultSelector: (Slot1.Value, Slot2.Value, Slot3.Value, Slot4.Value) throws -> Result
    @usableFromInline var first = Slot1()
    @usableFromInline var second = Slot2()
    @usableFromInline var third = Slot3()
    @usableFromInline var fourth = Slot4()
    @usableFromInline var completedSources = 0

    @inlinable
    init(_ resultSelector: @escaping (Slot1.Value, Slot2.Value, Slot3.Value, Slot4.Value) throws -> Result) {
        self.resultSelector = resultSelector
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .first(let value): first.receive(value); sendIfReady(from: 0, sink)
        case .second(let value): second.receive(value); sendIfReady(from: 1, sink)
        case .third(let value): third.receive(value); sendIfReady(from: 2, sink)
        case .fourth(let value): fourth.receive(value); sendIfReady(from: 3, sink)
        case .error(let error): sink.forwardError(error)
        case .completed(let index): complete(source: index, sink)
        }
    }

    @inlinable
    mutating func combine() throws -> Result? {
        guard first.isReady && second.isReady && third.isReady && fourth.isReady else { return nil }
        return try resultSelector(first.take(), second.take(), third.take(), fourth.take())
    }

    /// Subscribes to the sources in order through one `SerialSink` per subscription, each starting
    /// from a copy of this (empty) state.
    @inlinable
    func observable(_ source1: Observable<Slot1.Value>, _ source2: Observable<Slot2.Value>, _ source3: Observable<Slot3.Value>, _ source4: Observable<Slot4.Value>) -> Observable<Result> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            sink.subscribe(source1) { Operation.from($0, source: 0, Operation.first) }
            sink.subscribe(source2) { Operation.from($0, source: 1, Operation.second) }
            sink.subscribe(source3) { Operation.from($0, source: 2, Operation.third) }
            sink.subscribe(source4) { Operation.from($0, source: 3, Operation.fourth) }
            return sink
        })
    }
}

/// One step of a 2-source combining operator: a value of one source, an error, or the completion of
/// source `index`. Generic over the values themselves (not the slots), so moving it through the queue
/// needs no associated-type lookups.
@usableFromInline
enum Combining2Operation<A, B>: CombiningOperation {
    case first(A)
    case second(B)
    case error(Error)
    case completed(Int)
}

/// One step of a 3-source combining operator: a value of one source, an error, or the completion of
/// source `index`. Generic over the values themselves (not the slots), so moving it through the queue
/// needs no associated-type lookups.
@usableFromInline
enum Combining3Operation<A, B, C>: CombiningOperation {
    case first(A)
    case second(B)
    case third(C)
    case error(Error)
    case completed(Int)
}

/// One step of a 4-source combining operator: a value of one source, an error, or the completion of
/// source `index`. Generic over the values themselves (not the slots), so moving it through the queue
/// needs no associated-type lookups.
@usableFromInline
enum Combining4Operation<A, B, C, D>: CombiningOperation {
    case first(A)
    case second(B)
    case third(C)
    case fourth(D)
    case error(Error)
    case completed(Int)
}
