#!/usr/bin/env bash
# Builds the seed ViewModels that say `import SignalsCore` — the touch counter, the greeting (with its
# MVP twin) and the traffic light, with the helpers they share — in a temporary package whose target
# depends on the product SignalsCore alone, so that "the core is what a ViewModel needs" stays true:
# an operator they use that moves out of SignalsCore fails this build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
mkdir -p "$app/Sources/SeedViewModels"
for folder in TouchCounter Greeting TrafficLight Support; do
    cp -R "$root/Sources/ViewModels/$folder" "$app/Sources/SeedViewModels/"
done
if grep -rln "^import Signals$" "$app/Sources/SeedViewModels"; then
    echo "core-viewmodels-check: the files above import Signals; the seed ViewModels import SignalsCore" >&2
    exit 1
fi
cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "SeedViewModelsOnTheCore",
    dependencies: [.package(name: "Signals", path: "$root")],
    targets: [.target(name: "SeedViewModels", dependencies: [.product(name: "SignalsCore", package: "Signals")])]
)
MANIFEST
cd "$app"
swift build 2>&1 | tee build.log | tail -n 3
if grep -E "warning:|error:" build.log; then
    echo "core-viewmodels-check: the seed ViewModels do not build warning-free against SignalsCore alone" >&2
    exit 1
fi
echo "core-viewmodels-check: touch counter, greeting and traffic light build against SignalsCore alone"
