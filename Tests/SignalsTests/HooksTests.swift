import Signals
import XCTest

/// RxSwift's `Hooks`: the handler for errors no `onError` handles, and the subscription call stack
/// it is given. Written as RxSwift's own tests use them; each test restores the hooks it changed.
final class HooksTests: LeakCheckingTestCase {
    private var savedHandler: Hooks.DefaultErrorHandler?
    private var savedCapture: Hooks.CustomCaptureSubscriptionCallstack?
    private var savedRecording = false

    override func setUp() {
        super.setUp()
        savedHandler = Hooks.defaultErrorHandler
        savedCapture = Hooks.customCaptureSubscriptionCallstack
        savedRecording = Hooks.recordCallStackOnError
    }

    override func tearDown() {
        if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
        if let savedCapture { Hooks.customCaptureSubscriptionCallstack = savedCapture }
        Hooks.recordCallStackOnError = savedRecording
        super.tearDown()
    }

    func testCallStacksAreNotRecordedByDefault() {
        XCTAssertFalse(Hooks.recordCallStackOnError)
    }

    func testAnErrorWithoutOnErrorGoesToTheDefaultErrorHandler() {
        var logged: [Int] = []
        Hooks.defaultErrorHandler = { _, error in logged.append((error as? TestError)?.id ?? -1) }
        _ = Observable<Int>.error(TestError(1)).subscribe()
        _ = Observable<Int>.error(TestError(2)).subscribe(onNext: { _ in })
        _ = Single<Int>.error(TestError(3)).subscribe(onSuccess: { _ in })
        _ = Maybe<Int>.error(TestError(4)).subscribe(onSuccess: { _ in })
        _ = Completable.error(TestError(5)).subscribe(onCompleted: {})
        XCTAssertEqual(logged, [1, 2, 3, 4, 5])
    }

    func testAHandledErrorDoesNotReachTheDefaultErrorHandler() {
        var logged: [Error] = []
        Hooks.defaultErrorHandler = { _, error in logged.append(error) }
        _ = Observable<Int>.error(TestError(1)).subscribe(onError: { _ in })
        _ = Observable<Int>.error(TestError(2)).subscribe { _ in }
        _ = Single<Int>.error(TestError(3)).subscribe(onSuccess: { _ in }, onFailure: { _ in })
        _ = Completable.error(TestError(4)).subscribe(onError: { _ in })
        _ = Observable<Int>.error(TestError(5)).subscribe(with: self, onNext: { _, _ in })
        XCTAssertEqual(logged.count, 0)
    }

    func testRestoringTheOriginalHandlerStopsTheReplacementGettingErrors() {
        var logged: [Error] = []
        let original = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in logged.append(error) }
        _ = Observable<Int>.error(TestError(1)).subscribe()
        Hooks.defaultErrorHandler = original
        _ = Observable<Int>.error(TestError(2)).subscribe()
        XCTAssertEqual(logged.count, 1)
    }

    func testTheCallStackIsCapturedAtSubscriptionOnlyWhenRecording() {
        var callStack = ["unset"]
        Hooks.defaultErrorHandler = { stack, _ in callStack = stack }
        Hooks.customCaptureSubscriptionCallstack = { ["frame1"] }
        Hooks.recordCallStackOnError = false
        _ = Observable<Int>.error(TestError(1)).subscribe()
        XCTAssertEqual(callStack, [])

        Hooks.recordCallStackOnError = true
        let later = PublishSubject<Int>()
        let subscription = later.subscribe()
        Hooks.customCaptureSubscriptionCallstack = { ["frame1", "frame2"] }
        later.onError(TestError(2))
        XCTAssertEqual(callStack, ["frame1"], "captured when subscribing, not when the error arrives")
        subscription.dispose()
    }
}
