#!/usr/bin/env bash
# Builds, in a temporary folder, an app package that depends on this checkout by path and has targets
# named as apps name theirs (`ViewModels`, `Demo`) plus an RxCocoa-style `Reactive` extension, and
# runs it. SwiftPM rejects a package graph where two packages declare a target with the same name,
# so this fails if Signals ever again declares a target an app is likely to have.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
mkdir -p "$app/Sources/ViewModels" "$app/Sources/Demo"
cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "ConsumerApp",
    dependencies: [.package(name: "Signals", path: "$root")],
    targets: [
        .target(name: "ViewModels", dependencies: [.product(name: "Signals", package: "Signals")]),
        .executableTarget(name: "Demo", dependencies: ["ViewModels", .product(name: "Signals", package: "Signals")]),
    ]
)
MANIFEST
cat >"$app/Sources/ViewModels/CounterViewModel.swift" <<'SWIFT'
import Signals

public final class CounterViewModel {
    public let tap = PublishRelay<Void>()
    public let count: Observable<Int>
    public init() { count = tap.scan(0) { total, _ in total + 1 } }
}
SWIFT
cat >"$app/Sources/Demo/main.swift" <<'SWIFT'
import Signals
import ViewModels

final class CountLabel: ReactiveCompatible { var text = "" }
extension Reactive where Base: CountLabel {
    var text: Binder<String> { Binder(base, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text } }
}

let viewModel = CounterViewModel()
let label = CountLabel()
let bag = DisposeBag()
viewModel.count.map { "\($0) taps" }.bind(to: label.rx.text).disposed(by: bag)
viewModel.tap.accept(())
viewModel.tap.accept(())
print(label.text)
SWIFT
# RxSwift code after the import change only: Foundation names seen through the library (as RxCocoa's
# umbrella header made them visible), module-qualified names, asDriver's trailing closure
# (onErrorRecover), a helper constrained on EventConvertible.
cat >"$app/Sources/Demo/RxSwiftSpellings.swift" <<'SWIFT'
import Signals

let interval: TimeInterval = 0.5
let lock = NSRecursiveLock()
func qualifiedSource() -> RxSwift.Observable<Int> { RxSwift.Observable.just(3) }
func takesAny<O: RxSwift.ObservableType>(_ source: O) -> RxSwift.Observable<O.Element> { source.asObservable() }
let relayType = RxRelay.PublishRelay<Int>.self
let driverType = RxCocoa.Driver<Int>.self
extension ObservableType where Element: EventConvertible {
    func elementsOnly() -> Observable<Element.Element> { compactMap { $0.event.element } }
}

func rxSwiftSpellings() -> String {
    var values: [Int] = []
    let recovered = Observable<Int>.error(RxError.noElements).asDriver { _ in Driver.just(7) }
    _ = Observable.of(1, 2).materialize().elementsOnly().subscribe(onNext: { values.append($0) })
    _ = takesAny(qualifiedSource()).subscribe(onNext: { values.append($0) })
    _ = recovered.asObservable().subscribe(onNext: { values.append($0) })
    lock.lock()
    defer { lock.unlock() }
    return "\(values) \(interval) \(URL(string: "https://example.com/x")!.host ?? "")"
}
SWIFT
echo 'print(rxSwiftSpellings())' >>"$app/Sources/Demo/main.swift"
cd "$app"
swift build --scratch-path "$app/.build" 2>&1 | tail -n 3
output=$("$app/.build/debug/Demo")
expected=$'2 taps\n[1, 2, 3, 7] 0.5 example.com'
if [ "$output" != "$expected" ]; then
    echo "consumer-check: expected '$expected', got '$output'" >&2
    exit 1
fi
echo "consumer-check: an app with its own ViewModels and Demo targets builds against Signals, binds through .rx, and compiles RxSwift's Foundation, module-qualified and trailing-closure spellings"
