#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The terminal settings to put back, readable from a signal handler (which can capture nothing).
// Written once before raw mode starts and the handlers are installed; only read afterwards.
nonisolated(unsafe) private var originalSettings = termios()
nonisolated(unsafe) private var rawModeActive: sig_atomic_t = 0
nonisolated(unsafe) private var windowResized: sig_atomic_t = 0

/// SIGWINCH: note it; `readKey` reports `.resized` when its wait is interrupted.
private func noteResize(_ signal: Int32) {
    windowResized = 1
}

/// Show the cursor and leave the alternate screen. A `StaticString`, so the signal handler writes it
/// without allocating.
private let leaveScreenSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

/// Puts the terminal back the way it was, using only async-signal-safe calls.
private func restoreTerminalSettings() {
    guard rawModeActive != 0 else { return }
    rawModeActive = 0
    _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &originalSettings)
    _ = leaveScreenSequence.withUTF8Buffer { buffer in
        writeBytes(STDOUT_FILENO, buffer.baseAddress, buffer.count)
    }
}

@inline(__always)
private func writeBytes(_ fd: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    write(fd, bytes, count)
}

/// A signal that ends the process while in raw mode: restore the terminal, then exit 128 + signal.
private func restoreAndExit(_ signal: Int32) {
    restoreTerminalSettings()
    _exit(128 + signal)
}

/// Signals whose default action ends the process (Ctrl-C, `kill`, a timer, a broken pipe, a CPU
/// limit …), other than crashes: while in raw mode they restore the terminal, then exit 128 + signal.
/// SIGKILL and SIGSTOP cannot be caught; SIGXFSZ is ignored for the whole run (`main.swift`), so a
/// save over the file-size limit fails with EFBIG and is reported instead.
private let endingSignals: [Int32] = {
    var signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU]
    #if os(Linux)
    signals += [SIGSTKFLT, SIGPWR, SIGIO]  // these end the process on Linux (SIGIO is ignored on Apple platforms)
    #if canImport(Glibc)
    signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())  // real-time signals end it too
    #endif
    #endif
    return signals
}()

/// Signals that mean the process crashed; raw mode is undone before they take their usual course.
private let crashSignals: [Int32] = {
    var signals = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGSYS]
    #if canImport(Darwin)
    signals.append(SIGEMT)
    #endif
    return signals
}()
/// What each crash signal did before raw mode (e.g. the Swift runtime's backtracer), in `crashSignals` order.
nonisolated(unsafe) private var previousCrashActions = [SignalAction](repeating: SignalAction(), count: crashSignals.count)
/// The C `struct sigaction` (its name alone would mean the function).
private typealias SignalAction = sigaction

/// A crash while in raw mode: restore the terminal, then run the previous handler (e.g. the Swift
/// runtime's backtracer) or the default action on a usable terminal, and end with 128 + signal if
/// that handler returns.
private func restoreAndReraise(_ number: Int32) {
    restoreTerminalSettings()
    if let index = crashSignals.firstIndex(of: number) {
        _ = sigaction(number, &previousCrashActions[index], nil)
    } else {
        _ = signal(number, SIG_DFL)
    }
    var pending = sigset_t()
    _ = sigemptyset(&pending)
    _ = sigaddset(&pending, number)
    _ = pthread_sigmask(SIG_UNBLOCK, &pending, nil)
    _ = raise(number)
    _exit(128 + number)
}

/// The real terminal: stdin in raw mode (no echo, no line buffering, keys delivered at once; Ctrl-C
/// still raises SIGINT), drawing on the alternate screen of stdout.
///
/// `enterRawMode()` saves the settings and installs signal handlers that restore them on every
/// signal that would end the process: Ctrl-C, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, SIGPIPE …
/// (then exit 128 + signal) and crash signals (then re-raise);
/// `restore()` (also called on every normal exit path) puts the settings and handlers back.
final class POSIXTerminal: Terminal {
    private var decoder = KeyDecoder()
    private var queued: [Key] = []

    /// Whether stdin is a terminal (the interactive demo needs one).
    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether stdout is a terminal (scripted `--marbles` then wraps to its width).
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Switches stdin to raw mode and stdout to the alternate screen; `false` if stdin is not a terminal.
    func enterRawMode() -> Bool {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
        originalSettings = settings
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        withUnsafeMutableBytes(of: &settings.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        for signalNumber in endingSignals {
            _ = signal(signalNumber, restoreAndExit)
        }
        _ = signal(SIGTSTP, SIG_IGN)  // Ctrl-Z would leave the shell in raw mode
        _ = signal(SIGWINCH, noteResize)
        for (index, number) in crashSignals.enumerated() {
            _ = sigaction(number, nil, &previousCrashActions[index])
            _ = signal(number, restoreAndReraise)
        }
        guard tcsetattr(STDIN_FILENO, TCSADRAIN, &settings) == 0 else { return false }
        rawModeActive = 1
        write("\u{1B}[?1049h\u{1B}[H\u{1B}[2J")
        return true
    }

    /// Puts the terminal settings and screen back; safe to call more than once.
    func restore() {
        restoreTerminalSettings()
        for signalNumber in endingSignals + [SIGTSTP, SIGWINCH] {
            _ = signal(signalNumber, SIG_DFL)
        }
        for (index, number) in crashSignals.enumerated() {
            _ = sigaction(number, &previousCrashActions[index], nil)
        }
    }

    func write(_ text: String) {
        writeAll(STDOUT_FILENO, text)
    }

    func readKey() -> Key? {
        while queued.isEmpty {
            // Wait in poll, which a signal always interrupts (read may be restarted), so a resize
            // is noticed while no key is pressed.
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, -1) < 0 {
                if windowResized != 0 {
                    windowResized = 0
                    return .resized
                }
                if errno == EINTR { continue }
                return nil
            }
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                queued += decoder.flush()
                if queued.isEmpty { return nil }
                break
            }
            queued += decoder.feed(buffer[0..<count])
            // A lone ESC (or a cut-off sequence): wait briefly for the rest, else report what we have.
            if decoder.hasPending && !Self.inputArrives(withinMilliseconds: 40) {
                queued += decoder.flush()
            }
        }
        return queued.removeFirst()
    }

    var size: (columns: Int, rows: Int) {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 24)
    }

    private static func inputArrives(withinMilliseconds timeout: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, timeout) > 0
    }
}
