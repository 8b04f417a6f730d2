/// One subscription of `of`/`from` (without a scheduler): queued on the current-thread trampoline by
/// `subscribe`, it sends the sequence's values when the trampoline gets to it — after the outermost
/// `subscribe` on the thread returned, as RxSwift's `ObservableSequence` on `CurrentThreadScheduler`.
///
/// After each value, if other work waits on the trampoline (another source's turn, work the value
/// started), it queues itself behind it and returns, so sources take turns one value each as RxSwift's
/// recursive scheduling makes them; with nothing else waiting it goes on in a loop, with no allocation
/// per value. It stops before the next value once its subscriber ended (`from(1...).take(3)`).
@usableFromInline
final class TrampolinedSequence<Iterator: IteratorProtocol>: TrampolineWork {
    @usableFromInline var iterator: Iterator
    @usableFromInline let downstream: EventHandler<Iterator.Element>
    @usableFromInline let lifetime: Lifetime
    @usableFromInline let trampoline: Trampoline
    /// `sendValues()`, as a closure without captures made in `init`, which is inlined where the
    /// sequence's type is known: the trampoline calls `runOnTrampoline()` through `TrampolineWork`,
    /// whose witness runs unspecialised generic code (measured: 1 allocation and ~1,850 instructions
    /// more per value of `flatMap { Observable.from($0) }`); this closure runs the specialised loop.
    @usableFromInline let sendValuesSpecialised: (TrampolinedSequence) -> Void

    @inlinable
    init(_ iterator: Iterator, downstream: @escaping EventHandler<Iterator.Element>, lifetime: Lifetime, trampoline: Trampoline) {
        self.iterator = iterator
        self.downstream = downstream
        self.lifetime = lifetime
        self.trampoline = trampoline
        sendValuesSpecialised = { $0.sendValues() }
    }

    /// Sends values, specialised (see `sendValuesSpecialised`).
    @usableFromInline
    func runOnTrampoline() { sendValuesSpecialised(self) }

    /// Sends values until the sequence ends, the subscriber ends, or other work is waiting. The
    /// iterator is advanced in a local copy (a stored `var` of a class is checked for exclusive
    /// access on every mutation), written back only when the loop yields its turn.
    @inlinable
    func sendValues() {
        var iterator = self.iterator
        while !lifetime.hasEnded {
            guard let element = iterator.next() else { return downstream(.completed) }
            downstream(.next(element))
            if trampoline.hasQueuedWork {
                self.iterator = iterator
                trampoline.enqueue(self)
                return
            }
        }
    }

    /// Queues one subscription of `sequence` on the calling thread's trampoline (or, outside any
    /// subscription, starts the trampoline with it).
    @inlinable
    static func start<Source: Sequence>(
        _ sequence: Source, downstream: @escaping EventHandler<Iterator.Element>, lifetime: Lifetime
    ) -> Disposable where Source.Iterator == Iterator {
        let trampoline = Trampoline.current
        let work = TrampolinedSequence(sequence.makeIterator(), downstream: downstream, lifetime: lifetime, trampoline: trampoline)
        if trampoline.isRunning {
            trampoline.enqueue(work)
        } else {
            trampoline.run { work.sendValues() }
        }
        return Disposables.create()
    }
}
