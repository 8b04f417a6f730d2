import Foundation

/// A value shared between threads, read and written under a lock.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// Makes a box holding `value`.
    public init(_ value: Value) { stored = value }

    /// The current value; reading and writing each take the lock.
    public var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Changes the value atomically and returns what `body` returns.
    @discardableResult
    public func mutate<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&stored) } }
}

/// Hands a closure to threads and takes it back, so that everything it captured is released on the
/// caller's thread once the work is done (a `Thread` keeps its own block alive until it exits).
private final class ClosureBox<Body>: @unchecked Sendable {
    private let lock = NSLock()
    private var body: Body?
    init(_ body: Body) { self.body = body }
    var current: Body? { lock.withLock { body } }
    func clear() { lock.withLock { body = nil } }
}

/// Runs `body` on a fresh thread and waits for it to finish, at most `seconds`. Returns whether it
/// finished: `false` means `body` deadlocked (the thread is abandoned), which callers assert against.
/// The limit is a failure condition, never a timing measurement. `stackSize` bounds the thread's stack.
public func finishesWithoutDeadlock(
    within seconds: Double = 20,
    stackSize: Int? = nil,
    _ body: @escaping @Sendable () -> Void
) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let box = ClosureBox(body)
    @Sendable func run() { box.current?() }
    let thread = Thread {
        run()
        done.signal()
    }
    if let stackSize { thread.stackSize = stackSize }
    thread.start()
    let finished = done.wait(timeout: .now() + seconds) == .success
    if finished { box.clear() }
    return finished
}

/// Runs `body(index)` on `count` dedicated threads at once and returns when all have finished.
///
/// Unlike `DispatchQueue.concurrentPerform`, whose width is the number of cores (two on a small CI
/// machine), every index really gets its own thread, so loops waiting on each other cannot starve.
/// The threads are released together, and `body` (with all it captured) is released on the caller's
/// thread before this returns.
public func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    let box = ClosureBox(body)
    @Sendable func run(_ index: Int) { box.current?(index) }
    for index in 0..<count {
        finished.enter()
        Thread {
            start.wait()
            run(index)
            finished.leave()
        }.start()
    }
    for _ in 0..<count { start.signal() }
    finished.wait()
    box.clear()
}

/// Busy-waits for about `iterations` loop turns, without a system call: staggers racing threads.
public func spin(_ iterations: Int) {
    var sink = 0
    for index in 0..<iterations { sink &+= index }
    withExtendedLifetime(sink) {}
}

/// Runs `body` on another thread and blocks until it is done: user code that waits for another thread.
public func waitForThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let box = ClosureBox(body)
    @Sendable func run() { box.current?() }
    Thread {
        run()
        done.signal()
    }.start()
    done.wait()
    box.clear()
}
