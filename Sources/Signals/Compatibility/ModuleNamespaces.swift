/// `RxSwift.Observable<Int>`, `RxSwift.ObservableType`, … — the module-qualified spellings RxSwift
/// code uses to tell its types from Combine's — keep compiling after the import change: with no
/// module named `RxSwift` imported, the name finds this namespace, whose members are Signals' types.
/// (It declares nothing of its own; an app that still imports the real RxSwift sees that module's
/// name first.) Checked by `.ci/consumer-check.sh`.
public enum RxSwift {
    /// `Signals.Observable`.
    public typealias Observable<Element> = Signals.Observable<Element>
    /// `Signals.ObservableType`.
    public typealias ObservableType = Signals.ObservableType
    /// `Signals.ObservableConvertibleType`.
    public typealias ObservableConvertibleType = Signals.ObservableConvertibleType
    /// `Signals.ObserverType`.
    public typealias ObserverType = Signals.ObserverType
    /// `Signals.AnyObserver`.
    public typealias AnyObserver<Element> = Signals.AnyObserver<Element>
    /// `Signals.Event`.
    public typealias Event<Element> = Signals.Event<Element>
    /// `Signals.Disposable`.
    public typealias Disposable = Signals.Disposable
    /// `Signals.DisposeBag`.
    public typealias DisposeBag = Signals.DisposeBag
    /// `Signals.Disposables`.
    public typealias Disposables = Signals.Disposables
    /// `Signals.PublishSubject`.
    public typealias PublishSubject<Element> = Signals.PublishSubject<Element>
    /// `Signals.BehaviorSubject`.
    public typealias BehaviorSubject<Element> = Signals.BehaviorSubject<Element>
    /// `Signals.ReplaySubject`.
    public typealias ReplaySubject<Element> = Signals.ReplaySubject<Element>
    /// `Signals.Single`.
    public typealias Single<Element> = Signals.Single<Element>
    /// `Signals.Maybe`.
    public typealias Maybe<Element> = Signals.Maybe<Element>
    /// `Signals.Completable`.
    public typealias Completable = Signals.Completable
    /// `Signals.Infallible`.
    public typealias Infallible<Element> = Signals.Infallible<Element>
    /// `Signals.SchedulerType`.
    public typealias SchedulerType = Signals.SchedulerType
    /// `Signals.ImmediateSchedulerType`.
    public typealias ImmediateSchedulerType = Signals.ImmediateSchedulerType
    /// `Signals.MainScheduler`.
    public typealias MainScheduler = Signals.MainScheduler
    /// `Signals.RxError`.
    public typealias RxError = Signals.RxError
    /// `Signals.Binder`.
    public typealias Binder<Value> = Signals.Binder<Value>
    /// `Signals.Reactive`.
    public typealias Reactive<Base> = Signals.Reactive<Base>
    /// `Signals.ReactiveCompatible`.
    public typealias ReactiveCompatible = Signals.ReactiveCompatible
}

/// `RxRelay.PublishRelay<Int>`, … — RxRelay's module-qualified spellings (see `RxSwift`).
public enum RxRelay {
    /// `Signals.PublishRelay`.
    public typealias PublishRelay<Element> = Signals.PublishRelay<Element>
    /// `Signals.BehaviorRelay`.
    public typealias BehaviorRelay<Element> = Signals.BehaviorRelay<Element>
    /// `Signals.ReplayRelay`.
    public typealias ReplayRelay<Element> = Signals.ReplayRelay<Element>
}

/// `RxCocoa.Driver<Int>`, `RxCocoa.Signal<Int>`, … — RxCocoa's module-qualified spellings for its
/// traits, which Signals declares (see `RxSwift`). SignalsCocoa's controls are reached unqualified.
public enum RxCocoa {
    /// `Signals.Driver`.
    public typealias Driver<Element> = Signals.Driver<Element>
    /// `Signals.Signal`.
    public typealias Signal<Element> = Signals.Signal<Element>
    /// `Signals.SharedSequence`.
    public typealias SharedSequence<Strategy: SharingStrategyProtocol, Element> = Signals.SharedSequence<Strategy, Element>
    /// `Signals.PublishRelay` (RxCocoa re-exports RxRelay).
    public typealias PublishRelay<Element> = Signals.PublishRelay<Element>
    /// `Signals.BehaviorRelay` (RxCocoa re-exports RxRelay).
    public typealias BehaviorRelay<Element> = Signals.BehaviorRelay<Element>
}
