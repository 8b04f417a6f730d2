import Foundation
import Signals
import XCTest

/// Counts handler calls and detects two calls of the same handler running at once, or a call
/// starting inside another one (recursion).
final class OverlapProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private(set) var maxInside = 0
    private(set) var calls = 0

    /// Call first thing in the handler.
    func enter() {
        lock.withLock {
            inside += 1
            calls += 1
            maxInside = max(maxInside, inside)
        }
    }

    /// Call last thing in the handler.
    func leave() { lock.withLock { inside -= 1 } }

    /// Runs `body` between `enter()` and `leave()`.
    func measure(_ body: () -> Void) {
        enter()
        body()
        leave()
    }

    var callCount: Int { lock.withLock { calls } }
    var maximumConcurrentCalls: Int { lock.withLock { maxInside } }
}

/// An object whose lifetime tests watch through a weak reference.
final class Canary: @unchecked Sendable {
    let name: String
    private let onDeinit: (() -> Void)?
    init(_ name: String = "canary", onDeinit: (() -> Void)? = nil) {
        self.name = name
        self.onDeinit = onDeinit
    }
    deinit { onDeinit?() }
}

/// Holds a disposable that a handler needs before `subscribe` has returned it.
final class DisposableBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Disposable?
    var disposable: Disposable? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    func dispose() { disposable?.dispose() }
}

/// Lets a value that is not `Sendable` cross into a `@Sendable` closure. Only for test objects that
/// are themselves thread-safe (Signals' subjects, relays and disposables are `Sendable` anyway).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
