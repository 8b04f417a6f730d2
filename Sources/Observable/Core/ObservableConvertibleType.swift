/// Anything that can be turned into an `Observable` (RxSwift's base protocol of `ObservableType`).
///
/// Every `ObservableType` — `Observable`, subjects, relays, `Driver`, `Signal` — is one. Write APIs
/// against it to accept any of them; call `asObservable()` to get at the operators.
public protocol ObservableConvertibleType<Element> {
    /// The type of value produced.
    associatedtype Element

    /// This value as a plain `Observable`.
    ///
    /// - Returns: An observable of this value's events; subscribing to it subscribes to this value.
    func asObservable() -> Observable<Element>
}
