/// The state of `amb`: the first source to send anything wins; the others are released.
struct AmbState<Element>: SerialSinkState {
    typealias Output = Element

    /// What the sources submit, one at a time, to `apply`.
    enum Operation {
        case event(Int, Event<Element>)
        /// Source `index`'s subscription key, submitted right after subscribing it.
        case subscribed(Int, CompositeDisposable.DisposeKey)
    }

    private var winner: Int?
    private var keys: [Int: CompositeDisposable.DisposeKey] = [:]

    /// Runs one operation (on the sink's drainer only).
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .event(let index, let event):
            if winner == nil {
                winner = index
                for (loser, key) in keys where loser != index { sink.subscriptions.remove(for: key) }
                keys = [:]
            }
            guard winner == index else { return }
            switch event {
            case .next(let value): sink.forwardNext(value)
            case .error(let error): sink.forwardError(error)
            case .completed: sink.forwardCompleted()
            }
        case .subscribed(let index, let key):
            if let winner {
                if winner != index { sink.subscriptions.remove(for: key) }
            } else {
                keys[index] = key
            }
        }
    }
}

extension ObservableType {
    /// Mirrors whichever of `sources` sends first — a value, an error or completion — and releases the
    /// others at that moment (RxSwift's `amb`). An empty collection never sends anything.
    ///
    /// - Parameter sources: The competitors, subscribed in order.
    /// - Returns: An observable whose events are serialized (see CONTRACT.md); nothing is sent after the
    ///   winner's terminal event or disposal.
    public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        let observables = sources.map { $0.asObservable() }
        return Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(AmbState<Element>(), downstream, lifetime: lifetime)
            for (index, observable) in observables.enumerated() {
                if let key = sink.subscribe(observable, { .event(index, $0) }) { sink.submit(.subscribed(index, key)) }
            }
            return sink
        })
    }

    /// Mirrors whichever of this source and `right` sends first, releasing the other (RxSwift's
    /// `amb`). This source is subscribed first.
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }
}
