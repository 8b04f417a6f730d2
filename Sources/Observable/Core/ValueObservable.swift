/// An observable that sends one value, then completes, as each subscription is made: what
/// `just(_:)` is (`route` `.value`).
///
/// It keeps the value in a field instead of in an `attach` closure's capture: one allocation per
/// `just` instead of two (the closure's context), which a `flatMapLatest { .just($0) }` pays per
/// outer value. The `subscribe` entry points call `send(to:)` for this route, out of line but
/// specialised for `Element` (`Observable.subscribeToSubjectOrValue`).
@usableFromInline
package final class ValueObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// The value each subscription receives. Immutable.
    @usableFromInline let element: Element

    /// An observable that sends `element`, then `.completed`, to each subscriber.
    @inlinable
    package init(_ element: Element) {
        self.element = element
        super.init(route: .value)
    }

    /// Sends the value, then completes, synchronously on the subscribing thread.
    @inlinable
    final func send(to handler: EventHandler<Element>) -> Disposable {
        handler(.next(element))
        handler(.completed)
        return Disposables.create()
    }
}
