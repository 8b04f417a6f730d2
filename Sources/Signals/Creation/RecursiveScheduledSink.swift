/// The per-subscription core of the creation operators that take a scheduler (`range`,
/// `repeatElement`, `just`/`of`/`from` with `scheduler:`): it runs `step` once per scheduled action,
/// each action scheduling the next one at its end, as RxSwift's recursive scheduling does. So on a
/// `TestScheduler` subscribed at 200 the first step runs at 201, the next at 202, and so on.
///
/// Steps never overlap (the next one is scheduled only when the previous one is done with `state`), so
/// `state` needs no lock. Disposal cancels the pending step; a step also stops before sending once the
/// subscriber has ended (its `Lifetime`), and after a step returns `false` nothing is scheduled again.
final class RecursiveScheduledSink<State, Element>: Disposable, @unchecked Sendable {
    /// Sends at most one event chain for `state` and returns whether to schedule another step.
    typealias Step = (inout State, EventHandler<Element>) -> Bool

    private let scheduler: ImmediateSchedulerType
    private let downstream: EventHandler<Element>
    private let lifetime: Lifetime
    private let step: Step
    // Owned by the step that runs now (steps never overlap).
    private var state: State

    private let lock = Lock()
    // Guarded by `lock`: the latest scheduled step, which `dispose()` cancels.
    private var pendingStep: Disposable?
    private var generation = 0
    private var isDisposed = false

    /// A sink that will run `step` on `scheduler`, starting from `state`, sending to `downstream`.
    init(_ state: State, scheduler: ImmediateSchedulerType, downstream: @escaping EventHandler<Element>,
         lifetime: Lifetime, step: @escaping Step) {
        self.state = state
        self.scheduler = scheduler
        self.downstream = downstream
        self.lifetime = lifetime
        self.step = step
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Schedules the next step. A step that runs before `schedule` returns (a trampolining or
    /// concurrent scheduler) may already have scheduled a later one: the generation check keeps the
    /// latest step as the one to cancel.
    func scheduleNext() {
        let current = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        let scheduled = scheduler.schedule(()) { [self] _ in
            run()
            return Disposables.create()
        }
        let cancelNow = lock.withLock { () -> Bool in
            if isDisposed { return true }
            if generation == current { pendingStep = scheduled }
            return false
        }
        if cancelNow { scheduled.dispose() }
    }

    private func run() {
        guard !lock.withLock({ isDisposed }), !lifetime.hasEnded else { return }
        if step(&state, downstream) {
            scheduleNext()
        } else {
            dispose()
        }
    }

    /// Cancels the pending step; nothing is sent afterwards.
    func dispose() {
        let pending = lock.withLock { () -> Disposable? in
            isDisposed = true
            defer { pendingStep = nil }
            return pendingStep
        }
        pending?.dispose()
    }
}

extension Observable {
    /// An observable each of whose subscriptions runs `step` recursively on `scheduler` from a fresh
    /// `initial` state: the shared shape of the scheduled creation operators.
    static func recursivelyScheduled<State>(
        _ initial: State, scheduler: ImmediateSchedulerType,
        step: @escaping RecursiveScheduledSink<State, Element>.Step,
        operatorName: StaticString = #function
    ) -> Observable<Element> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = RecursiveScheduledSink(initial, scheduler: scheduler, downstream: downstream, lifetime: lifetime, step: step)
            sink.scheduleNext()
            return sink
        }, operatorName: operatorName)
    }
}
