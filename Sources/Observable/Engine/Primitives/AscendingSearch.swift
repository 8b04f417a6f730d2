extension ContiguousArray {
    /// The first index whose key is not below `target`, or `count`: a binary search of an array whose
    /// elements ascend by `key`. The search behind `ObserverList`'s and `AscendingKeyTable`'s lookups.
    ///
    /// - Parameters:
    ///   - target: The key looked for.
    ///   - key: An element's key; the elements must be in ascending order of it.
    /// - Returns: Where `target` is, if it is there, else where it would be inserted.
    @inlinable
    package func firstIndex(notBelow target: Int, by key: (Element) -> Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if key(self[middle]) < target { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
