import Signals
import SignalsVirtualTime

/// One run of an operator in virtual time, as its DocC diagram was drawn: the typed lanes become
/// hot test observables of the marble diagrams typed so far (frame 0 at 200, 10 ticks a frame), the
/// fixed lanes cold ones, the operator is created at 100 and subscribed at 200 (`TestScheduler.start`'s
/// times), and the clock moves only as far as the frame the user has reached.
///
/// The playground runs the operator anew from the typed diagrams after every change, so what it
/// shows is exactly what the operator does on those diagrams, including the order of events that
/// share a frame (an input event before a timer due in the same frame, as in the docs' runs).
final class PlaygroundRun {
    /// The virtual clock of every lane and of every time-based operator of this run.
    let scheduler = TestScheduler(initialClock: 0)
    /// The diagram typed on each typed lane, by lane name (a lane not in it is empty).
    private let typed: [String: String]
    /// The lanes declared by the operator's `build`, in order.
    private(set) var lanes: [PlaygroundLane] = []
    /// For each fixed lane, by name: when it was first subscribed (ticks), or `nil` before that.
    private var firstSubscriptions: [String: () -> Int?] = [:]
    /// Ends the operator's subscription (see `finish()`).
    private var endSubscription: () -> Void = {}

    /// The virtual time of frame 0, where the operator is subscribed.
    static let origin = 200
    /// Ticks per frame.
    static let frameTicks = 10

    /// A run over the diagrams `typed` on the typed lanes, by lane name.
    init(typed: [String: String]) {
        self.typed = typed
    }

    /// A typed lane of `Int`s: each value is a digit.
    func numbers(_ name: String) throws -> Observable<Int> {
        lanes.append(PlaygroundLane(name: name, label: name, kind: .digits))
        let diagram = typed[name] ?? ""
        return try scheduler.createHotObservable(diagram, values: Self.digitValues(diagram)).asObservable()
    }

    /// A typed lane of one-character `String`s: each key sends itself.
    func letters(_ name: String) throws -> Observable<String> {
        lanes.append(PlaygroundLane(name: name, label: name, kind: .letters))
        return try scheduler.createHotObservable(typed[name] ?? "").asObservable()
    }

    /// A fixed, cold lane of `Int`s (every key a digit), labelled `label` and replayed from its
    /// start for each subscription.
    func coldNumbers(_ name: String, label: String, _ diagram: String) throws -> Observable<Int> {
        lanes.append(PlaygroundLane(name: name, label: label, kind: .fixed(diagram: diagram)))
        let cold = try scheduler.createColdObservable(diagram, values: Self.digitValues(diagram))
        firstSubscriptions[name] = { cold.subscriptions.first?.subscribe }
        return cold.asObservable()
    }

    /// Creates the operator's result with `make` at 100 and subscribes to it at 200; its events are
    /// read from the returned output once the clock has moved (`advance(toFrame:)`).
    func output<Result>(_ make: @escaping () -> Observable<Result>) -> PlaygroundOutput {
        let observer = scheduler.createObserver(Result.self)
        let holder = SubscriptionHolder<Result>()
        scheduler.scheduleAt(100) { if !holder.isEnded { holder.source = make() } }
        scheduler.scheduleAt(Self.origin) { if !holder.isEnded { holder.subscription = holder.source?.subscribe(observer) } }
        endSubscription = {
            holder.isEnded = true
            holder.subscription?.dispose()
            holder.source = nil
        }
        return PlaygroundOutput { [observer] in
            observer.events.map { recorded in
                switch recorded.value {
                case .next(let value): PlaygroundEvent(time: recorded.time, kind: .value(String(describing: value)))
                case .error: PlaygroundEvent(time: recorded.time, kind: .failed)
                case .completed: PlaygroundEvent(time: recorded.time, kind: .completed)
                }
            }
        }
    }

    /// Runs everything due up to the end of `frame` (its events included).
    func advance(toFrame frame: Int) {
        scheduler.advanceTo(Self.time(ofFrame: frame))
    }

    /// Ends the run once it has been drawn: disposes the operator's subscription (or keeps it from
    /// being made), then lets the clock run out what is still scheduled (the inputs' later events,
    /// cancelled timers). A live subscription to a hot test observable is a cycle (the observable
    /// keeps its subscribers, the subscription its source), and a scheduled action holds what it
    /// acts on: without this every key would leave its run behind.
    func finish() {
        endSubscription()
        scheduler.advanceTo(Self.time(ofFrame: Self.drainFrames))
    }

    /// Far enough past the last frame (60) for everything a run schedules: its inputs end by then.
    private static let drainFrames = 1_000

    /// The frame the fixed lane `name` was first subscribed in, or `nil` if it was not (yet), or
    /// not on a frame.
    func firstSubscriptionFrame(of name: String) -> Int? {
        guard let time = firstSubscriptions[name]?(), time >= Self.origin, (time - Self.origin) % Self.frameTicks == 0 else {
            return nil
        }
        return (time - Self.origin) / Self.frameTicks
    }

    /// The virtual time at which `frame` starts.
    static func time(ofFrame frame: Int) -> Int { origin + frame * frameTicks }

    /// Each key of `diagram` that is a digit, mapped to its `Int` value.
    private static func digitValues(_ diagram: String) -> [Character: Int] {
        var values: [Character: Int] = [:]
        for character in diagram where character.isASCII {
            if let digit = character.wholeNumberValue { values[character] = digit }
        }
        return values
    }
}

/// What a run holds between creating the operator's result (at 100) and subscribing to it (at 200).
private final class SubscriptionHolder<Element> {
    /// The operator's result, once created.
    var source: Observable<Element>?
    /// The subscription, once made; kept so the run's operator stays subscribed.
    var subscription: Disposable?
    /// Set by `PlaygroundRun.finish()`: from then on nothing is created or subscribed (a run that
    /// never reached time 200, such as the one that only lists an operator's lanes, would otherwise
    /// subscribe while its clock runs out, and nothing would end that subscription).
    var isEnded = false
}
