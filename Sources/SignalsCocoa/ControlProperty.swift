import Signals

/// A two-way UI property (RxCocoa's `ControlProperty`): observe it for the user's edits, bind to it to
/// set the control — `textField.rx.text.orEmpty.bind(to: input.name)` and
/// `output.name.bind(to: textField.rx.text)`.
///
/// Guarantees, as in RxCocoa: as an observable it sends the current value on subscription, then each
/// value the user makes (not values bound into it, so a two-way binding does not loop); it never
/// errors; it subscribes on the main thread and completes when its control is deallocated. As an
/// observer it sets the control on the main thread (through its `valueSink`, usually a `Binder`, so an
/// error bound into it is reported as `Binder` documents). It never keeps the control alive.
public struct ControlProperty<PropertyType>: ObservableType, ObserverType, Sendable {
    /// The type of the property's value.
    public typealias Element = PropertyType

    /// The control's values, subscribed to on the main thread.
    let values: Observable<PropertyType>
    /// Sets the control.
    let valueSink: AnyObserver<PropertyType>

    /// A property reading from `values` (which must send the current value first and never error) and
    /// writing to `valueSink`. The subscription to `values` is made on the main thread.
    ///
    /// - Parameters:
    ///   - values: The control's value at subscription, then each user edit; it must not error.
    ///   - valueSink: Sets the control; usually a `Binder`, which applies values on the main thread.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == PropertyType, Sink.Element == PropertyType {
        self.init(mainThreadValues: values.asObservable().subscribe(on: MainScheduler()), valueSink: valueSink.asObserver())
    }

    /// A property over values already subscribed to on the main thread.
    init(mainThreadValues: Observable<PropertyType>, valueSink: AnyObserver<PropertyType>) {
        values = mainThreadValues
        self.valueSink = valueSink
    }

    /// Subscribes `observer` to the current value and the user's changes.
    ///
    /// - Parameter observer: Gets the current value first, then each edit, on the main thread.
    /// - Returns: Ends the subscription (and stops watching the control).
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == PropertyType {
        values.subscribe(observer)
    }

    /// Sets the control: values go to the `valueSink`, and so do the error and completion (a `Binder`
    /// reports the error and ignores completion).
    ///
    /// - Parameter event: What to apply; any thread may send it, the control is set on the main thread.
    public func on(_ event: Event<PropertyType>) {
        valueSink.on(event)
    }

    /// The user's changes only, without the current value on subscription.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as a plain `Observable`.
    ///
    /// - Returns: The values, with the same guarantees (current value first, main thread, no error).
    public func asObservable() -> Observable<PropertyType> { values }

    /// Returns `self`.
    ///
    /// - Returns: This property, unchanged.
    public func asControlProperty() -> ControlProperty<PropertyType> { self }

    /// The values as a `Driver` (they never error, so nothing needs replacing).
    ///
    /// - Returns: A `Driver` of the values: delivered on the main thread, shared, and replaying the latest
    ///   value to each new subscriber.
    public func asDriver() -> Driver<PropertyType> {
        values.asDriver(onErrorDriveWith: .empty())
    }
}

extension ControlProperty where PropertyType == String? {
    /// The text with `nil` read as `""`: `textField.rx.text.orEmpty.bind(to: viewModel.input.name)`.
    /// Binding a `String` into it sets the text.
    public var orEmpty: ControlProperty<String> {
        let sink = valueSink
        return ControlProperty<String>(
            mainThreadValues: values.map { $0 ?? "" },
            valueSink: AnyObserver { event in sink.on(event.map { Optional($0) }) }
        )
    }
}
