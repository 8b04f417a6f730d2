import Foundation
import XCTest
@testable import SignalsDemo

/// The operators playground's script mode in-process: exact stdout of whole sessions, and every
/// kind of bad line with its exact message on stderr and exit status 2.
final class PlaygroundScriptTests: XCTestCase {
    /// What `operator debounce` prints: the call of debounce's diagram.
    private let debounceCall = "a.debounce(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames"

    func testShowPrintsTheLanesSoFarAndTheEndPrintsNothingMoreWhenShowDid() {
        let run = runCaptured(["playground"], input: "operator debounce\na a\ntick 3\nshow\n")
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(run.err, [])
        XCTAssertEqual(run.out, [debounceCall, "", "a:        -a--", "debounce: ---a"],
                       "frame 4: the lanes through frame 3; the timer of a fired in frame 3")
    }

    func testTheEndPrintsTheLanesWhenTheyChangedSinceShow() {
        let run = runCaptured(["playground"], input: "operator debounce\na a\nshow\ntick\na b\ntick 2\n")
        XCTAssertEqual(run.out, [
            debounceCall,
            "", "a:        -a", "debounce: -",
            "", "a:        -ab-", "debounce: ----b",
        ], "a value is drawn in its frame at once; b restarted the wait: sent in frame 4, where time is now")
    }

    func testEventsOfOneFrameAreAGroupInTheOrderSentAndResetStartsOver() {
        let run = runCaptured(["playground"], input: """
            # two lanes, one frame
            operator merge
            b x
            a 1
            complete a
            tick
            show
            reset
            """)
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(run.out, [
            "Observable.merge(a, b)",
            "", "a:     -(1|)", "b:     -x", "merge: -(1x)",
            "", "a:     -", "b:     -", "merge: -",
        ], "merge sends a's 1 before b's x: the lanes were created in that order; reset is back at frame 1")
    }

    func testKeywordsAndLanesIgnoreCaseAndLongValuesGetLetterKeys() {
        let run = runCaptured(["playground"], input: "OPERATOR Map\nA 7\nTick\nA 2\nComplete A\nTICK 2\n")
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(run.out, ["a.map { $0 * 2 }", "", "a:   -7(2|)", "map: -A(4|)", "     A = 14"])
    }

    func testFixedColdLanesAreDrawnFromTheirFirstSubscription() {
        let run = runCaptured(["playground"], input: "operator concat\na 1\ntick\ncomplete a\ntick 3\n")
        XCTAssertEqual(run.out, ["a.concat(b)", "", "a:        -1|", "b (cold):   -3-4|", "concat:   -1-3-4"])
    }

    func testAnOperatorWithoutTypedLanesRunsOnTicksAlone() {
        let run = runCaptured(["playground"], input: "operator retry\ntick 5\n")
        XCTAssertEqual(run.out, ["a.retry(3)", "", "a (cold): -1-#", "retry:    -1--1-"])
    }

    func testChoosingAnotherOperatorStartsOverWithIt() {
        let run = runCaptured(["playground"], input: "operator map\na 1\ntick\noperator filter\na 2\ntick\n")
        XCTAssertEqual(run.out, ["a.map { $0 * 2 }", "a.filter { $0 % 2 == 0 }", "", "a:      -2", "filter: -2"])
    }

    func testBadLinesStopTheScriptNamingTheLine() {
        let cases: [(input: String, message: String)] = [
            ("operator mapp", "unknown operator \"mapp\"; operators: \(OperatorCatalog.namesList)"),
            ("operator", "\"operator\" takes an operator's name; operators: \(OperatorCatalog.namesList)"),
            ("tick", "no operator chosen yet: start with operator NAME (\(OperatorCatalog.namesList))"),
            ("operator map\nb 1", "map has no lane \"b\"; its typed lanes: a"),
            ("operator map\ncomplete c", "map has no lane \"c\"; its typed lanes: a"),
            ("operator map\ncomplete", "\"complete\" takes one lane, e.g. complete a"),
            ("operator map\nfail a b", "\"fail\" takes one lane, e.g. fail a, got \"a b\""),
            ("operator map\na x", "lane a of map takes a digit 0-9, got \"x\""),
            ("operator debounce\na -", "lane a of debounce takes a letter A-Z, a-z or a digit 0-9, got \"-\""),
            ("operator map\na 12", "a value is one character, a digit 0-9 on lane a of map, got \"12\""),
            ("operator map\na", "a value is one character, a digit 0-9 on lane a of map, got \"\""),
            ("operator map\na 1\ncomplete a\na 2", "lane a has completed: nothing follows the end of a lane"),
            ("operator map\nfail a\ntick\nfail a", "lane a has failed: nothing follows the end of a lane"),
            ("operator concat\nb 3", "lane b of concat is fixed (cold, -3-4|, replayed for each subscription); type on a"),
            ("operator retry\na 1", "lane a of retry is fixed (cold, -1-#, replayed for each subscription); retry has no typed lane: tick to watch it"),
            ("operator map\ntick x", "\"tick\" takes a number of frames, 1 or more, got \"x\""),
            ("operator map\ntick 0", "\"tick\" takes a number of frames, 1 or more, got \"0\""),
            ("operator map\ntick -2", "\"tick\" takes a number of frames, 1 or more, got \"-2\""),
            ("operator map\ntick 60", "time ends at frame 60: from frame 1, tick 1 to 59 frames"),
            ("operator map\ntick 59\ntick", "time ends at frame 60"),
            ("operator map\nshow all", "\"show\" takes no argument, got \"all\""),
            ("operator map\nundo", "unknown command \"undo\"; accepted commands: operator NAME, a VALUE, b VALUE, tick [N], complete LANE, fail LANE, show, reset"),
        ]
        for (input, message) in cases {
            let run = runCaptured(["playground"], input: "# a comment\n" + input + "\nshow\n")
            let line = input.split(separator: "\n", omittingEmptySubsequences: false).count + 1
            XCTAssertEqual(run.status, .usage, input)
            XCTAssertEqual(run.err, ["signals-demo playground: line \(line): \(message)"], input)
            XCTAssertFalse(run.out.contains(""), "\(input): the lanes are not printed after a bad line: \(run.out)")
        }
    }

    func testBindingOptionsDoNotApplyToThePlayground() {
        // A page path nobody writes to, should the check ever let --inspect through.
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-dir-\(UUID().uuidString)/page.html").path
        for flag in ["--trace", "--marbles", "--graph", "--inspect=\(page)"] {
            let run = runCaptured([flag, "playground"], input: "operator map\n")
            XCTAssertEqual(run.status, .usage, flag)
            XCTAssertEqual(run.out, [], flag)
            let name = flag.split(separator: "=")[0]
            XCTAssertEqual(run.err.first, "signals-demo: \(name) applies to the ViewModel screens, not to \"playground\" (its lanes are printed as marbles)")
        }
    }

    func testHelpListsThePlaygroundItsCommandsAndItsKeys() {
        let help = helpText()
        for text in ["  playground  operators playground", "operator NAME", "tick [N]", "complete LANE", "OPERATORS PLAYGROUND",
                     "debounce: ---a---c---(d|)", "menu        1-6", "  playground  ↑/↓ picks the operator"] {
            XCTAssertTrue(help.contains(text), text)
        }
        XCTAssertTrue(scriptUsage.contains("|playground < script"), scriptUsage)
    }
}
