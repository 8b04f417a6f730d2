import Signals

/// Reads a marble diagram's symbols into events with their frames, checking the grammar
/// documented on `Marbles` left to right, so the first problem is the one reported.
struct MarbleScanner<Element> {
    /// One event (`|`, `#` or a key's value) and where it is.
    struct Mark {
        /// The event the symbol stands for.
        let event: Event<Element>
        /// Its frame, counted from the diagram's first frame.
        let frame: Int
    }

    /// What a diagram holds: its event marks in order and the frame of `^` (0 if there is none).
    struct Result {
        /// The events, in the order written.
        let events: [Mark]
        /// The frame that is at the origin: the `^`'s, or 0.
        let originFrame: Int
    }

    /// The diagram to read.
    let diagram: String
    /// Hot or cold: only hot diagrams may have a `^`.
    let kind: Marbles.Kind
    /// The value of each key.
    let values: [Character: Element]
    /// What `#` sends.
    let error: Error

    /// Reads the whole diagram.
    /// - Throws: `MarbleSyntaxError` at the first problem, pointing at its column(s).
    func scan() throws -> Result {
        var frame = 0
        var marks: [Mark] = []
        var group: (column: Int, frame: Int, count: Int)?
        var caret: (column: Int, frame: Int)?
        var terminal: (symbol: Character, column: Int)?
        for (offset, character) in diagram.enumerated() where !character.isWhitespace {
            let column = offset + 1
            switch character {
            case "(":
                if let open = group {
                    throw fail("\"(\" at column \(column) inside the group opened at column \(open.column)", [open.column, column])
                }
                group = (column, frame, 0)
            case ")":
                guard let open = group else { throw fail("\")\" at column \(column) without \"(\"", [column]) }
                if open.count == 0 { throw fail("empty group \"()\" at column \(open.column)", [open.column, column]) }
                group = nil
                frame += 1
            case "-", "^":
                if let open = group {
                    throw fail("\"\(character)\" at column \(column) inside the group opened at column \(open.column)", [open.column, column])
                }
                if character == "^" {
                    if kind == .cold { throw fail("\"^\" at column \(column) in a cold diagram (only hot diagrams have a subscription point)", [column]) }
                    if let first = caret { throw fail("\"^\" twice (columns \(first.column) and \(column))", [first.column, column]) }
                    caret = (column, frame)
                }
                frame += 1
            default:
                if let end = terminal {
                    throw fail("\"\(character)\" after \"\(end.symbol)\" at column \(column) (\"\(end.symbol)\" at column \(end.column))", [end.column, column])
                }
                let event: Event<Element>
                switch character {
                case "|": event = .completed
                case "#": event = .error(error)
                default:
                    guard let value = values[character] else { throw fail("key \"\(character)\" at column \(column) has no value", [column]) }
                    event = .next(value)
                }
                marks.append(Mark(event: event, frame: group?.frame ?? frame))
                if character == "|" || character == "#" { terminal = (character, column) }
                if group != nil { group?.count += 1 } else { frame += 1 }
            }
        }
        if let open = group { throw fail("unclosed \"(\" at column \(open.column)", [open.column]) }
        return Result(events: marks, originFrame: caret?.frame ?? 0)
    }

    /// A syntax error in this diagram saying `message`, with carets under `columns`.
    private func fail(_ message: String, _ columns: [Int]) -> MarbleSyntaxError {
        MarbleSyntaxError(message, diagram: diagram, columns: columns)
    }
}
