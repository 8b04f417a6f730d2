/// An `Infallible` as a `Driver` or a `Signal` (RxCocoa's `Infallible.asDriver()`/`asSignal()`):
/// it cannot fail, so no error handler is needed; the trait adds the sharing and the hop to the
/// strategy's scheduler.
extension Infallible {
    /// This sequence as a `Driver`.
    ///
    /// - Returns: a `Driver` sharing one subscription to this sequence, replaying its latest value to
    ///   late subscribers while connected, delivering on `SharingScheduler.make()` (the main thread);
    ///   it completes when this sequence does.
    public func asDriver() -> Driver<Element> { asSharedSequenceNeverFailing() }

    /// This sequence as a `Signal`.
    ///
    /// - Returns: a `Signal` sharing one subscription to this sequence, replaying nothing, delivering
    ///   on `SharingScheduler.make()` (the main thread); it completes when this sequence does.
    public func asSignal() -> Signal<Element> { asSharedSequenceNeverFailing() }
}
