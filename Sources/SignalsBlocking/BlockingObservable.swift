import Foundation
import Signals

/// A sequence whose events a test waits for on the calling thread (RxBlocking's `BlockingObservable`):
/// made by `toBlocking(timeout:)`, read with `toArray()`, `first()`, `last()`, `single()` or
/// `materialize()`. Each of those subscribes anew, waits, and disposes its subscription before it returns.
///
/// ```swift
/// import SignalsBlocking
/// XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
/// ```
public struct BlockingObservable<Element> {
    /// How long a blocking call waits when `toBlocking()` is given no timeout: 10 seconds.
    ///
    /// RxBlocking waits forever by default. SignalsBlocking does not, so a sequence that never ends
    /// fails its test with `RxError.timeout` instead of hanging the whole test run; 10 seconds is far
    /// longer than any in-process sequence a unit test waits for takes, even on a loaded CI machine.
    /// Pass `timeout: nil` to wait forever as RxBlocking does.
    public static var defaultTimeout: TimeInterval { 10 }

    /// How long each blocking call waits for the sequence to end, as given to `toBlocking(timeout:)`;
    /// `nil` waits forever.
    public let timeout: TimeInterval?
    /// The sequence waited for.
    let source: Observable<Element>

    init(timeout: TimeInterval?, source: Observable<Element>) {
        self.timeout = timeout
        self.source = source
    }
}

extension ObservableConvertibleType {
    /// This sequence, to be waited for on the calling thread: RxBlocking's `toBlocking(timeout:)`.
    ///
    /// Like RxBlocking's, it is offered on every `ObservableConvertibleType`: an observable, subject
    /// or relay, and a `Single`, `Maybe`, `Completable` or `Infallible`, which is waited for as the
    /// observable `asObservable()` makes of it (a `Single`'s value, then completion).
    ///
    /// - Parameter timeout: How long each blocking call waits before it gives up with
    ///   `RxError.timeout`, in seconds: zero or more; `nil` (or `.infinity`, or more than about 30
    ///   years) waits forever. The default is `BlockingObservable.defaultTimeout` (10 seconds), not
    ///   RxBlocking's `nil`, so a test cannot hang. A negative or NaN timeout is a mistake that is
    ///   refused rather than read as "time is already up": every blocking call then throws
    ///   `RxError.argumentOutOfRange` (`materialize()` returns it in `.failed`) without subscribing
    ///   to the sequence.
    /// - Returns: A `BlockingObservable` over this sequence.
    ///
    /// On the main thread the wait runs the main run loop, so values this sequence sends through
    /// `MainScheduler` or the main dispatch queue still arrive (as in RxBlocking). On another thread it
    /// waits on a condition: a sequence that needs *that* thread's run loop (a `Timer` scheduled on it)
    /// cannot deliver there and ends in `RxError.timeout`.
    public func toBlocking(timeout: TimeInterval? = BlockingObservable<Element>.defaultTimeout) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
