/// One operator of the playground: its name, the call its DocC diagram shows (the fixed function,
/// shown on screen as the diagram shows it), a one-line summary, and how a run builds it over the
/// run's lanes.
///
/// `build` declares the lanes (`PlaygroundRun.numbers`, `letters`, `coldNumbers`) in the order the
/// diagram draws them and returns the operator's output; the same closure serves every run, with
/// whatever has been typed so far.
struct PlaygroundOperator {
    /// The operator's name: how `operator NAME` picks it and the label of the output lane.
    let name: String
    /// The call, exactly as the operator's diagram shows it above the lanes.
    let call: String
    /// What the operator does, in one line (the diagram table's summary).
    let summary: String
    /// Declares the lanes on `run` and returns the operator applied to them.
    let build: (PlaygroundRun) throws -> PlaygroundOutput

    /// The operator's lanes, in the order they are drawn: found by a run with nothing typed.
    var lanes: [PlaygroundLane] {
        let run = PlaygroundRun(typed: [:])
        defer { run.finish() }
        _ = try? build(run)
        return run.lanes
    }
}

/// One input lane of an operator: typed by the user (hot, frame 0 at the subscription) or fixed
/// (cold, as the diagram has it: replayed from its start for each subscription).
struct PlaygroundLane: Equatable {
    /// What a lane holds.
    enum Kind: Equatable {
        /// Typed; each value is a digit, sent as an `Int`.
        case digits
        /// Typed; each value is a letter or digit, sent as a one-character `String`.
        case letters
        /// Not typed: the cold diagram the operator's DocC diagram gives it (digit values).
        case fixed(diagram: String)
    }

    /// The lane's name, as commands and the call use it: `a`, `b`, `x`.
    let name: String
    /// The label drawn before the lane: the name, or the diagram's label of a cold lane (`x → (cold)`).
    let label: String
    /// Typed digits, typed letters, or fixed.
    let kind: Kind

    /// Whether the user types this lane's events.
    var isTyped: Bool { kind == .digits || kind == .letters }

    /// What may be typed on the lane, for messages and the status line.
    var valuesDescription: String {
        switch kind {
        case .digits: "a digit 0-9"
        case .letters: "a letter A-Z, a-z or a digit 0-9"
        case .fixed: "nothing (it is fixed)"
        }
    }

    /// Whether `value` may be sent on this lane: one ASCII digit on a digits lane, one ASCII letter
    /// or digit on a letters lane, nothing on a fixed lane.
    func accepts(_ value: Character) -> Bool {
        switch kind {
        case .digits: value.isASCII && value.isNumber
        case .letters: Self.isValue(value)
        case .fixed: false
        }
    }

    /// Whether `character` is a value on some lane: an ASCII letter or digit (one drawn column, as
    /// the diagrams need).
    static func isValue(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }
}

/// What a run's operator sent, read once the run's clock has moved: every event with its virtual
/// time, each value as its description (`1`, `2a`, `x`).
struct PlaygroundOutput {
    /// The events the output's subscriber received so far.
    let events: () -> [PlaygroundEvent]
}

/// One event on a lane, at its virtual time: a value (by its description), a completion or a failure.
struct PlaygroundEvent: Equatable {
    /// What happened.
    enum Kind: Equatable {
        /// A value, as `String(describing:)` shows it.
        case value(String)
        /// The lane completed (`|`).
        case completed
        /// The lane failed (`#`).
        case failed
    }

    /// The virtual time, in ticks (frame 0 at 200, 10 ticks a frame).
    let time: Int
    /// What happened then.
    let kind: Kind
}
