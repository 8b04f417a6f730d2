import Foundation
import Signals

/// One of the hot sources the contract is checked against: a subject, a relay, or an
/// `Observable.create` whose observer the test drives. Built fresh for every use.
struct HotSource: @unchecked Sendable {
    let name: String
    /// Sends a value, as `onNext` / `accept` / the create observer would.
    let send: @Sendable (Int) -> Void
    /// Ends the sequence, or `nil` for relays, which never end.
    let end: (@Sendable (Event<Int>) -> Void)?
    let observable: Observable<Int>
    /// Values a new subscriber receives before anything is sent (a behavior's initial value).
    let initial: [Int]
    /// Whether the source has observers (for create: whether its subscription is still live).
    let hasObservers: @Sendable () -> Bool
    /// Whether several subscribers can share it (a create source drives one subscription).
    let isMulticast: Bool

    static func publishSubject() -> HotSource {
        let subject = PublishSubject<Int>()
        return HotSource(name: "PublishSubject", send: { subject.onNext($0) }, end: { subject.on($0) },
                         observable: subject.asObservable(), initial: [], hasObservers: { subject.hasObservers },
                         isMulticast: true)
    }

    static func behaviorSubject() -> HotSource {
        let subject = BehaviorSubject(value: 0)
        return HotSource(name: "BehaviorSubject", send: { subject.onNext($0) }, end: { subject.on($0) },
                         observable: subject.asObservable(), initial: [0], hasObservers: { subject.hasObservers },
                         isMulticast: true)
    }

    static func replaySubject() -> HotSource {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        return HotSource(name: "ReplaySubject", send: { subject.onNext($0) }, end: { subject.on($0) },
                         observable: subject.asObservable(), initial: [], hasObservers: { subject.hasObservers },
                         isMulticast: true)
    }

    static func publishRelay() -> HotSource {
        let relay = PublishRelay<Int>()
        return HotSource(name: "PublishRelay", send: { relay.accept($0) }, end: nil,
                         observable: relay.asObservable(), initial: [], hasObservers: { relay.hasObservers },
                         isMulticast: true)
    }

    static func behaviorRelay() -> HotSource {
        let relay = BehaviorRelay(value: 0)
        return HotSource(name: "BehaviorRelay", send: { relay.accept($0) }, end: nil,
                         observable: relay.asObservable(), initial: [0], hasObservers: { relay.hasObservers },
                         isMulticast: true)
    }

    static func replayRelay() -> HotSource {
        let relay = ReplayRelay<Int>.create(bufferSize: 3)
        return HotSource(name: "ReplayRelay", send: { relay.accept($0) }, end: nil,
                         observable: relay.asObservable(), initial: [], hasObservers: { relay.hasObservers },
                         isMulticast: true)
    }

    /// An `Observable.create` that hands its observer to the test; subscribe once before sending.
    static func create() -> HotSource {
        let handle = CreateHandle()
        return HotSource(name: "Observable.create", send: { handle.observer?.onNext($0) }, end: { handle.observer?.on($0) },
                         observable: handle.observable, initial: [], hasObservers: { handle.isLive },
                         isMulticast: false)
    }

    static var subjects: [HotSource] { [publishSubject(), behaviorSubject(), replaySubject()] }
    static var relays: [HotSource] { [publishRelay(), behaviorRelay(), replayRelay()] }
    /// Every kind of source that can end: subjects and create.
    static var terminating: [HotSource] { subjects + [create()] }
    /// Every kind of source.
    static var all: [HotSource] { subjects + relays + [create()] }
    /// Every kind of source that can have several observers.
    static var multicast: [HotSource] { subjects + relays }
}

/// The observer and disposal state of an `Observable.create` under test.
final class CreateHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var storedObserver: AnyObserver<Int>?
    private var subscribeCount = 0
    private var disposeCount = 0

    /// The observer of the latest subscription.
    var observer: AnyObserver<Int>? { lock.withLock { storedObserver } }
    /// How many times the create closure's returned disposable ran.
    var disposals: Int { lock.withLock { disposeCount } }
    /// Whether a subscription started and its disposable has not run yet.
    var isLive: Bool { lock.withLock { subscribeCount > disposeCount } }

    /// The observable: each subscription stores its observer here and counts its disposal.
    var observable: Observable<Int> {
        Observable.create { [self] observer in
            lock.withLock {
                storedObserver = observer
                subscribeCount += 1
            }
            return Disposables.create { [self] in lock.withLock { disposeCount += 1 } }
        }
    }
}
