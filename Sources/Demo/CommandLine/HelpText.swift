/// The `--help` text: screens, script commands, the output format, keys and exit statuses.
func helpText() -> String {
    func commands<Command: ScriptCommand>(_ type: Command.Type) -> String {
        type.syntax.map { "      \($0.usage.padding(to: 28))\($0.summary)" }.joined(separator: "\n")
    }
    return """
    Demo: the terminal View of the Signals MVVM ViewModels.

    USAGE
      Demo [--trace] [--store PATH]            interactive menu (stdin must be a terminal)
      Demo [--trace] SCREEN < script           scripted: one command per line, changes printed as text
      Demo phonebook --store PATH < script     phone book kept in a JSON file across runs
      Demo --help

    OPTIONS
      --trace        show the binding flow: each input event, then the outputs it caused
      --store PATH   phonebook: keep contacts in the JSON file PATH (default: in memory)
      -h, --help     show this help

    SCREENS AND SCRIPT COMMANDS
      touch       touch counter: taps count up to a limit; taps past it raise an alert
    \(commands(TouchCommand.self))
      greeting    greeting: "Hello FIRST LAST", following the name fields
    \(commands(GreetingCommand.self))
      traffic     traffic light: what a colour means
    \(commands(TrafficCommand.self))
      phonebook   phone book: contacts with name, number and optional company
    \(commands(PhoneBookCommand.self))
      Blank lines and lines starting with # are skipped. Any other line a screen does not accept
      stops the script with a message on stderr and exit status 2.

    SCRIPTED OUTPUT (stdout, one line per rendered change; an output is printed only when it changes)
      count: N                    touch: the label
      alert: MESSAGE              touch: the alert (printed every time it fires)
      greeting: TEXT              greeting: the greeting label
      description: TEXT           traffic: the description label
      contacts (N, by name|company):
        NAME | NUMBER | COMPANY   phone book: the list, one contact per line ("-" for no company)
      error: MESSAGE              phone book: the error message (printed every time it fires)
      With --trace, each input and each output the ViewModel emits is printed as it happens:
      → input NAME [VALUE]        an input event sent to the ViewModel
      ← output NAME VALUE         an output value the ViewModel emitted (values in quotes)

    INTERACTIVE KEYS
      menu        1-5 or arrows + Enter pick a screen, q quits
      touch       space taps, r resets, q goes back
      text fields type to edit (Backspace, Delete, arrows, Home/End, Ctrl-U clears),
                  Tab moves between fields, Enter submits, Esc goes back
      Ctrl-C quits from anywhere; the terminal is always restored.

    EXIT STATUS
      0 success, 1 the store file is unreadable or corrupt (it is left untouched),
      2 usage error (unknown screen, option or script command), 130 interrupted.
    """
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
