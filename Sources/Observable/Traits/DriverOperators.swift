/// Operators that keep a `Driver` a `Driver` (the `ObservableType` versions would return an
/// `Observable`). Their closures cannot throw, so the result still never errors.
extension Driver {
    /// Transforms each value.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Driver<Result> {
        Driver<Result>(neverFailing: source.map(transform))
    }

    /// Passes on only the values for which `isIncluded` returns `true`.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Driver<Element> {
        Driver(neverFailing: source.filter(isIncluded))
    }

    /// Transforms each value, dropping `nil` results.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Driver<Result> {
        Driver<Result>(neverFailing: source.compactMap(transform))
    }
}

extension Driver where Element: Equatable {
    /// Drops values equal to the one before.
    public func distinctUntilChanged() -> Driver<Element> {
        Driver(neverFailing: source.distinctUntilChanged())
    }
}
