import XCTest
@testable import SignalsDemo

final class ScriptCommandTests: XCTestCase {
    private func parse<Command: ScriptCommand>(_ type: Command.Type, _ line: String) throws -> Command {
        let (verb, argument) = try XCTUnwrap(splitScriptLine(line))
        return try Command.parse(verb: verb, argument: argument)
    }

    private func error<Command: ScriptCommand>(_ type: Command.Type, _ line: String) -> String? {
        do {
            _ = try parse(type, line)
            return nil
        } catch let error as ScriptError {
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    func testSplittingSkipsOnlyBlankAndCommentLines() {
        XCTAssertNil(splitScriptLine(""))
        XCTAssertNil(splitScriptLine("   \t"))
        XCTAssertNil(splitScriptLine("# a comment"))
        XCTAssertEqual(splitScriptLine("  first   David  ")?.verb, "first")
        XCTAssertEqual(splitScriptLine("  first   David  ")?.argument, "David")
        XCTAssertEqual(splitScriptLine("first Mary Ann")?.argument, "Mary Ann")
    }

    func testTouch() throws {
        XCTAssertEqual(try parse(TouchCommand.self, "tap"), .tap)
        XCTAssertEqual(try parse(TouchCommand.self, "reset"), .reset)
        XCTAssertEqual(error(TouchCommand.self, "tapp"), "unknown command \"tapp\"; accepted commands: tap, reset")
        XCTAssertEqual(error(TouchCommand.self, "tap 3"), "\"tap\" takes no argument, got \"3\"")
        XCTAssertEqual(try parse(TouchCommand.self, "TAP"), .tap, "commands ignore case")
        XCTAssertEqual(try parse(TouchCommand.self, "Reset"), .reset)
        XCTAssertEqual(error(TouchCommand.self, "TAP 3"), "\"tap\" takes no argument, got \"3\"")
    }

    func testGreeting() throws {
        XCTAssertEqual(try parse(GreetingCommand.self, "first David"), .first("David"))
        XCTAssertEqual(try parse(GreetingCommand.self, "last"), .last(""))
        XCTAssertEqual(try parse(GreetingCommand.self, "show"), .show)
        XCTAssertEqual(error(GreetingCommand.self, "hello"), "unknown command \"hello\"; accepted commands: first NAME, last NAME, show")
    }

    func testTraffic() throws {
        XCTAssertEqual(try parse(TrafficCommand.self, "select Red"), .select("Red"))
        XCTAssertEqual(try parse(TrafficCommand.self, "select"), .select(""))
        XCTAssertEqual(error(TrafficCommand.self, "Red"), "unknown command \"Red\"; accepted commands: select COLOR")
    }

    func testPhoneBook() throws {
        XCTAssertEqual(try parse(PhoneBookCommand.self, "add Ann Lee;555 0101;Acme"), .add(name: "Ann Lee", number: "555 0101", company: "Acme"))
        XCTAssertEqual(try parse(PhoneBookCommand.self, "add Bob ; 555"), .add(name: "Bob", number: "555", company: ""))
        XCTAssertEqual(try parse(PhoneBookCommand.self, "add Bob"), .add(name: "Bob", number: "", company: ""))
        XCTAssertEqual(try parse(PhoneBookCommand.self, "order company"), .order(.company))
        XCTAssertEqual(try parse(PhoneBookCommand.self, "list"), .list)
        XCTAssertEqual(error(PhoneBookCommand.self, "add a;b;c;d"), "\"add\" takes NAME;NUMBER[;COMPANY] (at most 3 fields), got 4 fields")
        XCTAssertEqual(error(PhoneBookCommand.self, "order age"), "\"order\" takes name or company, got \"age\"")
        XCTAssertEqual(error(PhoneBookCommand.self, "delete Bob"),
                       "unknown command \"delete\"; accepted commands: add NAME;NUMBER[;COMPANY], order name|company, list")
    }
}
