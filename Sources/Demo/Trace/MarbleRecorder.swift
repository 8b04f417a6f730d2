/// Records a screen's binding as marble lines on one axis of steps, for `--marbles`.
///
/// The axis counts steps, not time: step 0 is the binding itself (the values state outputs replay
/// when the View subscribes), and every input event starts the next step (every user action, in
/// the interactive app: see `action(_:)`). An output is drawn in the
/// step of the input that caused it, so a tap and the count it produced share a column.
///
/// Each event becomes one marble (see `MarbleLine.Event.symbol`): `o` for an event without a value,
/// a single digit as itself, any other value as a letter key (`a`–`z`, then `A`–`Z`) that a legend
/// explains; the same value on a line keeps its letter. `|` marks a completed stream and `#` a
/// failed one, as in docs/Marbles.md.
///
/// What happens when the screen closes (its View and ViewModel released, e.g. an `ErrorTracker`'s
/// signal completing) is no input's doing: after `teardown()` the next event opens one more step,
/// the teardown step (`T` on the ruler), instead of landing in the last input's column.
final class MarbleRecorder {
    /// The latest step (0 until the first input).
    private(set) var lastStep = 0
    /// The teardown step, once something happened at teardown (`nil` before, or if nothing did).
    private(set) var teardownStep: Int?
    private var tearingDown = false
    /// Inside `action(_:)`: whether its step was already started by an input.
    private var actionStep: Bool?
    /// The lines in the order they are drawn: inputs first, then outputs, each in order of their
    /// first event.
    var lines: [MarbleLine] { inputs + outputs }

    private var inputs: [MarbleLine] = []
    private var outputs: [MarbleLine] = []
    private let onRecord: () -> Void

    /// An empty recording at step 0; `onRecord` is called after each event is recorded.
    init(onRecord: @escaping () -> Void = {}) {
        self.onRecord = onRecord
    }

    /// Records an input event: it starts a new step. `value` is its description (nil: no value).
    func input(_ name: String, _ value: String?) {
        guard !tearingDown else { return }  // no input reaches a screen being released
        if actionStep != true { lastStep += 1 }
        if actionStep != nil { actionStep = true }
        record(&inputs, label: "→ " + name, .value(value))
    }

    /// Records an output value in the current step.
    func output(_ name: String, _ value: String) {
        record(&outputs, label: "← " + name, .value(value))
    }

    /// Records that the output `name` completed (`|`), or failed with `error` (`#`).
    func outputEnded(_ name: String, error: String?) {
        record(&outputs, label: "← " + name, error.map(MarbleLine.Event.Kind.failed) ?? .completed)
    }

    /// Records what `body` does as one user action: all its inputs share one step, so a key that
    /// feeds both sides of a comparison (MVP and MVVM) is one column on one axis of steps.
    func action(_ body: () -> Void) {
        actionStep = false
        defer { actionStep = nil }
        body()
    }

    /// The screen is being closed: events from now on belong to the teardown step, not to an input.
    func teardown() { tearingDown = true }

    private func record(_ group: inout [MarbleLine], label: String, _ kind: MarbleLine.Event.Kind) {
        if tearingDown, teardownStep == nil {
            lastStep += 1
            teardownStep = lastStep
        }
        if let index = group.firstIndex(where: { $0.label == label }) {
            group[index].append(kind, step: lastStep)
        } else {
            var line = MarbleLine(label: label)
            line.append(kind, step: lastStep)
            group.append(line)
        }
        onRecord()
    }
}

/// One stream's marbles: its label (`→ tap`, `← countText`) and its events with their steps.
///
/// An event keeps its step and its marble only (16 bytes), not its value: a diagram draws
/// marbles, and its legend needs only what each letter key stands for now (`meaning(of:)`), which
/// the line keeps for its at most 52 keys. So a long run costs memory in proportion to its events,
/// never to the size of their values.
struct MarbleLine: Equatable, Sendable {
    /// One event on the line.
    struct Event: Equatable, Sendable {
        /// What happened.
        enum Kind: Equatable, Sendable {
            /// A value (its description), or `nil` for an event without one.
            case value(String?)
            case completed
            case failed(String)
        }

