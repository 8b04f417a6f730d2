import Foundation
import Signals
import SignalsTestSupport
import XCTest

/// Releasing a long chain of operators that was never subscribed takes a stack of constant depth:
/// each operator's observable holds its source in a field it lets go of one link at a time
/// (`ChainRelease`), not through a recursion as deep as the chain.
final class ChainReleaseTests: LeakCheckingTestCase {
    /// 100,000 operators of one kind on `just(1)`, built here and released on a 512 KiB thread.
    private func assertReleasesIteratively(
        _ name: String, _ link: @escaping (Observable<Int>) -> Observable<Int>, file: StaticString = #filePath, line: UInt = #line
    ) {
        var chain = Observable<Int>.just(1)
        for _ in 0..<100_000 { chain = link(chain) }
        let box = Locked<Observable<Int>?>(chain)
        chain = .empty()
        let finished = finishesWithoutDeadlock(stackSize: 512 * 1024) { box.value = nil }
        XCTAssertTrue(finished, name, file: file, line: line)
    }

    func testReleasingOneHundredThousandStepOperatorsDoesNotRecurse() {
        assertReleasesIteratively("map") { $0.map { $0 + 1 } }
        assertReleasesIteratively("filter") { $0.filter { $0 > 0 } }
        assertReleasesIteratively("compactMap") { $0.compactMap { $0 } }
        assertReleasesIteratively("distinctUntilChanged") { $0.distinctUntilChanged() }
        assertReleasesIteratively("distinctUntilChanged(comparer)") { $0.distinctUntilChanged { $0 == $1 } }
        assertReleasesIteratively("scan") { $0.scan(0, accumulator: +) }
        assertReleasesIteratively("skip") { $0.skip(0) }
        assertReleasesIteratively("take") { $0.take(1) }
        assertReleasesIteratively("map then distinctUntilChanged") { $0.map { $0 }.distinctUntilChanged() }
    }

    func testReleasingOneHundredThousandClosureOperatorsDoesNotRecurse() {
        assertReleasesIteratively("do") { $0.do(onNext: { _ in }) }
        assertReleasesIteratively("startWith") { $0.startWith(0) }
        assertReleasesIteratively("debug") { $0.debug("x", trimOutput: true) }
        assertReleasesIteratively("catch") { $0.catch { _ in .empty() } }
        assertReleasesIteratively("catchAndReturn") { $0.catchAndReturn(0) }
        assertReleasesIteratively("takeWhile") { $0.take(while: { _ in true }) }
    }

    /// A released chain releases everything it held, and one still referenced elsewhere is kept whole.
    func testAChainSharedByAnotherHolderStaysUsable() {
        var chain = Observable<Int>.just(1)
        for _ in 0..<1_000 { chain = chain.map { $0 + 1 } }
        let middle = chain
        for _ in 0..<1_000 { chain = chain.map { $0 + 1 } }
        chain = .empty()
        var values: [Int] = []
        _ = middle.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1_001])
    }
}
