import Foundation
import XCTest

/// Runs `python3 <script> --check` from the repository root and fails the test with the script's
/// message unless it exits 0 (the checked-in generated files are what the script writes).
///
/// - Parameter script: the generator's path from the repository root, e.g. `Scripts/generate-traits.py`.
func assertGeneratedFilesAreCurrent(script: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", root.appendingPathComponent(script).path, "--check"]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertEqual(process.terminationStatus, 0, message, file: file, line: line)
}
