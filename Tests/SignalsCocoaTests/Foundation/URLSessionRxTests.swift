// Written as RxCocoa code calls URLSession.rx; only the imports changed. No network: every request
// goes to StubURLProtocol.
import Foundation
import Signals
import SignalsCocoa
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class URLSessionRxTests: LeakCheckingTestCase {
    private let session = StubURLProtocol.session()
    private let base = URL(string: "https://api.example.com")!
    private var savedShouldLog: ((URLRequest) -> Bool)?

    override func setUp() {
        super.setUp()
        StubURLProtocol.reset()
        savedShouldLog = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }  // as apps silence RxCocoa's debug log
    }

    override func tearDown() {
        session.invalidateAndCancel()
        if let savedShouldLog { URLSession.rx.shouldLogRequest = savedShouldLog }
        super.tearDown()
    }

    /// Subscribes to `source` and waits for its terminal event.
    private func events<T>(_ source: Observable<T>) -> [Event<T>] {
        var events: [Event<T>] = []
        let ended = expectation(description: "ended")
        let subscription = source.subscribe { event in
            events.append(event)
            if event.isStopEvent { ended.fulfill() }
        }
        wait(for: [ended], timeout: 10)
        subscription.dispose()
        return events
    }

    func testResponseSendsTheHTTPResponseAndDataThenCompletes() {
        StubURLProtocol.reply(to: "/user", with: .init(status: 200, body: Data("hi".utf8)))
        let source = session.rx.response(request: URLRequest(url: base.appendingPathComponent("user")))
        XCTAssertEqual(StubURLProtocol.counts.started, 0, "cold: nothing starts before a subscription")
        let received = events(source)
        XCTAssertEqual(received.count, 2)
        XCTAssertEqual(received.first?.element?.response.statusCode, 200)
        XCTAssertEqual(received.first?.element?.data, Data("hi".utf8))
        XCTAssertTrue(received.last?.isCompleted ?? false)
        _ = events(source)
        XCTAssertEqual(StubURLProtocol.counts.started, 2, "one request per subscription")
    }

    func testDataFailsWithHTTPRequestFailedOutsideTwoHundreds() {
        StubURLProtocol.reply(to: "/missing", with: .init(status: 404, body: Data("no".utf8)))
        let received = events(session.rx.data(request: URLRequest(url: base.appendingPathComponent("missing"))))
        XCTAssertEqual(received.count, 1)
        guard case .httpRequestFailed(let response, let data)? = received.first?.error as? RxCocoaURLError else {
            return XCTFail("expected RxCocoaURLError.httpRequestFailed, got \(received)")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data, Data("no".utf8))
        XCTAssertEqual((received.first?.error as? RxCocoaURLError)?.debugDescription, "HTTP request failed with `404`.")
    }

    func testJSONParsesTheBodyOrFailsWithDeserializationError() {
        StubURLProtocol.reply(to: "/list", with: .init(status: 200, body: Data(#"{"names":["Ada"]}"#.utf8)))
        StubURLProtocol.reply(to: "/broken", with: .init(status: 200, body: Data("{".utf8)))
        let parsed = events(session.rx.json(url: base.appendingPathComponent("list")))
        XCTAssertEqual((parsed.first?.element as? [String: [String]])?["names"], ["Ada"])
        XCTAssertTrue(parsed.last?.isCompleted ?? false)

        let request = URLRequest(url: base.appendingPathComponent("broken"))
        let broken = events(session.rx.json(request: request, options: []))
        guard case .deserializationError? = broken.first?.error as? RxCocoaURLError else {
            return XCTFail("expected RxCocoaURLError.deserializationError, got \(broken)")
        }
    }

    func testDisposingCancelsTheRequest() {
        let subscription = session.rx.data(request: URLRequest(url: base.appendingPathComponent("hang")))
            .subscribe(onNext: { _ in XCTFail("no data expected") }, onError: { _ in XCTFail("no error after disposal") })
        let started = expectation(for: NSPredicate { _, _ in StubURLProtocol.counts.started == 1 }, evaluatedWith: nil)
        wait(for: [started], timeout: 10)
        subscription.dispose()
        let stopped = expectation(for: NSPredicate { _, _ in StubURLProtocol.counts.stopped == 1 }, evaluatedWith: nil)
        wait(for: [stopped], timeout: 10)
    }

    func testShouldLogRequestIsAskedWhenTheRequestStartsAndWhenItsResponseArrives() {
        StubURLProtocol.reply(to: "/user", with: .init(status: 200, body: Data()))
        let asked = NSMutableArray()
        URLSession.rx.shouldLogRequest = { request in
            asked.add(request.url?.path ?? "")
            return false
        }
        _ = events(session.rx.response(request: URLRequest(url: base.appendingPathComponent("user"))))
        XCTAssertEqual(asked.compactMap { $0 as? String }, ["/user", "/user"])
    }
}
