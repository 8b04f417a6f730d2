import XCTest
@testable import SignalsDemo

final class OptionsTests: XCTestCase {
    func testNoArgumentsMeansInteractive() throws {
        XCTAssertEqual(try parseOptions([]), DemoOptions())
    }

    func testScreenAndFlagsInAnyOrder() throws {
        XCTAssertEqual(try parseOptions(["--trace", "touch"]), DemoOptions(screen: .touch, trace: true))
        XCTAssertEqual(try parseOptions(["phonebook", "--store", "c.json", "--trace"]),
                       DemoOptions(screen: .phonebook, trace: true, storePath: "c.json"))
        XCTAssertEqual(try parseOptions(["--store=c.json", "phonebook"]),
                       DemoOptions(screen: .phonebook, storePath: "c.json"))
        XCTAssertEqual(try parseOptions(["-h"]), DemoOptions(help: true))
        XCTAssertEqual(try parseOptions(["--help", "greeting"]), DemoOptions(screen: .greeting, help: true))
    }

    func testMarblesWithOrWithoutAScreenAndWithTrace() throws {
        XCTAssertEqual(try parseOptions(["--marbles"]), DemoOptions(marbles: true))
        XCTAssertEqual(try parseOptions(["touch", "--marbles"]), DemoOptions(screen: .touch, marbles: true))
        XCTAssertEqual(try parseOptions(["--marbles", "--trace", "greeting"]), DemoOptions(screen: .greeting, trace: true, marbles: true))
        XCTAssertEqual(try parseOptions(["--trace", "--marbles"]), DemoOptions(trace: true, marbles: true))
        assertUsageError(["--marble"], "unknown option \"--marble\"; accepted options: --trace, --marbles, --graph, --store PATH, --inspect PATH, --help")
        assertUsageError(["--marbles=yes"], "unknown option \"--marbles=yes\"; accepted options: --trace, --marbles, --graph, --store PATH, --inspect PATH, --help")
    }

    func testStoreWithoutScreenIsForTheInteractivePhoneBook() throws {
        XCTAssertEqual(try parseOptions(["--store", "x.json"]), DemoOptions(storePath: "x.json"))
    }

    func testBadCommandLinesNameWhatIsAccepted() {
        assertUsageError(["dance"], "unknown screen \"dance\"; accepted screens: touch, greeting, traffic, phonebook, playground")
        assertUsageError(["--verbose"], "unknown option \"--verbose\"; accepted options: --trace, --marbles, --graph, --store PATH, --inspect PATH, --help")
        assertUsageError(["touch", "greeting"], "unexpected argument \"greeting\" after screen \"touch\"; give one screen: touch, greeting, traffic, phonebook, playground")
        assertUsageError(["touch", "twice"], "unexpected argument \"twice\" after screen \"touch\"; give one screen: touch, greeting, traffic, phonebook, playground")
        assertUsageError(["phonebook", "--store"], "--store needs a file path, e.g. --store contacts.json")
        assertUsageError(["--store="], "--store needs a file path, e.g. --store contacts.json")
        assertUsageError(["touch", "--store", "x.json"], "--store applies to the phonebook screen only, not to \"touch\"")
    }

    func testStoreIsNeverSilentlyOverriddenOrSwallowsAnOption() throws {
        assertUsageError(["phonebook", "--store", "a.json", "--store=b.json"], "--store given twice (\"a.json\" and \"b.json\"); give one file")
        assertUsageError(["phonebook", "--store", "--trace"],
                         "--store needs a file path, got the option \"--trace\" (for a file named so, write --store=./--trace)")
        XCTAssertEqual(try parseOptions(["phonebook", "--store=./-odd.json"]), DemoOptions(screen: .phonebook, storePath: "./-odd.json"))
    }

    private func assertUsageError(_ arguments: [String], _ message: String, line: UInt = #line) {
        XCTAssertThrowsError(try parseOptions(arguments), line: line) { error in
            XCTAssertEqual(error as? UsageError, UsageError(message: message), line: line)
        }
    }
}
