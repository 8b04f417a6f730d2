import SignalsAtomics

/// An `InspectorNode` for a stream of `Element`: records what flows through it — how many values,
/// the last one, the end, and, once the stream is named (`named(_:)`), its latest
/// `Inspector.eventsPerStream` events in a ring for the marble timeline — as `Element`s, not as
/// `Any`: `record` is inlinable, so a send recorded in specialised code is a few stores under the
/// node's lock (no existential box, no generic-metadata lookup).
@usableFromInline
package final class RecordingNode<Element>: InspectorNode, @unchecked Sendable {
    /// What flowed through the node, read and written only with `lockWord` held: the one rule that
    /// makes it `@exclusivity(unchecked)`. Checked, each record paid two runtime access checks
    /// (docs/engine-decisions.md).
    @usableFromInline @exclusivity(unchecked) var recorded: RecordedFlow<Element>

    /// A node of `kind` and `role` (at `callSite`, for a subscription).
    @usableFromInline
    override package init(kind: String, role: Role, callSite: String? = nil) {
        recorded = RecordedFlow()
        super.init(kind: kind, role: role, callSite: callSite)
    }

    /// A node for an observable made by the function `operatorName` (`#function` where it was
    /// made: `map(_:)` reads `map`), or `nil` while the inspector is off.
    @inlinable
    package static func forOperator(_ operatorName: StaticString) -> RecordingNode? {
        signals_inspector_is_recording() ? RecordingNode(operatorName: operatorName) : nil
    }

    /// A node for a source of `kind` with a role of its own (a broadcaster, a `just`), or `nil`
    /// while the inspector is off.
    @inlinable
    package static func forSource(_ kind: StaticString, role: Role) -> RecordingNode? {
        signals_inspector_is_recording() ? RecordingNode(kind: kind.description, role: role) : nil
    }

    @usableFromInline
    convenience init(operatorName: StaticString) {
        let kind = Self.kind(ofFunction: operatorName.description)
        // `share` is the one operator that multicasts: it counts what it receives, once.
        self.init(kind: kind, role: kind == "share" ? .shared : .stream)
    }

    /// Records `event` as passing through this stream now.
    @inlinable
    package func record(_ event: Event<Element>) {
        locked { recorded.record(event) }
    }

    /// Starts keeping the latest `capacity` events (the stream was named).
    override func keepRecentEvents(_ capacity: Int) {
        recorded.capacity = capacity
    }

    override func recordedSoFar() -> RecordedSoFar {
        RecordedSoFar(
            valueCount: recorded.valueCount, lastValue: recorded.lastValue.map { $0 as Any },
            end: recorded.end, recentEvents: recorded.inOrder.map { ($0.tick, $0.event.map { $0 as Any }) })
    }
}

/// What a `RecordingNode` recorded: the count, the last value, the end, and the latest `capacity`
/// events in a ring (0 until the stream is named; a flood keeps its memory bounded: the storage
/// grows to `capacity` as events come, then is reused).
@usableFromInline
struct RecordedFlow<Element> {
    @usableFromInline var valueCount = 0
    @usableFromInline var lastValue: Element?
    @usableFromInline var end: RecordedEnd?
    @usableFromInline var ring: [(tick: Int, event: Event<Element>)] = []
    /// Where the next event goes once the ring is full (the oldest event's index).
    @usableFromInline var oldest = 0
    @usableFromInline var capacity = 0

    @usableFromInline
    init() {}

    @inlinable
    mutating func record(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            valueCount += 1
            lastValue = value
        case .error(let error):
            if end == nil { end = .failed(String(describing: error)) }
        case .completed:
            if end == nil { end = .completed }
        }
        if capacity > 0 { keep(event) }
    }

    /// Keeps `event` in the ring, stamped with the inspector's next tick.
    @inlinable
    mutating func keep(_ event: Event<Element>) {
        let tick = signals_inspector_next_tick()
        if ring.count < capacity {
            ring.append((tick, event))
        } else {
            ring[oldest] = (tick, event)
            oldest = oldest + 1 == capacity ? 0 : oldest + 1
        }
    }

    /// The events kept, oldest first.
    var inOrder: [(tick: Int, event: Event<Element>)] { Array(ring[oldest...] + ring[..<oldest]) }
}
