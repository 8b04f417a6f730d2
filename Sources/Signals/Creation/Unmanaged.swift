extension Observable {
    /// For SignalsTest only: an observable whose subscriptions are made by `attach` and nothing else —
    /// no serialization, no grammar check and no disposal on the terminal event, unlike `create`.
    ///
    /// RxTest's test observables need exactly that: a subscription ends when its subscriber disposes
    /// it (which the test observable records), not when the test observable sends its terminal event.
    /// The caller must deliver events one at a time and nothing after a terminal event.
    ///
    /// - Parameter attach: subscribes one subscriber's handler; returns what ends that subscription.
    @_spi(SignalsTest)
    public static func unmanaged(_ attach: @escaping (@escaping EventHandler<Element>) -> Disposable) -> Observable<Element> {
        Observable(attach: attach)
    }
}
