// RxSwift 5's RxTest wrote recorded events with free functions (`next(210, 1)`, `completed(300)`,
// `error(300, someError)`); RxTest 6 renamed them to `Recorded`'s static functions. They are kept
// here as deprecated renames, as Signals keeps RxSwift 5's operator spellings, so an old test suite
// compiles with a fix-it. A local `error` (in a `catch` block or an `{ error in … }` closure)
// shadows the free function, as it did under RxTest 5.

import Signals

/// A recorded `.next(element)` at `time` (RxTest 5's free function; now `Recorded.next(210, 1)`).
///
/// - Parameters:
///   - time: The virtual time, in ticks.
///   - element: The value.
/// - Returns: The recording, to give to `createHotObservable` or compare with `events`.
@_documentation(visibility: internal)
@available(*, deprecated, renamed: "Recorded.next(_:_:)", message: "RxTest 5's free function; write `.next(time, element)`")
public func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> {
    Recorded.next(time, element)
}

/// A recorded `.completed` at `time` (RxTest 5's free function; now `Recorded.completed(300)`).
///
/// - Parameters:
///   - time: The virtual time, in ticks.
///   - type: The element type, when the context does not tell it: `completed(300, Int.self)`.
/// - Returns: The recording, to give to `createHotObservable` or compare with `events`.
@_documentation(visibility: internal)
@available(*, deprecated, renamed: "Recorded.completed(_:_:)", message: "RxTest 5's free function; write `.completed(time)`")
public func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded.completed(time, type)
}

/// A recorded `.error(error)` at `time` (RxTest 5's free function; now `Recorded.error(300, someError)`).
///
/// - Parameters:
///   - time: The virtual time, in ticks.
///   - error: The error; how two errors compare is told on `Event`'s `==`.
///   - type: The element type, when the context does not tell it.
/// - Returns: The recording, to give to `createHotObservable` or compare with `events`.
@_documentation(visibility: internal)
@available(*, deprecated, renamed: "Recorded.error(_:_:_:)", message: "RxTest 5's free function; write `.error(time, error)`")
public func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded.error(time, error, type)
}
