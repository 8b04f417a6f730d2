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
        .executableTarget(
            name: "Demo",
            dependencies: [
                "ViewModels", .product(name: "Signals", package: "Signals"), .product(name: "SignalsCocoa", package: "Signals"),
            ]
        ),
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
# umbrella header made them visible; on Linux FoundationNetworking's `URLSession` too), module-qualified names, asDriver's trailing closure
# (onErrorRecover), a helper constrained on EventConvertible.
cat >"$app/Sources/Demo/RxSwiftSpellings.swift" <<'SWIFT'
import Signals

let interval: TimeInterval = 0.5
let lock = NSRecursiveLock()
func qualifiedSource() -> RxSwift.Observable<Int> { RxSwift.Observable.just(3) }
func takesAny<O: RxSwift.ObservableType>(_ source: O) -> RxSwift.Observable<O.Element> { source.asObservable() }
let relayType = RxRelay.PublishRelay<Int>.self
let driverType = RxCocoa.Driver<Int>.self
extension RxSwift.ObservableType where Element: RxSwift.EventConvertible {
    func elementsOnly() -> RxSwift.Observable<Element.Element> { compactMap { $0.event.element } }
}
func makeRequest() -> URLSessionDataTask {
    URLSession.shared.dataTask(with: URLRequest(url: URL(string: "https://example.com/x")!))
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
# A file that imported only RxCocoa, on every platform (Linux included): RxCocoa's Foundation-level
# extensions, and the relays and Driver that RxCocoa makes visible (it re-exports RxRelay). Building
# the URLSession request makes none: it is cold.
cat >"$app/Sources/Demo/RxCocoaFoundation.swift" <<'SWIFT'
import SignalsCocoa

func rxCocoaFoundation() -> String {
    let center = NotificationCenter()
    let saved = Notification.Name("ConsumerApp.saved")
    let count = BehaviorRelay(value: 0)
    let watching = center.rx.notification(saved).map { _ in count.value + 1 }.bind(to: count)
    center.post(name: saved, object: nil)
    center.post(name: saved, object: nil)
    watching.dispose()
    center.post(name: saved, object: nil)
    let request = URLRequest(url: URL(string: "https://example.com/items.json")!)
    let items: Observable<Data> = URLSession.shared.rx.data(request: request)
    let json: Observable<Any> = URLSession.shared.rx.json(url: request.url!)
    let latest: Driver<Int> = count.asDriver()
    _ = (items, json, latest)
    return "\(count.value) notifications"
}
SWIFT
echo 'print(rxSwiftSpellings())' >>"$app/Sources/Demo/main.swift"
echo 'print(rxCocoaFoundation())' >>"$app/Sources/Demo/main.swift"
cd "$app"
swift build --scratch-path "$app/.build" 2>&1 | tail -n 3
output=$("$app/.build/debug/Demo")
expected=$'2 taps\n[1, 2, 3, 7] 0.5 example.com\n2 notifications'
if [ "$output" != "$expected" ]; then
    echo "consumer-check: expected '$expected', got '$output'" >&2
    exit 1
fi
echo "consumer-check: an app with its own ViewModels and Demo targets builds against Signals and SignalsCocoa, binds through .rx, compiles RxSwift's Foundation, module-qualified and trailing-closure spellings, and uses RxCocoa's Foundation extensions"
