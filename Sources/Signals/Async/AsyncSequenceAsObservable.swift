@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension AsyncSequence {
    /// This async sequence as an `Observable` (RxSwift 6.5's `asObservable(priority:)`): each
    /// subscription iterates the sequence in a detached task of its own and sends its elements, then
    /// completes; an error the iteration throws ends it with that error (a `CancellationError`
    /// completes it instead).
    ///
    /// ```swift
    /// let clicks = AsyncStream<Int> { continuation in … }
    /// clicks.asObservable().observe(on: MainScheduler.instance).subscribe(onNext: { print($0) })
    /// ```
    ///
    /// Events come from the task's thread, never the subscribing one: use `observe(on:)` before
    /// touching the UI. Disposing the subscription cancels the task, so the iteration stops at its
    /// next suspension, and nothing is delivered after disposal. Each subscription makes its iterator
    /// when it subscribes and advances it only in its task, so, as in RxSwift, the sequence need not
    /// be `Sendable`.
    ///
    /// - Parameter priority: The priority of the iterating task; `nil` (the default) leaves it to the
    ///   system.
    /// - Returns: A cold observable: every subscription iterates the sequence again.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // A fresh iterator per subscription, erased to its elements so that the task's closure
            // needs no metatype of this (possibly non-`Sendable`) sequence.
            let elements = IteratedInOneTask(makeAsyncIterator())
            let task = Task.detached(priority: priority) {
                do {
                    while let element = try await elements.next() {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch is CancellationError {
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

/// The iterator of one subscription, handed to the one task that calls it (see
/// `asObservable(priority:)`); only that task calls `next()`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
private final class IteratedInOneTask<Element>: @unchecked Sendable {
    /// Advances the iterator.
    let next: () async throws -> Element?

    init<Iterator: AsyncIteratorProtocol>(_ iterator: Iterator) where Iterator.Element == Element {
        var iterator = iterator
        next = { try await iterator.next() }
    }
}
