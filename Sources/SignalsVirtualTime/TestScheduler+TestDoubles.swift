import Signals

/// The test doubles a `TestScheduler` makes (hot and cold observables, recording observers) and
/// `start`, which runs an observable under test on a timetable, as RxTest's `TestScheduler` does.
extension TestScheduler {
    /// An observable that sends `events` at their virtual times whether or not anyone is subscribed.
    ///
    /// - Parameter events: What to send and when; an event at a time before `clock` (when the
    ///   observable is made) is sent as soon as the clock is driven, at the current time, as in RxTest.
    /// - Returns: A hot test observable; its `subscriptions` log when each subscriber came and left.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, isHot: true)
    }

    /// An observable that sends `events` at their virtual times whether or not anyone is subscribed.
    ///
    /// - Parameter events: What to send and when, listed: `.next(210, 1), .completed(300)`.
    /// - Returns: A hot test observable; its `subscriptions` log when each subscriber came and left.
    public func createHotObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createHotObservable(events)
    }

    /// An observable that, for each subscription, sends `events` at their times relative to it.
    ///
    /// - Parameter events: What to send, with times counted from the subscription.
    /// - Returns: A cold test observable; its `subscriptions` log when each subscriber came and left.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, events: events, isHot: false)
    }

    /// An observable that, for each subscription, sends `events` at their times relative to it.
    ///
    /// - Parameter events: What to send, with times counted from the subscription, listed.
    /// - Returns: A cold test observable; its `subscriptions` log when each subscriber came and left.
    public func createColdObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
        createColdObservable(events)
    }

    /// An observer that records every event it receives with the virtual time.
    ///
    /// - Parameter type: The element type: `createObserver(Int.self)`.
    /// - Returns: An observer whose `events` list what it received, stamped with `clock`.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence with `create` at `created`, subscribes to it at `subscribed`, disposes
    /// at `disposed`, runs the scheduler to the end and returns what the subscription received.
    ///
    /// `create` may return any `ObservableConvertibleType`, as in RxTest: an observable, a subject, a
    /// `Single`, `Maybe`, `Completable` or `Infallible`. A trait is subscribed through `asObservable()`,
    /// so its outcome is recorded as an observable's: a `Single`'s value as `.next` then `.completed`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let taps = scheduler.createHotObservable(
    ///     [.next(150, 0), .next(210, 1), .next(220, 2)])
    /// let result = scheduler.start { taps.map { $0 * 10 } }
    /// print(result.events)
    /// // Prints:
    /// // [next(10) @ 210, next(20) @ 220]
    /// ```
    ///
    /// - Parameters:
    ///   - created: When `create` runs.
    ///   - subscribed: When the observer subscribes; events before it are not recorded.
    ///   - disposed: When the subscription is disposed; nothing after it is recorded.
    ///   - create: Makes the sequence under test.
    /// - Returns: The observer, with every event the subscription received and its virtual time.
    public func start<Source: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        let state = StartState<Source.Element>()
        let observer = createObserver(Source.Element.self)
        scheduleAt(created) { state.source = create().asObservable() }
        scheduleAt(subscribed) { state.subscription = state.source?.subscribe(observer) }
        scheduleAt(disposed) {
            state.subscription?.dispose()
            state.subscription = nil
            state.source = nil
        }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed:, create:)`.
    ///
    /// - Parameter disposed: When the subscription is disposed; nothing after it is recorded.
    /// - Parameter create: Makes the sequence under test (any `ObservableConvertibleType`), at 100;
    ///   it is subscribed at 200.
    /// - Returns: The observer, with every event the subscription received and its virtual time.
    public func start<Source: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> Source) -> TestableObserver<Source.Element> {
        start(created: 100, subscribed: 200, disposed: disposed, create: create)
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`: RxTest's defaults.
    ///
    /// - Parameter create: Makes the sequence under test (any `ObservableConvertibleType`), at 100;
    ///   subscribed at 200, disposed at 1000.
    /// - Returns: The observer, with every event the subscription received and its virtual time.
    public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source) -> TestableObserver<Source.Element> {
        start(created: 100, subscribed: 200, disposed: 1000, create: create)
    }
}

/// What `start(created:subscribed:disposed:create:)` holds between its scheduled steps.
private final class StartState<Element>: @unchecked Sendable {
    var source: Observable<Element>?
    var subscription: Disposable?
}
