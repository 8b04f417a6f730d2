/// The `--help` text: screens, script commands, the output format, keys and exit statuses.
func helpText() -> String {
    /// The rows of one screen's script commands: usage, then its summary wrapped under the summary column.
    func commands<Command: ScriptCommand>(_ type: Command.Type) -> String {
        let indent = String(repeating: " ", count: 34)
        return type.syntax.map { command in
            let summary = wrapped(command.summary, width: helpWidth - indent.count)
            return (["      \(command.usage.padding(to: 28))\(summary[0])"] + summary.dropFirst().map { indent + $0 })
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
    return """
    signals-demo: the terminal View of the Signals MVVM ViewModels.

    USAGE
      signals-demo [--trace] [--marbles] [--store PATH] [--inspect PATH]
          interactive menu (stdin must be a terminal)
      signals-demo [--trace] [--marbles] [--graph] [--inspect PATH] SCREEN < script
          scripted: one command per line, changes printed as text
      signals-demo phonebook --store PATH < script
          phone book kept in a JSON file across runs
      signals-demo --help

    OPTIONS
      --trace        show the binding flow: each input event, then the outputs
                     it caused (the interactive menu shows it by default)
      --marbles      draw the binding as marble lines on one axis of steps (see
                     MARBLES); combines with --trace; interactive: start with
                     the marble pane
      --graph        scripted: end by printing the graph of the screen's
                     bindings (what flows into what, with names and counts)
      --store PATH   phonebook: keep contacts in the JSON file PATH (default: in
                     memory); the file is created on the first add, its
                     directory must exist
      --inspect PATH
                     write the binding inspector's page (HTML: the graph of
                     the screen's bindings, the named streams' marbles) to
                     PATH when the demo exits; its directory must exist
      -h, --help     show this help

    SCREENS AND SCRIPT COMMANDS
      touch       touch counter: taps count up to a limit; taps past it raise
                  an alert
    \(commands(TouchCommand.self))
      greeting    greeting: "Hello FIRST LAST", following the name fields
    \(commands(GreetingCommand.self))
      traffic     traffic light: what a colour means
    \(commands(TrafficCommand.self))
      phonebook   phone book: contacts with name, number and optional company
    \(commands(PhoneBookCommand.self))
      playground  operators playground: type values on an operator's input
                  lanes, watch its output lane (see OPERATORS PLAYGROUND)
    \(commands(PlaygroundCommand.self))
      Commands and keywords (name, company) are matched ignoring case: TAP,
      Add, order Name. Blank lines and lines starting with # are skipped. Any
      other line a screen does not accept, or a line longer than 1 MiB
      (1048576 bytes), stops the script with a message naming the line on
      stderr and exit status 2. A storage failure (phonebook: the store cannot
      be read, or a save failed) stops it with the message on stderr and
      status 1; a store that cannot be read at start stops it before anything
      is printed on stdout.
      A refused add ("you need name and number") is the script's data: it is
      printed, the script goes on, and it does not change the exit status.

    SCRIPTED OUTPUT (stdout; the initial screen first, then one entry per
    change; a state output is printed only when its value changes, a one-shot
    output every time it fires)
      count: N                    touch: the label
      alert: MESSAGE              touch: the alert (one-shot)
      greeting: TEXT              greeting: the label ("greeting:" alone while
                                  it is empty)
      description: TEXT           traffic: the label ("description:" alone
                                  before any colour)
      order: name|company         phonebook: the ordering switch
      contacts: N                 phonebook: the whole list (at start, on
                                  order, list, reload), then
        NAME - NUMBER (COMPANY)     one line per contact, e.g.
                                    "  Ann Lee - 555 0101 (Acme)"
      contacts: N, new row K: ROW phonebook: an add put one row into the list
                                  at row K (1 = top)
      added: NAME - NUMBER ...    phonebook: a contact was stored (one-shot)
      error: MESSAGE              phonebook: an add was refused ("you need
                                  name and number") or its save failed
                                  ("Could not save …", also on stderr, exit 1)
      storage error: MESSAGE      phonebook: the store became unreadable (also
                                  on stderr, exit 1)
      Control characters in names and text are printed escaped, e.g. ESC as
      \\u{1B}.
      With --trace, the binding flow is interleaved, each line before what it
      caused:
      → input NAME [VALUE]        an input event the View sent to the ViewModel
      ← output NAME VALUE         a value an output emitted (text in double
                                  quotes)

    OPERATORS PLAYGROUND (playground, and menu entry 6)
      Each operator has the fixed function of its DocC diagram (the same call,
      lanes and durations), run for real on a TestScheduler, one character per
      frame of 10 ticks. Time starts at frame 1 (frame 0 is the subscription)
      and moves only on tick (interactive: Space), up to frame 60. A value is
      one character: a digit on a lane of numbers, a letter or digit on a lane
      of letters; an output value longer than one character (combineLatest's
      2a, map's 14) is drawn as an upper-case key, explained in the legend
      under the output, as in the docs. Cold lanes (x → (cold), b (cold)) are
      fixed as the diagram has them, not typed.
      Scripted output: operator NAME prints the call; show prints a blank line
      and the lanes as the docs draw them, e.g.
        a.debounce(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames

        a:        -a--bc---d-|
        debounce: ---a---c---(d|)
      and the end of the script prints them too, unless show just did. A
      value on a lane that ended, a lane the operator has not, or time past
      frame 60 stops the script like any bad line (exit status 2). --trace,
      --marbles, --graph and --inspect do not apply to it.

    INTERACTIVE (no SCREEN, stdin a terminal)
      menu        1-6 (or ↑/↓ + Enter) opens: touch counter, greeting, traffic
                  light, phone book, greeting MVP vs MVVM side by side,
                  operators playground; q quits
      touch       space taps, r resets, Esc goes back; any key dismisses the
                  alert
      greeting    type the names (the ViewModel gets every edit), Enter shows
                  the greeting
      traffic     type Red, Green or Yellow (any case), Enter selects it
      phonebook   fill Name/Number/Company, Enter adds, Ctrl-O switches the
                  order, PgUp/PgDn scroll the list; with --store, Ctrl-R
                  reloads the file. The contacts stay (in memory, or in the
                  file) when you leave the screen and come back
      playground  ↑/↓ picks the operator; a letter or digit is a value on the
                  focused lane (Tab: the other lane), Space, - or → the next
                  frame, | completes and # fails the lane, Backspace or ←
                  undoes, Ctrl-U starts over, Esc goes back; no binding pane
      text fields Backspace, Delete, ←/→, Home/End, Ctrl-U clears; Tab/↑/↓
                  move between fields; Esc goes back
      A pane under every screen shows its bindings live: by default the trace
      (the latest input → output lines); Ctrl-T switches it: trace, marbles,
      graph (what flows into what, with names and counts), View only.
      --marbles starts with the marbles, --trace --marbles with both (the
      marbles first, the trace in the rows left).
      Screens fit the terminal (long lists scroll, wide lines end in …); below
      20×5 they wait for a resize.
      Ctrl-C quits from anywhere; the terminal is restored on every exit.

    MARBLES (--marbles)
      One row per stream, inputs (→) then outputs (←), on one axis of steps:
      step 0 is the binding (the values state outputs replay when the View
      subscribes), then each input event is a step, and the outputs it caused
      are drawn in its column:
        step        │ 0         5
        → tap       │ - o o o o
        ← countText │ 0 1 2 3 -
        ← alert     │ - - - - a
      o     an event without a value        -     no event in that step
      7     a one-digit value, as itself    (ab)  several events in one step
      a     any other value: a letter key (a-z, then A-Z; the same value keeps
            its letter; after 52 values the least recently used letter is
            reused), explained in a legend
      |     the stream completed            #     the stream failed (the error
                                                  is in the legend)
      T     on the ruler: the teardown, a step after the last input, when
            the screen closed and its ViewModel was released (an output that
            ends then, e.g. the phone book's error signal, ends because of
            that, not because of an input)
      Scripted: the diagram of the whole run is printed after the script's
      output, wrapped in chunks of the terminal's width (80 columns when
      stdout is not a terminal; chunks after the first start with …), then
      one legend line per letter key, e.g. ← alert  a = "You can't…".
      Interactive: the pane shows the latest steps that fit (… at the left
      when earlier ones are scrolled out) and one legend line per stream with
      the keys in view, newest first; short of rows, the streams are kept and
      the ruler and legend left out.

    EXIT STATUS
      0 success (a refused add is not a failure), 1 the store file is
      unreadable or corrupt (it is left untouched) or its directory does not
      exist, a save failed, stdin could not be read or stdout written, 2
      usage error (unknown screen, option or script command, a script line
      over 1 MiB), 130 interrupted.
    """
}

/// The widest a `--help` line may be, in terminal columns: one less than a classic 80-column
/// terminal, so no line wraps or lands on the last column there.
let helpWidth = 79

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
