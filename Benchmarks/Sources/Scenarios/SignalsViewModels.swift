import Signals
import SignalsViewModels

extension SignalsContender {
    /// `touch-counter` and `greeting`, through the real ViewModels.
    static let viewModelScenarios: [Scenario] = [
        // One tap through the real TouchCounterViewModel to its outputs: `count`, `countText` and
        // `alert` are all bound. The limit is out of reach, so every tap changes the count (the alert
        // is bound but never fires: its message is a freshly formatted string).
        Scenario("touch-counter", "signals") {
            let sink = Sink()
            let viewModel = TouchCounterViewModel(limit: Int.max)
            let bag = DisposeBag()
            viewModel.output.count.drive(onNext: { sink.take($0) }).disposed(by: bag)
            viewModel.output.countText.drive(onNext: { sink.take($0) }).disposed(by: bag)
            viewModel.output.alert.emit(onNext: { sink.take($0) }).disposed(by: bag)
            let tap = viewModel.input.tap
            return Session(sink: sink, finish: { withExtendedLifetime((viewModel, bag)) {} }, .sync { count in
                for _ in 0..<count { tap.accept(()) }
            })
        },
        // One first-name edit through the real GreetingViewModel (combineLatest of the names, then of
        // "shown" and the person) to the bound greeting label. The names alternate so every edit
        // changes the greeting; "Hello David Blaine" is longer than a small string, so building it
        // is one allocation per edit.
        Scenario("greeting", "signals") {
            let sink = Sink()
            let viewModel = GreetingViewModel(person: Person(firstName: "David", lastName: "Blaine"))
            let bag = DisposeBag()
            viewModel.output.greeting.drive(onNext: { sink.take($0) }).disposed(by: bag)
            viewModel.input.showGreeting.accept(())
            let names = opaque(["Dave", "David"])
            let firstName = viewModel.input.firstName
            return Session(sink: sink, finish: { withExtendedLifetime((viewModel, bag)) {} }, .sync { count in
                for index in 0..<count { firstName.accept(names[index & 1]) }
            })
        },
    ]
}
