extension ObservableType {
    /// ``retry(when:)`` with a notifier that sees only errors of type `ErrorType`, RxSwift's generic
    /// form: a failure of another type is not retried and ends the sequence with that error.
    ///
    /// ```swift
    /// request.retry { (errors: Observable<URLError>) in errors.delay(.seconds(1), scheduler: s) }
    /// ```
    ///
    /// - Parameter notificationHandler: builds the notifier from the observable of typed errors; a
    ///   value of the notifier resubscribes, its completion completes, its error fails the sequence.
    /// - Returns: an observable that retries as the notifier says, for errors of `ErrorType` only.
    @inlinable
    public func retry<Trigger: ObservableType, ErrorType: Swift.Error>(
        when notificationHandler: @escaping (Observable<ErrorType>) -> Trigger
    ) -> Observable<Element> {
        retry(when: { (errors: Observable<Swift.Error>) -> Observable<Trigger.Element> in
            notificationHandler(errors.map { error -> ErrorType in
                guard let typed = error as? ErrorType else { throw error }
                return typed
            }).asObservable()
        })
    }
}
