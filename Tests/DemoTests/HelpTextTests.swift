import XCTest
@testable import SignalsDemo

/// The `--help` text fits a classic 80-column terminal: no line wraps mid-word there.
final class HelpTextTests: XCTestCase {
    /// Every line, script-command rows included, is at most 79 display columns wide (measured as the
    /// terminal shows it: → ← │ … count one column each, not by bytes).
    func testEveryHelpLineFitsSeventyNineColumns() {
        let lines = helpText().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertGreaterThan(lines.count, 50, "the whole help text is measured")
        let wide = lines.filter { $0.columns > 79 }
        XCTAssertEqual(wide, [], "\(wide.count) help lines are wider than 79 columns")
    }

    /// A command summary too long for its column continues on the next line under the summary
    /// column, not under the usage.
    func testLongCommandSummariesContinueUnderTheirColumn() {
        let help = helpText()
        XCTAssertTrue(help.contains("""
                  select COLOR                pick Red, Green or Yellow (any case); other
                                              text is passed on
            """), help)
    }
}
