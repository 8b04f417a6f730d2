import Foundation
import XCTest
@testable import SignalsDemo

/// `--store` naming a file in a directory that does not exist (a typo) is refused before anything
/// runs, scripted or interactive, with exit status 1 — and no directory is created.
final class StoreDirectoryTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("demo-store-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func scratchContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    }

    func testAScriptWithAStoreInAMissingDirectoryFailsAndCreatesNothing() throws {
        let missing = scratch.appendingPathComponent("typo/deeper")
        let store = missing.appendingPathComponent("contacts.json").path
        let run = try DemoBinary.run(["phonebook", "--store", store], input: "add Ann;1\nlist\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.err, "signals-demo phonebook: Cannot use \(store): the directory \(missing.path) does not exist.\n")
        XCTAssertEqual(run.out, "", "refused before anything is shown")
        XCTAssertEqual(try scratchContents(), [], "no directory created")
    }

    func testTheInteractiveDemoRefusesItBeforeStarting() throws {
        let missing = scratch.appendingPathComponent("typo")
        let store = missing.appendingPathComponent("contacts.json").path
        let run = runCaptured(["--store", store], terminal: true, interactive: { _ in
            XCTFail("the interactive demo started")
            return .success
        })
        XCTAssertEqual(run.status, .failure)
        XCTAssertEqual(run.err, ["signals-demo: Cannot use \(store): the directory \(missing.path) does not exist."])
        XCTAssertEqual(try scratchContents(), [])
    }

    func testALinkToAFileInAMissingDirectoryIsRefusedToo() throws {
        let link = scratch.appendingPathComponent("contacts.json")
        let missing = scratch.appendingPathComponent("gone")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "gone/contacts.json")
        let run = try DemoBinary.run(["phonebook", "--store", link.path], input: "add Ann;1\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.err, "signals-demo phonebook: Cannot use \(link.path): the directory \(missing.path) does not exist.\n")
        XCTAssertEqual(try scratchContents(), ["contacts.json"], "only the link")
    }

    func testAStoreInAnExistingDirectoryIsCreatedOnTheFirstAdd() throws {
        let store = scratch.appendingPathComponent("contacts.json").path
        let run = try DemoBinary.run(["phonebook", "--store", store], input: "add Ann;1\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.err, "")
        XCTAssertEqual(try scratchContents(), [".contacts.json.lock", "contacts.json"])
    }
}
