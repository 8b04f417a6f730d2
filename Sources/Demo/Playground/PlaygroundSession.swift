import SignalsVirtualTime

/// Something the playground refuses (a value on a lane that ended, a lane the operator lacks, time
/// past the last frame); `message` says what is allowed.
struct PlaygroundError: Error, Equatable {
    /// What was wrong and what would be accepted.
    let message: String
}

/// One operator in the playground: what has been typed on its lanes, the current frame, and the
/// lanes drawn from a run of the real operator over them. Script mode and the interactive screen
/// both drive one.
///
/// Time starts at frame 1 (frame 0 is the subscription: as in the docs, a hot event there would
/// reach no one) and moves only when told to (`advance`). A value, a completion or a failure is
/// sent at the current frame; several in one frame are drawn as a group, in the order sent.
final class PlaygroundSession {
    /// One thing typed on a lane: its frame and its marble symbol (a value's key, `|` or `#`).
    private struct TypedEvent {
        let lane: String
        let frame: Int
        let symbol: Character
    }

    /// One change, as `undo` takes it back.
    private enum Step {
        case typed
        case advanced(from: Int)
    }

    /// The last frame time can reach.
    static let lastFrame = 60

    /// The operator on show.
    let chosen: PlaygroundOperator
    /// Its lanes, in the diagram's order.
    let lanes: [PlaygroundLane]
    /// The frame values are sent in now.
    private(set) var frame = 1
    /// Everything typed, in the order typed (and so in time order).
    private var typedEvents: [TypedEvent] = []
    /// Every change, for `undo`.
    private var steps: [Step] = []
    /// The lanes as drawn after the latest change.
    private(set) var drawing: PlaygroundDrawing

    /// A session of `chosen` with nothing typed, at frame 1.
    init(_ chosen: PlaygroundOperator) {
        self.chosen = chosen
        lanes = chosen.lanes
        drawing = PlaygroundDrawing(rows: [], legend: "", problem: nil)
        redraw()
    }

    /// The lanes the user types on.
    var typedLanes: [PlaygroundLane] { lanes.filter(\.isTyped) }

    /// Sends `value` (one letter or digit, as the lane takes) on the typed lane `laneName` at the
    /// current frame.
    func send(_ value: String, on laneName: String) throws(PlaygroundError) {
        let lane = try typedLane(laneName)
        guard value.count == 1, let character = value.first else {
            throw PlaygroundError(message: "a value is one character, \(lane.valuesDescription) on lane \(lane.name) of \(chosen.name), got \(quotedExcerpt(value))")
        }
        guard lane.accepts(character) else {
            throw PlaygroundError(message: "lane \(lane.name) of \(chosen.name) takes \(lane.valuesDescription), got \(quotedExcerpt(value))")
        }
        try append(character, on: lane)
    }

    /// Completes (`|`) or, with `failed`, fails (`#`) the typed lane `laneName` at the current frame.
    func end(_ laneName: String, failed: Bool) throws(PlaygroundError) {
        try append(failed ? "#" : "|", on: typedLane(laneName))
    }

    /// Moves time on by `frames` frames (at least 1), up to `lastFrame`.
    func advance(by frames: Int) throws(PlaygroundError) {
        let left = Self.lastFrame - frame
        guard left > 0 else { throw PlaygroundError(message: "time ends at frame \(Self.lastFrame)") }
        guard frames >= 1, frames <= left else {
            throw PlaygroundError(message: "time ends at frame \(Self.lastFrame): from frame \(frame), tick 1 to \(left) frames")
        }
        steps.append(.advanced(from: frame))
        frame += frames
        redraw()
    }

    /// Takes back the latest change (a value, an end, or a move of time); `false` when there is none.
    @discardableResult
    func undo() -> Bool {
        guard let last = steps.popLast() else { return false }
        switch last {
        case .typed: typedEvents.removeLast()
        case .advanced(let from): frame = from
        }
        redraw()
        return true
    }

    /// Whether anything has been typed or time has moved.
    var hasChanges: Bool { !steps.isEmpty }

    /// How the lane `laneName` ended (`|` or `#`), or `nil` while it is open.
    func ending(of laneName: String) -> Character? {
        typedEvents.last { $0.lane == laneName && ($0.symbol == "|" || $0.symbol == "#") }?.symbol
    }

