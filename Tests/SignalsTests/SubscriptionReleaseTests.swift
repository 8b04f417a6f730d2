import Foundation
import Signals
import XCTest

/// Issue 11: a subscription to a source that is not a relay keeps the subscriber's closures in the
/// subscription object itself (the handler the source holds captures only that object), and each
/// hot operator keeps its closures in its one per-subscription sink. Disposing must still let go of
/// all of them while the disposable is held — also when a value is being delivered at that moment,
/// on the same or on another thread.
final class SubscriptionReleaseTests: LeakCheckingTestCase {
    /// Returns a fresh object and a way to see whether it is still alive.
    private func watched(_ name: String) -> (Canary, () -> Canary?) {
        let canary = Canary(name)
        weak let weakCanary = canary
        return (canary, { weakCanary })
    }

    /// Subscribes `onNext` through a closure that also holds a fresh object; returns the
    /// subscription and a way to see whether that object (so the closure) is still alive.
    private func subscribeCapturing(
        _ observable: Observable<Int>, _ onNext: @escaping (Int) -> Void
    ) -> (Disposable, () -> Canary?) {
        let (captured, alive) = watched("onNext")
        let subscription = observable.subscribe(onNext: { value in withExtendedLifetime(captured) { onNext(value) } })
        return (subscription, alive)
    }

    /// A `create` source whose observer the test sends through, from any thread.
    private func sourceKeepingItsObserver() -> (Observable<Int>, Locked<AnyObserver<Int>?>) {
        let observer = Locked<AnyObserver<Int>?>(nil)
        let source = Observable<Int>.create { newObserver in
            observer.value = newObserver
            return Disposables.create()
        }
        return (source, observer)
    }

    func testDisposingAnOperatorChainReleasesEveryOperatorsClosuresWhileTheDisposableIsHeld() {
        let relay = PublishRelay<Int>()
        var seen: [Int] = []
        var alive: [() -> Canary?] = []
        let subscription: Disposable
        do {
            let (inMap, mapAlive) = watched("map")
            let (inFilter, filterAlive) = watched("filter")
            let (inDistinct, distinctAlive) = watched("distinctUntilChanged")
            let (inScan, scanAlive) = watched("scan")
            let (inCompactMap, compactMapAlive) = watched("compactMap")
            alive = [mapAlive, filterAlive, distinctAlive, scanAlive, compactMapAlive]
            subscription = relay
                .map { value in withExtendedLifetime(inMap) { value * 2 } }
                .filter { value in withExtendedLifetime(inFilter) { value > 0 } }
                .distinctUntilChanged { value in withExtendedLifetime(inDistinct) { value } }
                .scan(0) { sum, value in withExtendedLifetime(inScan) { sum + value } }
                .compactMap { value in withExtendedLifetime(inCompactMap) { Optional(value) } }
                .subscribe(onNext: { seen.append($0) })
        }
        relay.accept(1)
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(seen, [2, 6])
        XCTAssertTrue(alive.allSatisfy { $0() != nil }, "the live chain lost an operator's closure")
        subscription.dispose()
        for isAlive in alive {
            XCTAssertNil(isAlive(), "\(isAlive()?.name ?? ""): a disposed chain kept the operator's closure")
        }
        XCTAssertFalse(relay.hasObservers)
        withExtendedLifetime(subscription) {}
    }

    func testDisposingFromInsideOnNextReleasesTheClosuresWhenThatCallReturns() {
        let relay = PublishRelay<Int>()
        var subscription: Disposable?  // held until the end, as a DisposeBag would
        var seen: [Int] = []
        var isAlive: () -> Canary? = { nil }
        do {
            let (captured, alive) = watched("onNext")
            isAlive = alive
            subscription = relay.map { $0 }.subscribe(onNext: { value in
                withExtendedLifetime(captured) { seen.append(value) }
                subscription?.dispose()
                XCTAssertNotNil(alive(), "the running onNext lost its own captures")
            })
        }
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(seen, [1])
        XCTAssertNil(isAlive(), "disposing from inside onNext kept the closures after the call returned")
        withExtendedLifetime(subscription) {}
    }

    func testDisposingDuringADeliveryOnAnotherThreadReleasesTheClosuresWhenThatDeliveryEnds() {
        let (source, observer) = sourceKeepingItsObserver()
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let calls = Locked(0)
        let (subscription, isAlive) = subscribeCapturing(source.map { $0 }) { _ in
            calls.mutate { $0 += 1 }
            entered.signal()
            proceed.wait()
        }
        let delivered = DispatchSemaphore(value: 0)
        Thread {
            observer.value?.onNext(1)
            delivered.signal()
        }.start()
        entered.wait()
        subscription.dispose()  // while onNext(1) runs on the other thread
        proceed.signal()
        delivered.wait()
        XCTAssertNil(isAlive(), "the delivery running at dispose() did not drop the closures when it ended")
        observer.value?.onNext(2)
        XCTAssertEqual(calls.value, 1, "a value was delivered after dispose() returned")
        observer.value = nil
        withExtendedLifetime(subscription) {}
    }

    func testDisposingWhileAnotherThreadSendsNeverCallsADroppedClosure() {
        // Many rounds of a value stream on one thread racing dispose() on another: every call that
        // starts finds its closure (a dropped closure would crash, or show as a missing capture),
        // no call starts after dispose() returned and the closures are gone once both threads are.
        for round in 0..<200 {
            let (source, observer) = sourceKeepingItsObserver()
            let disposed = Locked(false)
            let lateCalls = Locked(0)
            let (subscription, isAlive) = subscribeCapturing(source.filter { _ in true }) { _ in
                if disposed.value { lateCalls.mutate { $0 += 1 } }
            }
            let sender = observer.value
            runOnThreads(2) { thread in
                if thread == 0 {
                    for value in 0..<200 { sender?.onNext(value) }
                } else {
                    spin(round * 50)
                    subscription.dispose()
                    disposed.value = true
                }
            }
            XCTAssertLessThanOrEqual(lateCalls.value, 1, "round \(round): calls kept starting after dispose() returned")
            XCTAssertNil(isAlive(), "round \(round): the closures outlived the subscription and its deliveries")
            observer.value = nil
            withExtendedLifetime(subscription) {}
        }
    }

    /// An operator's subscriber to a relay calls the operator's sink through a closure it never
    /// drops (`Subscriber.sinkHandler`); a relay freed first disposes that sink's hold on it, so the
    /// relay's subscriber goes at once, and disposing later releases the rest.
    func testARelayFreedBeforeAnOperatorSubscriptionIsDisposedReleasesItsSubscriberAtOnce() {
        let before = Resources.total
        var alive: () -> Canary? = { nil }
        var subscription: Disposable?
        var received: [Int] = []
        do {
            let (canary, canaryAlive) = watched("map")
            alive = canaryAlive
            let relay = PublishRelay<Int>()
            subscription = relay.map { value in withExtendedLifetime(canary) { value * 10 } }
                .subscribe(onNext: { received.append($0) })
            relay.accept(1)
            XCTAssertEqual(Resources.total - before, 4, "the relay, its subscriber, the map sink, the final subscriber")
        }
        XCTAssertEqual(received, [10])
        XCTAssertEqual(Resources.total - before, 2, "the relay's subscriber went with the relay")
        XCTAssertNotNil(alive(), "the map's closure stays with the held subscription until it is disposed")
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(alive())
        XCTAssertEqual(Resources.total, before)
    }

}
