import Dispatch
import Foundation
import Signals
import XCTest

/// A plain (non-UIKit) class with reactive extensions, as any app may write.
final class Thermometer: ReactiveCompatible {
    var reading = ""
    var unit: String?
}

extension Reactive where Base: Thermometer {
    /// A custom binder.
    var reading: Binder<String> { Binder(base) { thermometer, text in thermometer.reading = text } }
    /// A static member through `Thermometer.rx`.
    static var kind: String { "thermometer" }
}

final class ReactiveTests: LeakCheckingTestCase {
    func testCustomBinderAppliesEachValueOnTheMainThread() {
        let thermometer = Thermometer()
        let readings = PublishRelay<String>()
        let binding = readings.bind(to: thermometer.rx.reading)
        readings.accept("20°")
        XCTAssertEqual(thermometer.reading, "20°")
        readings.accept("21°")
        XCTAssertEqual(thermometer.reading, "21°")
        binding.dispose()
        readings.accept("22°")
        XCTAssertEqual(thermometer.reading, "21°")
    }

    func testBinderHopsToTheMainThreadFromABackgroundThread() {
        let thermometer = Thermometer()
        let binder = thermometer.rx.reading
        let sentFromBackground = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            binder.onNext("from background")
            sentFromBackground.signal()
        }
        sentFromBackground.wait()
        XCTAssertEqual(thermometer.reading, "", "a value sent off the main thread waits for the main queue")
        runMainQueue { thermometer.reading == "from background" }
        XCTAssertEqual(thermometer.reading, "from background")
    }

    func testDynamicMemberBinderAssignsAWritableKeyPath() {
        let thermometer = Thermometer()
        let units = BehaviorRelay<String>(value: "C")
        let binding = units.bind(to: thermometer.rx.unit)  // String into String?: the optional overload
        XCTAssertEqual(thermometer.unit, "C")
        units.accept("F")
        XCTAssertEqual(thermometer.unit, "F")
        binding.dispose()
    }

    func testBinderHoldsItsTargetWeaklyAndDropsLaterValues() {
        var thermometer: Thermometer? = Thermometer()
        weak let released = thermometer
        let binder = thermometer!.rx.reading
        let readings = PublishRelay<String>()
        let binding = readings.bind(to: binder)
        thermometer = nil
        XCTAssertNil(released, "neither the binder nor the binding keeps the target alive")
        readings.accept("ignored")
        binding.dispose()
    }

    func testBinderOnAnotherSchedulerRunsThere() {
        let thermometer = Thermometer()
        let queue = DispatchQueue(label: "binder-test")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let applied = DispatchSemaphore(value: 0)
        let binder = Binder<String>(thermometer, scheduler: scheduler) { thermometer, text in
            dispatchPrecondition(condition: .onQueue(queue))
            thermometer.reading = text
            applied.signal()
        }
        binder.onNext("on the queue")
        XCTAssertEqual(applied.wait(timeout: .now() + 2), .success)
        queue.sync {}
        XCTAssertEqual(thermometer.reading, "on the queue")
    }

    func testCompletionIsIgnoredAndTheTargetKeepsItsValue() {
        let thermometer = Thermometer()
        _ = Observable.of("1°", "2°").bind(to: thermometer.rx.reading)
        XCTAssertEqual(thermometer.reading, "2°")
    }

    func testStaticNamespaceAndNSObjectCompatibility() {
        XCTAssertEqual(Thermometer.rx.kind, "thermometer")
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object, "every NSObject has .rx")
    }
}
