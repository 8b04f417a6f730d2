/// `debug` on a `Driver` or a `Signal` (it prints through `Observable.debug`, which is not in the core).
extension SharedSequenceConvertibleType {
    /// Writes each subscription, event and disposal to `output` (standard output by default), as
    /// `Observable.debug` does, passing the events on unchanged.
    ///
    /// - Parameters:
    ///   - label: the name printed with each line (default: the file and line).
    ///   - trimOutput: whether long event descriptions are shortened.
    ///   - file: the caller's file, for the default label.
    ///   - line: the caller's line, for the default label.
    ///   - function: the caller's function, for the default label.
    ///   - output: where each line goes (standard output by default).
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func debug(
        _ label: String? = nil,
        trimOutput: Bool = false,
        file: String = #fileID,
        line: UInt = #line,
        function: String = #function,
        output: @escaping (String) -> Void = { print($0) }
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().debug(label, trimOutput: trimOutput, file: file, line: line, function: function, output: output))
    }
}
