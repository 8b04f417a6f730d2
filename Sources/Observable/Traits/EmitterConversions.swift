extension ObservableType {
    /// This sequence as an `Emitter`: an error is replaced by `onErrorJustReturn` followed by completion.
    public func asEmitter(onErrorJustReturn: Element) -> Emitter<Element> {
        Emitter(neverFailing: catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as an `Emitter`: on error, continues with the emitter `onErrorEmitWith` returns.
    public func asEmitter(onErrorEmitWith: @escaping (Error) -> Emitter<Element>) -> Emitter<Element> {
        Emitter(neverFailing: self.catch { error in onErrorEmitWith(error).asObservable() })
    }
}

extension PublishRelay {
    /// This relay as an `Emitter`: accepted values on the main thread, nothing replayed.
    public func asEmitter() -> Emitter<Element> { Emitter(neverFailing: asObservable()) }
}

extension Driver {
    /// This driver's values as an `Emitter` (no replay to late subscribers).
    public func asEmitter() -> Emitter<Element> { Emitter(neverFailing: source) }
}
