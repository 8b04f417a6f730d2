import Foundation
import Signals
import XCTest

/// Records the values a subscription receives, for exact-sequence assertions.
final class Recorder<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []
    private var terminalEvents = 0
    private var offMainThread = 0

    /// The values received so far, in order.
    var values: [Element] { lock.withLock { storage } }
    /// How many errors or completions arrived (ViewModel outputs must never end).
    var terminalCount: Int { lock.withLock { terminalEvents } }
    /// How many events arrived off the main thread (a `Driver` or `Signal` delivers none there).
    var offMainThreadCount: Int { lock.withLock { offMainThread } }

    func record(_ event: Event<Element>) {
        let isMainThread = Thread.isMainThread
        lock.withLock {
            if !isMainThread { offMainThread += 1 }
            if case .next(let value) = event { storage.append(value) } else { terminalEvents += 1 }
        }
    }
}

extension ObservableConvertibleType {
    /// Subscribes a new recorder, keeping the subscription in `bag` (an observable, a `Driver` or a
    /// `Signal`).
    func record(in bag: DisposeBag) -> Recorder<Element> {
        let recorder = Recorder<Element>()
        asObservable().subscribe { recorder.record($0) }.disposed(by: bag)
        return recorder
    }
}

extension LeakCheckingTestCase {
    /// Builds a ViewModel, lets a test "view" bind to it and use it through `view` (which keeps its
    /// subscriptions in the bag it is given), then lets go of both and asserts the ViewModel is
    /// deallocated and every Signals object it made is gone.
    func assertReleasedWhenViewLetsGo<ViewModel: AnyObject>(
        _ make: () -> ViewModel,
        view: (ViewModel, DisposeBag) -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = Resources.total
        weak var weakViewModel: ViewModel?
        do {
            let viewModel = make()
            weakViewModel = viewModel
            let bag = DisposeBag()
            view(viewModel, bag)
            XCTAssertNotNil(weakViewModel, file: file, line: line)
        }
        XCTAssertNil(weakViewModel, "the ViewModel outlived its view", file: file, line: line)
        XCTAssertEqual(Resources.total, before, "Signals objects outlived the ViewModel", file: file, line: line)
    }
}
