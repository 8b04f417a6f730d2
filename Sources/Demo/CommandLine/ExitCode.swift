/// The demo's exit statuses.
enum ExitCode: Int32, Sendable {
    /// Everything ran.
    case success = 0
    /// The run failed for a reason other than its input, e.g. an unreadable or corrupt store file.
    case failure = 1
    /// The command line or a script line was not understood.
    case usage = 2
    /// Interrupted by Ctrl-C (128 + SIGINT).
    case interrupted = 130
}
