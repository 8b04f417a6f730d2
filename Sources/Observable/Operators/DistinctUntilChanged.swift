extension ObservableType where Element: Equatable {
    /// Passes on a value only if it differs (`!=`) from the previous value passed on; the first value
    /// always passes.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        lift { sink in
            let last = StateBox<Element?>(nil)
            return { event in
                switch event {
                case .next(let value):
                    if let previous = last.value, previous == value { return }
                    last.value = value
                    sink.forwardNext(value)
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}

extension ObservableType {
    /// Passes on a value only if `comparer(previous, value)` returns `false` (not equal); the first value
    /// always passes and a thrown error ends the sequence with that error.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Passes on a value only if its key (from `keySelector`) differs from the previous passed value's key;
    /// a thrown error ends the sequence with that error.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Passes on a value only if its property at `keyPath` differs from the previous passed value's.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }

    /// Passes on a value only if `comparer` says its key (from `keySelector`) is not equal to the previous
    /// passed value's key; a thrown error (from either closure) ends the sequence with that error.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        lift { sink in
            let lastKey = StateBox<Key?>(nil)
            return { event in
                switch event {
                case .next(let value):
                    do {
                        let key = try keySelector(value)
                        if let previous = lastKey.value, try comparer(previous, key) { return }
                        lastKey.value = key
                        sink.forwardNext(value)
                    } catch {
                        sink.forwardError(error)
                    }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
