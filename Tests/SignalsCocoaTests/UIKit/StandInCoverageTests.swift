#if os(Linux)
import Foundation
import XCTest

/// Every source file guarded by `canImport(UIKit)` must be type-checked against the UIKit stand-in,
/// or a guarded file could rot unseen on Linux. This reads what SwiftPM actually compiled into
/// SignalsCocoaUIKit (the test-only target built against the stand-in) and into the product
/// SignalsCocoa (which must not need the stand-in) in this very build.
final class StandInCoverageTests: XCTestCase {
    /// The package root, from this file's path (Tests/SignalsCocoaTests/UIKit/<file>).
    private let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file under Sources/ whose text mentions `canImport(UIKit)`.
    private func uikitGuardedSources() throws -> Set<String> {
        let sources = packageRoot.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var guarded: Set<String> = []
        for case let file as URL in walker where file.pathExtension == "swift" {
            if try String(contentsOf: file, encoding: .utf8).contains("canImport(UIKit)") {
                guarded.insert(file.resolvingSymlinksInPath().path)
            }
        }
        return guarded
    }

    /// The files SwiftPM compiled into `target`: `<target>.build/sources`, next to the test bundle.
    private func sourcesCompiled(into target: String) throws -> Set<String> {
        let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let list = buildDirectory.appendingPathComponent("\(target).build/sources")
        let text = try String(contentsOf: list, encoding: .utf8)
        return Set(text.split(separator: "\n").map { URL(fileURLWithPath: String($0)).resolvingSymlinksInPath().path })
    }

    func testEveryUIKitGuardedSourceIsCompiledAgainstTheStandIn() throws {
        let guarded = try uikitGuardedSources()
        let compiled = try sourcesCompiled(into: "SignalsCocoaUIKit")
        XCTAssertGreaterThanOrEqual(guarded.count, 10, "the scan found the UIKit bindings")
        XCTAssertEqual(guarded.subtracting(compiled).sorted(), [], "guarded by canImport(UIKit) but not compiled against the stand-in")
    }

    func testTheProductSignalsCocoaCompilesNoFileThatNeedsTheStandIn() throws {
        let product = try sourcesCompiled(into: "SignalsCocoa")
        let standInOnly = try sourcesCompiled(into: "SignalsCocoaUIKit")
        XCTAssertTrue(product.contains { $0.hasSuffix("URLSession+Rx.swift") }, "the Foundation-level part is in the product")
        XCTAssertEqual(product.intersection(standInOnly).sorted(), [], "compiled into the product and against the stand-in")
    }

    func testTheUIKitBindingsWereReallyCompiledNotSkipped() throws {
        // An object whose #if was false is about 4.7 KB here (debug info only); these are 27–130 KB.
        let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for file in ["UIControl+Rx", "UITableView+Rx", "UIBarButtonItem+Rx", "WKWebView+Rx"] {
            let object = buildDirectory.appendingPathComponent("SignalsCocoaUIKit.build/\(file).swift.o")
            let size = try FileManager.default.attributesOfItem(atPath: object.path)[.size] as? Int ?? 0
            XCTAssertGreaterThan(size, 10_000, "\(file).swift compiled to an (almost) empty object: its #if was false")
        }
    }
}
#endif
