// swift-tools-version: 6.0
// Signals: a minimal, dependency-free observable / relay / dispose-bag library for MVVM bindings.
// This package depends on no other package. The benchmark harness is a separate package in Benchmarks/.
import PackageDescription

// Platforms: the oldest deployment targets this manifest format accepts (SwiftPM 6 deprecates
// anything older: macOS 10.13, iOS 12, tvOS 12, watchOS 4). The core library needs nothing newer:
// Dispatch, Foundation's `Thread`/`Date`, pthreads and C11 atomics. Everything newer says so with
// `@available` where it is declared:
// - Swift concurrency (`AsyncStream`, `Task`, `MainActor`): macOS 10.15, iOS 13, tvOS 13, watchOS 6 —
//   `Sources/Signals/Async` (UI bindings run main-actor work through `assumeMainActor`, which
//   also works below these versions, so `Binder` and SignalsCocoa's UIKit bindings do not need them);
// - Observation (`@Observable`): macOS 14, iOS 17, tvOS 17, watchOS 10 — `ObservedValue`, the SwiftUI bridge.
let platforms: [SupportedPlatform] = [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4)]

// SignalsCocoa is a product on every platform. Its Foundation-level part (URLSession.rx,
// NotificationCenter.rx, ControlEvent, ControlProperty, ObservedValue) builds everywhere; the UIKit
// bindings (Sources/SignalsCocoa/UIKit, all under `#if canImport(UIKit)`) and `rx.deallocated` (which
// needs the Objective-C runtime's associated objects) build only where the SDK has them.
#if os(Linux)
// Linux has no UIKit and no Objective-C runtime, so the product SignalsCocoa leaves those files out
// and depends on nothing but Signals. So that the UIKit bindings are still type-checked and tested
// here, a second, test-only target compiles exactly those files (SignalsCocoaUIKit, a module of its
// own that imports SignalsCocoa) against `UIKit`, a stand-in module (Tests/UIKitStandIn) declaring
// exactly the UIKit API those files call, with the SDK's signatures and `@MainActor` isolation (and
// the associated-object calls). Neither is a product: an app never builds or links them, and on an
// Apple platform neither exists, the files are part of SignalsCocoa and `import UIKit` is Apple's.
let cocoaLinuxOnly: [String] = ["UIKit", "Deallocated.swift"]
// The rest of Sources/SignalsCocoa (a new file there must be added here: SwiftPM warns otherwise).
let cocoaEverywhere: [String] = ["Compatibility", "Foundation", "ControlEvent.swift", "ControlProperty.swift", "MainThread.swift", "ObservedValue.swift", "RxCocoaError.swift"]
let uikitStandInDependency: [Target.Dependency] = ["UIKit", "WebKit", "SignalsCocoaUIKit"]
let uikitStandIn: [Target] = [
    .target(name: "UIKit", path: "Tests/UIKitStandIn"),
    // WebKit's web view and navigation delegate, for the web view bindings (the same rules).
    .target(name: "WebKit", dependencies: ["UIKit"], path: "Tests/WebKitStandIn"),
    .target(
        name: "SignalsCocoaUIKit", dependencies: ["SignalsCocoa", "Signals", "UIKit", "WebKit"], path: "Sources/SignalsCocoa",
        exclude: cocoaEverywhere, sources: cocoaLinuxOnly, swiftSettings: [.define("SIGNALS_COCOA_UIKIT_STAND_IN")]
    ),
]
#else
let cocoaLinuxOnly: [String] = []
let uikitStandInDependency: [Target.Dependency] = []
let uikitStandIn: [Target] = []
#endif

