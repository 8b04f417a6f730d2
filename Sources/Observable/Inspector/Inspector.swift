import SignalsAtomics

/// The live binding inspector: while `isEnabled`, Signals records each binding made — the sources,
/// the operators and your subscriptions, how they are joined and what flowed through them — and
/// `snapshot()` returns them as a `BindingGraph` to print (`text`), draw (`dot`, `html`) or check
/// for leaks (`undisposed`).
///
/// What it sees: observables made and subscriptions started while it is on. An observable made while
/// it is off stays invisible (its subscriptions join their neighbours directly), so turn it on
/// before building the ViewModels you want to see: at launch, in a test's `setUp`, or with
/// `signals-demo --inspect`.
///
/// Cost: while off, nothing is recorded and sends run exactly the code they run without the
/// inspector (each observable made and each subscription reads one flag). While on, each event
/// is recorded under a per-stream lock, with the stream's latest `eventsPerStream` events kept in
/// a ring, so memory stays bounded under a flood. Thread-safe.
public enum Inspector {
    /// Whether the inspector records bindings. Default `false`. Set it from any thread; bindings
    /// made before it was turned on are not recorded, and turning it off stops recording new ones
    /// (the ones already recorded keep recording until they end).
    public static var isEnabled: Bool {
        get { signals_inspector_is_recording() }
        set { signals_inspector_set_recording(newValue) }
    }

    /// How many recent events each named stream keeps for its marble timeline (default 32; at
    /// least 0), for the streams named from now on. A stream without a name keeps its count, its
    /// last value and its end only.
    public static var eventsPerStream: Int {
        get { ringCapacity.load() }
        set { ringCapacity.store(max(0, newValue)) }
    }

    /// The live bindings now: every subscription recorded that has not ended or been disposed,
    /// with the streams it joins.
    ///
    /// - Returns: The graph, a value: later events do not change it. Empty while nothing was recorded.
    public static func snapshot() -> BindingGraph {
        BindingGraph(links: registry.withLock { Array(liveLinks.values) })
    }

    /// The id of the last stream or subscription recorded (0 before the first): every one recorded
    /// later has a larger id. Take it before a piece of code and pass it to
    /// `BindingGraph.made(after:)` to see only what that code made.
    public static var lastNodeID: Int { nodeIDs.load() }

    // MARK: - Package internals

    private static let ringCapacity = AtomicWord(32)
    private static let nodeIDs = AtomicWord(0)
    private static let registry = Lock()
    /// The ends of every live subscription the inspector recorded, by the identity of its
    /// `InspectorLink` (which removes its entry as it is freed). Guarded by `registry`.
    nonisolated(unsafe) private static var liveLinks: [ObjectIdentifier: LinkEnds] = [:]
    private static let contexts = ThreadLocalObject<SubscribingContext>()

    /// The node being subscribed or delivered to on this thread: the downstream of a subscription
    /// made now (see `InspectorLink`).
    final class SubscribingContext {
        var current: InspectorNode?
    }

    static func nextNodeID() -> Int { nodeIDs.add(1) }

    /// The node subscriptions made on this thread now flow into, if any.
    @usableFromInline static var currentNode: InspectorNode? { contexts.existing?.current }

    /// Runs `body` with `node` as this thread's current node, then restores the one before.
    @usableFromInline static func with<Result>(current node: InspectorNode?, _ body: () throws -> Result) rethrows -> Result {
        let context = contexts.get(orMake: SubscribingContext.init)
        let outer = context.current
        context.current = node
        defer { context.current = outer }
        return try body()
    }

    /// The two nodes of a live `InspectorLink`, as the registry holds them.
    struct LinkEnds {
        let upstream: InspectorNode
        let downstream: InspectorNode?
    }

    static func register(_ link: ObjectIdentifier, _ ends: LinkEnds) {
        registry.withLock { liveLinks[link] = ends }
    }

    static func unregister(_ link: ObjectIdentifier) {
        _ = registry.withLock { liveLinks.removeValue(forKey: link) }
    }
}

extension Inspector {
    /// Notes that a `DisposeBag` holds `disposable`, if it is a recorded subscription.
    static func noteInDisposeBag(_ disposable: Disposable) {
        (disposable as? InspectedSubscription)?.node.markInDisposeBag()
    }
}
