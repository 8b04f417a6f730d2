/// What `drive(...)` (a `Driver`) and `emit(...)` (a `Signal`) do, written once: both only name these
/// for their trait. A trait never fails, so there is no `onError`; values arrive on the strategy's
/// scheduler.
extension SharedSequence {
    /// Subscribes and sends each value to every one of `targets` through `accept`.
    @inlinable
    package func deliver<Target>(to targets: [Target], at site: CallSite, _ accept: @escaping (Target, Element) -> Void) -> Disposable {
        source.subscribe(onNext: { value in for target in targets { accept(target, value) } }, at: site)
    }

    /// Subscribes and forwards values and completion to every one of `observers`, values transformed
    /// by `wrap` (the identity or `Optional.some`).
    @inlinable
    package func deliver<Observer: ObserverType>(
        to observers: [Observer], at site: CallSite, wrap: @escaping (Element) -> Observer.Element
    ) -> Disposable {
        source.subscribe(closures: SubscriberClosures(handler: { event in
            let wrapped = event.map(wrap)
            for observer in observers { observer.on(wrapped) }
        }), ends: nil, at: site)
    }
}
