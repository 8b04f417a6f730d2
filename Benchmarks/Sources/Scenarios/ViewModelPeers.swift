import OpenCombine
import SignalsViewModels

/// The `touch-counter` and `greeting` screens written without Signals, doing the same work as
/// the real ViewModels: a framework-free one (properties with `didSet` calling callbacks, the
/// `baseline`) and, for the touch counter, an OpenCombine one. OpenCombine has no `combineLatest`,
/// so it has no greeting.
enum ViewModelPeers {
    static let scenarios: [Scenario] = [
        Scenario("touch-counter", "baseline") {
            let sink = Sink()
            let viewModel = PlainTouchCounter(limit: Int.max)
            viewModel.onCount = { sink.take($0) }
            viewModel.onCountText = { sink.take($0) }
            viewModel.onAlert = { sink.take($0) }
            return Session(sink: sink, .sync { count in
                for _ in 0..<count { viewModel.tap() }
            })
        },
        Scenario("touch-counter", "opencombine") {
            let sink = Sink()
            let viewModel = CombineTouchCounter(limit: Int.max)
            var bag = Set<AnyCancellable>()
            viewModel.count.sink { sink.take($0) }.store(in: &bag)
            viewModel.countText.sink { sink.take($0) }.store(in: &bag)
            viewModel.alert.sink { sink.take($0) }.store(in: &bag)
            let held = bag
            return Session(sink: sink, finish: { withExtendedLifetime((viewModel, held)) {} }, .sync { count in
                for _ in 0..<count { viewModel.tap.send(()) }
            })
        },
        Scenario("greeting", "baseline") {
            let sink = Sink()
            let viewModel = PlainGreeting(person: Person(firstName: "David", lastName: "Blaine"))
            viewModel.onGreeting = { sink.take($0) }
            viewModel.isShown = true
            let names = opaque(["Dave", "David"])
            return Session(sink: sink, .sync { count in
                for index in 0..<count { viewModel.firstName = names[index & 1] }
            })
        },
    ]
}

/// The touch counter with properties and callbacks only.
final class PlainTouchCounter {
    let limit: Int
    @exclusivity(unchecked) var onCount: ((Int) -> Void)?
    @exclusivity(unchecked) var onCountText: ((String) -> Void)?
    @exclusivity(unchecked) var onAlert: ((String) -> Void)?
    @exclusivity(unchecked) var count = 0 {
        didSet {
            onCount?(count)
            onCountText?(String(count))
        }
    }

    init(limit: Int) { self.limit = limit }

    func tap() {
        if count < limit { count += 1 } else { onAlert?("You can't tap more than \(limit) times") }
    }
}

/// The touch counter on OpenCombine subjects.
final class CombineTouchCounter {
    let tap = PassthroughSubject<Void, Never>()
    let count = CurrentValueSubject<Int, Never>(0)
    let countText: AnyPublisher<String, Never>
    let alert = PassthroughSubject<String, Never>()
    let limit: Int
    private var cancellables = Set<AnyCancellable>()

    init(limit: Int) {
        self.limit = limit
        countText = count.map { String($0) }.eraseToAnyPublisher()
        tap.sink { [unowned self] in apply() }.store(in: &cancellables)
    }

    private func apply() {
        let current = count.value
        if current < limit { count.send(current + 1) } else { alert.send("You can't tap more than \(limit) times") }
    }
}

/// The greeting screen with properties and callbacks only, formatting with the same `Person.greeting`.
final class PlainGreeting {
    @exclusivity(unchecked) var onGreeting: ((String) -> Void)?
    @exclusivity(unchecked) var firstName: String { didSet { update() } }
    @exclusivity(unchecked) var lastName: String { didSet { update() } }
    @exclusivity(unchecked) var isShown = false { didSet { update() } }
    @exclusivity(unchecked) private var greeting = ""

    init(person: Person) {
        firstName = person.firstName
        lastName = person.lastName
    }

    private func update() {
        let person = Person(firstName: firstName, lastName: lastName)
        let text = isShown ? person.greeting : ""
        if text != greeting {
            greeting = text
            onGreeting?(text)
        }
    }
}
