/// A `.whileConnected` share connection's broadcaster, which knows its way back to the share
/// (`shareOwner`, `shareGeneration`): the source's handler captures only the broadcaster, so it
/// needs no context of its own (one allocation less per connection).
extension Broadcaster {
    /// Records the share that connected this broadcaster and the connection's generation. Called by
    /// the share's drainer once, before the source is subscribed.
    @inlinable
    package func link(to shared: SharedSource<Element>, generation: Int) {
        shareOwner = shared
        shareGeneration = generation
    }

    /// Handles an event of the connection's source: values go straight to the observers; the end
    /// goes through the share's queue (`SharedSource`'s `.ended`), or straight to the observers if
    /// the share is gone.
    @inlinable
    func receiveFromSource(_ event: Event<Element>) {
        guard event.isStopEvent, let owner = shareOwner else { return send(event) }
        let shared = owner as! SharedSource<Element>
        shared.queue.submitNeverWaiting(.ended(shareGeneration, event), { shared.run($0) })
    }
}
