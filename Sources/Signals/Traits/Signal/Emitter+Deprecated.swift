/// The names Signals used for `Signal` before it had `SharedSequence`, kept so existing code compiles
/// with a fix-it to the RxCocoa name.
@_documentation(visibility: internal)
@available(*, deprecated, renamed: "Signal")
public typealias Emitter<Element> = Signal<Element>

extension ObservableConvertibleType {
    /// Deprecated: `asSignal(onErrorJustReturn:)`.
    ///
    /// - Parameter onErrorJustReturn: the value sent in place of an error.
    /// - Returns: what `asSignal(onErrorJustReturn:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "asSignal(onErrorJustReturn:)")
    public func asEmitter(onErrorJustReturn: Element) -> Signal<Element> { asSignal(onErrorJustReturn: onErrorJustReturn) }

    /// Deprecated: `asSignal(onErrorRecover:)` (the closure form; `asSignal(onErrorSignalWith:)` takes a signal).
    ///
    /// - Parameter onErrorEmitWith: the signal that takes over after an error.
    /// - Returns: what `asSignal(onErrorRecover:)` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "asSignal(onErrorRecover:)")
    public func asEmitter(onErrorEmitWith: @escaping (Error) -> Signal<Element>) -> Signal<Element> {
        asSignal(onErrorRecover: onErrorEmitWith)
    }

    /// Deprecated: `asDriver(onErrorRecover:)` (RxCocoa's `asDriver(onErrorDriveWith:)` takes a driver).
    ///
    /// - Parameter onErrorDriveWith: makes the driver that takes over from the error.
    /// - Returns: what `asDriver(onErrorRecover:)` returns.
    /// Disfavoured, so RxCocoa's trailing-closure spelling `asDriver { error in … }` means
    /// `asDriver(onErrorRecover:)` without ambiguity.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "asDriver(onErrorRecover:)")
    @_disfavoredOverload
    public func asDriver(onErrorDriveWith: @escaping (Error) -> Driver<Element>) -> Driver<Element> {
        asDriver(onErrorRecover: onErrorDriveWith)
    }
}

extension PublishRelay {
    /// Deprecated: `asSignal()`.
    ///
    /// - Returns: what `asSignal()` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "asSignal()")
    public func asEmitter() -> Signal<Element> { asSignal() }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// Deprecated: `asSignal()`.
    ///
    /// - Returns: what `asSignal()` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "asSignal()")
    public func asEmitter() -> Signal<Element> { asSignal() }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// Deprecated: `asSignal()`.
    ///
    /// - Returns: what `asSignal()` returns.
    @_documentation(visibility: internal)
    @available(*, deprecated, renamed: "asSignal()")
    public func asEmitter() -> Signal<Element> { self }
}
