/// How many `SerialQueue`s the current thread is draining on their contended path, kept per thread
/// (`ThreadLocalObject`).
///
/// A thread whose depth is above zero never waits for another queue's drainer: it may be the very
/// thread that drainer is waiting for (T1 drains A and sends to B while T2 drains B and sends to A).
/// Read and written only on the contended path; the uncontended send path never touches it.
package enum DrainDepth {
    /// One thread's depth (0 = not draining).
    private final class Depth {
        var value = 0
    }

    /// Each thread's depth, made on its first contended drain.
    private static let depths = ThreadLocalObject<Depth>()

    /// The current thread's depth.
    package static var current: Int { depths.existing?.value ?? 0 }

    /// Records that the current thread began draining a queue's backlog.
    package static func enter() { depths.get(orMake: Depth.init).value += 1 }

    /// Records that the current thread stopped draining a queue's backlog.
    package static func leave() { depths.get(orMake: Depth.init).value -= 1 }
}
