/// Something that is both an observable and, through `asObserver()`, an observer of the same events
/// (RxSwift's `SubjectType`): `PublishSubject`, `BehaviorSubject`, `ReplaySubject`.
///
/// Events sent into the observer are delivered to the subject's subscribers under the subject's own
/// guarantees (serialized, any thread; see <doc:TheContract>).
public protocol SubjectType<Element>: ObservableType {
    /// The observer type that feeds the subject.
    associatedtype Observer: ObserverType

    /// The observer side of the subject: events sent to it reach the subject's subscribers.
    ///
    /// - Returns: An observer whose events reach the subject's subscribers.
    func asObserver() -> Observer
}

extension PublishSubject: SubjectType {}
extension BehaviorSubject: SubjectType {}
extension ReplaySubject: SubjectType {}
