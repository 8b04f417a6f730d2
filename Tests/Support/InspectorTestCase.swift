import Signals
import XCTest

/// A test case with the binding inspector recording (`Inspector.isEnabled`) during each test, and
/// `graph`: the live bindings the test made (`BindingGraph.made(after:)` the test's start).
open class InspectorTestCase: XCTestCase {
    /// `Inspector.lastNodeID` as the test started.
    public private(set) var mark = 0

    override open func setUp() {
        super.setUp()
        Inspector.isEnabled = true
        Inspector.eventsPerStream = 32
        mark = Inspector.lastNodeID
    }

    override open func tearDown() {
        Inspector.isEnabled = false
        super.tearDown()
    }

    /// The live bindings this test made, now.
    public var graph: BindingGraph { Inspector.snapshot().made(after: mark) }
}
