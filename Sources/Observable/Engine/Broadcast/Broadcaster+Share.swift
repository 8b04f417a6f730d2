/// A `.whileConnected` share connection's broadcaster, which knows its way back to the share
/// (`shareLink`): the source's handler captures only the broadcaster, so it
/// needs no context of its own (one allocation less per connection).
extension Broadcaster {
    /// Handles an event of the connection's source: values go straight to the observers; the end
    /// goes through the share's queue (`SharedSource`'s `.ended`), or straight to the observers if
    /// the share is gone.
    @inlinable
    func receiveFromSource(_ event: Event<Element>) {
        guard event.isStopEvent, let owner = shareLink.owner else { return send(event) }
        let shared = owner as! SharedSource<Element>
        shared.queue.submitNeverWaiting(.ended(shareLink.generation, event), { shared.run($0) })
    }
}

/// A `share` connection's broadcaster's way back to its share (`Broadcaster.shareLink`). A struct
/// whose layout is the same for every `Element`.
@usableFromInline
package struct ShareLink {
    /// The `SharedSource` that connected (held weakly: the connection is part of it). Typed
    /// `AnyObject`, so an unspecialised `deinit` needs no metadata for it.
    @usableFromInline weak var owner: AnyObject?
    /// The connection's generation (`SharedSource.drained.generation` when it connected).
    @usableFromInline let generation: Int

    /// No share: a broadcaster that is not a connection's.
    @inlinable package init() { generation = 0 }

    /// The link to `owner`'s connection of `generation`.
    @inlinable package init(owner: AnyObject, generation: Int) {
        self.owner = owner
        self.generation = generation
    }
}
