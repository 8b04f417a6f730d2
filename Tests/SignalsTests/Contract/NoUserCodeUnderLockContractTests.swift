import Foundation
import Signals
import XCTest

/// Contract 5 — no user code runs while a Signals lock is held. Proven by user code that calls back
/// into the same subject (directly, or by waiting for another thread that does): with a lock held
/// either would deadlock. Each scenario runs on its own thread; not finishing within the limit is
/// the failure (the limit is generous and never measured).
final class NoUserCodeUnderLockContractTests: LeakCheckingTestCase {
    func testHandlerThatSubscribesDisposesAndSendsOnItsOwnSourceDoesNotDeadlock() {
        for source in HotSource.multicast {
            let log = Locked([String]())
            let finished = finishesWithoutDeadlock {
                let inner = DisposableBox()
                let outer = source.observable.subscribe(onNext: { value in
                    guard value == 1 else { return }
                    inner.disposable = source.observable.subscribe(onNext: { innerValue in log.mutate { $0.append("inner \(innerValue)") } })
                    source.send(2)
                    _ = source.hasObservers()
                    inner.dispose()
                    source.send(3)
                })
                source.send(1)
                outer.dispose()
            }
            XCTAssertTrue(finished, "\(source.name) deadlocked")
            // The inner subscription was disposed before its queued addition ran: it gets nothing.
            XCTAssertEqual(log.value, [], source.name)
            XCTAssertFalse(source.hasObservers(), source.name)
        }
    }

    func testHandlerWaitingForAnotherThreadThatUsesTheSameSourceDoesNotDeadlock() {
        for source in HotSource.multicast {
            let received = Locked([Int]())
            let finished = finishesWithoutDeadlock {
                let subscription = source.observable.subscribe(onNext: { value in
                    received.mutate { $0.append(value) }
                    guard value == 1 else { return }
                    // Block this handler until another thread has sent, subscribed and disposed here.
                    waitForThread {
                        source.send(2)
                        let other = source.observable.subscribe(onNext: { _ in })
                        _ = source.hasObservers()
                        other.dispose()
                    }
                })
                source.send(1)
                subscription.dispose()
            }
            XCTAssertTrue(finished, "\(source.name) deadlocked")
            XCTAssertEqual(received.value, source.initial + [1, 2], source.name)
        }
    }

    func testHandlerWaitingForAnotherThreadThatReadsTheCurrentValueDoesNotDeadlock() {
        let relay = BehaviorRelay(value: 0)
        let subject = BehaviorSubject(value: 0)
        let read = Locked([Int]())
        let finished = finishesWithoutDeadlock {
            let subscriptions = [relay.asObservable(), subject.asObservable()].map { observable in
                observable.subscribe(onNext: { value in
                    guard value == 1 else { return }
                    waitForThread {
                        read.mutate { $0.append(relay.value) }
                        read.mutate { $0.append((try? subject.value()) ?? -1) }
                    }
                })
            }
            relay.accept(1)
            subject.onNext(1)
            subscriptions.forEach { $0.dispose() }
        }
        XCTAssertTrue(finished, "reading the current value deadlocked")
        XCTAssertEqual(read.value, [1, 0, 1, 1])
    }

    func testCreateClosureAndItsDisposableMayCallBackIntoTheSubscriptionFromAnotherThread() {
        let events = Recorder<Int>()
        let finished = finishesWithoutDeadlock {
            let box = DisposableBox()
            let observable = Observable<Int>.create { observer in
                let observer = UncheckedSendable(observer)
                waitForThread { observer.value.onNext(1) }
                return Disposables.create {
                    // Runs on dispose: another thread sends into the ending subscription meanwhile.
                    waitForThread { observer.value.onNext(2); box.dispose() }
                }
            }
            box.disposable = observable.subscribe { event in
                events.record(event)
                waitForThread { box.dispose() }  // disposing from another thread while this handler runs
            }
            box.dispose()
        }
        XCTAssertTrue(finished, "Observable.create deadlocked")
        XCTAssertEqual(events.rendered, ["next(1)"])
    }

    func testOnDisposedWaitingForAnotherThreadThatUsesTheSameSourceDoesNotDeadlock() {
        let relay = PublishRelay<Int>()
        let received = Locked([Int]())
        let finished = finishesWithoutDeadlock {
            let bag = DisposeBag()
            let box = DisposableBox()
            box.disposable = relay.subscribe(onNext: { value in received.mutate { $0.append(value) } }, onDisposed: {
                waitForThread {
                    relay.accept(1)
                    box.dispose()
                    relay.subscribe(onNext: { _ in }).disposed(by: bag)
                }
            })
            box.dispose()
            relay.accept(2)
        }
        XCTAssertTrue(finished, "onDisposed deadlocked")
        XCTAssertEqual(received.value, [])
    }

    func testDisposingAMemberThatWaitsForAnotherThreadUsingTheSameCompositeDoesNotDeadlock() {
        let finished = finishesWithoutDeadlock {
            let composite = CompositeDisposable()
            let serial = SerialDisposable()
            composite.insert(Disposables.create {
                waitForThread {
                    composite.insert(Disposables.create())
                    _ = composite.count
                    serial.disposable = Disposables.create()
                }
            })
            serial.disposable = Disposables.create { waitForThread { composite.dispose(); _ = serial.isDisposed } }
            serial.disposable = Disposables.create()
        }
        XCTAssertTrue(finished, "a disposable deadlocked")
    }

    /// A value's `deinit` is user code too: replacing a BehaviorRelay's current value releases the old
    /// one, and its `deinit` may read or send to the relay.
    func testReleasingAReplacedCurrentValueRunsNoUserCodeUnderTheLock() {
        let relay = BehaviorRelay<Canary?>(value: nil)
        let subject = BehaviorSubject<Canary?>(value: nil)
        let deinits = Locked(0)
        let finished = finishesWithoutDeadlock {
            relay.accept(Canary("first") {
                _ = relay.value
                relay.accept(nil)
                deinits.mutate { $0 += 1 }
            })
            relay.accept(Canary("second"))
            subject.onNext(Canary("first") {
                _ = try? subject.value()
                subject.onNext(nil)
                deinits.mutate { $0 += 1 }
            })
            subject.onNext(Canary("second"))
        }
        XCTAssertTrue(finished, "a value's deinit ran while the relay's lock was held")
        XCTAssertEqual(deinits.value, 2)
    }
}
