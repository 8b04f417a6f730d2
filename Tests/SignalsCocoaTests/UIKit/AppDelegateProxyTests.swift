#if canImport(UIKit) && !os(watchOS)
import Signals
import SignalsCocoa
import UIKit
import XCTest

/// An object with a delegate that is neither a view nor main-actor isolated, as `CLLocationManager`.
final class Compass: NSObject, HasDelegate {
    weak var delegate: CompassDelegate?

    /// The hardware reports a heading.
    func report(_ heading: Double) { delegate?.compass(self, didUpdateHeading: heading) }
}

/// The compass's delegate protocol, as an app or a framework declares it (not main-actor isolated).
protocol CompassDelegate: AnyObject {
    func compass(_ compass: Compass, didUpdateHeading heading: Double)
}

/// An app's own delegate proxy, written as RxCocoa apps write them (RxCLLocationManagerDelegateProxy).
final class RxCompassDelegateProxy: DelegateProxy<Compass, CompassDelegate>, DelegateProxyType, CompassDelegate {
    let headings = PublishSubject<Double>()

    init(compass: Compass) {
        super.init(parentObject: compass, delegateProxy: RxCompassDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxCompassDelegateProxy(compass: $0) }
    }

    func compass(_ compass: Compass, didUpdateHeading heading: Double) {
        headings.onNext(heading)
        forwardToDelegate()?.compass(compass, didUpdateHeading: heading)
    }
}

extension Reactive where Base: Compass {
    /// The compass's delegate proxy, as RxCocoa apps expose theirs (from a nonisolated property).
    var delegate: DelegateProxy<Compass, CompassDelegate> { RxCompassDelegateProxy.proxy(for: base) }

    /// Each heading reported.
    var heading: Observable<Double> { RxCompassDelegateProxy.proxy(for: base).headings.asObservable() }
}

/// Delegate proxies an app writes for its own delegate protocols, as with RxCocoa: registered with
/// `register`, installed by `proxy(for:)` (keeping the object's delegate as the forward delegate),
/// reached from a plain (nonisolated) `Reactive` extension. (Not leak-checked: on Linux the UIKit
/// stand-in keeps a non-view's associated objects, the proxy among them, until a later call finds the
/// object gone; release with the parent is checked on table views.)
final class AppDelegateProxyTests: XCTestCase {
    final class Logger: NSObject, CompassDelegate {
        var headings: [Double] = []
        func compass(_ compass: Compass, didUpdateHeading heading: Double) { headings.append(heading) }
    }

    func testAnAppsProxyObservesItsDelegateAndKeepsTheDelegateItHad() {
        let compass = Compass()
        let logger = Logger()
        compass.delegate = logger
        var seen: [Double] = []
        let subscription = compass.rx.heading.subscribe(onNext: { seen.append($0) })
        XCTAssertTrue(compass.delegate is RxCompassDelegateProxy, "the proxy is the delegate")
        XCTAssertTrue(compass.rx.delegate.forwardToDelegate() === logger, "the delegate it had is its forward delegate")
        compass.report(90)
        compass.report(180)
        subscription.dispose()
        XCTAssertEqual(seen, [90, 180])
        XCTAssertEqual(logger.headings, [90, 180])
    }

    func testInstallForwardDelegateUntilDisposed() {
        let compass = Compass()
        let logger = Logger()
        let installed = RxCompassDelegateProxy.installForwardDelegate(logger, retainDelegate: false, onProxyForObject: compass)
        compass.report(1)
        installed.dispose()
        compass.report(2)
        XCTAssertEqual(logger.headings, [1])
        XCTAssertNil(compass.rx.delegate.forwardToDelegate())
    }

}
#endif
