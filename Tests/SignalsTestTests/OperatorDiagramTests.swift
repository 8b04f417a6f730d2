import Foundation
import SignalsVirtualTime
import XCTest

/// Checks that every generated operator diagram (the family pages in docs/operators/, their index
/// docs/Operators.md, and the block in each operator's doc comment) is what a run of the operator
/// draws now, so the diagrams cannot drift from the code.
/// With `SIGNALS_WRITE_DIAGRAMS=1` it is the generator: it rewrites the files instead.
final class OperatorDiagramTests: XCTestCase {
    /// The repository root, found from this file's path (Tests/SignalsTestTests/<this file>).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let writing = ProcessInfo.processInfo.environment["SIGNALS_WRITE_DIAGRAMS"] == "1"

    func testGeneratedDiagramsMatchARunOfEachOperator() throws {
        let families = try OperatorFamily.allCases.map { family in
            (family, try family.entries.map { ($0, try $0.lines()) })
        }
        var expected: [(path: String, text: String)] = [(
            "docs/Operators.md", DiagramDocuments.operatorsIndex(families.map { ($0, $1.map(\.0.name)) })
        )]
        for (family, entries) in families {
            expected.append(("docs/operators/\(family.fileName)", DiagramDocuments.familyMarkdown(family, entries)))
        }
        for (entry, lines) in families.flatMap(\.1) {
            let path = "Sources/\(entry.file)"
            let current = try expected.last(where: { $0.path == path })?.text ?? read(path)
            let placed = try DiagramDocuments.placing(lines, anchor: entry.anchor, in: current, file: path)
            expected.removeAll { $0.path == path }
            expected.append((path, placed))
        }
        for (path, text) in expected {
            let url = Self.root.appendingPathComponent(path)
            if Self.writing {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let actual = (try? read(path)) ?? ""
            if actual != text {
                XCTFail("""
                    \(path) differs from what the operators draw now, at \(DiagramDocuments.firstDifference(actual, text))
                    Regenerate with: \(DiagramDocuments.regenerate)
                    """)
            }
        }
    }

    /// A block whose table entry was removed (or whose anchor moved to another declaration) would
    /// stay behind unchecked: every block in the operator sources must belong to one entry.
    func testEveryDiagramBlockInTheSourcesHasATableEntry() throws {
        let entries = Dictionary(grouping: OperatorDiagramTable.all, by: \.file).mapValues(\.count)
        for folderName in ["Observable/Operators", "Signals/Combining", "Signals/HigherOrder", "Signals/ErrorHandling", "Signals/Gates", "Signals/Transforming", "Signals/Time", "Signals/Creation"] {
            let folder = Self.root.appendingPathComponent("Sources/\(folderName)")
            let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            XCTAssertFalse(names.isEmpty, "no files under \(folder.path)")
            for file in names.map({ "\(folderName)/\($0)" }) where file.hasSuffix(".swift") {
                try checkBlocks(in: file, entries: entries[file] ?? 0)
            }
        }
    }

    /// Fails unless `file` (relative to Sources) holds exactly `entries` diagram blocks.
    private func checkBlocks(in file: String, entries: Int) throws {
        let text = try read("Sources/\(file)")
        let blocks = text.components(separatedBy: DiagramDocuments.beginMarker).count - 1
        XCTAssertEqual(blocks, entries, """
            \(file): \(blocks) diagram blocks, \(entries) table entries. Delete the stale block \
            and regenerate with: \(DiagramDocuments.regenerate)
            """)
    }

    /// A page left in docs/operators/ after its family was renamed or removed would go stale
    /// unchecked: every page there must be one the generator writes.
    func testEveryPageInTheOperatorsFolderIsAFamilyPage() throws {
        let folder = Self.root.appendingPathComponent("docs/operators")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(pages, OperatorFamily.allCases.map(\.fileName).sorted(), """
            docs/operators/ holds pages no family writes: delete them and regenerate with: \
            \(DiagramDocuments.regenerate)
            """)
    }

    /// Each generated page stays within the project's 300-line limit for a file: a family that
    /// outgrows it must be split.
    func testEveryFamilyPageFitsInThreeHundredLines() throws {
        for family in OperatorFamily.allCases {
            let entries = try family.entries.map { ($0, try $0.lines()) }
            let lines = DiagramDocuments.familyMarkdown(family, entries).components(separatedBy: "\n").count
            XCTAssertLessThanOrEqual(lines, 300, "docs/operators/\(family.fileName) would have \(lines) lines")
        }
    }

    /// Issue 25 item 8: the pages show RxSwift 6 code, so their headings and index use RxSwift 6
    /// names (`retry(when:)`, `take(until:)`, `element(at:)` …), not the RxSwift 5 spellings that
    /// Signals keeps only as deprecated renames, nor names made up for the table (`takeFor`).
    func testHeadingsAndTheIndexUseRxSwift6Names() throws {
        let old = ["catchError", "catchSequence", "retryWhen", "observeOn", "subscribeOn", "takeUntil", "takeWhile",
                   "skipUntil", "skipWhile", "elementAt", "takeFor", "skipFor", "mergeMaxConcurrent"]
        let pages = ["docs/Operators.md"] + OperatorFamily.allCases.map { "docs/operators/\($0.fileName)" }
        for page in pages {
            for line in try read(page).components(separatedBy: "\n") where line.hasPrefix("#") || line.hasPrefix("  `") {
                let names = line.components(separatedBy: CharacterSet(charactersIn: "#`, ")).filter { !$0.isEmpty }
                XCTAssertEqual(names.filter(old.contains), [], "\(page): \(line)")
            }
        }
    }

    func testPlacingIsIdempotentAndReplacesTheOldBlock() throws {
        let source = "extension X {\n    /// Doc.\n    @inlinable\n    public func f() {}\n}"
        let once = try DiagramDocuments.placing(["a: -1-|"], anchor: "func f(", in: source, file: "F.swift")
        XCTAssertEqual(once, """
            extension X {
                /// Doc.
                ///
                /// \(DiagramDocuments.beginMarker)
                /// ```
                /// a: -1-|
                /// ```
                /// \(DiagramDocuments.legendLink)
                /// \(DiagramDocuments.endMarker)
                @inlinable
                public func f() {}
            }
            """)
        XCTAssertEqual(try DiagramDocuments.placing(["a: -1-|"], anchor: "func f(", in: once, file: "F.swift"), once)
        let replaced = try DiagramDocuments.placing(["b: -2-|"], anchor: "func f(", in: once, file: "F.swift")
        XCTAssertEqual(replaced, once.replacingOccurrences(of: "a: -1-|", with: "b: -2-|"))
    }

    func testPlacingReportsAMissingAnchorOrDocComment() {
        XCTAssertThrowsError(try DiagramDocuments.placing([], anchor: "func g(", in: "func f() {}", file: "F.swift")) {
            XCTAssertEqual(String(describing: $0), "F.swift: no line contains \"func g(\"")
        }
        XCTAssertThrowsError(try DiagramDocuments.placing([], anchor: "func f(", in: "\nfunc f() {}", file: "F.swift")) {
            XCTAssertEqual(String(describing: $0), "F.swift:2: the declaration has no doc comment")
        }
    }

    func testLegendKeysSkipLettersTheValuesUse() {
        let keys = MarbleLegendKeys(values: ["A", "1a", "2b", "1a"])
        XCTAssertEqual(keys.legend, "B = 1a, C = 2b")
        XCTAssertEqual(keys.key(for: "1a"), "B")
        XCTAssertEqual(keys.key(for: "A"), "A")
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }
}
