/// The operators playground, interactive: RxMarbles you can type into. ↑/↓ picks the operator
/// (its call shown as its DocC diagram shows it), letters and digits are values on the focused
/// lane at the current frame, Space (or `-`, or →) moves time on a frame, `|` and `#` end the
/// focused lane, Tab moves the focus to the other lane, Backspace undoes, Ctrl-U starts over. The
/// output lane is the real operator run on a `TestScheduler` over what was typed (`PlaygroundSession`).
///
/// The app shows no binding pane under it: the playground has no ViewModel, its lanes are the marbles.
final class PlaygroundPanel: InteractiveScreen {
    /// The operators, in the order ↑/↓ go through them.
    private let operators = OperatorCatalog.all
    /// The operator on show, as an index into `operators`.
    private(set) var selection = 0
    /// The session of the operator on show.
    private(set) var session: PlaygroundSession
    /// The focused typed lane, as an index into `session.typedLanes`.
    private var focus = 0
    /// Why the last key did nothing (a value on an ended lane, time at its end), until the next key.
    private(set) var message: String?

    /// A playground on the first operator, nothing typed.
    init() {
        session = PlaygroundSession(operators[0])
    }

    let title = "Operators playground"
    let keyHelp = "↑/↓: operator · letter/digit: value · Space or -: next frame · |: complete · #: fail · Tab: lane · "
        + "Backspace: undo · Ctrl-U: start over · Esc: back"
    var showsBindingPane: Bool { false }

    /// The focused typed lane, if the operator has one.
    var focusedLane: PlaygroundLane? {
        let typed = session.typedLanes
        return typed.isEmpty ? nil : typed[focus % typed.count]
    }

    func handle(_ key: Key) -> KeyOutcome {
        let hadMessage = message != nil
        message = nil
        switch key {
        case .escape:
            return .back
        case .up, .down:
            selection = (selection + (key == .up ? operators.count - 1 : 1)) % operators.count
            session = PlaygroundSession(operators[selection])
            focus = 0
        case .tab, .backTab:
            let count = session.typedLanes.count
            guard count > 1 else { return hadMessage ? .redraw : .unchanged }
            focus = (focus + 1) % count
        case .character(" "), .character("-"), .right:
            attempt { () throws(PlaygroundError) in try session.advance(by: 1) }
        case .character("|"), .character("#"):
            attempt { () throws(PlaygroundError) in try session.end(try typingLane(), failed: key == .character("#")) }
        case .backspace, .left:
            if !session.undo() { message = "nothing to undo" }
        case .control("u"):
            session = PlaygroundSession(session.chosen)
        case .character(let character) where PlaygroundLane.isValue(character):
            attempt { () throws(PlaygroundError) in try session.send(String(character), on: try typingLane()) }
        case .character(let character):
            message = "\(quotedExcerpt(String(character))) is not a value: values are letters A-Z, a-z and digits 0-9"
        default:
            return hadMessage ? .redraw : .unchanged
        }
        return .redraw
    }

