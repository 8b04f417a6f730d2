import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL loading stub: answers each request from `StubURLProtocol.responder` (no network), or, for
/// a URL whose path is `/hang`, never answers and counts the request's cancellation.
final class StubURLProtocol: URLProtocol {
    /// What a request gets: a status code and a body.
    struct Reply: Sendable {
        let status: Int
        let body: Data
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var replies: [String: Reply] = [:]
    nonisolated(unsafe) private static var startedCount = 0
    nonisolated(unsafe) private static var stoppedCount = 0

    /// Answers requests for `path` with `reply`.
    static func reply(to path: String, with reply: Reply) { lock.withLock { replies[path] = reply } }

    /// How many requests started loading, and how many were stopped (finished or cancelled).
    static var counts: (started: Int, stopped: Int) { lock.withLock { (startedCount, stoppedCount) } }

    /// Forgets the replies and counts.
    static func reset() { lock.withLock { replies = [:]; startedCount = 0; stoppedCount = 0 } }

    /// A session whose requests all go to this stub.
    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let path = request.url?.path ?? ""
        let reply = Self.lock.withLock { () -> Reply? in
            Self.startedCount += 1
            return Self.replies[path]
        }
        guard let reply, let url = request.url else { return }  // `/hang`: no answer until stopped
        let response = HTTPURLResponse(url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: reply.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {
        Self.lock.withLock { Self.stoppedCount += 1 }
    }
}
