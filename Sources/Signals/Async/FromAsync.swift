@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Observable {
    /// An observable that, for each subscription, iterates `sequence` in a new task and sends its
    /// elements, then completes (or fails with the error it throws). Disposing cancels the task.
    ///
    /// - Parameter sequence: The source; it is iterated once per subscription, in a task of its own.
    /// - Returns: A cold observable whose events may come from any thread (the task's); nothing follows
    ///   its terminal event or disposal.
    public static func from<Source: AsyncSequence & Sendable>(_ sequence: Source) -> Observable<Element> where Source.Element == Element {
        createAsync { (observer: AnyObserver<Element>) async throws in
            for try await element in sequence {
                observer.onNext(element)
            }
        }
    }

    /// An observable that, for each subscription, runs `body` in a new task with an observer to send
    /// values to; it completes when `body` returns and fails with the error `body` throws. Disposing
    /// cancels the task (check `Task.isCancelled` or call `try Task.checkCancellation()` in long work);
    /// events sent after disposal are dropped. (Not an overload of `create`: a synchronous closure
    /// that forgot its `return Disposables.create()` would otherwise silently become asynchronous.)
    ///
    /// ```swift
    /// let greetings = Observable<String>.createAsync { observer in
    ///     for name in ["Ada", "Grace"] {
    ///         try await Task.sleep(nanoseconds: 1_000_000)
    ///         observer.onNext("Hello, \(name)")
    ///     }
    /// }
    /// // Sends "Hello, Ada", "Hello, Grace", then completes.
    /// ```
    ///
    /// - Parameter body: The work of one subscription. It may send from any thread; events are serialized
    ///   and none passes a terminal event.
    /// - Returns: A cold observable: each subscription starts its own task.
    public static func createAsync(_ body: @escaping @Sendable (AnyObserver<Element>) async throws -> Void) -> Observable<Element> {
        create { (observer: AnyObserver<Element>) -> Disposable in
            let task = Task {
                do {
                    try await body(observer)
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }

    /// An observable that, for each subscription, awaits `work` in a new task and sends its result,
    /// then completes (or fails with the error it throws). Disposing cancels the task.
    ///
    /// - Parameter work: The async call, awaited once per subscription in a task of its own.
    /// - Returns: A cold observable that sends one value and completes, or fails; events come from the
    ///   task's thread, so use `observe(on:)` before touching the UI.
    public static func fromAsync(_ work: @escaping @Sendable () async throws -> Element) -> Observable<Element> {
        createAsync { (observer: AnyObserver<Element>) async throws in
            observer.onNext(try await work())
        }
    }
}
