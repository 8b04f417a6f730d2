extension PrimitiveSequence {
    /// Gives this `Single`, `Maybe` or `Completable` a name for the binding inspector and `debug()`
    /// (see `ObservableType.named(_:file:line:)`); it stays the same trait.
    ///
    /// - Parameters:
    ///   - name: The name to show.
    ///   - file: The file naming it, shown as its call site (`#fileID`).
    ///   - line: The line naming it (`#line`).
    /// - Returns: The same sequence, named.
    public func named(_ name: String, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence {
        PrimitiveSequence(raw: source.named(name, file: file, line: line))
    }
}

extension Infallible {
    /// Gives this `Infallible` a name for the binding inspector and `debug()` (see
    /// `ObservableType.named(_:file:line:)`); it stays an `Infallible`.
    ///
    /// - Parameters:
    ///   - name: The name to show.
    ///   - file: The file naming it, shown as its call site (`#fileID`).
    ///   - line: The line naming it (`#line`).
    /// - Returns: The same sequence, named.
    public func named(_ name: String, file: StaticString = #fileID, line: UInt = #line) -> Infallible {
        Infallible(raw: source.named(name, file: file, line: line))
    }
}