    /// The typed lane `laneName`'s cells, one per frame from 0: through the frame before the current
    /// one, then the current frame's events if it has any; an ended lane stops at its end.
    func cells(ofLane laneName: String) -> [String] {
        let events = typedEvents.filter { $0.lane == laneName }
        let ended = ending(of: laneName) != nil
        let count = ended ? (events.last?.frame ?? 0) + 1 : max(frame, (events.last?.frame ?? -1) + 1)
        var cells = Array(repeating: "-", count: count)
        var symbols: [Int: String] = [:]
        for event in events { symbols[event.frame, default: ""].append(event.symbol) }
        for (index, group) in symbols { cells[index] = group.count == 1 ? group : "(\(group))" }
        return cells
    }

    /// The typed lane named `name` (ignoring case), or why there is none to type on.
    private func typedLane(_ name: String) throws(PlaygroundError) -> PlaygroundLane {
        let typed = typedLanes.map(\.name).joined(separator: ", ")
        guard let lane = lanes.first(where: { $0.name == name.lowercased() }) else {
            let typedList = typed.isEmpty ? "it has no typed lane" : "its typed lanes: \(typed)"
            throw PlaygroundError(message: "\(chosen.name) has no lane \(quotedExcerpt(name)); \(typedList)")
        }
        guard lane.isTyped else {
            let diagram = if case .fixed(let diagram) = lane.kind { diagram } else { "" }
            let typedList = typed.isEmpty ? "\(chosen.name) has no typed lane: tick to watch it" : "type on \(typed)"
            throw PlaygroundError(message: "lane \(lane.name) of \(chosen.name) is fixed (cold, \(diagram), replayed for each subscription); \(typedList)")
        }
        return lane
    }

    /// Appends `symbol` to `lane` at the current frame, unless the lane has ended.
    private func append(_ symbol: Character, on lane: PlaygroundLane) throws(PlaygroundError) {
        if let ending = ending(of: lane.name) {
            let how = ending == "|" ? "completed" : "failed"
            throw PlaygroundError(message: "lane \(lane.name) has \(how): nothing follows the end of a lane")
        }
        typedEvents.append(TypedEvent(lane: lane.name, frame: frame, symbol: symbol))
        steps.append(.typed)
        redraw()
    }

    /// Runs the operator on what is typed, up to the current frame, and draws the lanes.
    private func redraw() {
        var typedDiagrams: [String: String] = [:]
        for lane in typedLanes { typedDiagrams[lane.name] = cells(ofLane: lane.name).joined() }
        let run = PlaygroundRun(typed: typedDiagrams)
        defer { run.finish() }
        let output: PlaygroundOutput
        do {
            output = try chosen.build(run)
        } catch {
            drawing = PlaygroundDrawing(rows: [], legend: "", problem: "\(error)")
            return
        }
        run.advance(toFrame: frame)
        var rows = lanes.map { lane in
            switch lane.kind {
            case .digits, .letters:
                return PlaygroundDrawing.Row(label: lane.label, cells: cells(ofLane: lane.name), laneName: lane.name)
            case .fixed(let diagram):
                let blanks = Array(repeating: " ", count: run.firstSubscriptionFrame(of: lane.name) ?? 0)
                return PlaygroundDrawing.Row(label: lane.label, cells: blanks + PlaygroundDrawing.cells(ofDiagram: diagram), laneName: lane.name)
            }
        }
        let events = output.events()
        let keys = MarbleLegendKeys(values: events.compactMap { if case .value(let description) = $0.kind { description } else { nil } })
        do {
            let cells = try PlaygroundDrawing.outputCells(events, keys: keys, through: frame)
            rows.append(PlaygroundDrawing.Row(label: chosen.name, cells: cells, laneName: nil))
            drawing = PlaygroundDrawing(rows: rows, legend: keys.legend, problem: nil)
        } catch {
            rows.append(PlaygroundDrawing.Row(label: chosen.name, cells: [], laneName: nil))
            drawing = PlaygroundDrawing(rows: rows, legend: "", problem: "\(error)")
        }
    }
}
