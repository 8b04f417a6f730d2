/// One line of a frame: plain text that fits the terminal, and how it is styled.
struct FrameLine: Equatable, Sendable {
    /// How a line is drawn.
    enum Style: Equatable, Sendable {
        case plain
        case bold
        case dim
    }

    /// The text: no control characters, at most the terminal's width in columns.
    let text: String
    let style: Style

    /// `text` with its control characters escaped and cut (with `…`) to `width` columns.
    init(_ text: String, width: Int, style: Style = .plain) {
        self.text = text.escapingControls().truncated(toColumns: width)
        self.style = style
    }
}

/// A whole screen, laid out to fit the terminal: lines top to bottom (never more than its rows,
/// none wider than its columns) and where the cursor goes.
struct FrameLayout: Equatable, Sendable {
    /// The lines, top to bottom.
    var lines: [FrameLine]
    /// The cursor's row and column on the screen (from 0), or `nil` to hide it.
    var cursor: CursorPosition?

    /// The smallest terminal the screens are drawn in; a smaller one shows `tooSmallMessage`.
    static let minimumSize = (columns: 20, rows: 5)
    /// What a terminal smaller than `minimumSize` shows (until it is resized).
    static let tooSmallMessage = "terminal too small (needs \(minimumSize.columns)×\(minimumSize.rows))"
    /// What stands in for the trace pane when the terminal has no rows left for it.
    static let traceHiddenNote = "── trace: no room; a taller terminal shows it ──"
    /// What stands in for the graph pane when the terminal has no rows left for it.
    static let graphHiddenNote = "── bindings: no room; a taller terminal shows them ──"
    /// From this many rows on, blank lines set the title and the key help apart from the body.
    static let spaciousRows = 12
    /// From this many rows on, a pane that is shown keeps a third of the rows even when the body
    /// could fill them (a long phone book); in a shorter terminal the View has every row it needs.
    static let paneReserveRows = 16

    /// Lays out `screen` in a terminal of `size`, with the `marbles` diagram's latest steps (if
    /// drawn) and then the latest `trace` lines (if tracing) in panes under the key help, in the
    /// rows left over (the marbles leave the trace at least one row: when its pane does not fit,
    /// `traceHiddenNote` says so instead of the trace vanishing). `extraKeyHelp` (the pane switch)
    /// follows the screen's own key help. From `paneReserveRows` rows on, a shown pane keeps a third
    /// of the rows: the body is windowed to leave them.
    ///
    /// The title stays on the first row and the key help at the bottom; the body gets the rows
    /// between (`screen.body(width:height:)`). A taller body first loses its blank spacer lines
    /// (`ScreenBody.leavingOutBlankLines`), and what is still too tall is shown as a window of
    /// those rows around its cursor (or anchor row). Every line is escaped and cut to the width.
    ///
    /// `graph` (the graph pane: the bindings' `BindingGraph.text`) takes the trace's place, shown from
    /// its first line (the sources), as many lines as fit.
    init(screen: InteractiveScreen, size: (columns: Int, rows: Int), trace: [String]?, marbles: MarbleDiagram? = nil,
         graph: [String]? = nil, extraKeyHelp: String? = nil) {
        let list: ListPane? = graph.map { ListPane(header: Self.graphHeader, hiddenNote: Self.graphHiddenNote, lines: $0, fromTheEnd: false) }
            ?? trace.map { ListPane(header: Self.traceHeader, hiddenNote: Self.traceHiddenNote, lines: $0, fromTheEnd: true) }
        self.init(screen: screen, size: size, list: list, marbles: marbles, extraKeyHelp: extraKeyHelp)
    }

    /// A pane of text lines under the screen: the trace (its latest lines) or the graph (its first).
    struct ListPane {
        let header: (full: String, short: String)
        /// The dim last row that says the pane is there but has no room.
        let hiddenNote: String
        let lines: [String]
        let fromTheEnd: Bool
    }

    static let traceHeader = (full: "── trace: input → ViewModel → output ──", short: "── trace ──")
    static let graphHeader = (full: "── bindings: what flows into what, with counts ──", short: "── bindings ──")

