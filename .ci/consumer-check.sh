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
cd "$app"
swift build --scratch-path "$app/.build" 2>&1 | tail -n 3
output=$("$app/.build/debug/Demo")
if [ "$output" != "2 taps" ]; then
    echo "consumer-check: expected '2 taps', got '$output'" >&2
    exit 1
fi
echo "consumer-check: an app with its own ViewModels and Demo targets builds against Signals and binds through .rx"
