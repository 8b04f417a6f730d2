import Foundation
import XCTest

/// The Concepts article's snippets, as compiled in ConceptsTests.swift and as shown in
/// docs/Concepts.md (which docs/build.sh turns into the DocC article).
enum ConceptsSnippets {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The articles that must show every snippet.
    static let articles = ["docs/Concepts.md"]

    /// Each `// concepts: NAME` … `// end concepts` region of ConceptsTests.swift and
    /// ConceptsTraitsTests.swift, without its
    /// markers and without the indentation its test method adds.
    static func compiled() throws -> [String: String] {
        let source = try read("Tests/SignalsTests/ConceptsTests.swift") + "\n" + read("Tests/SignalsTests/ConceptsTraitsTests.swift")
        var snippets: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// concepts: ") {
                name = String(trimmed.dropFirst("// concepts: ".count))
                lines = []
            } else if trimmed == "// end concepts", let current = name {
                snippets[current] = dedented(lines)
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return snippets
    }

    /// The ```swift blocks of the article at `path`, without their `import` lines.
    static func shown(in path: String) throws -> [String] {
        try read(path).components(separatedBy: "```swift\n").dropFirst().map { block in
            block.components(separatedBy: "```")[0]
                .split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }
                .joined(separator: "\n")
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private static func dedented(_ lines: [Substring]) -> String {
        let indent = lines.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

final class ConceptsSnippetSyncTests: XCTestCase {
    func testEachArticleShowsExactlyTheCompiledSnippetsInTheirOrder() throws {
        let compiled = try ConceptsSnippets.compiled()
        let order = [
            "sequence", "grammar", "cold", "hot", "share", "subject-relay", "server", "naive", "naive-thread", "driver", "driver-thread",
            "signal", "single", "dispose-bag", "owner", "debug", "leak",
        ]
        XCTAssertEqual(compiled.keys.sorted(), order.sorted(), "ConceptsTests.swift's snippets")
        for article in ConceptsSnippets.articles {
            let shown = try ConceptsSnippets.shown(in: article)
            XCTAssertEqual(shown.count, order.count, "\(article) shows \(shown.count) Swift snippets")
            for (index, name) in order.enumerated() where index < shown.count {
                XCTAssertEqual(shown[index], compiled[name], "\(article)'s snippet \(index + 1) is not ConceptsTests.swift's \(name)")
            }
        }
    }

    func testEverySnippetPromisesWhatItPrints() throws {
        for (name, snippet) in try ConceptsSnippets.compiled() where name != "server" && name != "leak" {
            XCTAssertTrue(snippet.contains("\n// Prints"), "snippet \(name) does not say what it prints")
        }
    }
}
