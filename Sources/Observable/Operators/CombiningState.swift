/// The state of a fixed-arity combining operator (`combineLatest` or `zip` of 2, 3 or 4 sources):
/// one `CombiningSlot` per source plus which sources completed. The arity-specific types
/// (CombiningStates.swift) only list their slots; the rules below are written once for all.
@usableFromInline
protocol CombiningState: SerialSinkState {
    /// How many sources there are.
    static var sourceCount: Int { get }
    /// Whether taking values empties slots (`zip`): then a combination can exhaust a completed source.
    static var takingConsumes: Bool { get }
    /// Bit `i` is set once source `i` completed.
    var completedSources: Int { get set }
    /// Whether source `index`'s slot holds a value for the next combination.
    func isReady(_ index: Int) -> Bool
    /// Takes a value from every slot and combines them, or returns nil if a slot is not ready.
    mutating func combine() throws -> Output?
}

extension CombiningState {
    /// Sends the next combination if every source has a value for it; fails if the selector throws.
    @inlinable
    mutating func sendIfReady(_ sink: SerialSink<Self>) {
        let result: Output?
        do { result = try combine() } catch { return sink.forwardError(error) }
        guard let result else { return }
        sink.forwardNext(result)
        guard Self.takingConsumes, completedSources != 0 else { return }
        for index in 0..<Self.sourceCount where completedSources & (1 << index) != 0 && !isReady(index) {
            return sink.forwardCompleted()
        }
    }

    /// Records that source `index` completed, and completes once no further combination is possible:
    /// every source completed, or this one did with no value to contribute.
    @inlinable
    mutating func complete(source index: Int, _ sink: SerialSink<Self>) {
        completedSources |= 1 << index
        if completedSources == (1 << Self.sourceCount) - 1 || !isReady(index) { sink.forwardCompleted() }
    }
}

/// The operations of a combining operator, as far as errors and completions go: one case each, shared
/// by every source.
@usableFromInline
protocol CombiningOperation {
    /// A source failed with `error`.
    static func error(_ error: Error) -> Self
    /// Source `index` completed.
    static func completed(_ index: Int) -> Self
}

extension CombiningOperation {
    /// The operation for `event` of source `index`, whose values become `next(_:)`.
    @inlinable
    static func from<Value>(_ event: Event<Value>, source index: Int, _ next: (Value) -> Self) -> Self {
        switch event {
        case .next(let value): return next(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(index)
        }
    }
}