        /// The step it happened in.
        let step: Int
        /// The marble's ASCII code: every marble is ASCII.
        private let code: UInt8

        /// An event in `step` drawn as `symbol`, which must be ASCII.
        init(step: Int, symbol: Character) {
            self.step = step
            code = symbol.asciiValue!
        }

        /// The one-column marble drawn for it: `o`, a digit, a letter key, `|` or `#`.
        var symbol: Character { Character(Unicode.Scalar(code)) }
    }

    /// `→ NAME` for an input, `← NAME` for an output.
    let label: String
    /// The events, in order.
    private(set) var events: [Event] = []
    /// Each value's letter key.
    private var keys: [String: Character] = [:]
    /// What each letter key stands for now, and the error of the latest `#`.
    private var meanings: [Character: String] = [:]
    /// Where (the event count) each of `meanings` was given, to list them in order of appearance.
    private var meaningSince: [Character: Int] = [:]
    /// When each letter key was last used (the event count), to reuse the least recent one.
    private var keyUses: [Character: Int] = [:]
    /// Whether a letter key was handed out again, its earlier meaning forgotten.
    private(set) var reusedKeys = false

    /// The letter keys in the order they are handed out.
    static let keyLetters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// A line without events.
    init(label: String) {
        self.label = label
    }

    /// The events of `step`, in order (empty when the line had none then).
    func events(in step: Int) -> ArraySlice<Event> {
        var low = events.startIndex, upper = events.endIndex  // binary search for the first event of `step`
        while low < upper {
            let middle = (low + upper) / 2
            if events[middle].step < step { low = middle + 1 } else { upper = middle }
        }
        var high = low
        while high < events.endIndex, events[high].step == step { high += 1 }
        return events[low..<high]
    }

    /// What the marble `symbol` stands for now: the value of a letter key, the error of `#`; `nil`
    /// for the marbles that need no legend.
    func meaning(of symbol: Character) -> String? { meanings[symbol] }

    /// The symbols that have a meaning, in the order their meanings first appeared.
    var symbolsWithMeanings: [Character] {
        meaningSince.sorted { $0.value < $1.value }.map(\.key)
    }

    /// Adds an event of `kind` in `step`, choosing its marble.
    mutating func append(_ kind: Event.Kind, step: Int) {
        events.append(Event(step: step, symbol: symbol(for: kind)))
    }

    private mutating func symbol(for kind: Event.Kind) -> Character {
        switch kind {
        case .completed: return "|"
        case .failed(let error):
            if meanings["#"] != error {
                meanings["#"] = error
                meaningSince["#"] = events.count
            }
            return "#"
        case .value(nil): return "o"
        case .value(let value?):
            if let digit = Self.digit(value) { return digit }
            let key = keys[value] ?? newKey(for: value)
            keyUses[key] = events.count
            return key
        }
    }

    /// A free letter, or (after 52 values) the least recently used one, now standing for `value`.
    private mutating func newKey(for value: String) -> Character {
        let key: Character
        if keys.count < Self.keyLetters.count {
            key = Self.keyLetters[keys.count]
        } else {
            key = keyUses.min { $0.value < $1.value }!.key
            keys = keys.filter { $0.value != key }
            reusedKeys = true
        }
        keys[value] = key
        meanings[key] = value
        meaningSince[key] = events.count
        return key
    }

    /// The digit a value such as `"3"` or `3` is, if it is one.
    private static func digit(_ value: String) -> Character? {
        let bare = value.count == 3 && value.first == "\"" && value.last == "\"" ? String(value.dropFirst().dropLast()) : value
        guard bare.count == 1, let character = bare.first, character.isASCII, character.isNumber else { return nil }
        return character
    }
}
