/// The key each value of an output is drawn as in the docs' operator diagrams, and in the demo's
/// operators playground that must draw them the same: a value whose description is one character is
/// drawn as itself; a longer one (`2a`, `14`) gets an upper-case letter, in order of first appearance,
/// skipping letters some one-character value is already drawn as, and `legend` says what each letter
/// stands for (`A = 1a, B = 2a`). For `Marbles.render(_:key:)`: `render(events, key: keys.key(for:))`.
package struct MarbleLegendKeys {
    private var keys: [String: Character] = [:]
    /// `A = 1a, B = 2a`, in key order; empty when no value needed a letter.
    package private(set) var legend = ""

    /// The keys for `values`, in the order they were sent.
    package init<Element>(values: [Element]) {
        let descriptions = values.map { String(describing: $0) }
        let taken = Set(descriptions.filter { $0.count == 1 }.map { Character($0) })
        var free = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".filter { !taken.contains($0) }.makeIterator()
        var entries: [String] = []
        for description in descriptions where description.count != 1 && keys[description] == nil {
            guard let key = free.next() else { break }
            keys[description] = key
            entries.append("\(key) = \(description)")
        }
        legend = entries.joined(separator: ", ")
    }

    /// The key `value` is drawn as, or `nil` when the letters ran out (more than 26 longer values;
    /// `Marbles.render` then reports it).
    package func key<Element>(for value: Element) -> Character? {
        let description = String(describing: value)
        return description.count == 1 ? Character(description) : keys[description]
    }
}
