import Foundation
import XCTest

/// What the doc-sync tests compare (the guide's, README's Quick start's): a region of a compiled
/// test file between `// NAME-BEGIN` and `// NAME-END` markers, and the ```swift blocks a document shows.
public enum GuideSnippets {
    /// The repository's root directory.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path`, relative to the repository's root.
    public static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The code of `file` (a `#filePath`) between `// NAME-BEGIN` and `// NAME-END`, trimmed.
    public static func region(_ name: String, of file: StaticString) throws -> String {
        let source = try String(contentsOf: URL(fileURLWithPath: "\(file)"), encoding: .utf8)
        let begin = try XCTUnwrap(source.range(of: "// \(name)-BEGIN\n"), "no \(name)-BEGIN marker")
        let end = try XCTUnwrap(source.range(of: "// \(name)-END"), "no \(name)-END marker")
        return source[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The first ```swift block of the guide at `path` that contains `marker`, without its `import`
    /// lines, trimmed.
    public static func block(containing marker: String, in path: String) throws -> String {
        let blocks = try read(path).components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let block = try XCTUnwrap(blocks.first { $0.contains(marker) }, "\(path) shows no \(marker)")
        return block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The lines of `text` that are code, without their indentation: no blank line, no comment line.
    public static func codeLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }
}
