/// The key each output value is drawn as, the way the docs' diagrams draw them: a value whose
/// description is one character is drawn as itself; a longer one (`2a`, `14`) gets an upper-case
/// letter, in order of first appearance, skipping letters some one-character value is already
/// drawn as, and the legend under the output says what each letter stands for (`A = 1a, B = 2a`).
struct OutputKeys {
    /// The letter given to each longer description.
    private var letters: [String: Character] = [:]
    /// `A = 1a, B = 2a`, in the order the letters were given; empty when every value is one character.
    private(set) var legend = ""

    /// The keys for `descriptions`, the output's values in the order they were sent.
    init(descriptions: [String]) {
        let drawnAsThemselves = Set(descriptions.compactMap { $0.count == 1 ? $0.first : nil })
        var unused = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".filter { !drawnAsThemselves.contains($0) }.makeIterator()
        var entries: [String] = []
        for description in descriptions where description.count != 1 && letters[description] == nil {
            guard let letter = unused.next() else { break }
            letters[description] = letter
            entries.append("\(letter) = \(description)")
        }
        legend = entries.joined(separator: ", ")
    }

    /// The key `description` is drawn as, or `nil` when the letters ran out (more than 26 long values).
    func key(for description: String) -> Character? {
        description.count == 1 ? description.first : letters[description]
    }
}
