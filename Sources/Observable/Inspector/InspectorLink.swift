/// One subscription the inspector recorded: values flow from `upstream` (the stream subscribed to)
/// to `downstream` (the operator or subscription that subscribed, `nil` if it was made outside any
/// recorded one). The subscription's handler captures it (`wrap`), so it lives exactly as long as
/// the subscription holds its handler, and it leaves the inspector's registry as it is freed: the
/// graph shows a binding until the engine lets go of it, which is what "live" means.
///
/// Generic and inlinable, so each subscription's wrapper runs specialised for its element type,
/// with the nodes that record its events found once, when it is made.
@usableFromInline
final class InspectorLink<Element>: @unchecked Sendable {
    /// The upstream node, if it counts what it sends here (an operator's or cold source's; a
    /// broadcaster and a `share` count once, elsewhere).
    @usableFromInline let upstreamRecorder: RecordingNode<Element>?
    /// The downstream node, if it counts what it receives (a subscription, a `share`).
    @usableFromInline let downstreamRecorder: RecordingNode<Element>?
    /// The downstream node to make current while it handles an event, if it is an operator (see
    /// `deliver`).
    @usableFromInline let downstreamOperator: InspectorNode?

    @usableFromInline
    init(from upstream: RecordingNode<Element>, to downstream: InspectorNode?) {
        upstreamRecorder = upstream.role == .stream ? upstream : nil
        switch downstream?.role {
        case .subscriber?, .shared?:
            // A subscription and a `share` receive what their source sends: the same `Element`.
            downstreamRecorder = downstream as? RecordingNode<Element>
        case .stream?, .broadcaster?, nil:
            downstreamRecorder = nil
        }
        downstreamOperator = downstream?.role == .subscriber ? nil : downstream
        Inspector.register(ObjectIdentifier(self), Inspector.LinkEnds(upstream: upstream, downstream: downstream))
    }

    deinit { Inspector.unregister(ObjectIdentifier(self)) }

    /// Records `event` where it counts (see `InspectorNode.Role`) and passes it to `handler`, with
    /// the downstream operator as the thread's current node: a subscription it makes while handling
    /// the event (`flatMapLatest`'s inner, `concat`'s next) then joins it.
    @inlinable
    func deliver(_ event: Event<Element>, to handler: EventHandler<Element>) {
        record(event)
        guard let downstreamOperator else { return handler(event) }
        Inspector.with(current: downstreamOperator) { handler(event) }
    }

    /// Records `event` in the nodes that count it.
    @inlinable
    func record(_ event: Event<Element>) {
        upstreamRecorder?.record(event)
        downstreamRecorder?.record(event)
    }

    /// `handler`, recording through this link.
    @inlinable
    func wrap(_ handler: @escaping EventHandler<Element>) -> EventHandler<Element> {
        { event in self.deliver(event, to: handler) }
    }

    /// `downstream` with its handler or closures recording through this link; the same ownership.
    @inlinable
    func wrap(_ downstream: Downstream<Element>) -> Downstream<Element> {
        switch downstream {
        case .subscriber(let closures, let ends):
            // A subscription makes nothing current (see `deliver`): what its closures subscribe is
            // a subscription of its own. Its `onNext` records the values; its end is not recorded
            // (the subscription leaves the graph with it), so `ends` stay as they are.
            if let handler = closures.handler {
                return .subscriber(SubscriberClosures(handler: wrap(handler)), ends: ends)
            }
            let onNext = closures.onNext
            return .subscriber(
                SubscriberClosures(onNext: { value in
                    self.record(.next(value))
                    onNext?(value)
                }, handler: nil),
                ends: ends)
        case .retained(let handler, let lifetime): return .retained(wrap(handler), lifetime)
        case .kept(let handler, let sink, let lifetime): return .kept(wrap(handler), sink, lifetime)
        }
    }
}

extension Inspector {
    /// A recorded subscription to the stream of `node`: links it to this thread's current node, and
    /// runs `subscribe` (the kind's own subscribe) with the downstream recording through the link and
    /// `node` current, so the subscriptions it makes upstream join `node`.
    @inlinable
    package static func subscribe<Element>(
        _ downstream: Downstream<Element>, to node: RecordingNode<Element>, _ subscribe: (Downstream<Element>) -> Disposable
    ) -> Disposable {
        let link = InspectorLink(from: node, to: currentNode)
        return with(current: node) { subscribe(link.wrap(downstream)) }
    }

    /// Your subscription (`subscribe`, `bind`, `drive`, `emit`) to `observable`, recorded as a node
    /// of its own made at `site`; a `bind(to:)` into a relay names the relay's node (`target`), so
    /// the graph shows where the values go next. An observable made while the inspector was off has
    /// no node of its own: the subscription is then linked to a stand-in for it, so it is still seen
    /// (and a leak of it still found).
    @usableFromInline
    package static func subscribe<Element>(
        _ observable: Observable<Element>, closures: SubscriberClosures<Element>, ends: SubscriptionEnds?, at site: CallSite,
        feeding target: InspectorNode?
    ) -> Disposable {
        let node = RecordingNode<Element>(kind: site.kind.description, role: .subscriber, callSite: site.description)
        var downstream = Downstream.subscriber(closures, ends: ends)
        if let target {
            // The values go on into the relay bound to: an edge that lives as long as the binding.
            let feeding = InspectorLink(from: node, to: target)
            downstream = .subscriber(
                SubscriberClosures(handler: { event in
                    withExtendedLifetime(feeding) { closures.call(event, ends: ends, orKept: nil) }
                }),
                ends: ends)
        }
        if observable.inspectorNode == nil {
            let unrecorded = RecordingNode<Element>(kind: "observable made while the inspector was off", role: .stream)
            downstream = InspectorLink(from: unrecorded, to: node).wrap(downstream)
        }
        let subscription = with(current: node) { observable.subscribeKind(observable, downstream) }
        return InspectedSubscription(subscription, node: node)
    }
}

/// Where one of your subscriptions was made: the operator (`subscribe`, `bind`, `drive`, `emit`) and
/// the caller's `#fileID` and `#line`. Plain values only, so passing one costs nothing while the
/// inspector is off (with an object reference in it, subscribe-dispose cost 32 instructions more).
@usableFromInline
package struct CallSite: CustomStringConvertible {
    @usableFromInline let kind: StaticString
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt

    @inlinable
    package init(_ kind: StaticString, file: StaticString, line: UInt) {
        self.kind = kind
        self.file = file
        self.line = line
    }

    /// `File.swift:12`: the file's name without its module and folders.
    @usableFromInline package var description: String {
        let path = file.description
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(line)"
    }
}

/// The disposable of a recorded subscription: disposes the engine's, and tells the inspector when a
/// `DisposeBag` takes it (`BindingGraph.undisposed`).
final class InspectedSubscription: Disposable, @unchecked Sendable {
    let subscription: Disposable
    let node: InspectorNode

    init(_ subscription: Disposable, node: InspectorNode) {
        self.subscription = subscription
        self.node = node
    }

    func dispose() { subscription.dispose() }
}
