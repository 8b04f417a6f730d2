/// The state of a fixed-arity combining operator (`combineLatest` or `zip` of 2, 3 or 4 sources):
/// one `CombiningSlot` per source plus which sources completed. The arity-specific types
/// (CombiningStates.swift) only list their slots; the rules below are written once for all.
@usableFromInline
protocol CombiningState: SerialSinkState {
    /// How many sources there are.
    static var sourceCount: Int { get }
    /// Whether taking values empties slots (`zip`): then `zip`'s completion rule applies.
    static var takingConsumes: Bool { get }
    /// Bit `i` is set once source `i` completed.
    var completedSources: Int { get set }
    /// Takes a value from every slot and combines them, or returns nil if a slot is not ready.
    mutating func combine() throws -> Output?
}

extension CombiningState {
    /// Sends the next combination if every source has a value for it; fails if the selector throws.
    ///
    /// `index` is the source that just sent. When a value is missing and every other source has
    /// completed, `combineLatest` can never combine again and completes, as RxSwift's does; `zip`
    /// (consuming slots) completes only once every source completed, as RxSwift's fixed-arity `zip`.
    @inlinable
    mutating func sendIfReady(from index: Int, _ sink: SerialSink<Self>) {
        let result: Output?
        do { result = try combine() } catch { return sink.forwardError(error) }
        guard let result else {
            if !Self.takingConsumes && completedSources | (1 << index) == Self.allSourcesCompleted {
                sink.forwardCompleted()
            }
            return
        }
        sink.forwardNext(result)
    }

    /// Records that source `index` completed, and completes once every source has (RxSwift's rule:
    /// a source that completes without a value does not end the others).
    @inlinable
    mutating func complete(source index: Int, _ sink: SerialSink<Self>) {
        completedSources |= 1 << index
        if completedSources == Self.allSourcesCompleted { sink.forwardCompleted() }
    }

    /// `completedSources` once every source completed.
    @inlinable static var allSourcesCompleted: Int { (1 << sourceCount) - 1 }
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
