import Signals

/// A UI event stream (RxCocoa's `ControlEvent`): a button's taps, a table's selections.
///
/// Guarantees, as in RxCocoa: it never errors; it sends no value on subscription; it subscribes to
/// its source on the main thread (its own `MainScheduler()`: at once when already there) and the
/// UIKit sources send on the main thread; the stream completes when its control is deallocated,
/// and it never keeps the control alive.
public struct ControlEvent<PropertyType>: ObservableType, Sendable {
    /// The type of value sent.
    public typealias Element = PropertyType

    /// The event source, subscribed to on the main thread.
    private let events: Observable<PropertyType>

    /// An event stream over `events`, which must not error. The subscription to `events` is made on
    /// the main thread.
    ///
    /// - Parameter events: The source; it should send on the main thread and never fail (an error
    ///   would reach subscribers that bind it to a `Binder`, which reports it as a programmer error).
    public init<Events: ObservableType>(events: Events) where Events.Element == PropertyType {
        self.events = events.asObservable().subscribe(on: MainScheduler())
    }

    /// Subscribes `observer` to the events.
    ///
    /// - Parameter observer: Receives each event, on the main thread for UIKit sources.
    /// - Returns: Ends the subscription (for a control event, removes its action from the control).
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == PropertyType {
        events.subscribe(observer)
    }

    /// The events as a plain `Observable`.
    ///
    /// - Returns: The events, with the same guarantees (main thread, no error).
    public func asObservable() -> Observable<PropertyType> { events }

    /// Returns `self`.
    ///
    /// - Returns: This event stream, unchanged.
    public func asControlEvent() -> ControlEvent<PropertyType> { self }

    /// The events as a `Driver` (they never error, so nothing needs replacing).
    ///
    /// - Returns: A `Driver` of the events: delivered on the main thread, and shared, so all of its
    ///   subscribers get the events of one subscription to the control.
    public func asDriver() -> Driver<PropertyType> {
        events.asDriver(onErrorDriveWith: .empty())
    }

    /// The events as a `Signal` (they never error, so nothing needs replacing).
    ///
    /// - Returns: A `Signal` of the events: delivered on the main thread, shared, and without a replay
    ///   of a past event to a new subscriber.
    public func asSignal() -> Signal<PropertyType> {
        events.asSignal(onErrorSignalWith: .empty())
    }

    /// Deprecated: `asSignal()`.
    ///
    /// - Returns: What `asSignal()` returns: the events as a `Signal`, on the main thread.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "asSignal()")
    public func asEmitter() -> Signal<PropertyType> { asSignal() }
}
