// swift-tools-version: 6.1
// The Signals benchmark harness: Signals side by side with the floor (a stored closure, a didSet)
// and with the peers a user would pick instead (OpenCombine, Observation, AsyncStream).
// A separate package, so the root Signals package stays dependency-free.
import PackageDescription

let package = Package(
    name: "SignalsBenchmarks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Signals", path: ".."),
        // On Linux the MallocInterposer trait must be named: the default traits pull in a package
        // (swift-runtime-interposer) that is not available everywhere.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // Every scenario for every contender, each a loop compiled in this module (so Signals'
        // inlinable send path is specialised here, as it is in an app).
        .target(
            name: "Scenarios",
            dependencies: [
                .product(name: "Signals", package: "Signals"),
                .product(name: "SignalsViewModels", package: "Signals"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/Scenarios"
        ),
        // Runs one scenario for one contender N times: what instructions.sh runs under callgrind.
        .executableTarget(name: "runner", dependencies: ["Scenarios", "HeapInUse"], path: "Sources/runner"),
        // Heap bytes in use (mallinfo2, malloc_zone_statistics), for `runner --footprint`: C, because
        // Swift's Glibc module does not export <malloc.h>.
        // Debug information as DWARF 4: valgrind 3.19's reader gives up on the DWARF 5 clang emits for
        // C by default ("Possibly corrupted debuginfo file"), and instructions.sh runs this binary under it.
        .target(name: "HeapInUse", path: "Sources/HeapInUse", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // The same scenarios under package-benchmark (wallClock, mallocCountTotal).
        .executableTarget(
            name: "SignalsBenchmarks",
            dependencies: [
                "Scenarios",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SignalsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
