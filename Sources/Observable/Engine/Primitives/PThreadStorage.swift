/// Heap storage for a pthread object (`pthread_mutex_t`, `pthread_cond_t`): POSIX requires such an
/// object to stay at one address for its whole life, which a Swift stored property does not
/// guarantee, so `Lock` and `Condition` each keep theirs behind a pointer made here.
///
/// The owner stores the pointer first and then calls the pthread `…_init` / `…_destroy` function on
/// its stored property itself, between `allocate`/`check` and `free`: the compiled code is then the
/// same as the steps written out by hand (a `Lock` is made per disposable and per subscription, and
/// passing the pthread call in as a closure costs instructions there).
package enum PThreadStorage {
    /// A heap-allocated `Object` holding `empty`; the caller then initializes it with its pthread
    /// `…_init` function and hands the result to `check`.
    @inline(__always)
    package static func allocate<Object>(_ empty: Object) -> UnsafeMutablePointer<Object> {
        let object = UnsafeMutablePointer<Object>.allocate(capacity: 1)
        object.initialize(to: empty)
        return object
    }

    /// Stops the program unless `result`, returned by the pthread function named `function`, is 0:
    /// a lock that could not be made cannot be worked around.
    @inline(__always)
    package static func check(_ result: Int32, _ function: StaticString) {
        precondition(result == 0, "\(function) failed: \(result)")
    }

    /// Deinitializes and frees `object`, which came from `allocate` and which the caller has already
    /// destroyed with its pthread `…_destroy` function. `object` must not be used afterwards.
    @inline(__always)
    package static func free<Object>(_ object: UnsafeMutablePointer<Object>) {
        object.deinitialize(count: 1)
        object.deallocate()
    }
}
