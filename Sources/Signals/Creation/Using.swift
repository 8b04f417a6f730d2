extension Observable {
    /// For each subscription, creates a resource with `resourceFactory`, then subscribes to the
    /// observable `observableFactory` makes from it; the resource is disposed (after the source
    /// subscription) when the subscription is disposed or the sequence ends.
    ///
    /// ```swift
    /// final class Connection: Disposable {
    ///     func dispose() { print("connection closed") }
    /// }
    /// let numbers = Observable.using(Connection.init) { _ in Observable.of(1, 2) }
    /// _ = numbers.subscribe { print($0) }
    /// // Prints:
    /// // next(1)
    /// // next(2)
    /// // completed
    /// // connection closed
    /// ```
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the per-subscription resource. A thrown error fails the sequence.
    ///   - observableFactory: Makes the source from the resource. A thrown error fails the sequence
    ///     and disposes the resource.
    /// - Returns: An observable with the source's events; nothing follows a terminal event, and the
    ///   resource is disposed exactly once.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = Sink(downstream, lifetime: lifetime)
            let resource: Resource
            do { resource = try resourceFactory() } catch {
                sink.forwardError(error)
                return sink
            }
            let source: Observable<Element>
            do { source = try observableFactory(resource) } catch {
                sink.upstream.setDisposable(resource)
                sink.forwardError(error)
                return sink
            }
            sink.upstream.setDisposable(Disposables.create(source.subscribe(handler: sink.forward, lifetime: sink), resource))
            return sink
        })
    }
}
