/// The observer handed to `Observable.create`'s closure: may be called from any thread, and
/// serializes, orders and stops events before they reach the subscriber.
///
/// Events are delivered one at a time in call order (reentrant calls are queued, not recursive);
/// nothing is delivered after a terminal event or after disposal, and disposal drops the subscriber.
@usableFromInline
final class SerializingSink<Element>: Disposable, @unchecked Sendable {
    @usableFromInline enum Operation {
        case event(Event<Element>)
        case release
    }

    @usableFromInline let queue = SerialQueue<Operation>()
    @usableFromInline let disposed = OnceFlag()
    @usableFromInline let upstream = SingleAssignmentDisposable()
    // `@exclusivity(unchecked)`: read and written only inside `run`, which only the queue's current
    // drainer executes (the role passes between threads through the queue's lock, so each access
    // happens-before the next), and never re-entered: a call of the observer from inside the
    // subscriber's handler finds this thread draining and is queued.
    @usableFromInline @exclusivity(unchecked) var downstream: EventHandler<Element>?

    @usableFromInline init(_ downstream: @escaping EventHandler<Element>) {
        self.downstream = downstream
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Delivers `event` (or queues it behind the delivery in progress).
    @inlinable
    func on(_ event: Event<Element>) {
        guard !disposed.isRaised else { return }
        queue.submit(.event(event), { run($0) })
    }

    @inlinable
    func run(_ operation: Operation) {
        switch operation {
        case .event(let event):
            guard let downstream, !disposed.isRaised else { return }
            if case .next = event {
                downstream(event)
            } else {
                self.downstream = nil
                downstream(event)
                dispose()
            }
        case .release:
            downstream = nil
        }
    }

    @usableFromInline func dispose() {
        guard disposed.raise() else { return }
        queue.submitNeverWaiting(.release, { run($0) })
        upstream.dispose()
    }
}
