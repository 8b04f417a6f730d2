/// `TestScheduler`'s pending work: a binary min-heap ordered by due time, then by scheduling order
/// (RxTest keeps a priority queue too), so adding and taking one item costs O(log n) however much is
/// queued. Cancelled items stay until they reach the top, where `popFirstLive(upTo:)` drops them.
struct VirtualWorkQueue {
    private var heap: [VirtualWorkItem] = []

    /// Whether `a` runs before `b`: earlier time first, then earlier scheduling.
    private static func precedes(_ a: VirtualWorkItem, _ b: VirtualWorkItem) -> Bool {
        (a.time, a.id) < (b.time, b.id)
    }

    /// Queues `item`.
    mutating func insert(_ item: VirtualWorkItem) {
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// What `popFirstLive(upTo:)` found.
    enum Next {
        /// Nothing live is queued.
        case empty
        /// The first live item is due after the limit; it stays queued.
        case notDue
        /// The first live item, removed from the queue.
        case due(VirtualWorkItem)
    }

    /// Drops cancelled items from the top, then removes and returns the first live item if it is due at or
    /// before `limit`.
    mutating func popFirstLive(upTo limit: TestTime) -> Next {
        while let first = heap.first {
            if first.action.isDisposed {
                removeFirst()
            } else if first.time > limit {
                return .notDue
            } else {
                removeFirst()
                return .due(first)
            }
        }
        return .empty
    }

    /// Removes the top item and restores the heap order.
    private mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let child = right < heap.count && Self.precedes(heap[right], heap[left]) ? right : left
            guard Self.precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            parent = child
        }
    }
}
