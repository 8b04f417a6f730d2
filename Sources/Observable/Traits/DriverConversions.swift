extension ObservableType {
    /// This sequence as a `Driver`: an error is replaced by `onErrorJustReturn` followed by completion.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(neverFailing: catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a `Driver`: on error, continues with the driver `onErrorDriveWith` returns.
    public func asDriver(onErrorDriveWith: @escaping (Error) -> Driver<Element>) -> Driver<Element> {
        Driver(neverFailing: self.catch { error in onErrorDriveWith(error).asObservable() })
    }

    /// This sequence as a `Driver`: an error ends it with a completion (the error is dropped).
    public func asDriver(onErrorRecover: @escaping (Error) -> Driver<Element>) -> Driver<Element> {
        asDriver(onErrorDriveWith: onErrorRecover)
    }
}

extension BehaviorRelay {
    /// This relay as a `Driver`: its current value first, then every accepted value, on the main thread.
    public func asDriver() -> Driver<Element> { Driver(neverFailing: asObservable()) }
}

extension PublishRelay {
    /// This relay as a `Driver`: accepted values on the main thread, the latest replayed to late subscribers.
    public func asDriver() -> Driver<Element> { Driver(neverFailing: asObservable()) }
}

extension ReplayRelay {
    /// This relay as a `Driver`: accepted values on the main thread, the latest replayed to late subscribers.
    public func asDriver() -> Driver<Element> { Driver(neverFailing: asObservable()) }
}
