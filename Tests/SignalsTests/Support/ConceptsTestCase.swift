import Foundation
import Signals
import XCTest

/// What the Concepts snippet tests share: the lines the snippets printed (each test file's own
/// `print` records into `conceptsPrinted`), emptied before each test, and what a debug build prints
/// for an unhandled error, recorded with them.
class ConceptsTestCase: LeakCheckingTestCase {
    private var savedErrorHandler: Hooks.DefaultErrorHandler?

    override func setUp() {
        super.setUp()
        conceptsPrinted.reset()
        savedErrorHandler = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in conceptsPrinted.append("Unhandled error happened: \(error)") }
    }

    override func tearDown() {
        if let savedErrorHandler { Hooks.defaultErrorHandler = savedErrorHandler }
        super.tearDown()
    }

    /// The lines printed so far.
    var printed: PrintedLines { conceptsPrinted }
}

/// The lines the `// Prints:` comment of snippet `name` promises.
func promised(_ name: String) throws -> [String] {
    let snippet = try XCTUnwrap(ConceptsSnippets.compiled()[name], "no snippet \(name)")
    let lines = snippet.components(separatedBy: "\n")
    let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("// Prints") }, "snippet \(name) has no // Prints:")
    return lines[(start + 1)...].map { String($0.dropFirst(3)) }
}

/// What the Concepts snippets printed, in the test running now.
let conceptsPrinted = PrintedLines()

/// The lines printed so far, from any thread.
final class PrintedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// Every line, in order.
    var lines: [String] { lock.withLock { recorded } }

    /// Records one line.
    func append(_ line: String) { lock.withLock { recorded.append(line) } }

    /// Forgets every line.
    func reset() { lock.withLock { recorded = [] } }
}
