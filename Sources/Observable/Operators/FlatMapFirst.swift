/// The state of `flatMapFirst`: whether an inner subscription is running (values that arrive
/// meanwhile are dropped) and whether the outer source completed.
@usableFromInline
struct FlatMapFirstState<Element, InnerElement>: SerialSinkState {
    @usableFromInline typealias Output = InnerElement

    @usableFromInline
    enum Operation {
        case outer(Event<Element>)
        case inner(Event<InnerElement>)
    }

    @usableFromInline let selector: (Element) throws -> Observable<InnerElement>
    /// The running inner subscription, if any. Only one inner runs at a time, so its events need no id.
    @usableFromInline var current: CompositeDisposable.DisposeKey?
    @usableFromInline var innerIsRunning = false
    @usableFromInline var outerIsDone = false

    /// - Parameter selector: maps an outer value to its inner observable; not called for dropped values.
    @inlinable
    init(_ selector: @escaping (Element) throws -> Observable<InnerElement>) {
        self.selector = selector
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .outer(.next(let value)):
            guard !innerIsRunning else { return }
            let inner: Observable<InnerElement>
            do { inner = try selector(value) } catch { return sink.forwardError(error) }
            innerIsRunning = true
            // Events the inner sends while subscribing are queued behind this operation.
            current = sink.subscribe(inner) { .inner($0) }
        case .outer(.completed):
            outerIsDone = true
            if !innerIsRunning { sink.forwardCompleted() }
        case .outer(.error(let error)), .inner(.error(let error)):
            sink.forwardError(error)
        case .inner(.next(let value)):
            sink.forwardNext(value)
        case .inner(.completed):
            innerIsRunning = false
            if let current { sink.subscriptions.remove(for: current) }
            current = nil
            if outerIsDone { sink.forwardCompleted() }
        }
    }
}

extension ObservableType {
    /// Maps a value to an observable with `selector` and sends its values, ignoring the source's values
    /// that arrive while that inner observable is still running (`selector` is not called for them).
    /// The first value after the inner completed starts the next inner.
    ///
    /// Completes when this source and the running inner completed; fails as soon as either fails or
    /// `selector` throws. Events are delivered one at a time even when the sources send from several
    /// threads, and nothing follows the terminal event; disposal disposes this source and the inner.
    ///
    /// - Parameter selector: maps a value to the observable whose values replace it.
    @inlinable
    public func flatMapFirst<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        FlatMapFirstState { try selector($0).asObservable() }.observable(asObservable()) { .outer($0) }
    }
}
