/// One notification from an observable: a value, or the terminal error or completion.
///
/// Every sequence follows the grammar `next* (error | completed)?`: nothing follows a terminal event.
@frozen
public enum Event<Element> {
    /// The next value.
    case next(Element)
    /// The sequence failed; no further events follow.
    case error(Error)
    /// The sequence finished; no further events follow.
    case completed

    /// The value carried by `.next`, otherwise `nil`.
    @inlinable public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error carried by `.error`, otherwise `nil`.
    @inlinable public var error: Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `.completed`.
    @inlinable public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Whether this is `.error` or `.completed`.
    @inlinable public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// `.next` with its value transformed; terminal events pass through unchanged.
    ///
    /// - Parameter transform: Called with the value of a `.next`; a thrown error becomes `.error`.
    /// - Returns: The transformed `.next`, an `.error` for a thrown error, or the terminal event as it
    ///   was.
    @inlinable public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomStringConvertible {
    /// `next(value)`, `error(error)` or `completed`, as printed by `debug(_:)`.
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// The same text as `description` (`next(value)`, `error(error)` or `completed`), as RxSwift's
    /// `Event` gives it.
    public var debugDescription: String { description }
}

extension Event: @unchecked Sendable {}

/// The closure form in which Signals passes events internally.
public typealias EventHandler<Element> = (Event<Element>) -> Void

/// A value that is, or holds, an `Event` — RxSwift 6's protocol for constraining helpers on
/// observables of events (`extension ObservableType where Element: EventConvertible`), as
/// `dematerialize()` is.
public protocol EventConvertible {
    /// The type of the event's values.
    associatedtype Element
    /// The event this value is.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// This event itself.
    @inlinable public var event: Event<Element> { self }
}
