/// Why a marble diagram could not be read: a message naming the column(s), plus the diagram with a
/// caret under each of them. Thrown by `Marbles.parse` and the diagram forms of
/// `createHotObservable` / `createColdObservable`.
///
/// `description` (what XCTest prints for a thrown error) reads:
/// ```
/// unclosed "(" at column 5
///   --a-(b-c
///       ^
/// ```
/// Columns count characters from 1, spaces included.
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The problem, naming the column(s): `key "x" at column 3 has no value`.
    public let message: String
    /// The diagram as given.
    public let diagram: String
    /// The 1-based columns the caret line points at (empty for a problem with a parameter).
    public let columns: [Int]

    /// A syntax error in `diagram` described by `message`, pointing at `columns`.
    ///
    /// - Parameters:
    ///   - message: The problem, naming the column(s).
    ///   - diagram: The diagram as given.
    ///   - columns: The 1-based columns to put a caret under; empty for a problem with a parameter.
    public init(_ message: String, diagram: String, columns: [Int]) {
        self.message = message
        self.diagram = diagram
        self.columns = columns
    }

    /// The message, then the diagram and a caret under each column, each indented by two spaces.
    public var description: String {
        guard !columns.isEmpty else { return "\(message)\n  \(diagram)" }
        let width = columns.max() ?? 0
        let carets = String((1...width).map { columns.contains($0) ? "^" : " " })
        return "\(message)\n  \(diagram)\n  \(carets)"
    }
}

/// Why recorded events cannot be drawn as a marble diagram (a time off the frame grid or before the
/// origin, events out of time order, a value with no one-character key). Thrown by `Marbles.render`.
public struct MarbleDrawingError: Error, Equatable, CustomStringConvertible {
    /// The problem, naming the event and its time.
    public let message: String

    /// A drawing error described by `message`.
    ///
    /// - Parameter message: The problem, naming the event and its time.
    public init(_ message: String) {
        self.message = message
    }

    /// `cannot draw as marbles: <message>`.
    public var description: String { "cannot draw as marbles: \(message)" }
}

/// The error a `#` in a marble diagram stands for when no `error:` is passed. Equal to any other
/// `MarbleTestError` with the same `reason`.
public struct MarbleTestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the error says; `"error"` by default.
    public let reason: String

    /// An error saying `reason`.
    ///
    /// - Parameter reason: What the error says; errors with the same reason are equal.
    public init(_ reason: String = "error") {
        self.reason = reason
    }

    /// `MarbleTestError(<reason>)`.
    public var description: String { "MarbleTestError(\(reason))" }
}
