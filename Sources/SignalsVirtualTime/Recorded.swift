import Signals

/// A value stamped with the virtual time at which it happened: what `TestableObserver.events` holds
/// and what `createHotObservable` / `createColdObservable` are given.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time of the recording.
    public let time: TestTime
    /// What was recorded, usually an `Event`.
    public let value: Value

    /// A recording of `value` at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time, in ticks.
    ///   - value: What happened then, usually an `Event`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`, as printed in assertion failures.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A recorded `.next(element)` at `time`: `.next(210, 4)`.
    ///
    /// - Parameters:
    ///   - time: The virtual time, in ticks.
    ///   - element: The value.
    /// - Returns: The recording, to give to `createHotObservable` or compare with `events`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .next(element))
    }

    /// A recorded `.completed` at `time`: `.completed(300)`.
    ///
    /// - Parameters:
    ///   - time: The virtual time, in ticks.
    ///   - type: The element type, when the context does not tell it: `.completed(300, Int.self)`.
    /// - Returns: The recording, to give to `createHotObservable` or compare with `events`.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .completed)
    }

    /// A recorded `.error(error)` at `time`: `.error(300, MyError())`.
    ///
    /// - Parameters:
    ///   - time: The virtual time, in ticks.
    ///   - error: The error; how two errors compare is told on `Event`'s `==`.
    ///   - type: The element type, when the context does not tell it.
    /// - Returns: The recording, to give to `createHotObservable` or compare with `events`.
    public static func error<T>(_ time: TestTime, _ error: Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded<Event<T>>(time: time, value: .error(error))
    }
}

extension Recorded {
    /// The recordings as they are given, typed once: `Recorded.events(.next(210, 2), .completed(250))`
    /// is `[Recorded<Event<Int>>]` without an annotation, as in RxTest.
    ///
    /// - Parameter recordedEvents: The recordings, in the order they are listed.
    /// - Returns: Those recordings as an array, same order, nothing added or dropped.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        events(recordedEvents)
    }

    /// The array form of `events(_:)`: `Recorded.events([.next(210, 2), .completed(250)])`.
    ///
    /// - Parameter recordedEvents: The recordings, in the order they are listed.
    /// - Returns: `recordedEvents` unchanged.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
