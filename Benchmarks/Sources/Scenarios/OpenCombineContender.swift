import OpenCombine

/// OpenCombine 0.14, the portable Combine: subjects, `sink`, `AnyCancellable`.
/// It has no `combineLatest`, so it has no `greeting` row, and no ViewModel of its own for
/// `touch-counter`.
enum OpenCombineContender {
    static let scenarios: [Scenario] = sendAndSubscribeScenarios + subscribeScenarios

    /// The send scenarios, `subscribe-dispose` and `bag-1000`.
    static let sendAndSubscribeScenarios: [Scenario] = [
        Scenario("relay-1", "opencombine") {
            let sink = Sink()
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = subject.sink { sink.take($0) }
            return Session(sink: sink, finish: { cancellable.cancel() }, .sync { count in
                for value in 0..<count { subject.send(value) }
            })
        },
        Scenario("relay-10", "opencombine") {
            let sink = Sink()
            let subject = PassthroughSubject<Int, Never>()
            var cancellables = Set<AnyCancellable>()
            for _ in 0..<10 { subject.sink { sink.take($0) }.store(in: &cancellables) }
            let held = cancellables
            return Session(sink: sink, finish: { for c in held { c.cancel() } }, .sync { count in
                for value in 0..<count { subject.send(value) }
            })
        },
        Scenario("behavior-1", "opencombine") {
            let sink = Sink()
            let subject = CurrentValueSubject<Int, Never>(-1)
            let cancellable = subject.sink { sink.take($0) }
            return Session(sink: sink, finish: { cancellable.cancel() }, .sync { count in
                for value in 0..<count { subject.send(value) }
            })
        },
        Scenario("chain", "opencombine") {
            let sink = Sink()
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = subject
                .map { $0 &* 2 }
                .filter { $0 % 3 != 0 }
                .removeDuplicates()
                .sink { sink.take($0) }
            return Session(sink: sink, finish: { cancellable.cancel() }, .sync { count in
                for value in 0..<count { subject.send(value) }
            })
        },
        Scenario("subscribe-dispose", "opencombine") {
            let sink = Sink()
            let subject = PassthroughSubject<Int, Never>()
            return Session(sink: sink, .sync { count in
                for _ in 0..<count {
                    let cancellable = subject.sink { sink.take($0) }
                    cancellable.cancel()
                    sink.take(0)
                }
            })
        },
        Scenario("bag-1000", "opencombine") {
            let sink = Sink()
            let subject = PassthroughSubject<Int, Never>()
            return Session(sink: sink, .sync { count in
                var done = 0
                while done < count {
                    let batch = min(1000, count - done)
                    var bag = Set<AnyCancellable>()
                    for _ in 0..<batch {
                        subject.sink { sink.take($0) }.store(in: &bag)
                        sink.take(0)
                    }
                    bag = []
                    done += batch
                }
            })
        },
    ]
}
