import Foundation

/// Runs `work`, which is main-actor isolated, synchronously on the calling thread — the main thread,
/// which is where the main actor runs — and returns its result. What UI bindings use where UIKit or a
/// `MainScheduler` has already put them on the main thread but the compiler cannot see it.
///
/// From macOS 10.15, iOS 13, tvOS 13 and watchOS 6 this is `MainActor.assumeIsolated`. Below those,
/// where the package still runs (iOS 12, tvOS 12, macOS 10.13, watchOS 4), Swift concurrency does not
/// exist at run time and `MainActor.assumeIsolated` cannot be called; there this checks the thread
/// itself and calls `work` as a nonisolated closure — what `MainActor.assumeIsolated` does after its
/// own check (a global actor's isolation does not change how a synchronous closure is called).
///
/// - Parameters:
///   - work: The main-actor work; it runs at once, on this thread.
///   - file: Reported when the calling thread is not the main thread.
///   - line: Reported when the calling thread is not the main thread.
/// - Returns: What `work` returns.
/// - Precondition: The calling thread is the main thread; otherwise the program stops with a message.
package func assumeMainActor<T: Sendable>(
    _ work: @MainActor () throws -> T,
    file: StaticString = #fileID,
    line: UInt = #line
) rethrows -> T {
    if #available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *) {
        return try MainActor.assumeIsolated(work, file: file, line: line)
    }
    precondition(Thread.isMainThread, "Signals: main-actor work ran off the main thread", file: file, line: line)
    return try withoutActuallyEscaping(work) { (work: @escaping @MainActor () throws -> T) in
        try unsafeBitCast(work, to: (() throws -> T).self)()
    }
}
