// Every scenario × contender under package-benchmark: wall-clock time and heap allocations
// (mallocCountTotal) per unit of work. Each iteration builds a session, measures 1,000 units of
// work (scalingFactor .kilo, so results read per unit), then tears the session down.
//
// The machine this was written on has no hardware counters, so `instructions` is left out here;
// instructions.sh counts them exactly with callgrind.
import Benchmark
import Scenarios

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 1_000
    )
    // `driver-chain` and `cell-rebind` are left to the callgrind harness: their Drivers deliver
    // through `observe(on: MainScheduler)`, inline only on the main thread, and package-benchmark's
    // closures do not run there (a main-actor closure did not change that when tried), so they would
    // time and count queuing onto the main queue instead.
    for scenario in orderedScenarios where !["driver-chain", "cell-rebind"].contains(scenario.name) {
        Benchmark("\(scenario.name) \(scenario.contender)") { benchmark in
            let session = scenario.make()
            benchmark.startMeasurement()
            await session.run(benchmark.scaledIterations.count)
            benchmark.stopMeasurement()
            session.end()
        }
    }
}
