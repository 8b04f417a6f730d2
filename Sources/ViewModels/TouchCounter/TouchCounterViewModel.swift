import Signals

/// Counts button taps up to a limit and raises an alert on every tap past it (the RxSwift
/// touch-counter example, on Signals).
///
/// Style (shared by every ViewModel here): the View pushes into `input` (relays) and binds to
/// `output` (observables). State outputs (`count`, `countText`) replay the current value to each
/// new subscriber; one-shot outputs (`alert`) do not. Thread-safe; inputs are processed one at a
/// time in arrival order, and the ViewModel is not retained by its own subscriptions.
public final class TouchCounterViewModel: Sendable {
    /// What the View sends.
    public struct Input: Sendable {
        /// A tap on the counting button.
        public let tap = PublishRelay<Void>()
        /// Puts the count back to zero.
        public let reset = PublishRelay<Void>()
    }

    /// What the View shows.
    public struct Output: Sendable {
        /// The number of counted taps, `0...limit`; replays the current count, emits only on change.
        public let count: Observable<Int>
        /// The count as the label shows it ("0", "1", …); replays like `count`.
        public let countText: Observable<String>
        /// One message per tap past the limit (one-shot: never replayed to late subscribers).
        public let alert: Observable<String>
    }

    /// The View's side of the ViewModel: push taps and resets here.
    public let input = Input()
    /// The ViewModel's side: bind the label and the alert presenter here.
    public let output: Output
    /// The highest count; taps past it raise `output.alert` and leave the count alone.
    public let limit: Int

    private enum Action { case tap, reset }

    private let actions = PublishRelay<Action>()
    private let countRelay = BehaviorRelay(value: 0)
    private let alertRelay = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    /// A counter that stops at `limit` (3 by default). `limit` must not be negative.
    ///
    /// ```swift
    /// let viewModel = TouchCounterViewModel(limit: 1)
    /// _ = viewModel.output.countText.subscribe(onNext: { print("count", $0) })
    /// _ = viewModel.output.alert.subscribe(onNext: { print("alert", $0) })
    /// viewModel.input.tap.accept(())
    /// viewModel.input.tap.accept(())
    /// // Prints:
    /// // count 0
    /// // count 1
    /// // alert You can't tap more than 1 time
    /// ```
    ///
    /// - Parameter limit: The highest count; a negative one stops the program with a message.
    public init(limit: Int = 3) {
        precondition(limit >= 0, "TouchCounterViewModel limit must not be negative, got \(limit)")
        self.limit = limit
        output = Output(
            count: countRelay.asObservable(),
            countText: countRelay.map { String($0) },
            alert: alertRelay.asObservable()
        )
        // Taps and resets go through one relay so they are applied one at a time, in order.
        input.tap.map { Action.tap }.bind(to: actions).disposed(by: disposeBag)
        input.reset.map { Action.reset }.bind(to: actions).disposed(by: disposeBag)
        // The subscription holds the rules (the relays and the limit), not `self`: the ViewModel is
        // not retained by its own subscriptions, and no weak reference is loaded on every tap.
        let rules = Rules(limit: limit, count: countRelay, alert: alertRelay)
        actions.subscribe(onNext: { action in rules.apply(action) }).disposed(by: disposeBag)
    }

    /// The alert text shown for a tap past the limit, e.g. "You can't tap more than 3 times".
    public var limitMessage: String { Rules.limitMessage(limit) }

    /// How an action changes the count: what the ViewModel's one subscription to `actions` runs.
    private struct Rules: Sendable {
        let limit: Int
        let count: BehaviorRelay<Int>
        let alert: PublishRelay<String>

        /// The alert text for `limit`.
        static func limitMessage(_ limit: Int) -> String {
            "You can't tap more than \(limit) \(limit == 1 ? "time" : "times")"
        }

        /// Applies `action`: a tap counts up to `limit` (past it, an alert), a reset goes back to 0.
        func apply(_ action: Action) {
            let current = count.value
            switch action {
            case .tap:
                if current < limit { count.accept(current + 1) } else { alert.accept(Self.limitMessage(limit)) }
            case .reset:
                if current != 0 { count.accept(0) }
            }
        }
    }
}
