import Signals
import XCTest

final class ReplayRelayTests: LeakCheckingTestCase {
    func testReplaysLastBufferSizeValues() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        let recorder = Recorder<Int>()
        let subscription = relay.record(into: recorder)
        relay.accept(4)
        XCTAssertEqual(recorder.rendered, ["next(2)", "next(3)", "next(4)"])
        subscription.dispose()
    }

    func testUnboundReplaysEverything() {
        let relay = ReplayRelay<Int>.createUnbound()
        for value in 1...4 { relay.accept(value) }
        XCTAssertEqual(collect(relay.take(4)), ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
    }
}
