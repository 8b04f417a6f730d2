/// Whether a stream has ended, and how: what a broadcaster remembers of its terminal event.
///
/// Not an `Event<Element>?`: this has the same layout for every `Element`, so a broadcaster's
/// unspecialised `deinit` destroys it without looking up metadata (an `Event<Element>?` cost about
/// 325 instructions per broadcaster freed).
@usableFromInline
package enum Termination {
    /// No terminal event yet.
    case running
    /// Ended with `completed`.
    case completed
    /// Ended with `error`.
    case failed(Error)

    /// The terminal event `event` is, as a `Termination` (`running` for a value).
    @inlinable package init<Element>(_ event: Event<Element>) {
        switch event {
        case .next: self = .running
        case .error(let error): self = .failed(error)
        case .completed: self = .completed
        }
    }

    /// Whether a terminal event was recorded.
    @inlinable package var hasEnded: Bool {
        if case .running = self { return false }
        return true
    }

    /// The terminal event to send a late subscriber, or `nil` while running.
    @inlinable package func event<Element>(of _: Element.Type) -> Event<Element>? {
        switch self {
        case .running: return nil
        case .completed: return .completed
        case .failed(let error): return .error(error)
        }
    }
}
