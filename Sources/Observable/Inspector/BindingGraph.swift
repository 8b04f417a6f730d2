/// The live bindings at one moment (`Inspector.snapshot()`): each source, operator and subscription
/// as a `Node`, joined by `Edge`s in the direction values flow. A value: it does not change after
/// the snapshot. Print `text`, draw `dot` (Graphviz) or `html`, or check `undisposed` for leaks.
public struct BindingGraph: Sendable, Equatable {
    /// One stream: a source (`PublishRelay`, `just`, …), an operator (`map`, `combineLatest`,
    /// `share`, …, by its RxSwift name) or one of your subscriptions (`subscribe`, `bind`, `drive`,
    /// `emit`).
    public struct Node: Sendable, Equatable, Identifiable {
        /// Distinct for each node of the process; nodes made earlier have smaller ids.
        public let id: Int
        /// What it is: the operator's or source's RxSwift name, or the subscribing call.
        public let kind: String
        /// The name given with `named(_:)`, if any.
        public let name: String?
        /// Where it was named (`named`) or subscribed (`subscribe`, `bind`, …): `File.swift:12`.
        public let callSite: String?
        /// Whether it is one of your subscriptions (`subscribe`, `bind`, `drive`, `emit`).
        public let isSubscription: Bool
        /// How many values it has sent (a subscription: received) while recorded.
        public let valueCount: Int
        /// The last of those values, described (`String(describing:)`, cut to 40 characters).
        public let lastValue: String?
        /// How it ended, if it did.
        public let end: RecordedEnd?
        /// For a subscription: whether a `DisposeBag` holds it.
        public let isInDisposeBag: Bool
        /// Its latest events since it was named (at most `Inspector.eventsPerStream`), oldest first;
        /// empty for a stream without a name.
        public let recentEvents: [Event]

        /// A node as given (for tests and tools; `Inspector.snapshot()` makes the real ones).
        ///
        /// - Parameters:
        ///   - id: Its id.
        ///   - kind: What it is.
        ///   - name: Its name, if any.
        ///   - callSite: Where it was named or subscribed.
        ///   - isSubscription: Whether it is one of your subscriptions.
        ///   - valueCount: How many values it has sent or received.
        ///   - lastValue: The last value, described.
        ///   - end: How it ended, if it did.
        ///   - isInDisposeBag: Whether a `DisposeBag` holds it.
        ///   - recentEvents: Its latest events, oldest first.
        public init(
            id: Int, kind: String, name: String? = nil, callSite: String? = nil, isSubscription: Bool = false,
            valueCount: Int = 0, lastValue: String? = nil, end: RecordedEnd? = nil, isInDisposeBag: Bool = false,
            recentEvents: [Event] = []
        ) {
            self.id = id
            self.kind = kind
            self.name = name
            self.callSite = callSite
            self.isSubscription = isSubscription
            self.valueCount = valueCount
            self.lastValue = lastValue
            self.end = end
            self.isInDisposeBag = isInDisposeBag
            self.recentEvents = recentEvents
        }

        /// `"name" kind`, or `kind` when it has no name: how the graph labels it.
        public var label: String { name.map { "\"\($0)\" \(kind)" } ?? kind }
    }

    /// Values flow from the node `from` to the node `to`, through `subscriptions` live subscriptions.
    public struct Edge: Sendable, Equatable, Hashable {
        /// The upstream node's id.
        public let from: Int
        /// The downstream node's id.
        public let to: Int
        /// How many live subscriptions join them (a cold source subscribed twice by one operator: 2).
        public let subscriptions: Int

        /// An edge as given (for tests and tools).
        ///
        /// - Parameters:
        ///   - from: The upstream node's id.
        ///   - to: The downstream node's id.
        ///   - subscriptions: How many live subscriptions join them.
        public init(from: Int, to: Int, subscriptions: Int) {
            self.from = from
            self.to = to
            self.subscriptions = subscriptions
        }
    }

    /// One recorded event of a stream.
    public struct Event: Sendable, Equatable {
        /// The kinds of event, as marbles draw them.
        public enum Kind: Sendable, Equatable {
            /// A value.
            case next
            /// The error that ended the stream.
            case error
            /// The completion.
            case completed
        }

        /// When it happened, in the inspector's order: events with smaller ticks happened earlier,
        /// across all streams.
        public let tick: Int
        /// What kind of event.
        public let kind: Kind
        /// The value or error, described; `nil` for a completion.
        public let value: String?

