import OpenCombine
import Signals

/// A footprint row: how many heap bytes one live subscription keeps, measured by `runner
/// --footprint` as the heap in use with 20,000 live subscriptions minus that with 10,000, divided by
/// 10,000 (so the source, the holder's first growth and the process cancel out).
public struct Footprint: Sendable {
    /// The row's name: `relay-subscription` or `chain-subscription`.
    public let name: String
    /// `baseline`, `signals` or `opencombine`.
    public let contender: String
    /// Builds the source and an empty holder; the returned closure adds that many live subscriptions
    /// to them, each kept as an app keeps it (a `DisposeBag`, a `Set<AnyCancellable>`, a key). The
    /// closure's captures keep everything alive until it is released.
    public let make: @Sendable () -> (Int) -> Void

    init(_ name: String, _ contender: String, make: @escaping @Sendable () -> (Int) -> Void) {
        self.name = name
        self.contender = contender
        self.make = make
    }
}

/// Every footprint row, in table order: a subscription to a relay (the least a binding keeps), and
/// a subscription through map → filter → distinctUntilChanged (`removeDuplicates`) on a relay.
/// The two floor rows write their registry loop out each: made by a shared helper taking the
/// handler as a closure, the relay floor measured 100.8 bytes instead of 52.8 (the handler then
/// goes through a reabstraction thunk), which is overhead a hand-written registry does not have.
public let allFootprints: [Footprint] = [
    // The floor: the subscriber's closure stored in a dictionary under a fresh key, the key kept.
    Footprint("relay-subscription", "baseline") {
        let sink = Sink()
        let registry = Registry()
        var keys: [Int] = []
        return { count in
            for _ in 0..<count {
                let key = registry.nextKey
                registry.nextKey &+= 1
                registry.handlers[key] = { (value: Int) in sink.take(value) }
                keys.append(key)
            }
        }
    },
    Footprint("relay-subscription", "signals") {
        let sink = Sink()
        let relay = PublishRelay<Int>()
        let bag = DisposeBag()
        return { count in
            for _ in 0..<count { relay.subscribe(onNext: { sink.take($0) }).disposed(by: bag) }
        }
    },
    Footprint("relay-subscription", "opencombine") {
        let sink = Sink()
        let subject = PassthroughSubject<Int, Never>()
        var cancellables = Set<AnyCancellable>()
        return { count in
            for _ in 0..<count { subject.sink { sink.take($0) }.store(in: &cancellables) }
        }
    },
    // The floor: one closure per subscription doing the three stages, its last value in a box of
    // its own, stored in a dictionary under a fresh key, the key kept.
    Footprint("chain-subscription", "baseline") {
        let sink = Sink()
        let registry = Registry()
        var keys: [Int] = []
        return { count in
            for _ in 0..<count {
                let key = registry.nextKey
                registry.nextKey &+= 1
                let last = LastValue()
                registry.handlers[key] = { (value: Int) in
                    let doubled = value &* 2
                    if doubled % 3 != 0, last.value != doubled {
                        last.value = doubled
                        sink.take(doubled)
                    }
                }
                keys.append(key)
            }
        }
    },
    Footprint("chain-subscription", "signals") {
        let sink = Sink()
        let relay = PublishRelay<Int>()
        let chain = relay.map { $0 &* 2 }.filter { $0 % 3 != 0 }.distinctUntilChanged()
        let bag = DisposeBag()
        return { count in
            for _ in 0..<count { chain.subscribe(onNext: { sink.take($0) }).disposed(by: bag) }
        }
    },
    Footprint("chain-subscription", "opencombine") {
        let sink = Sink()
        let subject = PassthroughSubject<Int, Never>()
        let chain = subject.map { $0 &* 2 }.filter { $0 % 3 != 0 }.removeDuplicates()
        var cancellables = Set<AnyCancellable>()
        return { count in
            for _ in 0..<count { chain.sink { sink.take($0) }.store(in: &cancellables) }
        }
    },
]
