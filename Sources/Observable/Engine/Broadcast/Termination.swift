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
}
