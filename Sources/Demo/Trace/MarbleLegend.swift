extension MarbleDiagram {
    /// What `legendRows` says after a line's label when some of its letter keys were reused.
    static let reusedKeysNote = "(letters reused: only the latest value of each is listed)"

    /// The legend rows of `line` under the whole diagram (`chunks`): `LABEL  a = VALUE` for the
    /// value each letter key stands for now and `LABEL  # = ERROR` for a failure, in order of
    /// appearance. Bounded however long the run: a line hands out at most 52 letters and then reuses
    /// the least recently used one (`MarbleLine`), so what a reused letter meant before is not
    /// listed; a row ending in `reusedKeysNote` says so, before the entries.
    func legendRows(_ line: MarbleLine) -> [String] {
        let label = line.label.padded(toColumns: labelWidth) + "  "
        let entries = line.symbolsWithMeanings.compactMap(line.legendEntry).map { label + $0 }
        return (line.reusedKeys ? [label + Self.reusedKeysNote] : []) + entries
    }
}

extension MarbleLine {
    /// `a = VALUE` for a letter key, `# = ERROR` for a failure (what they stand for now); `nil`
    /// for marbles that need no legend.
    func legendEntry(_ symbol: Character) -> String? {
        guard symbol.isLetter || symbol == "#", let meaning = meaning(of: symbol) else { return nil }
        return "\(symbol) = \(meaning)"
    }
}
