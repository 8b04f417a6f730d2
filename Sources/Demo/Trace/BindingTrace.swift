import Signals

/// Prints the binding flow for `--trace`: `→ input NAME [VALUE]` for each input event the View sends
/// and `← output NAME VALUE` for each value an output emits, in the order they happen; with a
/// `MarbleRecorder` (`--marbles`) it also records each of them as a marble.
///
/// It is wired with ordinary Signals subscriptions on the View's input relays (subscribed before the
/// binding into the ViewModel, so an input prints before the outputs it causes) and on the outputs.
final class BindingTrace {
    private let emit: ((String) -> Void)?
    private let marbles: MarbleRecorder?
    /// Set by `teardown()` until the teardown line is printed (before the first event it explains).
    private var teardownLinePending = false

    /// The line printed before the first event of a teardown: what follows is not an input's doing.
    static let teardownLine = "── teardown: screen closed, View and ViewModel released (no input) ──"

    /// How many items of a list output a line spells out: a list up to this size is shown whole,
    /// a longer one by its size and what changed (`ListOutputDescription`, `traceListOutput`).
    let listLimit: Int

    /// The `listLimit` of a script's trace: short lists read whole, and a long phone book costs a
    /// short line per add, not a copy of every row.
    static let defaultListLimit = 10

    /// A trace that hands each line to `emit` (none: no text) and records marbles in `marbles`;
    /// a list output's line spells out at most `listLimit` items.
    init(emit: ((String) -> Void)?, marbles: MarbleRecorder? = nil, listLimit: Int = BindingTrace.defaultListLimit) {
        self.emit = emit
        self.marbles = marbles
        self.listLimit = listLimit
    }

    /// A trace for `options` (`--trace` lines to `emit`, `--marbles` into `marbles`), or `nil`
    /// when neither is asked for.
    static func make(trace: Bool, marbles: MarbleRecorder?, emit: @escaping (String) -> Void) -> BindingTrace? {
        guard trace || marbles != nil else { return nil }
        return BindingTrace(emit: trace ? emit : nil, marbles: marbles)
    }

    /// Records an input event; `value` is shown as given (string values arrive already quoted).
    func input(_ name: String, _ value: String? = nil) {
        emit?(value.map { "→ input \(name) \($0)" } ?? "→ input \(name)")
        marbles?.input(name, value)
    }

    /// The screen is about to be released: what its outputs do from now on (an `ErrorTracker`'s
    /// signal completing, say) is printed after `teardownLine` and drawn in the teardown step.
    func teardown() {
        teardownLinePending = true
        marbles?.teardown()
    }

    /// Records an output value.
    func output(_ name: String, _ value: String) {
        emitTeardownLineIfPending()
        emit?("← output \(name) \(value)")
        marbles?.output(name, value)
    }

    /// Records that an output ended: completed, or failed with `error`.
    func outputEnded(_ name: String, error: String?) {
        emitTeardownLineIfPending()
        emit?(error.map { "← output \(name) error \($0)" } ?? "← output \(name) completed")
        marbles?.outputEnded(name, error: error)
    }

    private func emitTeardownLineIfPending() {
        guard teardownLinePending else { return }
        teardownLinePending = false
        emit?(Self.teardownLine)
    }
}

/// `text` in double quotes, with quotes, backslashes and newlines escaped.
func quoted(_ text: String) -> String {
    "\"" + text.escaping(String.quotedStringEscapes) + "\""
}

extension ObservableConvertibleType {
    /// Subscribes `trace` to this input: each value is recorded as `→ input name [describe(value)]`.
    /// Subscribe it before binding the input into the ViewModel so the input line comes first.
    func traceInput(_ name: String, to trace: BindingTrace?, describe: @escaping (Element) -> String? = { _ in nil }) -> Disposable {
        guard let trace else { return Disposables.create() }
        return asObservable().subscribe(onNext: { value in trace.input(name, describe(value)) })
    }

    /// Subscribes `trace` to this output (an observable, a `Driver` or a `Signal`): each value is recorded as `← output name describe(value)`,
    /// and its end (if it ends) as `completed` or `error MESSAGE`. Subscribe it before the
    /// rendering so the output line comes before what it renders.
    func traceOutput(_ name: String, to trace: BindingTrace?, describe: @escaping (Element) -> String) -> Disposable {
        guard let trace else { return Disposables.create() }
        return asObservable().subscribe(
            onNext: { value in trace.output(name, describe(value)) },
            onError: { error in trace.outputEnded(name, error: quoted(String(describing: error))) },
            onCompleted: { trace.outputEnded(name, error: nil) }
        )
    }
}
