import XCTest

/// A leak-checked test case that can run an assertion and catch the failures it records instead of
/// failing (`recordingFailures`): for tests of assertion helpers, which must be seen to fail.
open class FailureRecordingTestCase: LeakCheckingTestCase {
    private var caught: [String]?

    /// The failure messages `body` records, which then do not fail this test.
    ///
    /// - Parameter body: Runs the assertions whose failures are caught.
    /// - Returns: Each failure's message, in order.
    public func recordingFailures(_ body: () -> Void) -> [String] {
        caught = []
        body()
        defer { caught = nil }
        return caught ?? []
    }

    #if canImport(ObjectiveC)
    override open func record(_ issue: XCTIssue) {
        if caught != nil { caught?.append(issue.compactDescription) } else { super.record(issue) }
    }
    #else
    override open func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if caught != nil {
            caught?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif
}