        /// `event`, recorded at `tick`, described.
        init(tick: Int, event: SignalsCore.Event<Any>) {
            self.tick = tick
            switch event {
            case .next(let value): (kind, self.value) = (.next, BindingGraph.describe(value))
            case .error(let error): (kind, self.value) = (.error, BindingGraph.describe(error))
            case .completed: (kind, self.value) = (.completed, nil)
            }
        }

        /// An event as given (for tests and tools).
        ///
        /// - Parameters:
        ///   - tick: When it happened, in the inspector's order.
        ///   - kind: What kind of event.
        ///   - value: The value or error, described; `nil` for a completion.
        public init(tick: Int, kind: Kind, value: String?) {
            self.tick = tick
            self.kind = kind
            self.value = value
        }
    }

    /// Every node with a live edge, by increasing id.
    public let nodes: [Node]
    /// Every pair of nodes a live subscription joins, by increasing `from`, then `to`.
    public let edges: [Edge]

    /// A graph of the given nodes and edges (for tests and tools; `Inspector.snapshot()` makes the real one).
    ///
    /// - Parameters:
    ///   - nodes: The nodes, in the order to keep.
    ///   - edges: The edges, each joining two of `nodes`' ids.
    public init(nodes: [Node], edges: [Edge]) {
        self.nodes = nodes
        self.edges = edges
    }

    /// The graph of the live subscriptions `links`.
    init(links: [Inspector.LinkEnds]) {
        var nodes: [Int: InspectorNode] = [:]
        var counts: [Edge.Pair: Int] = [:]
        for link in links {
            nodes[link.upstream.id] = link.upstream
            guard let downstream = link.downstream else { continue }
            nodes[downstream.id] = downstream
            counts[Edge.Pair(from: link.upstream.id, to: downstream.id), default: 0] += 1
        }
        self.nodes = nodes.keys.sorted().map { nodes[$0]!.snapshot() }
        edges = counts.map { Edge(from: $0.key.from, to: $0.key.to, subscriptions: $0.value) }
            .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    /// The part of the graph made after the node `id`: its nodes with larger ids, and the edges
    /// between them (`Inspector.lastNodeID` before the code you want to see).
    ///
    /// - Parameter id: An `Inspector.lastNodeID` taken earlier.
    /// - Returns: A graph of the nodes made later, and the edges that join two of them.
    public func made(after id: Int) -> BindingGraph {
        BindingGraph(nodes: nodes.filter { $0.id > id }, edges: edges.filter { $0.from > id && $0.to > id })
    }

    /// The node with `id`, if the graph has it.
    ///
    /// - Parameter id: A node's `id`.
    /// - Returns: That node, or `nil`.
    public func node(id: Int) -> Node? { nodes.first { $0.id == id } }

    /// The nodes named `name` with `named(_:)`.
    ///
    /// - Parameter name: The name given.
    /// - Returns: Those nodes, by increasing id (usually one).
    public func nodes(named name: String) -> [Node] { nodes.filter { $0.name == name } }

    /// The nodes whose values flow into the node `id`, by increasing id.
    ///
    /// - Parameter id: A node's `id`.
    /// - Returns: Its upstream nodes.
    public func upstream(of id: Int) -> [Node] { edges.filter { $0.to == id }.compactMap { node(id: $0.from) } }

    /// The nodes the node `id`'s values flow into, by increasing id.
    ///
    /// - Parameter id: A node's `id`.
    /// - Returns: Its downstream nodes.
    public func downstream(of id: Int) -> [Node] { edges.filter { $0.from == id }.compactMap { node(id: $0.to) } }

    /// Your subscriptions that are alive and that no `DisposeBag` holds: each was made with
    /// `subscribe`, `bind`, `drive` or `emit`, never disposed, and not ended, so nothing will end it
    /// but a terminal event (`callSite` says where it was made). A binding kept on purpose in a
    /// property shows here too.
    public var undisposed: [Node] { nodes.filter { $0.isSubscription && !$0.isInDisposeBag } }

    /// `value`'s description for the inspector: `String(describing:)`, cut to 40 characters plus `…`.
    @usableFromInline
    static func describe(_ value: Any) -> String {
        let description = String(describing: value)
        return description.count > 40 ? String(description.prefix(40)) + "…" : description
    }
}

extension BindingGraph.Edge {
    /// Two node ids, as a dictionary key.
    struct Pair: Hashable {
        let from: Int
        let to: Int
    }
}
