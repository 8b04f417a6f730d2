// runner: does one scenario's unit of work N times for one contender, then prints what the
// subscriber side received. instructions.sh runs it under callgrind at two values of N.
//
//   runner <scenario> <contender> <count>
//   runner --list            prints every measured pair, tab-separated
//   runner --list-sync       the same without the asynchronous pairs (asyncstream)
//   runner --floors          each scenario and the pair its "× floor" ratio divides by
//   runner --flood [seconds] the flood benchmark (Flood.swift): 4 senders, 1 subscriber, 5 s
//   runner --flatten [count] a synchronous source flattened through each flattening operator,
//                            timed against as many accepts (Flatten.swift)
//   runner --footprint [n]   heap bytes per live subscription: n, then 2n live subscriptions
//                            (default 10,000), the difference over n (Footprint.swift)
//   runner --inspect ...     any of the above with Signals' binding inspector recording
//                            (`Inspector.isEnabled`): what it costs while on
import Scenarios
import Signals

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    writeToStandardError("runner: \(message)\n")
    writeToStandardError("usage: runner [--inspect] <scenario> <contender> <count>   |   runner --list   |   runner --list-sync   |   runner --floors   |   runner --flood [seconds]   |   runner --flatten [count]   |   runner --footprint [count]\n")
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--inspect" {
    arguments.removeFirst()
    Inspector.isEnabled = true
}
if arguments == ["--list"] || arguments == ["--list-sync"] {
    for scenario in orderedScenarios where arguments[0] == "--list" || scenario.make().isSync {
        print("\(scenario.name)\t\(scenario.contender)")
    }
    exit(0)
}
if arguments == ["--floors"] {
    for name in scenarioOrder {
        guard let floor = floorOf[name] else { fail("scenario '\(name)' has no floor in floorOf") }
        print("\(name)\t\(floor.scenario)\t\(floor.contender)")
    }
    exit(0)
}
if arguments.first == "--flood" {
    guard arguments.count <= 2, let seconds = arguments.count == 2 ? Double(arguments[1]) : 5, seconds > 0 else {
        fail("--flood takes one optional positive number of seconds, got '\(arguments.dropFirst().joined(separator: " "))'")
    }
    exit(runFlood(seconds: seconds))
}
if arguments.first == "--flatten" {
    guard arguments.count <= 2, let elements = arguments.count == 2 ? Int(arguments[1]) : 1_000_000, elements > 0 else {
        fail("--flatten takes one optional positive number of elements, got '\(arguments.dropFirst().joined(separator: " "))'")
    }
    exit(runFlatten(elements: elements))
}
if arguments.first == "--footprint" {
    guard arguments.count <= 2, let base = arguments.count == 2 ? Int(arguments[1]) : 10_000, base > 0 else {
        fail("--footprint takes one optional positive number of subscriptions, got '\(arguments.dropFirst().joined(separator: " "))'")
    }
    exit(runFootprint(base: base))
}
guard arguments.count == 3 else { fail("expected 3 arguments, got \(arguments.count)") }
guard let count = Int(arguments[2]), count >= 0 else { fail("count must be a non-negative integer, got '\(arguments[2])'") }
guard let chosen = scenario(named: arguments[0], contender: arguments[1]) else {
    fail("no scenario '\(arguments[0])' for contender '\(arguments[1])' (see runner --list)")
}

let session = chosen.make()
if session.isSync {
    session.runSync(count)
} else {
    await session.run(count)
}
print("\(chosen.name)\t\(chosen.contender)\tcount=\(count)\treceived=\(session.received)")
session.end()
