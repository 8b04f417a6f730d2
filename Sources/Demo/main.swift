#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The terminal View of the Signals ViewModels: see `signals-demo --help`.
exit(runDemo(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard).rawValue)
