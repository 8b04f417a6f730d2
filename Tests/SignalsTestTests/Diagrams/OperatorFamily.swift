/// A family of operators: one page of docs/operators/, with its entries of the diagram table.
/// docs/Operators.md is the index of the families.
enum OperatorFamily: CaseIterable {
    case creation, transforming, filtering, combining, errorHandling, time, utility

    /// The page's title, also its line in the index.
    var title: String {
        switch self {
        case .creation: "Creating"
        case .transforming: "Transforming"
        case .filtering: "Filtering"
        case .combining: "Combining"
        case .errorHandling: "Error handling"
        case .time: "Time"
        case .utility: "Utility"
        }
    }

    /// The page's file name in docs/operators/.
    var fileName: String {
        switch self {
        case .creation: "Creation.md"
        case .transforming: "Transforming.md"
        case .filtering: "Filtering.md"
        case .combining: "Combining.md"
        case .errorHandling: "ErrorHandling.md"
        case .time: "Time.md"
        case .utility: "Utility.md"
        }
    }

    /// One line under the title: what the family's operators have in common.
    var intro: String {
        switch self {
        case .creation: "Observables made from values, a range, or nothing at all."
        case .transforming: "Each value becomes another value, a collection, or an observable of its own."
        case .filtering: "Some values pass and others do not; some of these end the sequence early."
        case .combining: "Several sources become one."
        case .errorHandling: "What happens after an error: a fallback, or another attempt."
        case .time: "Operators that wait on a scheduler; here a `TestScheduler` in virtual time."
        case .utility: "Events as values, and one subscription shared by many."
        }
    }

    /// The family's entries, in the order of its page.
    var entries: [OperatorDiagram] {
        switch self {
        case .creation: OperatorDiagramTable.creation
        case .transforming: OperatorDiagramTable.transforming
        case .filtering: OperatorDiagramTable.filtering
        case .combining: OperatorDiagramTable.combining
        case .errorHandling: OperatorDiagramTable.errorHandling
        case .time: OperatorDiagramTable.time
        case .utility: OperatorDiagramTable.utility
        }
    }
}
