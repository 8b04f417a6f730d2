import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Signals

extension Reactive where Base == URLSession {
    /// Whether `URLSession.rx` prints a request (as a `curl` command) and its outcome to standard
    /// output (RxCocoa's `shouldLogRequest`). By default `true` in a debug build of SignalsCocoa and
    /// `false` in a release build, as in RxCocoa; set `URLSession.rx.shouldLogRequest = { _ in false }`
    /// to silence it. It is called once for each request, when the subscription starts and when the
    /// response arrives, on those threads; it may be read and set from any thread.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { RequestLogging.lock.withLock { RequestLogging.shouldLog } }
        set { RequestLogging.lock.withLock { RequestLogging.shouldLog = newValue } }
    }
}

/// The state behind `URLSession.rx.shouldLogRequest`, and the log lines.
enum RequestLogging {
    static let lock = NSLock()
    /// Read and written with `lock` held.
    nonisolated(unsafe) static var shouldLog: (URLRequest) -> Bool = { _ in
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// Prints `request` as a `curl` command and the outcome, with the time it took since `start`.
    static func log(_ request: URLRequest, response: URLResponse?, error: Error?, since start: Date) {
        let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
        print(curlCommand(request))
        if let response = response as? HTTPURLResponse {
            let outcome = 200 ..< 300 ~= response.statusCode ? "Success" : "Failure"
            print("\(outcome) (\(milliseconds)ms): Status \(response.statusCode)")
        } else if let error = error as NSError? {
            let cancelled = error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled
            print(cancelled ? "Canceled (\(milliseconds)ms)" : "Failure (\(milliseconds)ms): NSError > \(error)")
        } else {
            print("<Unhandled response from server>")
        }
    }

    /// `request` as a `curl` command line.
    private static func curlCommand(_ request: URLRequest) -> String {
        func escaped(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "\\\"") }
        var command = "curl -X \(request.httpMethod ?? "GET") "
        if let body = request.httpBody.flatMap({ String(data: $0, encoding: .utf8) }) {
            command += "-d \"\(escaped(body))\" "
        }
        for (field, value) in request.allHTTPHeaderFields ?? [:] {
            command += "\n    -H \"\(escaped(field)): \(escaped(value))\" "
        }
        command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\" -i -v"
        return command
    }
}
