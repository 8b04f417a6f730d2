import Dispatch
import Foundation

/// A span of time for schedulers and time operators, as in RxSwift: `.seconds(1)`, `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time as schedulers report it (`SchedulerType.now`), as in RxSwift.
public typealias RxTime = Date

extension DispatchTimeInterval {
    /// The interval in nanoseconds, saturating at `Int.max` (`.never` is `Int.max`).
    @usableFromInline package var signalsNanoseconds: Int {
        switch self {
        case .seconds(let value): return Self.saturatingProduct(value, 1_000_000_000)
        case .milliseconds(let value): return Self.saturatingProduct(value, 1_000_000)
        case .microseconds(let value): return Self.saturatingProduct(value, 1_000)
        case .nanoseconds(let value): return value
        case .never: return Int.max
        @unknown default: return Int.max
        }
    }

    @usableFromInline static func saturatingProduct(_ value: Int, _ factor: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        return overflow ? (value < 0 ? Int.min : Int.max) : product
    }

    /// The interval in seconds.
    @usableFromInline var signalsSeconds: Double {
        if case .never = self { return .infinity }
        return Double(signalsNanoseconds) / 1_000_000_000
    }

    /// `self` shortened by the time elapsed from `earlier` to `later`, never below zero.
    @usableFromInline package func signalsReduced(byTimeFrom earlier: RxTime, to later: RxTime) -> DispatchTimeInterval {
        let elapsed = later.timeIntervalSince(earlier)
        let remaining = signalsSeconds - elapsed
        if remaining <= 0 { return .nanoseconds(0) }
        if remaining >= Double(Int.max) / 1_000_000_000 { return .never }
        return .nanoseconds(Int(remaining * 1_000_000_000))
    }
}

