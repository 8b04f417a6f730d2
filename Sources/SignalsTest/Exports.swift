// SignalsTest is two modules: SignalsVirtualTime (everything but XCTest: the TestScheduler, the test
// observables and observer, Recorded, the marble diagrams) and this one, which adds the XCTest
// assertions. `import SignalsTest` brings both, as `import RxTest` does. The demo's operators
// playground uses SignalsVirtualTime alone, so that the demo never links XCTest.
@_exported import SignalsVirtualTime
