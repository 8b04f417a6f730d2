import OpenCombine

extension OpenCombineContender {
    /// `chain-subscribe`, `flatmap-latest` and `cell-rebind` on OpenCombine.
    static let subscribeScenarios: [Scenario] = [
        Scenario("chain-subscribe", "opencombine") {
            let sink = Sink()
            let subject = PassthroughSubject<Int, Never>()
            let chain = subject
                .map { $0 &* 2 }
                .filter { $0 % 3 != 0 }
                .removeDuplicates()
            return Session(sink: sink, .sync { count in
                for _ in 0..<count {
                    let cancellable = chain.sink { sink.take($0) }
                    cancellable.cancel()
                    sink.take(0)
                }
            })
        },
        // flatMapLatest as OpenCombine spells it: a new inner publisher per outer value, the previous
        // inner cancelled (`Just` is a struct, so the inner itself allocates nothing).
        Scenario("flatmap-latest", "opencombine") {
            let sink = Sink()
            let outer = PassthroughSubject<Int, Never>()
            let cancellable = outer
                .map { Just($0 &* 2) }
                .switchToLatest()
                .sink { sink.take($0) }
            return Session(sink: sink, finish: { cancellable.cancel() }, .sync { count in
                for value in 0..<count { outer.send(value) }
            })
        },
        // The title is a CurrentValueSubject erased to a publisher (OpenCombine has no Driver; the
        // runner is on the main thread, where a Driver delivers inline too).
        Scenario("cell-rebind", "opencombine") {
            let sink = Sink()
            let rows = opaque((0..<4).map { CombineCellViewModel(row: $0) })
            let cell = CombineReusableCell()
            return Session(sink: sink, finish: { cell.bag = [] }, .sync { count in
                for index in 0..<count {
                    let viewModel = rows[index & 3]
                    var bag = Set<AnyCancellable>()
                    viewModel.title.sink { [weak cell] in cell?.title = $0 }.store(in: &bag)
                    viewModel.subtitle.sink { [weak cell] in cell?.subtitle = $0 }.store(in: &bag)
                    let tap = viewModel.tap
                    cell.buttonTap.sink { tap.send(()) }.store(in: &bag)
                    cell.bag = bag
                    sink.take(cell.title.utf8.count)
                }
            })
        },
    ]
}
