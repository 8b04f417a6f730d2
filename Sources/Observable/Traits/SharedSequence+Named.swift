extension SharedSequence {
    /// Gives this `Driver` or `Signal` a name for the binding inspector and `debug()` (see
    /// `ObservableType.named(_:file:line:)`); it stays the same trait, shared the same way.
    ///
    /// - Parameters:
    ///   - name: The name to show.
    ///   - file: The file naming it, shown as its call site (`#fileID`).
    ///   - line: The line naming it (`#line`).
    /// - Returns: The same sequence, named.
    @inlinable
    public func named(_ name: String, file: StaticString = #fileID, line: UInt = #line) -> SharedSequence {
        SharedSequence(raw: source.named(name, file: file, line: line))
    }
}
