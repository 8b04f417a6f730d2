/// The menu: pick a screen with its number, or with the arrows and Enter; q quits.
final class MenuScreen: InteractiveScreen {
    /// The entries, in order; entry i is opened by key "i+1".
    let entries: [String]
    /// The highlighted entry.
    private(set) var selection = 0

    /// A menu listing `entries`.
    init(entries: [String]) {
        self.entries = entries
    }

    let title = "Signals MVVM demo"
    let keyHelp = "number or ↑/↓ + Enter: open · q: quit"

    func body(width: Int, height: Int) -> ScreenBody {
        var lines = ["  Pick a screen:", ""]
        for (index, entry) in entries.enumerated() {
            lines.append("  \(index == selection ? ">" : " ") \(index + 1)  \(entry)")
        }
        return ScreenBody(lines: lines, anchorRow: 2 + selection)
    }

    func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .up:
            selection = (selection + entries.count - 1) % entries.count
            return .redraw
        case .down, .tab:
            selection = (selection + 1) % entries.count
            return .redraw
        case .enter:
            return .open(selection)
        case .character("q"), .escape, .control("d"):
            return .back
        case .character(let character):
            guard let number = character.wholeNumberValue, (1...entries.count).contains(number) else { return .unchanged }
            selection = number - 1
            return .open(number - 1)
        default:
            return .unchanged
        }
    }
}