    func body(width: Int, height: Int) -> ScreenBody {
        let drawing = session.drawing
        let labelWidth = (drawing.rows.map(\.label.count).max() ?? 0) + 1
        let laneStart = 2 + labelWidth + 1
        let firstFrame = Self.firstFrameShown(drawing.rows, room: width - laneStart - 1)
        var lines = ["  Operator \(selection + 1)/\(operators.count) (↑/↓): \(session.chosen.name)"]
        let summary = wrapped(session.chosen.summary, width: max(1, width - 2)).map { "  " + $0 }
        lines += summary + [""] + session.chosen.call.components(separatedBy: "\n").map { "  " + $0 } + [""]
        var cursor: CursorPosition?
        var outputRow = lines.count
        for row in drawing.rows {
            let focused = row.laneName != nil && row.laneName == focusedLane?.name
            let shown = (firstFrame > 0 ? "…" : "") + row.cells.dropFirst(firstFrame).joined()
            let label = (row.label + ":").padding(to: labelWidth)
            if focused { cursor = CursorPosition(row: lines.count, column: laneStart + shown.count) }
            if row.laneName == nil { outputRow = lines.count }
            lines.append((focused ? "> " : "  ") + label + " " + shown)
        }
        let pad = String(repeating: " ", count: laneStart)
        if !drawing.legend.isEmpty { lines.append(pad + drawing.legend) }
        if let problem = drawing.problem { lines.append(pad + "(" + problem + ")") }
        lines += ["", "  " + statusLine]
        let fixedNote = fixedLanesNote
        if let fixedNote { lines.append(fixedNote) }
        if let message { lines.append("  ! " + message) }
        let list = [""] + wrapped(operatorList, width: max(1, width - 2)).map { "  " + $0 }
        lines += list
        // Short of rows, the operator list goes first, then the summary and the note on fixed lanes
        // (blank lines go anyway, see ScreenBody.leavingOutBlankLines): the lanes stay in view.
        func nonBlank() -> Int { lines.filter { !$0.allSatisfy(\.isWhitespace) }.count }
        if nonBlank() > height { lines.removeLast(list.count) }
        for optional in summary + [fixedNote ?? ""] where !optional.isEmpty && nonBlank() > height {
            if let index = lines.firstIndex(of: optional) {
                lines.remove(at: index)
                if let position = cursor, position.row > index { cursor = CursorPosition(row: position.row - 1, column: position.column) }
                if outputRow > index { outputRow -= 1 }
            }
        }
        return ScreenBody(lines: lines, cursor: cursor, anchorRow: cursor?.row ?? outputRow)
    }

    /// `Frame F of 60`, then where values go.
    private var statusLine: String {
        let time = "Frame \(session.frame) of \(PlaygroundSession.lastFrame)"
        guard let lane = focusedLane else { return time + " · nothing to type: Space moves time" }
        if let ending = session.ending(of: lane.name) {
            return time + " · lane \(lane.name) has \(ending == "|" ? "completed" : "failed") (Backspace undoes)"
        }
        return time + " · typing on lane \(lane.name): \(lane.valuesDescription)"
    }

    /// What the fixed lanes are, when the operator has any.
    private var fixedLanesNote: String? {
        let fixed = session.lanes.filter { !$0.isTyped }.map(\.name)
        guard !fixed.isEmpty else { return nil }
        let names = fixed.joined(separator: ", ")
        return "  \(names): cold and fixed, as in the docs (each subscription replays \(fixed.count == 1 ? "it" : "them"))"
    }

    /// Every operator's name, the one on show in brackets.
    private var operatorList: String {
        operators.enumerated().map { $0.offset == selection ? "[\($0.element.name)]" : $0.element.name }.joined(separator: " ")
    }

    /// The focused lane's name, or why nothing can be typed.
    private func typingLane() throws(PlaygroundError) -> String {
        guard let lane = focusedLane else {
            throw PlaygroundError(message: "\(session.chosen.name) has no lane to type on: Space moves time")
        }
        return lane.name
    }

    /// Runs `change`, keeping its refusal as the message.
    private func attempt(_ change: () throws(PlaygroundError) -> Void) {
        do { try change() } catch { message = error.message }
    }

    /// The first frame drawn so that every row (with `…` before it when frames are left out) fits
    /// in `room` columns: 0 when all fit, else the fewest frames left out.
    static func firstFrameShown(_ rows: [PlaygroundDrawing.Row], room: Int) -> Int {
        let longest = rows.map(\.cells.count).max() ?? 0
        for first in 0...longest {
            let fits = rows.allSatisfy { row in
                (first > 0 ? 1 : 0) + row.cells.dropFirst(first).reduce(0) { $0 + $1.count } <= room
            }
            if fits { return first }
        }
        return longest
    }
}
