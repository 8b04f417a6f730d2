import Foundation
import XCTest
@testable import SignalsDemo
import SignalsPhoneBookStorage
import SignalsViewModels

/// A script line longer than the limit (1 MiB by default) stops the script with a message naming the
/// line and exit status 2; the commands before it keep their effects, none after it runs. (Swift's
/// `readLine()` returned `nil`, as at the end of input, for a line of 2 GiB or more — the runtime
/// keeps getline's length in an `int` — so that line and every later one were dropped silently.)
final class ScriptLineLimitTests: XCTestCase {
    func testALineOverTheDefaultLimitStopsTheScriptNamingIt() throws {
        let tooLong = String(repeating: "x", count: (1 << 20) + 1)
        let run = try DemoBinary.run(["touch"], input: "tap\n\(tooLong)\ntap\n")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.out, "count: 0\ncount: 1\n", "the tap before it counted, the one after it did not run")
        XCTAssertEqual(run.err, "signals-demo touch: line 2: the line is longer than 1048576 bytes (1 MiB), "
                       + "the longest script line accepted; nothing after it was run\n")
    }
}

/// The same with a configured limit: a phone book whose store keeps the add before the long line.
final class ScriptLineConfiguredLimitTests: XCTestCase {
    func testAConfiguredLimitStopsAPhoneBookScriptAndKeepsTheEarlierAdd() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-line-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("contacts.json").path
        let input = Array("add Ann;1\nadd \(String(repeating: "B", count: 60));2\nadd Cy;3\n".utf8)
        var offset = 0
        let reader = ScriptLineReader(maximumLineBytes: 64) { buffer in
            let count = min(buffer.count, input.count - offset)
            buffer.copyBytes(from: input[offset..<offset + count])
            offset += count
            return count
        }
        var out: [String] = []
        var err: [String] = []
        var io = ConsoleIO.standard(input: reader)
        io.printLine = { out.append($0) }
        io.printError = { err.append($0) }
        let status = runDemo(arguments: ["phonebook", "--store", store], io: io)
        XCTAssertEqual(status, .usage)
        XCTAssertEqual(err, ["signals-demo phonebook: line 2: the line is longer than 64 bytes, the longest script line accepted; "
                             + "nothing after it was run"])
        XCTAssertEqual(out.last, "added: Ann - 1")
        XCTAssertEqual(try JSONFileContactRepository(fileURL: URL(fileURLWithPath: store)).allContacts().map(\.name), ["Ann"],
                       "the add before the long line was saved, the one after it never ran")
    }
}
