/// The menu: pick a screen with its number, or with the arrows and Enter; q quits.
final class MenuScreen: InteractiveScreen {
    /// The entries, in order; entry i is opened by key "i+1".
    let entries: [String]
    /// The highlighted entry.
    private(set) var selection = 0
    /// The binding pane the screens show (the app sets it; the menu says how to switch it).
    var pane = BindingPane.trace

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
        // After the entries, so a short terminal still shows them (the rest is windowed away).
        lines.append("")
        for paragraph in Self.bindingsExplanation(pane: pane) {
            lines += wrapped(paragraph, width: width - 2).map { "  " + $0 }
        }
        return ScreenBody(lines: lines, anchorRow: 2 + selection)
    }

    /// What the menu says about the pane under each screen, as paragraphs.
    static func bindingsExplanation(pane: BindingPane) -> [String] {
        [
            "Under each screen its bindings run live: → an input the View sends to the ViewModel, ← an output the ViewModel sends back to the View.",
            "\(BindingPane.switchKeyName) switches the pane: trace, marbles, graph, View only (now: \(pane.name)).",
        ]
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
