import Foundation
import XCTest

/// Runs the built `Demo` executable as a child process.
enum DemoBinary {
    /// The result of one run: exit status and both output streams.
    struct Run {
        var status: Int32
        var out: String
        var err: String
        var outLines: [String] { out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(out.hasSuffix("\n") ? 1 : 0) }
    }

    /// Where the binary is: `$DEMO_BINARY` if set, else next to the test bundle/executable in the
    /// build directory (`swift test` builds `Demo` there, whatever `--scratch-path` or sanitizer is used).
    static func location() throws -> URL {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["DEMO_BINARY"] {
            return URL(fileURLWithPath: explicit)
        }
        var directories: [URL] = []
        // Linux: the tests run as `…/debug/SignalsPackageTests.xctest`; macOS: a bundle in `…/debug/`.
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent())
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        #if os(Linux)
        if let path = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        #endif
        for directory in directories {
            let candidate = directory.appendingPathComponent("signals-demo")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw NotFound(searched: directories.map(\.path))
    }

    /// Runs `Demo arguments` with `input` on stdin.
    static func run(_ arguments: [String], input: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        try run(arguments, inputBytes: Array(input.utf8), file: file, line: line)
    }

    /// Runs `Demo arguments` with exactly `inputBytes` on stdin (which need not be valid UTF-8).
    static func run(_ arguments: [String], inputBytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let executable: URL
        do {
            executable = try location()
        } catch {
            XCTFail("the Demo binary was not found (\(error)); build it (swift build) or set DEMO_BINARY", file: file, line: line)
            throw error
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("demo-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("stdin")
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data(inputBytes).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // Files, not pipes: no deadlock however much the child writes.
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "Demo \(arguments) crashed", file: file, line: line)
        return Run(
            status: process.terminationStatus,
            out: try String(contentsOf: outURL, encoding: .utf8),
            err: try String(contentsOf: errURL, encoding: .utf8)
        )
    }

    /// No executable `Demo` in any of the `searched` directories.
    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "no executable signals-demo in \(searched.joined(separator: ", "))" }
    }
}
