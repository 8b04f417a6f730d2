#if canImport(UIKit) && !os(watchOS)
import Foundation
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// `rx.disposeBag` as NSObject+Rx gives it: one bag per object, made on first use, thread-safe, and
/// disposed when the object is released; assigning a new bag disposes the old one's subscriptions.
final class ObjectDisposeBagTests: LeakCheckingTestCase {
    func testOneBagPerObjectDisposedWhenTheObjectIsReleased() {
        MainActor.assumeIsolated {
            let relay = PublishRelay<Int>()
            var seen: [Int] = []
            var disposed = 0
            var view: UIView? = UIView()
            let other = UIView()
            XCTAssertTrue(view!.rx.disposeBag === view!.rx.disposeBag, "made on first use, then the same bag")
            XCTAssertFalse(view!.rx.disposeBag === other.rx.disposeBag, "one bag per object")
            relay.subscribe(onNext: { seen.append($0) }, onDisposed: { disposed += 1 }).disposed(by: view!.rx.disposeBag)
            relay.accept(1)
            view = nil
            relay.accept(2)
            XCTAssertEqual(seen, [1])
            XCTAssertEqual(disposed, 1)
        }
    }

    func testAssigningANewBagDisposesTheOldOnesSubscriptions() {
        MainActor.assumeIsolated {
            let view = UIView()
            var disposed = 0
            Observable<Int>.never().subscribe(onDisposed: { disposed += 1 }).disposed(by: view.rx.disposeBag)
            let fresh = DisposeBag()
            view.rx.disposeBag = fresh
            XCTAssertEqual(disposed, 1)
            XCTAssertTrue(view.rx.disposeBag === fresh)
        }
    }

    func testFirstUseFromManyThreadsMakesOneBag() {
        let view = MainActor.assumeIsolated { UIView() }
        let target = view
        let bags = NSLock()
        nonisolated(unsafe) var seen: [ObjectIdentifier] = []
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let bag = target.rx.disposeBag
            bags.withLock { seen.append(ObjectIdentifier(bag)) }
        }
        XCTAssertEqual(Set(seen).count, 1)
    }
}
#endif
