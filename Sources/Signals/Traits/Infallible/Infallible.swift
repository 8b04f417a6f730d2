/// A sequence that cannot fail (RxSwift's `Infallible`): values, then perhaps completion, never an
/// error. Unlike a `Driver` it neither shares its source nor moves delivery to the main thread.
///
/// Make one with `Infallible.create`, `just`/`of`/`from`/`empty`/`never`, or from any observable with
/// `asInfallible(onErrorJustReturn:)`, `asInfallible(onErrorFallbackTo:)` or
/// `asInfallible(onErrorRecover:)`. Its operators (`map`, `filter`, `scan`, …) take closures that
/// cannot throw, so the result is `Infallible` again.
///
/// ```swift
/// let titles = Infallible.of(1, 2).map { "\($0) taps" }
/// _ = titles.subscribe(onNext: { print($0) })  // 1 taps, 2 taps
/// ```
public struct Infallible<Element>: InfallibleType, Sendable {
    /// The events, in `Observable` form; every way of making one keeps out errors.
    let source: Observable<Element>

    /// An `Infallible` over `source`, which must never fail.
    init(raw source: Observable<Element>) { self.source = source }

    /// An `Infallible` over `source`, whose only possible error comes from a closure that RxSwift's
    /// signature lets throw (`combineLatest`'s `resultSelector`, named by `operatorName`): such an
    /// error is a programming error and stops the program, as it does in RxSwift's debug builds.
    init(trapping source: Observable<Element>, in operatorName: String) {
        self.init(raw: source.catch { error in
            let message = "Infallible.\(operatorName): a closure threw \(error), but an Infallible never fails"
            fatalError(message)
        })
    }

    /// This sequence as a plain `Observable` (which never fails).
    ///
    /// - Returns: this sequence as an `Observable`, which never fails.
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self`.
    ///
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func asInfallible() -> Infallible<Element> { self }
}

/// What every `Infallible` is, so generic code can accept one (RxSwift's `InfallibleType`).
public protocol InfallibleType<Element>: ObservableConvertibleType {
    /// The sequence itself.
    ///
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    func asInfallible() -> Infallible<Element>
}

/// An event of an `Infallible`: a value or completion — there is no error case.
public enum InfallibleEvent<Element> {
    /// A value.
    case next(Element)
    /// The sequence ended.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an `Event` (`.next` or `.completed`), so `dematerialize()` takes
    /// `InfallibleEvent`s too.
    public var event: Event<Element> {
        switch self {
        case .next(let value): .next(value)
        case .completed: .completed
        }
    }
}

extension Infallible {
    /// The callback an `Infallible.create` closure sends events to; it may be called from any thread.
    public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

    /// An `Infallible` whose subscriptions run `subscribe`, which sends events to the observer it is
    /// given and returns what to dispose when the subscription ends. Events are serialized and
    /// nothing passes completion, as with `Observable.create`.
    ///
    /// - Parameter subscribe: runs once per subscription: reports the outcome and returns what to dispose when the subscription ends.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let value): observer.onNext(value)
                case .completed: observer.onCompleted()
                }
            }
        })
    }
}

/// Subscribing without an `onError` (RxSwift declares these on `InfallibleType`).
extension InfallibleType {
    /// Subscribes a closure that receives every event as an `InfallibleEvent` (RxSwift's
    /// `Infallible.subscribe(_:)`): a `switch` over it needs no error case.
    ///
    /// - Parameter on: receives each value and the completion, on the thread the source sends them on;
    ///   nothing arrives after the completion or once the subscription is disposed.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let value): on(.next(value))
            case .completed: on(.completed)
            case .error(let error): fatalError("Infallible.subscribe: an Infallible failed with \(error), but an Infallible never fails")
            }
        }
    }

    /// Subscribes closures for values, completion and disposal (each optional); there is no
    /// `onError` because there is no error.
    ///
    /// - Parameters:
    ///   - onNext: called with each value.
    ///   - onCompleted: called on completion.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `subscribe(onNext:onCompleted:onDisposed:)` with `owner` held weakly and passed to each
    /// closure; events arriving after `owner` is gone are dropped.
    ///
    /// - Parameters:
    ///   - owner: held weakly and passed to each closure; nothing is called once it is gone.
    ///   - onNext: called with each value.
    ///   - onCompleted: called on completion.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe<Owner: AnyObject>(
        with owner: Owner,
        onNext: ((Owner, Element) -> Void)? = nil,
        onCompleted: ((Owner) -> Void)? = nil,
        onDisposed: ((Owner) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: owner, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
