extension ObservableType {
    /// Sends only the value at position `index` (0 for the first), then completes. Fails with
    /// `RxError.argumentOutOfRange` if the source completes before sending that many values, or at once
    /// if `index` is negative (RxSwift stops the process there).
    ///
    /// ```swift
    /// Observable.of("a", "b", "c").element(at: 1)  // next("b"), completed
    /// ```
    public func element(at index: Int) -> Observable<Element> {
        guard index >= 0 else { return .error(RxError.argumentOutOfRange) }
        return skip(index).take(1).toArray().flatMap { values -> Observable<Element> in
            guard let value = values.first else { return .error(RxError.argumentOutOfRange) }
            return .just(value)
        }
    }
}