    /// The layout with `list` as the text pane (see the initializer above).
    private init(screen: InteractiveScreen, size: (columns: Int, rows: Int), list trace: ListPane?, marbles: MarbleDiagram?,
                 extraKeyHelp: String?) {
        let (width, rows) = size
        guard width >= Self.minimumSize.columns, rows >= Self.minimumSize.rows else {
            lines = wrapped(Self.tooSmallMessage, width: max(1, width)).prefix(max(1, rows)).map { FrameLine($0, width: width) }
            cursor = nil
            return
        }
        let spacious = rows >= Self.spaciousRows
        let gap = spacious ? [FrameLine("", width: width)] : []
        let allHelp = keyHelpLines(screen.keyHelp + (extraKeyHelp.map { " · " + $0 } ?? "") + " · Ctrl-C: quit", width: width)
        let help = allHelp.prefix(spacious ? max(1, rows / 4) : 1).map { FrameLine($0, width: width, style: .dim) }
        let paneReserve = (trace != nil || marbles != nil) && rows >= Self.paneReserveRows ? rows / 3 : 0
        let bodyHeight = rows - 1 - 2 * gap.count - help.count - paneReserve
        let body = screen.body(width: width, height: bodyHeight).leavingOutBlankLines(toFit: bodyHeight)
        let anchor = body.cursor?.row ?? body.anchorRow ?? 0
        let firstShown = max(0, min(anchor - bodyHeight + 1, body.lines.count - bodyHeight))
        let shown = body.lines.dropFirst(firstShown).prefix(bodyHeight)

        lines = [FrameLine(" " + screen.title, width: width, style: .bold)] + gap
        let bodyTop = lines.count
        lines += shown.map { FrameLine($0, width: width) }
        lines += gap + help
        // Short of rows for a shown pane, the blank line above the key help goes first.
        let paneWants = (marbles.map { $0.lines.isEmpty ? 2 : $0.lines.count + 1 } ?? 0) + (trace.map { 2 + max(1, min($0.lines.count, 2)) } ?? 0)
        if !gap.isEmpty, paneWants > 0, rows - lines.count < paneWants {
            lines.remove(at: lines.count - help.count - 1)
        }
        // The panes take the rows left below the screen; each is left out when none are. With both,
        // the marbles leave the last row to the trace: its pane, or at least a note saying where it went.
        let marblesBottom = rows - (trace != nil && marbles != nil ? 1 : 0)
        if let marbles, marblesBottom - lines.count - 1 > 0 {
            var latest = marbles.lines.isEmpty ? ["(no events yet)"] : marbles.latest(width: width - 2)
            // Short of rows, the blank line above goes first, then the step ruler (the streams stay).
            let spaced = marblesBottom - lines.count - 2 >= latest.count
            if spaced { lines.append(FrameLine("", width: width)) }
            let room = marblesBottom - lines.count - 1
            lines.append(FrameLine(Self.paneHeader("── marbles: a column per input ──", short: "── marbles ──", width: width), width: width, style: .dim))
            if room <= marbles.lines.count, !marbles.lines.isEmpty { latest.removeFirst() }
            lines += latest.prefix(room).map { FrameLine("  " + $0, width: width) }
        }
        let room = rows - lines.count - 2
        if let trace, room > 0 {
            lines.append(FrameLine("", width: width))
            lines.append(FrameLine(Self.paneHeader(trace.header.full, short: trace.header.short, width: width), width: width, style: .dim))
            let shownLines = trace.lines.isEmpty ? ["(no events yet)"] : trace.fromTheEnd ? Array(trace.lines.suffix(room)) : Array(trace.lines.prefix(room))
            lines += shownLines.map { FrameLine("  " + $0, width: width) }
        } else if let trace, lines.count < rows {
            lines.append(FrameLine(trace.hiddenNote, width: width, style: .dim))
        }
        if let position = body.cursor, shown.indices.contains(position.row) {
            cursor = CursorPosition(row: bodyTop + position.row - firstShown, column: min(position.column, width - 1))
        } else {
            cursor = nil
        }
    }

    /// A pane's header: `full`, or `short` when `full` would be cut at `width` columns.
    private static func paneHeader(_ full: String, short: String, width: Int) -> String {
        full.columns <= width ? full : short
    }

    /// The frame as terminal output: from the top-left corner, each line cleared to its end, the
    /// rows below the last line cleared, then the cursor placed (or hidden). No line ends in a
    /// newline on the last row and a full-width line gets no erase, so nothing scrolls and no
    /// character is erased at the right margin.
    func text(width: Int, rows: Int) -> String {
        var text = "\u{1B}[H"
        for (index, line) in lines.enumerated() {
            switch line.style {
            case .plain: text += line.text
            case .bold: text += "\u{1B}[1m" + line.text + "\u{1B}[0m"
            case .dim: text += "\u{1B}[2m" + line.text + "\u{1B}[0m"
            }
            if line.text.columns < width { text += "\u{1B}[K" }
            if index < lines.count - 1 { text += "\r\n" }
        }
        if lines.count < rows { text += "\r\n\u{1B}[J" }
        if let cursor {
            text += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        } else {
            text += "\u{1B}[?25l"
        }
        return text
    }
}
