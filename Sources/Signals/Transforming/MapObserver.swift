extension ObserverType {
    /// An observer of `Result` values that feeds this observer with `transform` of each one (RxSwift's
    /// `mapObserver`). Errors and completion pass through unchanged; if `transform` throws, this
    /// observer receives that error instead of the value.
    ///
    /// - Parameter transform: Turns each received value into one for this observer.
    /// - Returns: A type-erased observer with this observer's guarantees (thread-safety, grammar).
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            switch event {
            case .next(let value):
                do { self.on(.next(try transform(value))) } catch { self.on(.error(error)) }
            case .error(let error):
                self.on(.error(error))
            case .completed:
                self.on(.completed)
            }
        }
    }
}
