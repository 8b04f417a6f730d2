// runner --footprint: heap bytes per live subscription for every footprint row (Scenarios/Footprint.swift).
import HeapInUse
import Scenarios

/// Prints one tab-separated line per footprint row: name, contender, heap bytes per live
/// subscription. Each row builds its source, adds `base` live subscriptions, reads the heap in use,
/// adds `base` more, reads it again, and divides the difference by `base`; then releases them all.
/// Returns the process's exit status.
func runFootprint(base: Int) -> Int32 {
    print("scenario\tcontender\tbytes_per_subscription")
    for row in allFootprints {
        var bytesPerSubscription = 0.0
        do {
            let add = row.make()
            add(base)
            let before = heap_in_use()
            add(base)
            let after = heap_in_use()
            bytesPerSubscription = (Double(after) - Double(before)) / Double(base)
        }
        print("\(row.name)\t\(row.contender)\t\(String(format1: bytesPerSubscription))")
    }
    return 0
}

extension String {
    /// `value` with one decimal, without Foundation.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        self = "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
