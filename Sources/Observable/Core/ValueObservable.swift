/// An observable that sends one value, then completes, as each subscription is made: what
/// `just(_:)` is.
///
/// It keeps the value in a field instead of in an `attach` closure's capture: one allocation per
/// `just` instead of two (the closure's context), which a `flatMapLatest { .just($0) }` pays per
/// outer value. Its `subscribeKind` calls `send(to:)`.
@usableFromInline
package final class ValueObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// The value each subscription receives. Immutable.
    @usableFromInline let element: Element

    /// An observable that sends `element`, then `.completed`, to each subscriber.
    @inlinable
    package init(_ element: Element) {
        self.element = element
        super.init(subscribeKind: Self.sendValue, inspectorNode: .forSource("just", role: .stream))
    }

    /// The subscribe function of a `just`: sends the value, then completes, to the downstream,
    /// synchronously on the subscribing thread. Written as the whole path (one frame), as a
    /// recursive `flatMap` subscribes through it once per level (see "Stack depth" on `Observable`).
    @inlinable
    static var sendValue: (Observable<Element>, Downstream<Element>) -> Disposable {
        { observable, downstream in
            let just = observable as! ValueObservable<Element>
            if let node = just.inspectorNode { return Inspector.subscribe(downstream, to: node) { just.send(to: $0) } }
            if case .kept(let handler, _, _) = downstream { return just.send(to: handler) }
            return just.send(to: downstream)
        }
    }

    /// Sends the value, then completes, to a downstream other than `.kept`.
    @inlinable
    final func send(to downstream: Downstream<Element>) -> Disposable {
        switch downstream {
        case .subscriber(let closures, let ends):
            let subscriber = ChainSubscriber(closures: closures, ends: ends)
            subscriber.setUpstream(send(to: subscriber.handler))
            return subscriber
        case .retained(let handler, _), .kept(let handler, _, _):
            return send(to: handler)
        }
    }

    /// Sends the value, then completes, synchronously on the subscribing thread.
    @inlinable
    final func send(to handler: EventHandler<Element>) -> Disposable {
        handler(.next(element))
        handler(.completed)
        return Disposables.create()
    }
}
