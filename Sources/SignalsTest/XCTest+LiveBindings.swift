#if canImport(XCTest)
import Signals
import XCTest

/// Runs `block` with the binding inspector recording, and fails the test, listing each one, if a
/// subscription `block` made (`subscribe`, `bind`, `drive`, `emit`) is still alive when it returns:
/// a leak — a `DisposeBag` kept alive by a retain cycle, a disposable dropped without `dispose()` on
/// a source that never ends, a binding kept in a property. Each is listed with its call site and
/// the graph of what it is bound to (`BindingGraph.text`).
///
/// ```swift
/// XCTAssertNoLiveBindings {
///     let view = CounterView(viewModel: CounterViewModel())
///     view.tap()
/// }   // the view, its bag and its bindings are gone here, or the test fails
/// ```
///
/// Subscriptions that end asynchronously (disposed on another queue) must have ended before `block`
/// returns. The inspector is on only during `block` (unless it was on before), so only what `block`
/// makes is recorded: build the objects under test inside it.
///
/// - Parameters:
///   - message: Added to the failure.
///   - file: The file the failure is reported in; the caller's by default.
///   - line: The line the failure is reported at; the caller's by default.
///   - block: The code whose bindings must all have ended when it returns.
/// - Returns: What `block` returns.
/// - Throws: What `block` throws (then nothing is checked).
@discardableResult
public func XCTAssertNoLiveBindings<Result>(
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line,
    _ block: () throws -> Result
) rethrows -> Result {
    let wasEnabled = Inspector.isEnabled
    Inspector.isEnabled = true
    defer { Inspector.isEnabled = wasEnabled }
    let mark = Inspector.lastNodeID
    let result = try block()
    let made = Inspector.snapshot().made(after: mark)
    let alive = made.nodes.filter(\.isSubscription)
    if !alive.isEmpty {
        let list = alive.map { node in
            "  \(node.kind) at \(node.callSite ?? "an unknown place")\(node.isInDisposeBag ? " (in a DisposeBag that is still alive)" : "")"
        }
        let suffix = message()
        XCTFail(
            "\(alive.count) binding\(alive.count == 1 ? "" : "s") made in the block \(alive.count == 1 ? "is" : "are") still alive:\n"
                + list.joined(separator: "\n") + "\n" + made.text + (suffix.isEmpty ? "" : "\n" + suffix),
            file: file, line: line)
    }
    return result
}
#endif
