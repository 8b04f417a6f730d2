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
    /// Whether `Element` is a class (or a class-bound existential): its values are described as they
    /// are recorded, never kept (`RecordedValue`). Found once, when the node is made: a cast per
    /// value was a runtime call (relay-1 with the inspector recording 342 -> 613 instructions).
    @usableFromInline let describesValues: Bool

    /// A node of `kind` and `role` (at `callSite`, for a subscription).
    @usableFromInline
    override package init(kind: String, role: Role, callSite: String? = nil) {
        recorded = RecordedFlow()
        describesValues = Element.self is AnyObject.Type
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

    /// Records `event` as passing through this stream now. An object is described here, outside
    /// the lock, and not kept (`describesValues`).
    @inlinable
    package func record(_ event: Event<Element>) {
        if describesValues { return recordDescribing(event) }
        // The lock taken here rather than through `locked`: its closure was not inlined (relay-1
        // with the inspector recording 342 -> 421 instructions).
        let word = SpinLock.firstWord(of: self)
        SpinLock.lock(word)
        recorded.record(event)
        SpinLock.unlock(word)
    }

    /// `record` for an object: described first, outside the lock.
    @usableFromInline
    func recordDescribing(_ event: Event<Element>) {
        let described = event.map(BindingGraph.describe)
        locked { recorded.record(described: described) }
    }

    /// Starts keeping the latest `capacity` events (the stream was named).
    override func keepRecentEvents(_ capacity: Int) {
        recorded.capacity = capacity
    }

    override func recordedSoFar() -> RecordedSoFar {
        RecordedSoFar(
            valueCount: recorded.valueCount, lastValue: recorded.lastValue.map { $0 as Any } ?? recorded.lastDescription,
            end: recorded.end, recentEvents: recorded.inOrder.map { ($0.tick, $0.event.map(\.shown)) })
    }
}

/// What a `RecordingNode` recorded: the count, the last value, the end, and the latest `capacity`
/// events in a ring (0 until the stream is named; a flood keeps its memory bounded: the storage
/// grows to `capacity` as events come, then is reused).
@usableFromInline
struct RecordedFlow<Element> {
    @usableFromInline var valueCount = 0
    /// The last value, if kept (not an object), or else its description.
    @usableFromInline var lastValue: Element?
    @usableFromInline var lastDescription: String?
    @usableFromInline var end: RecordedEnd?
    @usableFromInline var ring: [(tick: Int, event: Event<RecordedValue<Element>>)] = []
    /// Where the next event goes once the ring is full (the oldest event's index).
    @usableFromInline var oldest = 0
    @usableFromInline var capacity = 0

    @usableFromInline
    init() {}

    /// Records `event`, keeping its value. Always inlined into `RecordingNode.record`: a call of
    /// its own cost relay-1 with the inspector recording about 80 instructions.
    @inlinable @inline(__always)
    mutating func record(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            valueCount += 1
            lastValue = value
        case .error(let error): recordEnd(.failed(String(describing: error)))
        case .completed: recordEnd(.completed)
        }
        if capacity > 0 { keepKept(event) }
    }

    /// Keeps `event`'s value in the ring (a named stream's).
    @inlinable @inline(never)
    mutating func keepKept(_ event: Event<Element>) {
        keep(event.map(RecordedValue.kept))
    }

    /// Records `event`, an object's, as its description.
    mutating func record(described event: Event<String>) {
        switch event {
        case .next(let description):
            valueCount += 1
            lastDescription = description
        case .error(let error): recordEnd(.failed(String(describing: error)))
        case .completed: recordEnd(.completed)
        }
        if capacity > 0 { keep(event.map(RecordedValue.described)) }
    }

    /// The first end recorded stays.
    @inlinable
    mutating func recordEnd(_ end: RecordedEnd) {
        if self.end == nil { self.end = end }
    }

    /// Keeps `event` in the ring, stamped with the inspector's next tick.
    @inlinable
    mutating func keep(_ event: Event<RecordedValue<Element>>) {
        let tick = signals_inspector_next_tick()
        if ring.count < capacity {
            ring.append((tick, event))
        } else {
            ring[oldest] = (tick, event)
            oldest = oldest + 1 == capacity ? 0 : oldest + 1
        }
    }

    /// The events kept, oldest first.
    var inOrder: [(tick: Int, event: Event<RecordedValue<Element>>)] { Array(ring[oldest...] + ring[..<oldest]) }
}

/// A value as the inspector keeps it: the value itself (described only for a snapshot), or, for
/// an object, its description, made as it was sent: the inspector never keeps an object alive (a
/// view, a gesture recogniser, a view model sent through a stream is freed as it would be without
/// it). A value type is kept until the stream's next value, or until the stream is released.
@usableFromInline
enum RecordedValue<Element> {
    case kept(Element)
    case described(String)

    /// What a snapshot describes.
    var shown: Any {
        switch self {
        case .kept(let value): value
        case .described(let description): description
        }
    }
}
