import Foundation
import XCTest

/// The phone book's JSON store shared by real `Demo` processes: concurrent adds all land, a store
/// that cannot be read stops the run (exit 1) without touching the disk, and the temporary files of
/// writers killed mid-save are cleaned up when the store is next opened.
final class MultiProcessStoreTests: XCTestCase {
    private var directory: URL!
    private var store: URL { directory.appendingPathComponent("contacts.json") }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
    }

    override func tearDown() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.appendingPathComponent("locked").path)
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testFourProcessesAddingFiftyEachKeepAllTwoHundred() throws {
        let runs = try (0..<4).map { process in
            try DemoRun(["phonebook", "--store", store.path], in: directory,
                        input: (0..<50).map { "add P\(process)-\($0);\($0)\n" }.joined())
        }
        for run in runs { try run.start() }
        for (process, run) in runs.enumerated() {
            let result = try run.wait()
            XCTAssertEqual(result.status, 0, result.err)
            XCTAssertEqual(result.out.components(separatedBy: "\n").filter { $0.hasPrefix("added: P\(process)-") }.count, 50)
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: store)) as? [[String: String]])
        let names = json.compactMap { $0["name"] }
        XCTAssertEqual(names.count, 200, "every process's every add landed")
        XCTAssertEqual(Set(names), Set((0..<4).flatMap { process in (0..<50).map { "P\(process)-\($0)" } }))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testADirectoryThatCannotBeSearchedStopsTheRunAndIsLeftAlone() throws {
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let file = locked.appendingPathComponent("contacts.json")
        let original = Data(#"[{"name": "Ann", "number": "1"}]"#.utf8)
        try original.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path)  // no search for others
        var launcher: [String] = []
        if geteuid() == 0 {  // root searches any directory: run the Demo as the user nobody
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                throw XCTSkip("running as root and no /usr/bin/setpriv to run the Demo as another user")
            }
            launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: locked.path)
        }
        let result = try DemoRun(["phonebook", "--store", file.path], in: directory, input: "add Bob;2\n", launcher: launcher).run()
        XCTAssertEqual(result.status, 1, "a store that cannot be read is a failure, not an empty phone book")
        XCTAssertEqual(result.err, "signals-demo phonebook: Cannot read the contacts file \(file.path): permission denied. "
                       + "The file was left untouched.\n")
        XCTAssertEqual(result.out, "", "nothing is shown before the store is read")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
        XCTAssertEqual(try Data(contentsOf: file), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked.path), ["contacts.json"])
    }

    func testALoopOfLinksAndAPathEndingInASlashStopTheRunAndCreateNothing() throws {
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: "contacts.json")
        let loop = try DemoRun(["phonebook", "--store", store.path], in: directory, input: "add Ann;1\n").run()
        XCTAssertEqual(loop.status, 1)
        XCTAssertEqual(loop.err, "signals-demo phonebook: Cannot read the contacts file \(store.path): too many levels of symbolic links. "
                       + "The file was left untouched.\n")
        XCTAssertEqual(loop.out, "")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: store.path), "contacts.json", "the link is kept")

        let slash = try DemoRun(["phonebook", "--store", "newdir/"], in: directory, input: "add Ann;1\n").run()
        XCTAssertEqual(slash.status, 1)
        XCTAssertEqual(slash.err, "signals-demo phonebook: Cannot read the contacts file \(directory.resolvingSymlinksInPath().path)/newdir/: "
                       + "a path ending in \"/\" names a directory, not a file. The file was left untouched.\n")
        XCTAssertEqual(slash.out, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["contacts.json"], "no file named newdir")
    }

    func testWritersKilledMidSaveLeaveNothingBehindOnceTheStoreIsOpened() throws {
        let script = (0..<400).map { "add Person \($0);\($0)\n" }.joined()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<25 {
            let run = try DemoRun(["phonebook", "--store", store.path], in: directory, input: script)
            try run.start()
            usleep(UInt32.random(in: 20_000...120_000, using: &generator))
            run.kill()
            _ = try run.wait()
        }
        let orphans = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        let list = try DemoRun(["phonebook", "--store", store.path], in: directory, input: "list\n").run()
        XCTAssertEqual(list.status, 0, "the store is intact after 25 kills: \(list.err)")
        let remaining = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(remaining, [], "\(orphans.count) orphans after the kills; opening the store removes them all")
    }
}

/// One run of the `Demo` binary in the background: stdin from a file, stdout and stderr to files
/// (no pipe can fill up), optionally started through a launcher such as `setpriv`.
private final class DemoRun {
    private let process = Process()
    private let scratch: URL

    /// Prepares `Demo arguments` in `directory` with `input` on stdin.
    init(_ arguments: [String], in directory: URL, input: String, launcher: [String] = []) throws {
        let demo = try DemoBinary.location()
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("demo-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data(input.utf8).write(to: scratch.appendingPathComponent("stdin"))
        for name in ["stdout", "stderr"] { try Data().write(to: scratch.appendingPathComponent(name)) }
        process.executableURL = launcher.isEmpty ? demo : URL(fileURLWithPath: launcher[0])
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [demo.path] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = try FileHandle(forReadingFrom: scratch.appendingPathComponent("stdin"))
        process.standardOutput = try FileHandle(forWritingTo: scratch.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: scratch.appendingPathComponent("stderr"))
    }

    deinit { try? FileManager.default.removeItem(at: scratch) }

    /// Starts the process.
    func start() throws { try process.run() }

    /// Sends SIGKILL.
    func kill() { _ = Foundation.kill(process.processIdentifier, SIGKILL) }

    /// Waits for the process to end and returns its status and output.
    func wait() throws -> DemoBinary.Run {
        process.waitUntilExit()
        return DemoBinary.Run(status: process.terminationStatus,
                              out: try String(contentsOf: scratch.appendingPathComponent("stdout"), encoding: .utf8),
                              err: try String(contentsOf: scratch.appendingPathComponent("stderr"), encoding: .utf8))
    }

    /// Starts the process and waits for it.
    func run() throws -> DemoBinary.Run {
        try start()
        return try wait()
    }
}
