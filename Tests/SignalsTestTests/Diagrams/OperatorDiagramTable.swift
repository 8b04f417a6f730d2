import Signals

/// Every operator with a diagram: its inputs and its call, written once, in one file per family
/// (`CreationDiagrams.swift`, `TransformingDiagrams.swift`, …). `OperatorDiagramTests` runs each
/// entry and checks (or, with `SIGNALS_WRITE_DIAGRAMS=1`, writes) the family pages in
/// docs/operators/, their index docs/Operators.md and the diagram block in the operator's doc comment.
///
/// Hot inputs start with `-`: a hot event in frame 0 reaches no one (see docs/Marbles.md).
enum OperatorDiagramTable {
    /// The entries of every family, in the order of `OperatorFamily.allCases`.
    static var all: [OperatorDiagram] { OperatorFamily.allCases.flatMap(\.entries) }
}
