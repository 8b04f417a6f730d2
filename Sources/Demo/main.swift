#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The terminal View of the Signals ViewModels: see `signals-demo --help`.

// A write past the file-size limit (`ulimit -f`) would kill the process with SIGXFSZ, mid-save and
// without a word (in raw mode, leaving the terminal raw). Ignored, the write fails with EFBIG instead:
// the store reports "file too large" as a failed save (keeping the previous file and removing its
// temporary one), and a script's stdout as a write failure, both with exit status 1.
_ = signal(SIGXFSZ, SIG_IGN)
exit(runDemo(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard).rawValue)
