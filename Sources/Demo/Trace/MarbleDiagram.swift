/// Draws a `MarbleRecorder`'s lines as text: a `step` ruler, one row per line, and a legend.
///
/// A row is `LABEL │` then one cell per step, cells separated by a space: the step's marble, `-`
/// when the line had no event then, `(ab)` for several events in one step. Cells of one step are
/// padded to the same width, so a column is a step on every row (spaces take no time in the marble
/// grammar of docs/Marbles.md, so each row is also a valid diagram). Widths are display widths.
/// The teardown step, if any, is the last column, marked `T` on the ruler and explained by
/// `teardownLegend`.
struct MarbleDiagram {
    /// The lines drawn, top to bottom.
    let lines: [MarbleLine]
    /// The last step drawn.
    let lastStep: Int
    /// The teardown step (after the last input), when something happened at teardown.
    let teardownStep: Int?

    /// What `T` on the ruler means.
    static let teardownLegend = "T = teardown: the screen closed and its ViewModel was released; not an input"

    /// The diagram of everything `recorder` has seen so far.
    init(_ recorder: MarbleRecorder) {
        lines = recorder.lines
        lastStep = recorder.lastStep
        teardownStep = recorder.teardownStep
    }

    /// A diagram without lines (no screen open).
    static let empty = MarbleDiagram(lines: [], lastStep: 0, teardownStep: nil)

    private init(lines: [MarbleLine], lastStep: Int, teardownStep: Int?) {
        self.lines = lines
        self.lastStep = lastStep
        self.teardownStep = teardownStep
    }

    /// The latest steps that fit in `width` columns (`…` after the `│` when earlier ones are left
    /// out), and under them one legend row per line with letter keys in view, newest value first.
    /// Rows may be wider than `width` (a legend row by at most one entry cut to `width + 1`
    /// columns); the caller cuts them.
    func latest(width: Int) -> [String] {
        let firstStep = firstStepFitting(endingAt: lastStep, width: width)
        let steps = firstStep...lastStep
        let legend = lines.compactMap { line -> String? in
            var seen = Set<Character>()
            var row = "\(line.label):"
            // Entries newest first, until the row is wider than the pane (long values are cut
            // first, so a huge value costs no more than the width).
            for event in line.events.reversed() {
                if event.step < firstStep || row.columns > width { break }
                guard let entry = line.legendEntry(event.symbol), seen.insert(event.symbol).inserted else { continue }
                row += (seen.count == 1 ? " " : "  ") + entry.truncated(toColumns: width + 1)
            }
            return seen.isEmpty ? nil : row
        }
        let teardown = teardownStep.map(steps.contains) == true ? [Self.teardownLegend] : []
        return rows(steps) + teardown + legend
    }

    /// The whole diagram in chunks that fit `width` columns, one after another separated by a blank
    /// row (chunks after the first begin with `…`), then the legend: `teardownLegend` if there is a
    /// teardown step, and a row per letter key of each line, `LABEL  a = VALUE`, in order of first
    /// appearance (at most one per letter: see `legendRows`).
    func chunks(width: Int) -> [String] {
        var result: [String] = []
        var first = 0
        while first <= lastStep {
            let last = lastStepFitting(startingAt: first, width: width)
            if first > 0 { result.append("") }
            result += rows(first...last)
            first = last + 1
        }
        let legend = (teardownStep == nil ? [] : [Self.teardownLegend]) + lines.flatMap(legendRows)
        return legend.isEmpty ? result : result + [""] + legend
    }

    /// The ruler and one row per line for `steps`; a leading `…` when steps before them exist.
    func rows(_ steps: ClosedRange<Int>) -> [String] {
        let lead = steps.lowerBound > 0 ? "…" : " "
        let widths = steps.map(stepWidth)
        var ruler = ""
        var column = 0
        var lastMarkStart = 0
        for (offset, step) in steps.enumerated() where step % 5 == 0 || step == teardownStep {
            let start = widths.prefix(offset).reduce(0, +) + offset
            let mark = step == teardownStep ? "T" : String(step)
            if start < column {
                guard step == teardownStep else { continue }
                ruler.removeLast(column - lastMarkStart)  // T replaces a step number it would touch
                column = lastMarkStart
            }
            ruler += String(repeating: " ", count: start - column) + mark
            lastMarkStart = start
            column = start + mark.count
        }
        let marbles = lines.map { line in
            let cells = zip(steps, widths).map { step, width in cell(line, step).padded(toColumns: width) }
            return prefix(line.label) + lead + cells.joined(separator: " ")
        }
        return ([prefix("step") + lead + ruler] + marbles).map(Self.trimmingTrailingSpaces)
    }

    /// The label column's width: the widest label, at least `step`.
    var labelWidth: Int { lines.map(\.label.columns).reduce(4, max) }

    private func prefix(_ label: String) -> String { label.padded(toColumns: labelWidth) + " │" }

    /// What `line` shows in `step`: `-`, one marble, or a group `(ab)`.
    private func cell(_ line: MarbleLine, _ step: Int) -> String {
        let events = line.events(in: step)
        switch events.count {
        case 0: return "-"
        case 1: return String(events.first!.symbol)
        default: return "(" + String(events.map(\.symbol)) + ")"
        }
    }

    private func stepWidth(_ step: Int) -> Int {
        lines.map { cell($0, step).columns }.reduce(1, max)
    }

    /// The columns left for cells (after the label, `│` and the lead column).
    private func room(_ width: Int) -> Int { max(1, width - labelWidth - 3) }

    private func firstStepFitting(endingAt last: Int, width: Int) -> Int {
        let room = room(width)
        var used = stepWidth(last)
        var first = last
        while first > 0, used + 1 + stepWidth(first - 1) <= room {
            first -= 1
            used += 1 + stepWidth(first)
        }
        return first
    }

    private func lastStepFitting(startingAt first: Int, width: Int) -> Int {
        let room = room(width)
        var used = stepWidth(first)
        var last = first
        while last < lastStep, used + 1 + stepWidth(last + 1) <= room {
            last += 1
            used += 1 + stepWidth(last)
        }
        return last
    }

    private static func trimmingTrailingSpaces(_ row: String) -> String {
        var row = row
        while row.last == " " { row.removeLast() }
        return row
    }
}
