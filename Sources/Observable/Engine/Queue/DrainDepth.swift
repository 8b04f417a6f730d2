/// How many `SerialQueue`s the current thread is draining on their contended path, in a
/// thread-local slot.
///
/// A thread whose depth is above zero never waits for another queue's drainer: it may be the very
/// thread that drainer is waiting for (T1 drains A and sends to B while T2 drains B and sends to A).
/// Read and written only on the contended path; the uncontended send path never touches it.
package enum DrainDepth {
    /// The thread-local slot, created once per process: the depth itself (0 = not draining).
    package static let slot = ThreadLocalSlot()

    /// The current thread's depth.
    package static var current: Int { slot.word }

    /// Records that the current thread began draining a queue's backlog.
    package static func enter() { slot.word = current + 1 }

    /// Records that the current thread stopped draining a queue's backlog.
    package static func leave() { slot.word = current - 1 }
}
