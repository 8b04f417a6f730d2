extension ObservableType {
    /// Drops this source's values until `other` sends its first value, then passes on everything
    /// (RxSwift's `skip(until:)`); `other` is released once it sent a value or completed.
    ///
    /// - Parameter other: The opening signal, subscribed after this source. Its error fails the
    ///   sequence; if it completes without a value, no value is ever passed on.
    /// - Returns: An observable whose events from both sources are serialized (see CONTRACT.md). If this
    ///   source completes before `other` opened the gate, the sequence ends without a terminal event
    ///   (as in RxSwift) and both subscriptions are released.
    @inlinable
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        until(other, otherStops: false)
    }
}
