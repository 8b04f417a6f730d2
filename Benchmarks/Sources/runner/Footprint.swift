// runner --footprint: heap bytes per live subscription for every footprint row (Scenarios/Footprint.swift).
import Foundation
import HeapInUse
import Scenarios

/// Prints one tab-separated line per footprint row: name, contender, heap bytes per live
/// subscription (`bytesPerSubscription`). Returns the process's exit status.
func runFootprint(base: Int) -> Int32 {
    print("scenario\tcontender\tbytes_per_subscription")
    for row in allFootprints {
        print("\(row.name)\t\(row.contender)\t\(String(format: "%.1f", bytesPerSubscription(row, base: base)))")
    }
    return 0
}

/// The least of three `measureOnce` trials: an allocation that is not the subscriptions' (another
/// thread's, a runtime cache's) can only add bytes to a trial, and did once in about a dozen runs
/// (chain-subscription 700.1 instead of 696.9 bytes).
func bytesPerSubscription(_ row: Footprint, base: Int) -> Double {
    (0..<3).map { _ in measureOnce(row, base: base) }.min()!
}

/// Builds `row`'s source, adds `base` live subscriptions, reads the heap in use, adds `base` more,
/// reads it again and returns the difference over `base`; the subscriptions go when it returns.
func measureOnce(_ row: Footprint, base: Int) -> Double {
    let add = row.make()
    add(base)
    let before = heap_in_use()
    add(base)
    let after = heap_in_use()
    return (Double(after) - Double(before)) / Double(base)
}
