import SignalsCore

/// Counts button taps up to a limit and raises an alert on every tap past it (the RxSwift
/// touch-counter example, on Signals).
///
/// Style (shared by every ViewModel here): the View pushes into `input` (relays) and binds to
/// `output` with `drive` and `emit`. State a View shows (`count`, `countText`) is a `Driver`: it
/// never fails, delivers on the main thread and replays the current value to each new subscriber.
/// An event the View reacts to once (`alert`) is a `Signal`: the same, without the replay.
/// Thread-safe; inputs are processed one at a time in arrival order, and the ViewModel is not
/// retained by its own subscriptions.
///
/// Written the way the MVVM guide and README's `CounterViewModel` teach: the inputs are merged and
/// handled by a method through `subscribe(with: self)`. (What that costs per tap is in
/// Benchmarks/README.md, under `touch-counter`.)
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
        public let count: Driver<Int>
        /// The count as the label shows it ("0", "1", …); replays like `count`.
        public let countText: Driver<String>
        /// One message per tap past the limit (one-shot: never replayed to late subscribers).
        public let alert: Signal<String>
    }

    /// The View's side of the ViewModel: push taps and resets here.
    public let input = Input()
    /// The ViewModel's side: bind the label and the alert presenter here.
    public let output: Output
    /// The highest count; taps past it raise `output.alert` and leave the count alone.
    public let limit: Int

    /// What the View asked for: taps and resets, merged into one stream.
    private enum Action { case tap, reset }

    private let countRelay = BehaviorRelay(value: 0)
    private let alertRelay = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    /// A counter that stops at `limit` (3 by default). `limit` must not be negative.
    ///
    /// ```swift
    /// let viewModel = TouchCounterViewModel(limit: 1)
    /// _ = viewModel.output.countText.drive(onNext: { print("count", $0) })
    /// _ = viewModel.output.alert.emit(onNext: { print("alert", $0) })
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
        // Each stream is named for the binding inspector (`signals-demo --inspect`, `Inspector`).
        let count = countRelay.asDriver().named("count")
        output = Output(count: count, countText: count.map { String($0) }.named("countText"), alert: alertRelay.asSignal().named("alert"))
        // Taps and resets are merged into one stream, so they are applied one at a time and in
        // order, even from several threads or when a View resets from inside its alert handler.
        // `subscribe(with: self)` holds the ViewModel weakly: its own subscription does not keep it alive.
        Observable.merge(input.tap.named("tap").map { Action.tap }, input.reset.named("reset").map { Action.reset })
            .subscribe(with: self, onNext: { viewModel, action in viewModel.apply(action) })
            .disposed(by: disposeBag)
    }

    /// The alert text shown for a tap past the limit, e.g. "You can't tap more than 3 times".
    public var limitMessage: String { "You can't tap more than \(limit) \(limit == 1 ? "time" : "times")" }

    /// A tap counts up to `limit` (past it, an alert and the count stays); a reset goes back to 0.
    private func apply(_ action: Action) {
        let count = countRelay.value
        switch action {
        case .tap where count < limit: countRelay.accept(count + 1)
        case .tap: alertRelay.accept(limitMessage)
        case .reset where count != 0: countRelay.accept(0)
        case .reset: break  // already 0: `count` only emits on change
        }
    }
}
