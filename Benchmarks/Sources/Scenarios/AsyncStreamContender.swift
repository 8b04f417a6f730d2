/// `AsyncStream` as a binding: a continuation yields each value and one consumer awaits it. Only
/// `relay-1` makes sense: an AsyncStream has a single consumer (no `relay-10`), no current value
/// (no `behavior-1`) and no `removeDuplicates` in the standard library (no `chain`).
/// The consumer runs in the producer's task (yield, then `next()`), which is the cheapest way to
/// drive it: no task switch is counted.
enum AsyncStreamContender {
    static let scenarios: [Scenario] = [
        Scenario("relay-1", "asyncstream") {
            let sink = Sink()
            let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .unbounded)
            let box = IteratorBox(stream.makeAsyncIterator())
            return Session(sink: sink, finish: { continuation.finish() }, .async { count in
                for value in 0..<count {
                    continuation.yield(value)
                    if let received = await box.iterator.next() { sink.take(received) }
                }
            })
        },
    ]
}

final class IteratorBox {
    @exclusivity(unchecked) var iterator: AsyncStream<Int>.Iterator
    init(_ iterator: AsyncStream<Int>.Iterator) { self.iterator = iterator }
}
