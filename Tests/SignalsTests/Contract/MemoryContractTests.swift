import Foundation
import Signals
import XCTest

/// Contract 6 — memory: a subscription drops its closures when disposed or terminated; a `DisposeBag`
/// going away disposes all it holds; objects bound through `subscribe(with:)` and key-path binders
/// are not retained. `LeakCheckingTestCase` also checks `Resources.total` is back to its start value.
final class MemoryContractTests: LeakCheckingTestCase {
    /// Subscribes handlers that strongly capture a fresh object and returns a weak reference to it.
    /// `onDisposed` captures it too unless `inOnDisposed` is false.
    private func subscribeCapturing(
        _ observable: Observable<Int>, inOnDisposed: Bool = true, into subscriptions: inout [Disposable]
    ) -> () -> Canary? {
        let captured = Canary()
        weak var weakCaptured: Canary?
        weakCaptured = captured
        let onDisposed: (() -> Void)? = inOnDisposed ? { withExtendedLifetime(captured) {} } : nil
        subscriptions.append(observable.subscribe(onNext: { _ in withExtendedLifetime(captured) {} },
                                                  onDisposed: onDisposed))
        return { weakCaptured }
    }

    func testDisposingReleasesTheHandlersClosuresWhileTheDisposableIsStillHeld() {
        for source in HotSource.all {
            var subscriptions: [Disposable] = []
            let direct = subscribeCapturing(source.observable, into: &subscriptions)
            let chained = subscribeCapturing(source.observable.map { $0 + 1 }.filter { $0 > 0 }, into: &subscriptions)
            XCTAssertNotNil(direct(), source.name)
            subscriptions.forEach { $0.dispose() }
            XCTAssertNil(direct(), "\(source.name): a disposed subscription kept its handler")
            XCTAssertNil(chained(), "\(source.name): a disposed operator chain kept its handler")
            withExtendedLifetime(subscriptions) {}
        }
    }

    func testTerminalEventReleasesTheHandlersClosures() {
        for source in HotSource.terminating {
            var subscriptions: [Disposable] = []
            let captured = subscribeCapturing(source.observable, into: &subscriptions)
            source.send(1)
            XCTAssertNotNil(captured(), source.name)
            source.end!(.completed)
            XCTAssertNil(captured(), "\(source.name): an ended subscription kept its handler")
            withExtendedLifetime(subscriptions) {}
        }
        // An error raised by an operator ends the chain too.
        let relay = PublishRelay<Int>()
        var subscriptions: [Disposable] = []
        let captured = subscribeCapturing(relay.map { _ in throw TestError() }, into: &subscriptions)
        relay.accept(1)
        XCTAssertNil(captured(), "an operator error must release the subscriber")
        XCTAssertFalse(relay.hasObservers)
        withExtendedLifetime(subscriptions) {}
    }

    func testDisposeBagGoingAwayDisposesEverythingItHolds() {
        let relay = PublishRelay<Int>()
        let subject = BehaviorSubject(value: 0)
        var disposedCount = 0
        var bag: DisposeBag? = DisposeBag()
        weak var weakCaptured: Canary?
        do {
            let captured = Canary()
            weakCaptured = captured
            relay.subscribe(onNext: { _ in withExtendedLifetime(captured) {} }).disposed(by: bag!)
            subject.subscribe(onDisposed: { disposedCount += 1 }).disposed(by: bag!)
            relay.bind(to: subject).disposed(by: bag!)
        }
        XCTAssertNotNil(weakCaptured)
        XCTAssertTrue(relay.hasObservers && subject.hasObservers)
        bag = nil
        XCTAssertNil(weakCaptured, "the bag's subscriptions kept their handlers")
        XCTAssertFalse(relay.hasObservers || subject.hasObservers)
        XCTAssertEqual(disposedCount, 1)
        withExtendedLifetime(bag) {}
    }

