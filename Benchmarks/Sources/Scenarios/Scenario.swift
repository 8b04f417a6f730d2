/// One benchmark case: a scenario (the work, e.g. `relay-1`) done by one contender (`signals`,
/// `opencombine`, …). `make` builds the subscriptions once; the returned `Session` then does the
/// scenario's unit of work `count` times in a loop compiled in this module.
public struct Scenario: Sendable {
    /// The scenario's name, e.g. `relay-1`.
    public let name: String
    /// Who does the work: `baseline`, `signals`, `opencombine`, `observation` or `asyncstream`.
    public let contender: String
    /// Builds a fresh session (subjects, subscriptions, sinks).
    public let make: @Sendable () -> Session

    public init(_ name: String, _ contender: String, make: @escaping @Sendable () -> Session) {
        self.name = name
        self.contender = contender
        self.make = make
    }
}

/// A prepared scenario: `run(count)` does the unit of work `count` times; `received` says how many
/// values reached the subscriber side, so runs are checked, not just timed.
public final class Session {
    /// The loop, synchronous for every contender except `asyncstream`.
    public enum Body {
        case sync((Int) -> Void)
        case async((Int) async -> Void)
    }

    let body: Body
    let sink: Sink
    /// Called after the runs; tears subscriptions down.
    let finish: () -> Void

    init(sink: Sink, finish: @escaping () -> Void = {}, _ body: Body) {
        self.sink = sink
        self.finish = finish
        self.body = body
    }

    /// Does the unit of work `count` times.
    public func run(_ count: Int) async {
        switch body {
        case .sync(let loop): loop(count)
        case .async(let loop): await loop(count)
        }
    }

    /// Does the unit of work `count` times; traps for the `asyncstream` contender (use `run`).
    public func runSync(_ count: Int) {
        guard case .sync(let loop) = body else { preconditionFailure("asynchronous scenario") }
        loop(count)
    }

    /// Whether `run` is synchronous.
    public var isSync: Bool {
        if case .sync = body { return true }
        return false
    }

    /// How many values the subscriber side received so far.
    public var received: Int { sink.count }

    /// Tears the session down (disposes subscriptions).
    public func end() { finish() }
}

/// Where subscribers put what they receive, so the optimiser cannot drop the work.
public final class Sink: @unchecked Sendable {
    @exclusivity(unchecked) public var count = 0
    @exclusivity(unchecked) public var sum = 0
    init() {}

    @inline(__always) func take(_ value: Int) {
        count &+= 1
        sum &+= value
    }

    @inline(__always) func take(_ value: String) {
        count &+= 1
        sum &+= value.utf8.count
    }
}

/// Every scenario × contender pair the harness measures, in table order.
public let allScenarios: [Scenario] =
    Baseline.scenarios + SignalsContender.scenarios + OpenCombineContender.scenarios
    + ObservationContender.scenarios + AsyncStreamContender.scenarios + ViewModelPeers.scenarios

/// The scenario names in table order.
public let scenarioOrder = [
    "floor", "didset", "relay-1", "relay-10", "behavior-1", "chain", "driver-chain", "flatten-sync",
    "combine-4", "flatmap-latest", "subscribe-floor", "subscribe-dispose", "chain-subscribe", "bag-floor", "bag-1000", "cell-rebind",
    "touch-counter", "greeting",
]

/// Each scenario's floor, the pair its "× floor" ratio divides by: a send scenario's is `floor` (one
/// stored closure called), or the baseline row doing the same work without a library where the
/// scenario has one (`relay-10`: ten closures; `chain` and `driver-chain`: the chain as hand-written
/// callbacks; the ViewModel screens; `flatten-sync`: one closure called per element; `combine-4` and
/// `flatmap-latest`: the same work by hand, `BaselineCombining.swift`); a subscribe scenario's is
/// `subscribe-floor` (a closure stored in and removed from a dictionary), `bag-1000`'s is
/// `bag-floor` (the same, a thousand at a time).
public let floorOf: [String: (scenario: String, contender: String)] = [
    "floor": ("floor", "baseline"),
    "didset": ("floor", "baseline"),
    "relay-1": ("floor", "baseline"),
    "relay-10": ("relay-10", "baseline"),
    "behavior-1": ("floor", "baseline"),
    "chain": ("chain", "baseline"),
    "driver-chain": ("chain", "baseline"),
    "flatten-sync": ("floor", "baseline"),
    "combine-4": ("combine-4", "baseline"),
    "flatmap-latest": ("flatmap-latest", "baseline"),
    "subscribe-floor": ("subscribe-floor", "baseline"),
    "subscribe-dispose": ("subscribe-floor", "baseline"),
    "chain-subscribe": ("subscribe-floor", "baseline"),
    "bag-floor": ("bag-floor", "baseline"),
    "bag-1000": ("bag-floor", "baseline"),
    "cell-rebind": ("subscribe-floor", "baseline"),
    "touch-counter": ("touch-counter", "baseline"),
    "greeting": ("greeting", "baseline"),
]

/// The contender names in table order.
public let contenderOrder = ["baseline", "signals", "opencombine", "observation", "asyncstream"]

/// The pair named `name` × `contender`, if measured.
public func scenario(named name: String, contender: String) -> Scenario? {
    allScenarios.first { $0.name == name && $0.contender == contender }
}

/// `allScenarios` sorted by scenario, then contender, in table order.
public var orderedScenarios: [Scenario] {
    allScenarios.sorted {
        let a = (scenarioOrder.firstIndex(of: $0.name) ?? 99, contenderOrder.firstIndex(of: $0.contender) ?? 99)
        let b = (scenarioOrder.firstIndex(of: $1.name) ?? 99, contenderOrder.firstIndex(of: $1.contender) ?? 99)
        return a < b
    }
}

/// Stops the optimiser from seeing through a value built in setup (e.g. proving what a stored
/// closure is and inlining it), so the floor measures a real indirect call.
@inline(never)
func opaque<T>(_ value: T) -> T { value }
