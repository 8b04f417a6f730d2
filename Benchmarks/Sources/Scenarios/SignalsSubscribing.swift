import Signals

extension SignalsContender {
    /// `cell-rebind`: what a table cell does on reuse.
    static let rebindScenarios: [Scenario] = [
        // A new DisposeBag, the three outputs of the next row's ViewModel bound (a Driver, a
        // relay-backed text, the tap input), then the old bag dropped; per rebind. Four rows take
        // turns, so each rebind binds a ViewModel nobody is bound to.
        Scenario("cell-rebind", "signals") {
            let sink = Sink()
            let rows = opaque((0..<4).map { CellViewModel(row: $0) })
            let cell = ReusableCell()
            return Session(sink: sink, finish: { cell.bag = DisposeBag() }, .sync { count in
                for index in 0..<count {
                    let viewModel = rows[index & 3]
                    let bag = DisposeBag()
                    viewModel.title.drive(cell, \.title).disposed(by: bag)
                    viewModel.subtitle.bind(to: cell, \.subtitle).disposed(by: bag)
                    cell.buttonTap.bind(to: viewModel.tap).disposed(by: bag)
                    cell.bag = bag
                    sink.take(cell.title.utf8.count)
                }
            })
        },
    ]
}
