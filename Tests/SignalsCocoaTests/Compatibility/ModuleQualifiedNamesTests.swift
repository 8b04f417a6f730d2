import Foundation
import Signals
import SignalsCocoa
import SignalsTest
import XCTest

// An app's helper, as written against RxSwift to tell its protocols from Combine's: it compiles only
// if `RxSwift.ObservableType` and `RxSwift.EventConvertible` both exist.
extension RxSwift.ObservableType where Element: RxSwift.EventConvertible {
    fileprivate func qualifiedElements() -> RxSwift.Observable<Element.Element> {
        compactMap { $0.event.element }
    }
}

/// `RxSwift.X`, `RxRelay.X`, `RxCocoa.X` for every name of Scripts/rx-module-names.txt that Signals has.
///
/// ModuleQualifiedNames+Generated.swift (next to this file) spells every alias once, so a missing one
/// does not compile; this test walks the list name by name and holds each name to one of two outcomes:
/// aliased there, or named in README's migration row on module-qualified names as absent.
final class ModuleQualifiedNamesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func testAnAppsQualifiedExtensionCompilesAndRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let events = scheduler.createHotObservable([
            .next(210, RxSwift.Event<Int>.next(1)), .next(220, .completed), .completed(230),
        ])
        let observer = scheduler.start { events.asObservable().qualifiedElements() }
        XCTAssertEqual(observer.events, [.next(210, 1), .completed(230)])
        let relay: RxCocoa.BehaviorRelay<Int> = RxRelay.BehaviorRelay(value: 3)
        let driver: RxCocoa.Driver<Int> = relay.asDriver()
        XCTAssertTrue(type(of: driver) == RxCocoa.SharedSequence<RxCocoa.DriverSharingStrategy, Int>.self)
        let single: RxSwift.PrimitiveSequence<RxSwift.SingleTrait, Int> = RxSwift.Single.just(1)
        XCTAssertNotNil(single as Any as? RxSwift.Single<Int>)
    }

    func testEveryListedNameIsAliasedOrDeclaredAbsentInReadme() throws {
        let generated = try text("Tests/SignalsCocoaTests/Compatibility/ModuleQualifiedNames+Generated.swift")
        let readme = try text("README.md")
        guard let row = readme.split(separator: "\n").first(where: { $0.hasPrefix("| module-qualified names") }) else {
            return XCTFail("README has no migration row on module-qualified names")
        }
        let absentPart = row.components(separatedBy: "Not reachable qualified").dropFirst().joined()
        XCTAssertFalse(absentPart.isEmpty, "the README row names no absent types")
        var aliased = 0
        for line in try text("Scripts/rx-module-names.txt").split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ").map(String.init)
            XCTAssertEqual(fields.count, 2, "list line `\(line)`")
            guard fields.count == 2 else { continue }
            let (module, name) = (fields[0], fields[1])
            let isAliased = generated.contains("typealias Qualified_\(module)_\(name)<")
                || generated.contains("typealias Qualified_\(module)_\(name) ")
            let isDeclaredAbsent = absentPart.contains("`\(name)`") || absentPart.contains("`\(module).\(name)`")
            XCTAssertTrue(
                isAliased != isDeclaredAbsent,
                "\(module).\(name): \(isAliased ? "aliased and also listed as absent in README" : "neither aliased nor listed as absent in README")"
            )
            if isAliased { aliased += 1 }
        }
        XCTAssertEqual(aliased, 98, "54 RxSwift names, 3 RxRelay names and 41 RxCocoa names of the list")
    }
}
