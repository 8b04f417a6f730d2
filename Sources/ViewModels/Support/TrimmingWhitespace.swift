extension String {
    /// This string without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        String(trimmedWhitespaceSlice())
    }

    /// The part of this string between its leading and trailing whitespace and newlines, without
    /// copying it.
    func trimmedWhitespaceSlice() -> Substring {
        var slice = self[...]
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return slice
    }
}
