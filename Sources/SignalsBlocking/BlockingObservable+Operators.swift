import Foundation
import Signals
import SignalsCore

/// How a sequence a `BlockingObservable` waited for ended, with the values it sent until then
/// (RxBlocking's `MaterializedSequenceResult`).
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` (or the wait timed out: `RxError.timeout`) after sending `elements`.
    case failed(elements: [T], error: Error)
}

extension BlockingObservable {
    /// Waits for the sequence to end and returns every value it sent.
    ///
    /// ```swift
    /// print(try Observable.of(1, 2, 3).toBlocking().toArray())
    /// // Prints:
    /// // [1, 2, 3]
    /// ```
    ///
    /// - Returns: The values in the order they were sent; the subscription is disposed before this returns.
    /// - Throws: The sequence's error, `RxError.timeout`, or `RxError.argumentOutOfRange` for a
    ///   negative or NaN timeout.
    public func toArray() throws -> [Element] {
        try record().elementsOrThrow()
    }

    /// Waits for the first value (the subscription is disposed right after it) or the end.
    ///
    /// - Returns: The first value, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error if it failed before sending a value, `RxError.timeout`, or
    ///   `RxError.argumentOutOfRange` for a negative or NaN timeout.
    public func first() throws -> Element? {
        try record(limit: 1).elementsOrThrow().first
    }

    /// Waits for the sequence to end and returns its last value, or `nil` if it sent none.
    ///
    /// - Returns: The last value, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error, `RxError.timeout`, or `RxError.argumentOutOfRange` for a
    ///   negative or NaN timeout.
    public func last() throws -> Element? {
        try record().elementsOrThrow().last
    }

    /// Waits for the sequence to end and returns its only value.
    ///
    /// - Returns: The one value; the subscription is disposed before this returns or throws.
    /// - Throws: `RxError.noElements` if it sent none, `RxError.moreThanOneElement` as soon as a
    ///   second value arrives, the sequence's error, `RxError.timeout`, or `RxError.argumentOutOfRange`
    ///   for a negative or NaN timeout.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the sequence to end and returns its only value that satisfies `predicate`.
    ///
    /// - Parameter predicate: Picks the values that count; called on the thread that sends them.
    /// - Returns: The one value `predicate` accepted; the subscription is disposed before this returns.
    /// - Throws: `RxError.noElements` if no value satisfied it, `RxError.moreThanOneElement` as soon
    ///   as a second one does, what `predicate` throws, the sequence's error, `RxError.timeout`, or
    ///   `RxError.argumentOutOfRange` for a negative or NaN timeout.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try record(limit: 2, predicate: predicate).elementsOrThrow()
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let only = elements.first else { throw RxError.noElements }
        return only
    }

    /// Waits for the sequence to end and returns how it ended with the values it sent; never throws:
    /// an error, the timeout as `RxError.timeout`, or a negative or NaN timeout as
    /// `RxError.argumentOutOfRange`, is in `.failed`.
    ///
    /// ```swift
    /// let failing = Observable<Int>.error(RxError.noElements).startWith(0)
    /// print(failing.toBlocking().materialize())
    /// // Prints:
    /// // failed(elements: [0], error: Sequence doesn't contain any elements.)
    /// ```
    ///
    /// - Returns: `.completed` with every value, or `.failed` with the values before the error.
    public func materialize() -> MaterializedSequenceResult<Element> {
        record()
    }

    /// Subscribes, waits as `timeout` allows, and disposes the subscription before returning; a
    /// negative or NaN `timeout` fails with `RxError.argumentOutOfRange` without subscribing.
    private func record(limit: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }) -> MaterializedSequenceResult<Element> {
        if let timeout, !(timeout >= 0) { return .failed(elements: [], error: RxError.argumentOutOfRange) }
        let recording = BlockingRecording(limit: limit, predicate: predicate)
        // On a trampoline of its own: called from a handler the thread's trampoline runs, the values of
        // `of`/`from` would otherwise be queued behind this wait.
        let subscription = Trampoline.current.runSeparately { source.subscribe { recording.on($0) } }
        defer { subscription.dispose() }
        return recording.wait(timeout: timeout)
    }
}

extension MaterializedSequenceResult {
    /// The values of a completed sequence; throws the error of a failed one.
    func elementsOrThrow() throws -> [T] {
        switch self {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
