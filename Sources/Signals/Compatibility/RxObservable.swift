/// `Observable` under the name RxSwift 6 also gives it, `RxObservable<Element>`, for files that import
/// Combine too and would otherwise have to qualify `Observable`.
public typealias RxObservable<Element> = Observable<Element>
