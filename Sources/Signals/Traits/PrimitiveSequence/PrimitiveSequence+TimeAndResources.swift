/// RxSwift's name for the integer types `timer` can count in (`Int`, `UInt8`, …): any
/// `FixedWidthInteger`.
public typealias RxAbstractInteger = FixedWidthInteger

/// When a trait starts (`delaySubscription`, `timer`) and what it holds while it runs (`using`); each
/// keeps the trait, so a `Single` stays a `Single`.
extension PrimitiveSequence {
    /// Subscribes to this sequence `dueTime` after each subscription, instead of at once; its
    /// outcome then arrives as it would have (RxSwift's `delaySubscription`).
    ///
    /// ```
    /// source:                  -(1|)
    /// delaySubscription(30):   -----(1|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: how long after subscribing to subscribe to this sequence.
    ///   - scheduler: runs the delay timer; the subscription to this sequence is made on it.
    /// - Returns: the same trait, with its outcome on the thread this sequence reports it on. Disposing
    ///   before `dueTime` cancels the timer and this sequence is never subscribed; nothing is sent
    ///   after the outcome or disposal.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// For each subscription, creates a resource with `resourceFactory`, then subscribes to the trait
    /// `primitiveSequenceFactory` makes from it; the resource is disposed, once, when the outcome
    /// arrives or the subscription is disposed (as `Observable.using`).
    ///
    /// - Parameters:
    ///   - resourceFactory: makes the per-subscription resource; a thrown error fails the sequence.
    ///   - primitiveSequenceFactory: makes the trait from the resource; a thrown error fails the
    ///     sequence and disposes the resource.
    /// - Returns: the same trait, with its outcome on the thread the made trait reports it on; nothing
    ///   is sent after the outcome or disposal.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        Self(raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A trait that succeeds with `0` once `dueTime` has passed after subscribing (RxSwift's
    /// `Single.timer` / `Maybe.timer`).
    ///
    /// ```
    /// Single<Int>.timer(.seconds(30), scheduler: scheduler)
    ///
    /// timer: ---(0|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: how long after subscribing the value is sent.
    ///   - scheduler: runs the timer; the value and the completion are sent from it.
    /// - Returns: the trait, with its value and completion sent together on `scheduler`; disposing
    ///   before `dueTime` cancels the timer and nothing is sent.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
