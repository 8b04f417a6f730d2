/// A broadcaster's observer list: `firstObserver` while it holds the only observer, `observers`
/// otherwise. All of it runs on the queue's drainer only.
extension Broadcaster {
    /// Sets `firstObserver` and `firstSubscriber` together. Only ever called by the queue's drainer.
    @inlinable
    func setFirstObserver(_ entry: Entry?) {
        firstObserver = entry
        if let entry {
            firstSubscriber = Unmanaged.passUnretained(entry.subscriber)
        } else {
            firstSubscriber = nil
        }
    }

    /// Adds `entry` at the end of the list. The only observer goes to `firstObserver` (no array
    /// allocation); a second one moves both into `observers`, in order.
    @inlinable
    func appendObserver(_ entry: Entry) {
        if firstObserver != nil {
            moveFirstObserverAndAppend(entry)
        } else if observers.isEmpty {
            setFirstObserver(entry)
        } else {
            appendToList(entry)
        }
    }

    /// Appends `entry` to `observers` and its subscriber to `observerSubscribers`, in step.
    @inlinable
    func appendToList(_ entry: Entry) {
        observers.append(entry)
        observerSubscribers.append(entry.subscriber)
        assert(observerSubscribers.matches(observers))
    }

    /// The second observer's arrival: moves `firstObserver` into `observers`, then appends `entry`.
    /// Out of line, so `appendObserver` stays small enough to inline.
    @inlinable @inline(never)
    func moveFirstObserverAndAppend(_ entry: Entry) {
        guard let first = firstObserver else { return appendToList(entry) }
        setFirstObserver(nil)
        appendToList(first)
        appendToList(entry)
    }

    /// Drops `subscriber`'s closures and removes it from the list. Only ever called by the drainer.
    @inlinable
    func detach(_ subscriber: Subscriber<Element>) {
        subscriber.dropHandlers()
        if let first = firstObserver {
            // The only observer: `observers` is empty.
            guard first.id == subscriber.id else { return }
            setFirstObserver(nil)
            InlineAtomic.add(observerCountAddress, -1)
            return
        }
        guard let index = indexOfObserver(subscriber.id) else { return }
        InlineAtomic.add(observerCountAddress, -1)
        if index == observers.count - 1 {
            observers.removeLast()
            observerSubscribers.removeLast()
            assert(observerSubscribers.matches(observers))
        } else {
            observers[index].isRemoved = true
            removedCount += 1
            removalHint = index + 1
        }
        if removedCount > 0 && removedCount * 2 >= observers.count {
            observers.removeAll { $0.isRemoved }
            observerSubscribers.replace(with: observers)
            assert(observerSubscribers.matches(observers))
            removedCount = 0
            removalHint = 0
        }
    }

    /// The index in `observers` of the live observer `id`, if any. Ids are handed out in increasing
    /// order, so the list is almost always sorted by id: binary search first, then a linear scan for
    /// the rare list that concurrent subscribes left out of order.
    @inlinable
    func indexOfObserver(_ id: Int) -> Int? {
        if removalHint < observers.count && observers[removalHint].id == id {
            return observers[removalHint].isRemoved ? nil : removalHint
        }
        var low = 0
        var high = observers.count
        while low < high {
            let middle = (low + high) / 2
            if observers[middle].id < id { low = middle + 1 } else { high = middle }
        }
        if low < observers.count && observers[low].id == id {
            return observers[low].isRemoved ? nil : low
        }
        return observers.firstIndex { $0.id == id && !$0.isRemoved }
    }
}
