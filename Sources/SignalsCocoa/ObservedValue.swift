#if canImport(Observation)
import Observation
import Signals

/// The latest value of an observable, as an `@Observable` object for SwiftUI: a view that reads
/// `value` re-renders when it changes.
///
/// ```swift
/// struct CounterView: View {
///     @State private var count: ObservedValue<String>
///     init(viewModel: TouchCounterViewModel) {
///         let count = viewModel.output.countText.observed(initial: "")
///         _count = State(initialValue: count)
///     }
///     var body: some View { Text(count.value) }
/// }
/// ```
///
/// Guarantees: `value` starts as `initial` (or the source's current value, if it sends one at once on
/// the main thread) and then takes every value the source sends, on the main thread
/// (its own `MainScheduler()`, so at once when already there), each one a single Observation change. Completion and errors leave the
/// last value in place. The subscription lives exactly as long as this object: releasing it (the view
/// going away) disposes the subscription; the source never keeps it alive.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ObservedValue<Value> {
    /// The latest value; changes on the main thread.
    public private(set) var value: Value

    /// The subscription to the source, disposed on deinit.
    @ObservationIgnored private let subscription = SingleAssignmentDisposable()

    /// Starts following `source`, showing `initial` until its first value.
    init(source: Observable<Value>, initial: Value) {
        value = initial
        subscription.setDisposable(
            source
                .observe(on: MainScheduler())
                .subscribe(onNext: { [weak self] value in
                    let value = AlreadyOnThisThread(value)
                    // observe(on: MainScheduler()) delivers on the main thread.
                    MainActor.assumeIsolated { self?.value = value.value }
                })
        )
    }

    deinit {
        subscription.dispose()
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ObservableConvertibleType {
    /// An `@Observable` holder of this sequence's latest value, for SwiftUI (see `ObservedValue`);
    /// works on a `Driver` or a `Signal` as on any observable.
    ///
    /// - Parameter initial: What `value` holds until the source's first value arrives.
    /// - Returns: A new holder, subscribed at once; releasing it disposes the subscription.
    @MainActor
    public func observed(initial: Element) -> ObservedValue<Element> {
        ObservedValue(source: asObservable(), initial: initial)
    }
}
#endif
