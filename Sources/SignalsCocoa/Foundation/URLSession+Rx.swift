import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Signals

/// Why a `URLSession.rx` request failed (RxCocoa's `RxCocoaURLError`). Errors of the loading system
/// itself (no connection, a timeout) arrive as they are, not wrapped.
public enum RxCocoaURLError: Swift.Error, @unchecked Sendable {
    /// The session reported neither a response nor an error.
    case unknown
    /// The response is not an `HTTPURLResponse` (a `file:` or `data:` URL, say).
    case nonHTTPResponse(response: URLResponse)
    /// The HTTP status code is outside `200 ..< 300`; the body comes with it.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body is not valid JSON; `error` is what `JSONSerialization` threw.
    case deserializationError(error: Swift.Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible {
    /// What went wrong, in RxCocoa's words, such as "HTTP request failed with `404`.".
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error has occurred."
        case .nonHTTPResponse(let response): return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _): return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error): return "Error during deserialization of the response: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// The HTTP response to `request` and its body (RxCocoa's `rx.response(request:)`).
    ///
    /// Cold: nothing is sent before a subscription, and each subscription makes its own request (a
    /// data task of this session). It sends one `(response, data)` and completes, whatever the status
    /// code; it fails with the session's error, with `RxCocoaURLError.nonHTTPResponse` for a response
    /// that is not HTTP, or with `.unknown`. Events arrive on the session's delegate queue (a
    /// background thread unless the session was given another): `observe(on:)` before touching the
    /// UI. Disposing the subscription cancels the task; nothing is delivered after that. Requests are
    /// printed as `curl` commands while `URLSession.rx.shouldLogRequest` says so (in debug builds).
    ///
    /// - Parameter request: The request to send, once per subscription.
    /// - Returns: A cold observable of one HTTP response and its body.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let start: Date? = URLSession.rx.shouldLogRequest(request) ? Date() : nil
            let task = session.dataTask(with: request) { data, response, error in
                if URLSession.rx.shouldLogRequest(request) {
                    RequestLogging.log(request, response: response, error: error, since: start ?? Date())
                }
                guard let response, let data else {
                    observer.onError(error ?? RxCocoaURLError.unknown)
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
                    return
                }
                observer.onNext((response: httpResponse, data: data))
                observer.onCompleted()
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The body of the response to `request` (RxCocoa's `rx.data(request:)`).
    ///
    /// As `response(request:)` (cold, one request per subscription, cancelled on disposal, events on
    /// the session's queue), but it sends only the body, and a status code outside `200 ..< 300`
    /// fails it with `RxCocoaURLError.httpRequestFailed`, which carries the response and the body.
    ///
    /// - Parameter request: The request to send, once per subscription.
    /// - Returns: A cold observable of one body, then completion.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200 ..< 300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The response to `request` parsed as JSON (RxCocoa's `rx.json(request:options:)`).
    ///
    /// As `data(request:)` (cold, one request per subscription, cancelled on disposal, a status
    /// outside `200 ..< 300` fails with `RxCocoaURLError.httpRequestFailed`); a body that is not valid
    /// JSON fails it with `RxCocoaURLError.deserializationError`.
    ///
    /// - Parameters:
    ///   - request: The request to send, once per subscription.
    ///   - options: How `JSONSerialization` reads the body; none by default.
    /// - Returns: A cold observable of one parsed JSON value (`[String: Any]`, `[Any]`, …), then
    ///   completion.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// The response to a GET of `url`, parsed as JSON (RxCocoa's `rx.json(url:)`): `json(request:)`
    /// with `URLRequest(url: url)`, with the same guarantees.
    ///
    /// - Parameter url: The URL to get, once per subscription.
    /// - Returns: A cold observable of one parsed JSON value, then completion.
    public func json(url: Foundation.URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}
