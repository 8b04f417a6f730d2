#if DEBUG
/// Debug builds only: the engine's rules that no type can enforce, checked where breaking them would
/// otherwise go unnoticed or crash far from the cause (as RxSwift's `SynchronizationTracker`). A
/// violation stops the program with a message that names the rule; a test sets `onViolation` to see
/// the message instead. Release builds compile none of this file.
@usableFromInline
package enum EngineRuleCheck {
    /// While set, a violation calls it with its message instead of stopping the program.
    package static var onViolation: ((String) -> Void)? {
        get { storage.lock.withLock { storage.onViolation } }
        set { storage.lock.withLock { storage.onViolation = newValue } }
    }

    private static let storage = EngineRuleCheckStorage()

    /// A source that is not a broadcaster (an `Observable(attach:)` source, or an operator over one)
    /// delivered a value to a subscription while another delivery to it was still running: on another
    /// thread at the same time, or from inside the handler on the same thread.
    @usableFromInline @inline(never)
    package static func overlappingDelivery() {
        violated("""
            Signals: a value reached a subscription while another delivery to it was still running \
            (from another thread, or from inside its handler). Delivery to one subscription is \
            serialized: never two at a time, never one inside another (CONTRACT.md, 2 and 3). A \
            source built with Observable(attach:) must send one event at a time and queue the events \
            of other threads or of its handler (a SerialQueue or a SerialSink does both).
            """)
    }

    /// The sources lent to the `attach` closures running on this thread, innermost last (`nil` for an
    /// observable that owns no source): what `UnownedSource` checks against.
    private static let loans = ThreadLocalObject<Loans>()

    /// Records that the `attach` of an observable owning the source `source` (`nil`: none) starts
    /// on this thread; `endLoan()` ends it when `attach` returns. Called by `Observable`'s subscribe
    /// function around every `attach`.
    @usableFromInline @inline(never)
    package static func beginLoan(of source: ObjectIdentifier?) {
        loans.get { Loans() }.sources.append(source)
    }

    /// Ends the innermost loan `beginLoan(of:)` recorded on this thread.
    @usableFromInline @inline(never)
    package static func endLoan() {
        loans.existing?.sources.removeLast()
    }

    /// An operator used its source through `UnownedSource`: reports a violation unless an `attach`
    /// it was lent to runs on this thread now (Engine/README.md, "References kept without ownership").
    @usableFromInline @inline(never)
    package static func checkLoan(of source: ObjectIdentifier) {
        if loans.existing?.sources.lastIndex(of: source) != nil { return }
        violated("""
            Signals: an operator used the source it holds without ownership (UnownedSource) outside \
            its attach closure: after its subscribe returned, or on another thread. The operator's \
            observable owns that source, and lends it to attach only while attach runs; a closure \
            that attach makes and that runs later (a resubscription, a scheduled subscribe) must take \
            a strong reference while attach runs: `let strong = source.use { $0 }`.
            """)
    }

    /// Reports `message`: to `onViolation` if set, else by stopping the program.
    package static func violated(_ message: String) {
        if let onViolation { onViolation(message) } else { fatalError(message) }
    }
}

/// One thread's loans (`EngineRuleCheck.beginLoan(of:)`).
private final class Loans {
    var sources: [ObjectIdentifier?] = []
}

private final class EngineRuleCheckStorage: @unchecked Sendable {
    let lock = Lock()
    var onViolation: ((String) -> Void)?
}
#endif
