import Foundation
import Signals // an RxSwift app's `import RxSwift` and `import RxCocoa`
import SignalsTest // its `import RxTest`

// The code below is what RxSwift + RxCocoa apps have in their ViewModel layer (written here from the
// pattern, not copied): their own `SharedSequenceConvertibleType`s (RxExample's activity indicator
// and error tracker, which many apps copy), helpers declared on both `ObservableType` and
// `SharedSequenceConvertibleType`, and a login ViewModel whose button taps switch to a `Driver`.
// Only the imports differ from the RxSwift original: it must compile and behave as under RxCocoa
// (issue 24, gaps 1, 2 and 3). `SharedSequenceAppCodeTests` runs it.

/// The app's namespace: its `ActivityIndicator` is its own type, not Signals' built-in one.
enum RxApp {
    /// Counts running work; a `Driver<Bool>` of "anything running", by conforming to
    /// `SharedSequenceConvertibleType` (RxExample's pattern).
    final class ActivityIndicator: SharedSequenceConvertibleType {
        typealias Element = Bool
        typealias SharingStrategy = DriverSharingStrategy

        private let lock = NSRecursiveLock()
        private let running = BehaviorRelay(value: 0)
        private let loading: SharedSequence<SharingStrategy, Bool>

        init() {
            loading = running.asDriver()
                .map { $0 > 0 }
                .distinctUntilChanged()
        }

        func trackActivityOfObservable<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
            Observable.using({ () -> ActivityToken<Source.Element> in
                self.increment()
                return ActivityToken(source: source.asObservable(), disposeAction: self.decrement)
            }, observableFactory: { token in token.asObservable() })
        }

        private func increment() {
            lock.lock()
            running.accept(running.value + 1)
            lock.unlock()
        }

        private func decrement() {
            lock.lock()
            running.accept(running.value - 1)
            lock.unlock()
        }

        func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { loading }
    }

    /// One tracked piece of work: its source, and what to do when it ends.
    final class ActivityToken<Element>: ObservableConvertibleType, Disposable {
        private let source: Observable<Element>
        private let cancelable: Cancelable

        init(source: Observable<Element>, disposeAction: @escaping () -> Void) {
            self.source = source
            cancelable = Disposables.create(with: disposeAction)
        }

        func dispose() { cancelable.dispose() }

        func asObservable() -> Observable<Element> { source }
    }

    /// Collects the errors of tracked work as a `Driver<Error>` (RxExample's pattern).
    final class ErrorTracker: SharedSequenceConvertibleType {
        typealias SharingStrategy = DriverSharingStrategy

        private let subject = PublishSubject<Error>()

        func trackError<Source: ObservableConvertibleType>(from source: Source) -> Observable<Source.Element> {
            source.asObservable().do(onError: onError)
        }

        func asSharedSequence() -> SharedSequence<SharingStrategy, Error> {
            subject.asObservable().asDriverOnErrorJustComplete()
        }

        func asObservable() -> Observable<Error> { subject.asObservable() }

        private func onError(_ error: Error) { subject.onNext(error) }

        deinit { subject.onCompleted() }
    }
}

extension ObservableConvertibleType {
    func trackActivity(_ activityIndicator: RxApp.ActivityIndicator) -> Observable<Element> {
        activityIndicator.trackActivityOfObservable(self)
    }

    func trackError(_ errorTracker: RxApp.ErrorTracker) -> Observable<Element> {
        errorTracker.trackError(from: self)
    }
}

// Helpers apps declare twice, once for observables and once for traits: with a trait that is not an
// `ObservableType` (as in RxCocoa), each call on a `Driver` has one candidate.
extension ObservableType {
    func asDriverOnErrorJustComplete() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    func mapToVoid() -> Observable<Void> { map { _ in } }

    func skipNil<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? { compactMap { $0 } }
}

extension ObservableType where Element == Bool {
    func not() -> Observable<Bool> { map { !$0 } }
}

extension SharedSequenceConvertibleType {
    func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in } }

    func skipNil<Wrapped>() -> SharedSequence<SharingStrategy, Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }
}

extension SharedSequenceConvertibleType where Element == Bool {
    func not() -> SharedSequence<SharingStrategy, Bool> { map { !$0 } }
}

/// The app's service, behind a protocol so a test can stub it.
protocol LoginAPI {
    func login(username: String, password: String) -> Observable<Bool>
}

/// A login screen's ViewModel as RxCocoa apps write it: the taps are a `Signal`, the result a
/// `Driver` (the inner `asDriver(onErrorJustReturn:)` decides the strategy of `flatMapLatest`).
struct LoginViewModel {
    let loggedIn: Driver<Bool>
    let signingIn: Driver<Bool>
    let canSubmit: Driver<Bool>

    init(username: Driver<String>, password: Driver<String>, loginTaps: Signal<Void>, api: LoginAPI) {
        let activity = RxApp.ActivityIndicator()
        signingIn = activity.asDriver()
        let credentials = Driver.combineLatest(username, password) { (username: $0, password: $1) }
        canSubmit = Driver.combineLatest(credentials.map { !$0.username.isEmpty && !$0.password.isEmpty }, activity.not()) {
            $0 && $1
        }
        loggedIn = loginTaps.withLatestFrom(credentials)
            .flatMapLatest { credentials in
                api.login(username: credentials.username, password: credentials.password)
                    .trackActivity(activity)
                    .asDriver(onErrorJustReturn: false)
            }
    }
}

/// `LoginAPI` answering from a cold test observable per call.
final class StubLoginAPI: LoginAPI {
    let answer: TestableObservable<Bool>
    private(set) var calls: [String] = []

    init(answer: TestableObservable<Bool>) { self.answer = answer }

    func login(username: String, password: String) -> Observable<Bool> {
        calls.append("\(username):\(password)")
        return answer.asObservable()
    }
}