let package = Package(
    name: "Signals",
    platforms: platforms,
    products: [
        .library(name: "Signals", targets: ["Signals"]),
        .library(name: "SignalsCore", targets: ["SignalsCore"]),
        .library(name: "SignalsTest", targets: ["SignalsTest"]),
        .library(name: "SignalsBlocking", targets: ["SignalsBlocking"]),
        .library(name: "SignalsViewModels", targets: ["SignalsViewModels"]),
        .library(name: "SignalsCocoa", targets: ["SignalsCocoa"]),
        .executable(name: "signals-demo", targets: ["SignalsDemo"]),
    ],
    targets: [
        // Lock-free state words for the send path (C11 atomics, portable to every Swift platform).
        .target(name: "SignalsAtomics", path: "Sources/SignalsAtomics"),
        // The minimal library, what a ViewModel needs: observables, subjects, relays, disposables,
        // subscribe/bind, the step operators, share, observe(on:), merge, combineLatest/zip (2 to 4
        // sources), withLatestFrom, flatMap, flatMapLatest, the main and current-thread schedulers,
        // Driver and Signal (what a ViewModel's outputs are: asDriver, drive, emit), and the engine under them.
        .target(
            name: "SignalsCore", dependencies: ["SignalsAtomics"], path: "Sources/Observable", exclude: ["Engine/README.md"],
            // `Resources.total` counts live objects in debug builds only (RxSwift's TRACE_RESOURCES).
            swiftSettings: [.define("SIGNALS_TRACE_RESOURCES", .when(configuration: .debug))]
        ),
        // The RxSwift surface around the core (which it re-exports): combining, higher-order, error
        // handling, gates, time, traits, creation, async bridges, `.rx`, deprecated spellings.
        .target(name: "Signals", dependencies: ["SignalsCore", "SignalsAtomics"], path: "Sources/Signals"),
        // RxCocoa's counterpart: URLSession.rx, NotificationCenter.rx, ControlEvent, ControlProperty,
        // UIKit `.rx` bindings, the SwiftUI bridge (on Linux without the UIKit files, see above).
        .target(name: "SignalsCocoa", dependencies: ["Signals", "SignalsCocoaRuntime"], path: "Sources/SignalsCocoa", exclude: cocoaLinuxOnly),
        // DelegateProxy's Objective-C base class (RxCocoa's `_RXDelegateProxy`): it receives the delegate
        // messages a proxy does not implement (`forwardInvocation:`), so `methodInvoked` observes any
        // `void` delegate method. Apple platforms only: elsewhere its files compile to nothing.
        .target(name: "SignalsCocoaRuntime", path: "Sources/SignalsCocoaRuntime"),
        // RxTest-style virtual-time test kit. Like RxTest it imports XCTest (for its `XCTAssertEqual`
        // overloads and `XCTAssertRecordedElements`), so it belongs in test bundles only.
        // RxTest's counterpart, in two modules: SignalsVirtualTime (the TestScheduler, the test
        // observables and observer, Recorded, marble diagrams: no XCTest) and SignalsTest, which
        // re-exports it and adds the XCTest assertions. An executable (the demo's playground) can so
        // run operators in virtual time without linking XCTest.
        .target(name: "SignalsVirtualTime", dependencies: ["Signals"], path: "Sources/SignalsVirtualTime"),
        .target(name: "SignalsTest", dependencies: ["SignalsVirtualTime", "Signals"], path: "Sources/SignalsTest"),
        // RxBlocking's counterpart: `toBlocking()` waits for a sequence's values in a test.
        .target(name: "SignalsBlocking", dependencies: ["Signals", "SignalsCore"], path: "Sources/SignalsBlocking"),
        // MVVM ViewModels built on Signals (plain Swift, no UI framework): ViewModels, use cases,
        // repository protocols, models and an in-memory repository. The touch counter, greeting and
        // traffic light import SignalsCore alone (.ci/core-viewmodels-check.sh builds them on it).
        .target(name: "SignalsViewModels", dependencies: ["Signals", "SignalsCore"], path: "Sources/ViewModels"),
        // The data layer: the phone book's JSON file store (`JSONFileContactRepository`: file lock,
        // atomic writer, JSON scanner, stale-temporary-file cleanup) behind SignalsViewModels'
        // `ContactRepository`. It needs nothing from Signals itself. Not a product: it is the
        // demo's storage, wired in by the demo; an app brings its own repository.
        .target(name: "SignalsPhoneBookStorage", dependencies: ["SignalsViewModels"], path: "Sources/PhoneBookStorage"),
        // The terminal View that binds to the ViewModels, and wires the file store into the phone book.
        // The operators playground (Sources/Demo/Playground) runs on SignalsVirtualTime's TestScheduler.
        .executableTarget(
            name: "SignalsDemo", dependencies: ["SignalsViewModels", "SignalsPhoneBookStorage", "Signals", "SignalsVirtualTime"],
            path: "Sources/Demo"
        ),

        // What the test targets share: the leak-checking test case and thread helpers. It is this
        // repository's own test code, so it is a plain target only the tests depend on, never a product.
        .target(name: "SignalsTestSupport", dependencies: ["Signals"], path: "Tests/Support"),
        .testTarget(name: "SignalsTests", dependencies: ["Signals", "SignalsCore", "SignalsTest", "SignalsTestSupport"], path: "Tests/SignalsTests"),
        .testTarget(
            name: "SignalsTestTests", dependencies: ["Signals", "SignalsTest", "SignalsVirtualTime", "SignalsBlocking", "SignalsTestSupport"],
            path: "Tests/SignalsTestTests"
        ),
        // The ViewModels and use cases, over in-memory and stub repositories (and, in
        // PhoneBookViewModelTests, over the file store: restarts, corrupt files, other writers).
        .testTarget(
            name: "ViewModelsTests",
            dependencies: ["SignalsViewModels", "SignalsPhoneBookStorage", "Signals", "SignalsTest", "SignalsTestSupport"],
            path: "Tests/ViewModelsTests"
        ),
        // The file store alone: format, faults, locking, sharing between instances, messages.
        .testTarget(
            name: "PhoneBookStorageTests", dependencies: ["SignalsPhoneBookStorage", "SignalsViewModels", "SignalsTestSupport"],
            path: "Tests/PhoneBookStorageTests"
        ),
        .testTarget(
            name: "DemoTests",
            dependencies: ["SignalsDemo", "SignalsViewModels", "SignalsPhoneBookStorage", "Signals", "SignalsTestSupport"],
            path: "Tests/DemoTests"
        ),
        // `.rx`, Binder, ControlEvent/ControlProperty, the UIKit bindings (against the stand-in on
        // Linux) and ObservedValue, written as an RxCocoa app would.
        .testTarget(
            name: "SignalsCocoaTests",
            dependencies: ["SignalsCocoa", "Signals", "SignalsTest", "SignalsViewModels", "SignalsTestSupport"] + uikitStandInDependency,
            path: "Tests/SignalsCocoaTests"
        ),
        // Many threads at once against the serial queues; SIGNALS_STRESS_SCALE=100 for a long run.
        .testTarget(name: "StressTests", dependencies: ["Signals", "SignalsTestSupport"], path: "Tests/StressTests"),
    ] + uikitStandIn,
    swiftLanguageModes: [.v6]
)