    func testSubjectReleasedWithoutDisposalReleasesItsObservers() {
        var subscriptions: [Disposable] = []
        var captures: [() -> Canary?] = []
        let disposedCount = Locked(0)
        do {
            for source in HotSource.multicast {
                captures.append(subscribeCapturing(source.observable, inOnDisposed: false, into: &subscriptions))
                subscriptions.append(source.observable.subscribe(onDisposed: { disposedCount.mutate { $0 += 1 } }))
            }
        }
        // The sources went out of scope with the loop; only the subscriptions are still held. The
        // handlers go with the sources (`onDisposed` stays with its subscription until it runs).
        for (index, captured) in captures.enumerated() {
            XCTAssertNil(captured(), "source #\(index) was released but its observer was not")
        }
        subscriptions.forEach { $0.dispose() }  // disposing after the subject is gone is harmless
        XCTAssertEqual(disposedCount.value, HotSource.multicast.count)
    }

    func testSubscribeWithOwnerDoesNotRetainTheOwner() {
        final class ViewModel {
            var seen: [Int] = []
        }
        let relay = PublishRelay<Int>()
        var owner: ViewModel? = ViewModel()
        weak var weakOwner: ViewModel?
        weakOwner = owner
        var disposedWithOwner = 0
        let subscription = relay.subscribe(with: owner!, onNext: { owner, value in owner.seen.append(value) },
                                           onDisposed: { _ in disposedWithOwner += 1 })
        relay.accept(1)
        XCTAssertEqual(owner?.seen, [1])
        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) retained its owner")
        relay.accept(2)  // dropped: the owner is gone
        subscription.dispose()
        XCTAssertEqual(disposedWithOwner, 0, "onDisposed needs the owner, which is gone")
    }

    func testKeyPathBinderDoesNotRetainItsTarget() {
        final class Label {
            var text: String = ""
            var optionalText: String?
        }
        let relay = BehaviorRelay(value: "a")
        var label: Label? = Label()
        weak var weakLabel: Label?
        weakLabel = label
        let bindings = [relay.bind(to: label!, \.text), relay.bind(to: label!, \.optionalText)]
        relay.accept("b")
        XCTAssertEqual(label?.text, "b")
        XCTAssertEqual(label?.optionalText, "b")
        label = nil
        XCTAssertNil(weakLabel, "the key-path binder retained its target")
        relay.accept("c")
        bindings.forEach { $0.dispose() }
    }

    func testCreateReleasesItsDisposableAndSubscriberWhenDisposed() {
        weak var weakResource: Canary?
        weak var weakSubscriber: Canary?
        var subscription: Disposable?
        do {
            let resource = Canary("resource")
            let subscriber = Canary("subscriber")
            weakResource = resource
            weakSubscriber = subscriber
            let observable = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create { withExtendedLifetime(resource) {} }
            }
            subscription = observable.subscribe(onNext: { _ in withExtendedLifetime(subscriber) {} })
        }
        XCTAssertNotNil(weakResource)
        XCTAssertNotNil(weakSubscriber)
        subscription?.dispose()
        XCTAssertNil(weakResource, "the create's disposable was kept after disposal")
        XCTAssertNil(weakSubscriber, "the subscriber was kept after disposal")
        withExtendedLifetime(subscription) {}
    }

    func testResourceCountReturnsToItsStartAfterManySubscriptions() {
        let start = Resources.total
        do {
            let relay = BehaviorRelay(value: 0)
            let subject = PublishSubject<Int>()
            let bag = DisposeBag()
            for index in 0..<50 {
                relay.map { $0 * 2 }.filter { $0 >= 0 }.bind(to: subject).disposed(by: bag)
                subject.subscribe(onNext: { _ in }).disposed(by: bag)
                relay.accept(index)
            }
            XCTAssertGreaterThan(Resources.total, start)
        }
        XCTAssertEqual(Resources.total, start)
    }

    /// RxSwift's `Resources` shape: an `Int32` total, and `incrementTotal()`/`decrementTotal()` that
    /// code with resources of its own calls and that return the new total.
    func testResourcesCountsWhatItsCallersCountLikeRxSwifts() {
        let start: Int32 = Resources.total
        let afterIncrement: Int32 = Resources.incrementTotal()
        XCTAssertEqual(afterIncrement, start + 1)
        XCTAssertEqual(Resources.total, start + 1)
        XCTAssertEqual(Resources.decrementTotal(), start)
        XCTAssertEqual(Resources.total, start)
    }
}
