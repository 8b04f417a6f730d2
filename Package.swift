// swift-tools-version: 6.0
// Signals: a minimal, dependency-free observable / relay / dispose-bag library for MVVM bindings.
// This package depends on no other package. The benchmark harness is a separate package in Benchmarks/.
import PackageDescription

let package = Package(
    name: "Signals",
    products: [
        .library(name: "Signals", targets: ["Signals"]),
        .library(name: "SignalsTest", targets: ["SignalsTest"]),
        .library(name: "ViewModels", targets: ["ViewModels"]),
        .executable(name: "Demo", targets: ["Demo"]),
    ],
    targets: [
        // Lock-free state words for the send path (C11 atomics, portable to every Swift platform).
        .target(name: "SignalsAtomics", path: "Sources/SignalsAtomics"),
        // The library: observables, subjects, relays, disposables and operators.
        .target(name: "Signals", dependencies: ["SignalsAtomics"], path: "Sources/Observable"),
        // RxTest-style virtual-time test kit.
        .target(name: "SignalsTest", dependencies: ["Signals"], path: "Sources/SignalsTest"),
        // MVVM ViewModels built on Signals (plain Swift, no UI framework).
        .target(name: "ViewModels", dependencies: ["Signals"], path: "Sources/ViewModels"),
        // The terminal View that binds to the ViewModels.
        .executableTarget(name: "Demo", dependencies: ["ViewModels", "Signals"], path: "Sources/Demo"),

        .testTarget(name: "SignalsTests", dependencies: ["Signals"], path: "Tests/SignalsTests"),
        .testTarget(name: "SignalsTestTests", dependencies: ["Signals", "SignalsTest"], path: "Tests/SignalsTestTests"),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "Signals", "SignalsTest"], path: "Tests/ViewModelsTests"),
        .testTarget(name: "DemoTests", dependencies: ["Demo", "ViewModels", "Signals"], path: "Tests/DemoTests"),
        // Many threads at once against the serial queues; SIGNALS_STRESS_SCALE=100 for a long run.
        .testTarget(name: "StressTests", dependencies: ["Signals"], path: "Tests/StressTests"),
    ],
    swiftLanguageModes: [.v6]
)
