import Signals
import SignalsVirtualTime

/// The playground's lanes as the docs draw an operator's diagram: each input lane, then the output
/// lane labelled with the operator's name, one cell per frame of 10 ticks in SignalsTest's marble
/// notation (`-` nothing, a key, `|`, `#`, `(…)` for several events in one frame), then the legend
/// of the output's letter keys, if any.
struct PlaygroundDrawing: Equatable {
    /// One drawn lane.
    struct Row: Equatable {
        /// The label before the lane: `a`, `x → (cold)`, or the operator's name for the output.
        let label: String
        /// One cell per frame from frame 0 (a fixed lane starts with a blank cell for each frame before
        /// its first subscription).
        let cells: [String]
        /// The input lane's name, or `nil` for the output lane.
        let laneName: String?

        /// The lane as one marble string.
        var diagram: String { cells.joined() }
    }

    /// The input lanes in the diagram's order, then the output lane.
    let rows: [Row]
    /// What the output's letter keys stand for (`A = 1a, B = 2a`), or empty.
    let legend: String
    /// Why the output could not be drawn (it is then drawn empty), or `nil`.
    let problem: String?

    /// The drawing as the docs' diagram block draws its lanes: labels and their colons padded to one
    /// column, a space, the lane (a lane with nothing to draw is its label alone), and the legend
    /// under the output. The same lines as a DocC diagram's lanes for the same input.
    func lines() -> [String] {
        let width = (rows.map(\.label.count).max() ?? 0) + 1
        let pad = { (label: String) in label + String(repeating: " ", count: max(0, width - label.count)) }
        var lines = rows.map { row in row.cells.isEmpty ? row.label + ":" : "\(pad(row.label + ":")) \(row.diagram)" }
        if !legend.isEmpty { lines.append(pad("") + " " + legend) }
        if let problem { lines.append(pad("") + " (" + problem + ")") }
        return lines
    }

    /// The cells of one frame each of a marble `diagram` without whitespace or `^` (a fixed lane's):
    /// a group `( … )` is one cell.
    static func cells(ofDiagram diagram: String) -> [String] {
        var cells: [String] = []
        var group: String?
        for character in diagram {
            if var open = group {
                open.append(character)
                group = character == ")" ? nil : open
                if character == ")" { cells.append(open) }
            } else if character == "(" {
                group = "("
            } else {
                cells.append(String(character))
            }
        }
        return cells
    }

    /// The cells of the output lane: `events` (as the run's subscriber got them) grouped by frame,
    /// each frame drawn by SignalsTest's `Marbles.render` with the keys of `keys`, `-` for a frame
    /// without events; drawn up to its last event, and without an end, through `frame - 1` at least.
    /// - Throws: `MarbleDrawingError` for an event off the frame grid or a value without a key.
    static func outputCells(_ events: [PlaygroundEvent], keys: MarbleLegendKeys, through frame: Int) throws -> [String] {
        var byFrame: [(frame: Int, events: [Recorded<Event<String>>])] = []
        for event in events {
            let offset = event.time - PlaygroundRun.origin
            guard offset >= 0, offset % PlaygroundRun.frameTicks == 0 else {
                throw MarbleDrawingError("an event at \(event.time) is not on a frame (\(PlaygroundRun.frameTicks) ticks from \(PlaygroundRun.origin))")
            }
            let recorded: Recorded<Event<String>>
            switch event.kind {
            case .value(let description): recorded = Recorded(time: event.time, value: .next(description))
            case .completed: recorded = Recorded(time: event.time, value: .completed)
            case .failed: recorded = Recorded(time: event.time, value: .error(MarbleTestError()))
            }
            let index = offset / PlaygroundRun.frameTicks
            if byFrame.last?.frame == index { byFrame[byFrame.count - 1].events.append(recorded) } else { byFrame.append((index, [recorded])) }
        }
        let ended = events.last.map { $0.kind == .completed || $0.kind == .failed } ?? false
        let count = ended ? (byFrame.last?.frame ?? 0) + 1 : max(frame, (byFrame.last?.frame ?? -1) + 1)
        var cells = Array(repeating: "-", count: count)
        for (index, frameEvents) in byFrame {
            cells[index] = try Marbles.render(frameEvents, key: keys.key(for:), origin: PlaygroundRun.time(ofFrame: index))
        }
        return cells
    }
}
