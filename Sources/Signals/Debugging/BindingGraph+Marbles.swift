extension BindingGraph {
    /// One named stream's recent events on the page's time axis, in SignalsTest's marble grammar.
    struct MarbleLine {
        /// The stream's name and id.
        let name: String
        let id: Int
        /// One character per moment of the axis: `-` nothing, a key, `|` completed, `#` error.
        let diagram: String
        /// What each key stands for, in the order first seen.
        let values: [(key: Character, value: String)]
    }

    /// The marble line of every named stream that recorded events, by id. The axis is shared: each
    /// moment is one recorded event (of any of these streams), in the order they happened (`tick`),
    /// so a column lines up the same instant across streams.
    var marbleLines: [MarbleLine] {
        let named = nodes.filter { $0.name != nil && !$0.recentEvents.isEmpty }
        let ticks = Set(named.flatMap { $0.recentEvents.map(\.tick) }).sorted()
        let slot = Dictionary(uniqueKeysWithValues: ticks.enumerated().map { ($0.element, $0.offset) })
        return named.map { node in
            var characters = Array(repeating: Character("-"), count: ticks.count)
            var keys = MarbleKeys()
            for event in node.recentEvents {
                guard let index = slot[event.tick] else { continue }
                switch event.kind {
                case .next: characters[index] = keys.key(for: event.value ?? "")
                case .completed: characters[index] = "|"
                case .error: characters[index] = "#"
                }
            }
            return MarbleLine(name: node.name ?? "", id: node.id, diagram: String(characters), values: keys.assigned)
        }
    }

    private static let slotWidth = 30, labelWidth = 150, rowHeight = 38

    /// The "Timelines" section: each named stream drawn as a marble line, its diagram as text, and
    /// the legend.
    func marbleSection() -> String {
        let lines = marbleLines
        var section = "<h2>Timelines of the named streams</h2>\n"
        guard let first = lines.first else {
            return section + "<p class=\"note\">No named stream recorded events. Name one with "
                + "<code>.named(\"…\")</code> to see its timeline here.</p>\n"
        }
        section += "<p class=\"note\">The latest events of each named stream, on one axis: a column is one moment, "
            + "the same across streams. Hover a marble for its value.</p>\n<div class=\"scroll\">\n"
        let slots = first.diagram.count
        let width = Self.labelWidth + slots * Self.slotWidth + 20
        let height = lines.count * Self.rowHeight + 10
        section += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" font-size=\"12\">\n"
        for (row, line) in lines.enumerated() {
            let y = 24 + row * Self.rowHeight
            let values = Dictionary(line.values, uniquingKeysWith: { first, _ in first })
            section += "<text x=\"4\" y=\"\(y + 4)\" font-weight=\"600\">\(Self.escaped(Self.clipped(line.name, 20)))</text>\n"
            section += "<line x1=\"\(Self.labelWidth)\" y1=\"\(y)\" x2=\"\(width - 10)\" y2=\"\(y)\" stroke=\"#86868b\"/>\n"
            for (index, character) in line.diagram.enumerated() where character != "-" {
                let x = Self.labelWidth + 15 + index * Self.slotWidth
                switch character {
                case "|":
                    section += "<line x1=\"\(x)\" y1=\"\(y - 11)\" x2=\"\(x)\" y2=\"\(y + 11)\" stroke=\"#1d1d1f\" stroke-width=\"3\"><title>completed</title></line>\n"
                case "#":
                    section += "<text x=\"\(x)\" y=\"\(y + 6)\" text-anchor=\"middle\" font-size=\"18\" fill=\"#d70015\">#<title>error</title></text>\n"
                default:
                    let value = values[character] ?? String(character)
                    section += "<g><title>\(Self.escaped(value))</title><circle cx=\"\(x)\" cy=\"\(y)\" r=\"11\" fill=\"#ffd60a\" stroke=\"#1d1d1f\"/>"
                        + "<text x=\"\(x)\" y=\"\(y + 4)\" text-anchor=\"middle\">\(Self.escaped(String(character)))</text></g>\n"
                }
            }
        }
        section += "</svg>\n</div>\n<pre>\n"
        let labelWidth = lines.map(\.name.count).max() ?? 0
        for line in lines {
            let padding = String(repeating: " ", count: labelWidth - line.name.count)
            section += Self.escaped("\(line.name):\(padding) \(line.diagram)")
            let keys = line.values.filter { String($0.key) != $0.value }
            if !keys.isEmpty { section += Self.escaped("   " + keys.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")) }
            section += "\n"
        }
        section += "</pre>\n" + Self.legend
        return section
    }

    /// The marble glyphs, as SignalsTest's diagrams use them.
    private static let legend = """
        <table class="legend">
        <tr><td><code>-</code></td><td>no event of this stream at that moment</td></tr>
        <tr><td><code>a</code></td><td>a value: the value itself when it is one character, else a key listed after the line</td></tr>
        <tr><td><code>|</code></td><td>completed</td></tr>
        <tr><td><code>#</code></td><td>error</td></tr>
        </table>
        <p class="note">The glyphs of SignalsTest's marble diagrams (<code>-a-b-|</code>), one character per moment.</p>

        """
}

/// The keys of one marble line: a value that is one character (not a marble symbol) stands for
/// itself, as in `Marbles.identityValues`; any other gets the next free letter.
private struct MarbleKeys {
    private(set) var assigned: [(key: Character, value: String)] = []
    private var byValue: [String: Character] = [:]
    private var unused = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    mutating func key(for value: String) -> Character {
        if let key = byValue[value] { return key }
        let key: Character
        if value.count == 1, let only = value.first, !only.isWhitespace, !"-|#^()".contains(only), !byValue.values.contains(only) {
            key = only
        } else {
            key = unused.first { candidate in !byValue.values.contains(candidate) } ?? "*"
        }
        unused.removeAll { $0 == key }
        byValue[value] = key
        assigned.append((key, value))
        return key
    }
}
