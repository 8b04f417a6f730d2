import Signals

/// One operator's entry in the diagram table: where its doc comment is, what the docs say about it,
/// and the run that draws it.
struct OperatorDiagram {
    /// The operator's name: the heading in its family's page and the output's label.
    let name: String
    /// The operator's source file, relative to `Sources` (`Observable/Operators/Map.swift`).
    let file: String
    /// A piece of the declaration line whose doc comment gets the diagram; its first match wins.
    let anchor: String
    /// The call as the run makes it, shown above the diagram in the docs.
    let call: String
    /// One line: what the operator does.
    let summary: String
    /// Creates the inputs, runs the operator and draws the result.
    let draw: (DiagramRun) throws -> Drawing

    /// The diagram as a block of lines: the call, a blank line, each input, then the output labelled
    /// with `name`, labels padded to one column, then the legend (if any) under the output. A line
    /// ends in no space (an empty output, as `never`'s, is just its label). `call` may span lines.
    func lines() throws -> [String] {
        let drawing = try draw(DiagramRun())
        let rows = drawing.inputs + [(label: name, diagram: drawing.output)]
        let width = (rows.map(\.label.count).max() ?? 0) + 1
        let pad = { (label: String) in label + String(repeating: " ", count: width - label.count) }
        var lines = call.components(separatedBy: "\n") + [""] + rows.map {
            $0.diagram.isEmpty ? $0.label + ":" : "\(pad($0.label + ":")) \($0.diagram)"
        }
        if !drawing.legend.isEmpty { lines.append(pad("") + " " + drawing.legend) }
        return lines
    }
}
