import SignalsAtomics

/// One stream the binding inspector draws: an observable made while `Inspector.isEnabled` (an
/// operator, a `just`, a relay's or subject's broadcaster) or one of your subscriptions. This class
/// holds what it is (kind, name, call site); `RecordingNode` adds what flowed through it. Made only
/// while the inspector records, so an observable made while it is off has none
/// (`Observable.inspectorNode` is `nil`) and costs nothing.
///
/// Thread-safe: each record and each read holds the node's `SpinLock` for a few stores, never while
/// your code runs.
@usableFromInline
package class InspectorNode: @unchecked Sendable {
    /// How a node takes part in the graph, which decides where its values are counted.
    @usableFromInline
    package enum Role: Sendable {
        /// An operator or a cold source (`map`, `just`, `timer`): counts what it sends, on the edges
        /// leaving it (one subscription each).
        case stream
        /// A relay's or subject's broadcaster: counts each value once, as it is sent
        /// (`Broadcaster.send`), however many subscribers it has.
        case broadcaster
        /// A `share`: counts each value once, as its connection receives it.
        case shared
        /// One of your subscriptions (`subscribe`, `bind`, `drive`, `emit`): counts what it receives.
        case subscriber
    }

    /// A `SpinLock` word guarding this node's state and its subclass's. The first stored property,
    /// so its address is `SpinLock.firstWord(of:)`, as in `DisposeBag`.
    @usableFromInline final var lockWord = SpinLock.unlocked
    /// What the node is, guarded by `lockWord` (changed only by `named` and `relabel`: checked).
    private var description: NodeDescription
    /// Distinct for every node made in the process, increasing in the order they were made.
    package let id: Int
    @usableFromInline package let role: Role

    /// A node for a stream or subscription of `kind`, at `callSite` if known.
    @usableFromInline
    init(kind: String, role: Role, callSite: String?) {
        description = NodeDescription(kind: kind, callSite: callSite)
        id = Inspector.nextNodeID()
        self.role = role
    }

    /// The RxSwift name of the function `function` (`#function`): its base name (`map(_:)` reads
    /// `map`), with the first argument label where RxSwift's name has it (`observe(on:)`,
    /// `take(until:)`).
    static func kind(ofFunction function: String) -> String {
        guard let open = function.firstIndex(of: "(") else { return function }
        let base = String(function[..<open])
        let label = function[function.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
        return ["on", "until", "while", "for", "at"].contains(String(label)) ? "\(base)(\(label):)" : base
    }

    /// Runs `body` with the lock held.
    @inlinable
    final func locked<Result>(_ body: () -> Result) -> Result {
        let word = SpinLock.firstWord(of: self)
        SpinLock.lock(word)
        defer { SpinLock.unlock(word) }
        return body()
    }

    /// Labels this stream `kind` instead: for an operator built from another one (`retry` is a
    /// `catch` of repeated subscriptions).
    @usableFromInline
    package final func relabel(_ kind: StaticString) {
        let kind = kind.description
        locked { description.kind = kind }
    }

    /// What it is, by its RxSwift name: `map`, `combineLatest`, `PublishRelay`, `subscribe`, …
    package final var kind: String { locked { description.kind } }

    /// Gives the stream `name` (`named(_:)`), made at `callSite`.
    @usableFromInline
    package final func setName(_ name: String, callSite: String) {
        let capacity = Inspector.eventsPerStream
        locked {
            description.name = name
            if description.callSite == nil { description.callSite = callSite }
            keepRecentEvents(capacity)
        }
    }

    /// Starts keeping the latest `capacity` events for the timeline (`RecordingNode` overrides it;
    /// called with the lock held).
    func keepRecentEvents(_ capacity: Int) {}

    /// Marks this subscription as held by a `DisposeBag`.
    final func markInDisposeBag() { locked { description.isInDisposeBag = true } }

    /// What flowed through the node so far (`RecordingNode` overrides it; read with the lock held).
    func recordedSoFar() -> RecordedSoFar { RecordedSoFar() }

    /// What the node holds now, for a snapshot (values described after the lock is released).
    final func snapshot() -> BindingGraph.Node {
        let (description, recorded) = locked { (self.description, recordedSoFar()) }
        return BindingGraph.Node(
            id: id, kind: description.kind, name: description.name, callSite: description.callSite,
            isSubscription: role == .subscriber, valueCount: recorded.valueCount,
            lastValue: recorded.lastValue.map(BindingGraph.describe), end: recorded.end,
            isInDisposeBag: description.isInDisposeBag, recentEvents: recorded.recentEvents.map { BindingGraph.Event(tick: $0.tick, event: $0.event) })
    }
}

/// What a node is, as the inspector labels it.
struct NodeDescription {
    var kind: String
    var name: String?
    var callSite: String?
    var isInDisposeBag = false
}

/// What flowed through a node, taken out of its lock to be described.
struct RecordedSoFar {
    var valueCount = 0
    var lastValue: Any?
    var end: RecordedEnd?
    var recentEvents: [(tick: Int, event: Event<Any>)] = []
}

/// How a stream ended, as the inspector shows it.
public enum RecordedEnd: Sendable, Equatable {
    /// It completed.
    case completed
    /// It failed with the error described.
    case failed(String)
}
