/// Whether `take(while:behavior:)` also passes on the value that ended it.
public enum TakeBehavior: Sendable {
    /// Also passes on the first value that fails the predicate, then completes.
    case inclusive
    /// Completes without passing on the value that fails the predicate.
    case exclusive
}

extension ObservableType {
    /// Passes on values while `predicate` returns `true`; the first value that fails it completes the
    /// sequence (and is passed on first if `behavior` is `.inclusive`). A thrown error ends the sequence.
    @inlinable
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        lift { sink in
            { event in
                switch event {
                case .next(let value):
                    do {
                        if try predicate(value) {
                            sink.forwardNext(value)
                        } else {
                            if behavior == .inclusive { sink.forwardNext(value) }
                            sink.forwardCompleted()
                        }
                    } catch {
                        sink.forwardError(error)
                    }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
