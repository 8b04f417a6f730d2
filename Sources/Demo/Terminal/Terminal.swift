/// The terminal as the interactive demo needs it: draw text, read keys, know the size.
///
/// `POSIXTerminal` is the real one (raw mode via termios); tests use a fake that records what was
/// drawn and replays scripted keys, so screens and key handling are tested without a TTY.
protocol Terminal: AnyObject {
    /// Writes `text` (which may contain ANSI escape sequences) to the screen.
    func write(_ text: String)
    /// Blocks until the next key; `nil` when input has ended.
    func readKey() -> Key?
    /// Columns and rows of the screen.
    var size: (columns: Int, rows: Int) { get }
}
