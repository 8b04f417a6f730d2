/// The state of `withLatestFrom`: the latest value of the second source.
@usableFromInline
struct WithLatestFromState<Element, Second, Result>: SerialSinkState {
    @usableFromInline typealias Output = Result

    @usableFromInline
    enum Operation {
        case next(Element)
        case completed
        case latest(Second)
        /// The second source completed: its latest value stays usable.
        case secondCompleted
        case error(Error)
    }

    @usableFromInline let resultSelector: (Element, Second) throws -> Result
    @usableFromInline var latest: Second?

    @inlinable
    init(_ resultSelector: @escaping (Element, Second) throws -> Result) {
        self.resultSelector = resultSelector
    }

    @inlinable
    static func sourceOperation(_ event: Event<Element>) -> Operation {
        switch event {
        case .next(let value): return .next(value)
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }

    @inlinable
    static func secondOperation(_ event: Event<Second>) -> Operation {
        switch event {
        case .next(let value): return .latest(value)
        case .error(let error): return .error(error)
        case .completed: return .secondCompleted
        }
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .next(let value):
            guard let latest else { return }
            let result: Result
            do { result = try resultSelector(value, latest) } catch { return sink.forwardError(error) }
            sink.forwardNext(result)
        case .completed:
            sink.forwardCompleted()
        case .latest(let value):
            latest = value
        case .secondCompleted:
            break
        case .error(let error):
            sink.forwardError(error)
        }
    }
}

extension ObservableType {
    /// Each time this source sends, combines its value with the latest value of `second` (values sent
    /// before `second` has one are dropped). Completes with this source; fails as soon as either
    /// source fails or the selector throws. `second` is subscribed first.
    @inlinable
    public func withLatestFrom<Second: ObservableType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        let other = second.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = WithLatestFromState<Element, Second.Element, Result>
            let sink = SerialSink(State(resultSelector), downstream, lifetime: lifetime)
            sink.subscribe(other, State.secondOperation)
            sink.subscribe(source, State.sourceOperation)
            return sink
        })
    }

    /// Each time this source sends, sends the latest value of `second` (nothing until `second` has one).
    /// Completes with this source; fails as soon as either source fails.
    @inlinable
    public func withLatestFrom<Second: ObservableType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second, resultSelector: { $1 })
    }
}
