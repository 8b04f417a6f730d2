/// Combining operators that keep `Driver`s `Driver`s, as in RxCocoa (`Driver.combineLatest(a, b)`),
/// instead of the `ObservableType` versions, which return an `Observable`. Their closures cannot
/// throw, so the results still never error.
extension Driver {
    /// Combines the latest values of two drivers with `resultSelector` once both have sent.
    public static func combineLatest<E1, E2>(
        _ driver1: Driver<E1>, _ driver2: Driver<E2>, resultSelector: @escaping (E1, E2) -> Element
    ) -> Driver<Element> {
        Driver(neverFailing: Observable.combineLatest(driver1, driver2, resultSelector: resultSelector))
    }

    /// Combines the latest values of three drivers with `resultSelector` once all have sent.
    public static func combineLatest<E1, E2, E3>(
        _ driver1: Driver<E1>, _ driver2: Driver<E2>, _ driver3: Driver<E3>, resultSelector: @escaping (E1, E2, E3) -> Element
    ) -> Driver<Element> {
        Driver(neverFailing: Observable.combineLatest(driver1, driver2, driver3, resultSelector: resultSelector))
    }

    /// Sends the values of every driver in `drivers` as they arrive.
    public static func merge(_ drivers: Driver<Element>...) -> Driver<Element> {
        Driver(neverFailing: Observable.merge(drivers.map { $0.asObservable() }))
    }

    /// Maps each value to a driver and sends the values of the latest one only.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Driver<Result>) -> Driver<Result> {
        Driver<Result>(neverFailing: source.flatMapLatest(selector))
    }

    /// Combines each value with the latest value of `second` (values before `second` sent are dropped).
    public func withLatestFrom<Second, Result>(
        _ second: Driver<Second>, resultSelector: @escaping (Element, Second) -> Result
    ) -> Driver<Result> {
        Driver<Result>(neverFailing: source.withLatestFrom(second, resultSelector: resultSelector))
    }

    /// Replaces each value with the latest value of `second` (values before `second` sent are dropped).
    public func withLatestFrom<Second>(_ second: Driver<Second>) -> Driver<Second> {
        Driver<Second>(neverFailing: source.withLatestFrom(second))
    }
}

extension Driver where Element == Any {
    /// Pairs the latest values of two drivers once both have sent.
    public static func combineLatest<E1, E2>(_ driver1: Driver<E1>, _ driver2: Driver<E2>) -> Driver<(E1, E2)> {
        Driver<(E1, E2)>.combineLatest(driver1, driver2, resultSelector: { ($0, $1) })
    }

    /// Pairs the latest values of three drivers once all have sent.
    public static func combineLatest<E1, E2, E3>(_ driver1: Driver<E1>, _ driver2: Driver<E2>, _ driver3: Driver<E3>) -> Driver<(E1, E2, E3)> {
        Driver<(E1, E2, E3)>.combineLatest(driver1, driver2, driver3, resultSelector: { ($0, $1, $2) })
    }
}
