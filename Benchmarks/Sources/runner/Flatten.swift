// runner --flatten [elements]: a synchronous source of `elements` values (default 1,000,000)
// flattened from a relay through each flattening operator, timed against as many `accept`s to a
// relay with one subscriber, in the same run (issue 23: each within 10× the accepts, linear, no
// sleeping). Prints one line per operator with both times and their ratio; exits 1 if a ratio is
// over 10 or a value was lost. A timing benchmark: wall-clock numbers vary ±20–40 % here.
import Foundation
import Signals

/// Seconds `body` took, on a monotonic clock.
private func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The flattening operators, each over a relay of ranges and a synchronous inner source.
private let flatteners: [(name: String, flatten: @Sendable (Observable<Range<Int>>) -> Observable<Int>)] = [
    ("flatMap", { $0.flatMap { Observable.from($0) } }),
    ("concatMap", { $0.concatMap { Observable.from($0) } }),
    ("flatMapLatest", { $0.flatMapLatest { Observable.from($0) } }),
    ("flatMapFirst", { $0.flatMapFirst { Observable.from($0) } }),
    ("concat", { $0.flatMap { Observable.concat(Observable.from($0), .empty()) } }),
    ("merge(maxConcurrent: 1)", { $0.map { Observable.from($0) }.merge(maxConcurrent: 1) }),
    ("switchLatest", { $0.map { Observable.from($0) }.switchLatest() }),
    ("retry", { $0.flatMap { Observable.from($0).retry(3) } }),
    ("catch", { $0.flatMap { range in Observable<Int>.error(RxError.noElements).catch { _ in Observable.from(range) } } }),
]

/// Runs the comparison for `elements` values; returns the process exit code.
func runFlatten(elements: Int) -> Int32 {
    let relay = PublishRelay<Int>()
    var accepted = 0
    let plain = relay.subscribe(onNext: { accepted &+= $0 & 1 })
    let acceptSeconds = seconds { for value in 0..<elements { relay.accept(value) } }
    plain.dispose()
    print("accept ×\(elements) to one subscriber: \(String(format: "%.3f", acceptSeconds)) s")
    var failed = false
    for (name, flatten) in flatteners {
        let ranges = PublishRelay<Range<Int>>()
        var received = 0
        let subscription = flatten(ranges.asObservable()).subscribe(onNext: { _ in received += 1 })
        let taken = seconds { ranges.accept(0..<elements) }
        subscription.dispose()
        let ratio = taken / acceptSeconds
        let ok = received == elements && ratio <= 10
        failed = failed || !ok
        print("\(name): \(String(format: "%.3f", taken)) s, \(String(format: "%.1f", ratio))× the accepts\(received == elements ? "" : ", received \(received) of \(elements)")\(ok ? "" : "  FAIL")")
    }
    return failed ? 1 : 0
}
