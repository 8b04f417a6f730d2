/// A sequence with a fixed shape, named by its `Trait` (RxSwift's `PrimitiveSequence`): `Single`
/// (exactly one value, or an error), `Maybe` (one value, nothing, or an error) and `Completable`
/// (no value: completion or an error).
///
/// It is not an `ObservableType`: its operators (`map`, `flatMap`, `catch`, `retry`, `timeout`, …)
/// return the same trait, so the shape is kept in the type. `asObservable()` turns it into a plain
/// `Observable`, where a `Single`'s value is sent as `next` immediately followed by `completed`.
///
/// ```swift
/// let single = Single<Int>.just(1).map { $0 * 2 }
/// _ = single.subscribe(onSuccess: { print($0) })  // 2
/// ```
public struct PrimitiveSequence<Trait, Element>: PrimitiveSequenceType, ObservableConvertibleType, Sendable {
    /// The events, in `Observable` form; every way of making a trait keeps them to the trait's grammar.
    let source: Observable<Element>

    /// A trait over `source`, which must already follow the trait's grammar (for a `Single`: one
    /// `next` and `completed`, or an error; for a `Maybe`: at most one `next`, then a terminal event;
    /// for a `Completable`: a terminal event only).
    init(raw source: Observable<Element>) { self.source = source }

    /// This sequence as a plain `Observable` (a success is `next` followed by `completed`).
    ///
    /// - Returns: an `Observable` with these events, on the thread the source sends them on.
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self` (the requirement of `PrimitiveSequenceType`).
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

/// What every `PrimitiveSequence` is, so generic code can constrain on a trait
/// (`where Self: PrimitiveSequenceType, Trait == SingleTrait`), as in RxSwift.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the value (`Never` for a `Completable`).
    associatedtype Element

    /// The sequence itself.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

/// The trait of `Single`: exactly one value, or an error.
public enum SingleTrait {}

/// The trait of `Maybe`: one value, no value, or an error.
public enum MaybeTrait {}

/// The trait of `Completable`: completion or an error, never a value.
public enum CompletableTrait {}

/// Exactly one value or an error: a request, a load, a computation.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// At most one value, then completion — or an error: a lookup that may find nothing.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// Completion or an error, no value: a save, a delete, a write.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

extension PrimitiveSequence {
    /// A sequence that fails at once with `error`.
    ///
    /// - Parameter error: the error.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public static func error(_ error: Error) -> PrimitiveSequence<Trait, Element> { Self(raw: .error(error)) }

    /// A sequence that never sends anything and never ends.
    ///
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public static func never() -> PrimitiveSequence<Trait, Element> { Self(raw: .never()) }

    /// A sequence that calls `factory` for each subscription and subscribes to what it returns; a
    /// thrown error becomes the sequence's error.
    ///
    /// - Parameter factory: makes the sequence for each (first) subscriber.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        Self(raw: Observable.deferred { try factory().source })
    }
}
