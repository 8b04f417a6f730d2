/// `Single`, `Maybe` and `Completable` made from async work (RxSwift 6.5's `from(_:)`, plus Signals'
/// `create(detached:priority:work:)`): each subscription runs the work in a new task, and disposing
/// the subscription cancels that task. Every entry point below is a thin typed front for
/// `running(detached:priority:work:)`.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveSequence {
    /// For each subscription, runs `work` in a new task and reports what it returns (a value, or
    /// `nil` for completion without one) or throws; disposing the subscription cancels the task.
    ///
    /// - Parameters:
    ///   - detached: run `work` in a detached task instead of `Task.init`'s.
    ///   - priority: the task's priority.
    ///   - work: the asynchronous work.
    /// - Returns: the trait over that task; its outcome arrives on the task's thread.
    static func running(
        detached: Bool, priority: TaskPriority?, work: @escaping @Sendable () async throws -> Element?
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Maybe<Element>.create { maybe in
            let operation: @Sendable () async -> Void = {
                do {
                    if let value = try await work() { maybe(.success(value)) } else { maybe(.completed) }
                } catch {
                    maybe(.error(error))
                }
            }
            let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }.source)
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveSequence where Trait == SingleTrait {
    /// A `Single` that, for each subscription, runs `work` in a new task: `Single.create { try await load() }`
    /// (the closure takes no argument, which tells it apart from the synchronous `create(subscribe:)`).
    ///
    /// - Parameters:
    ///   - detached: run `work` in a detached task instead of `Task.init`'s.
    ///   - priority: the task's priority.
    ///   - work: the asynchronous work; check `Task.isCancelled` in long work.
    /// - Returns: a `Single` that succeeds with what `work` returns or fails with what it throws, on
    ///   the task's thread; disposing it cancels the task.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil, work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        running(detached: detached, priority: priority, work: work)
    }

    /// A `Single` that runs `block` in a new task for each subscription (RxSwift's `Single.from`).
    ///
    /// - Parameter block: the asynchronous work.
    /// - Returns: a `Single` that succeeds with what `block` returns or fails with what it throws;
    ///   disposing it cancels the task.
    public static func from(_ block: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        running(detached: false, priority: nil, work: block)
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveSequence where Trait == MaybeTrait {
    /// A `Maybe` that, for each subscription, runs `work` in a new task: `Maybe.create { try await find() }`.
    ///
    /// - Parameters:
    ///   - detached: run `work` in a detached task instead of `Task.init`'s.
    ///   - priority: the task's priority.
    ///   - work: the asynchronous work; `nil` means "no value".
    /// - Returns: a `Maybe` that succeeds with the value `work` returns, completes empty when it
    ///   returns `nil`, or fails with what it throws; disposing it cancels the task.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil, work: @escaping @Sendable () async throws -> Element?
    ) -> Maybe<Element> {
        running(detached: detached, priority: priority, work: work)
    }

    /// A `Maybe` that runs `block` in a new task for each subscription (RxSwift's `Maybe.from`).
    ///
    /// - Parameter block: the asynchronous work, or `nil` for a `Maybe` that completes empty.
    /// - Returns: a `Maybe` that succeeds with what `block` returns or fails with what it throws;
    ///   disposing it cancels the task.
    public static func from(_ block: (@Sendable () async throws -> Element)?) -> Maybe<Element> {
        guard let block else { return running(detached: false, priority: nil, work: { nil }) }
        return running(detached: false, priority: nil, work: block)
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// A `Completable` that, for each subscription, runs `work` in a new task: `Completable.create { try await save() }`.
    ///
    /// - Parameters:
    ///   - detached: run `work` in a detached task instead of `Task.init`'s.
    ///   - priority: the task's priority.
    ///   - work: the asynchronous work.
    /// - Returns: a `Completable` that completes when `work` returns or fails with what it throws;
    ///   disposing it cancels the task.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false, priority: TaskPriority? = nil, work: @escaping @Sendable () async throws -> Void
    ) -> Completable {
        running(detached: detached, priority: priority, work: { try await work(); return nil })
    }

    /// A `Completable` that runs `block` in a new task for each subscription (RxSwift's `Completable.from`).
    ///
    /// - Parameter block: the asynchronous work.
    /// - Returns: a `Completable` that completes when `block` returns or fails with what it throws;
    ///   disposing it cancels the task.
    public static func from(_ block: @escaping @Sendable () async throws -> Void) -> Completable {
        create(work: block)
    }
}
