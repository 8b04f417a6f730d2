#!/usr/bin/env bash
# Builds the DocC documentation of Signals and SignalsTest as static websites, with the toolchain's
# own `docc` (no swift-docc-plugin: the root package depends on no package).
#
#   bash docs/build.sh            # → .build-docs/site/signals, .build-docs/site/signalstest
#   python3 -m http.server --directory .build-docs/site   # then http://localhost:8000/
#
# One site of two archives, each built for its own folder (hosting base paths `signals` and
# `signalstest`), so each links to the other by URL and the site's index.html leads to Signals.
#
# 1. `swift build` of SignalsTest (and so Signals) in its own scratch path, `.build-docs`, so the
#    normal `.build` is left alone; then `swift symbolgraph-extract` of their public symbol graphs.
# 2. `docc convert` of each catalog (Sources/Signals/Signals.docc, Sources/SignalsTest/SignalsTest.docc)
#    with that module's symbol graphs, for static hosting, with warnings treated as errors, and with
#    a documentation-coverage summary (how many public symbols have no doc comment).
# 3. `docs/doc-coverage.py` on the symbol graphs of every library module (Signals, SignalsTest,
#    SignalsBlocking, SignalsViewModels, SignalsPhoneBookStorage, SignalsCocoa): which public
#    declarations lack a summary, a `- Parameter` entry or a `- Returns:` section, counted per module
#    and folder and listed. A report; with DOC_COVERAGE_STRICT=1 any such gap fails the script.
# Before converting, the catalogs are copied to $scratch/catalogs and completed from the repository's
# own documents: the Performance article's results table from Benchmarks/README.md, the Migrating
# article's table from README.md, and whole articles from CONTRACT.md and docs/*.md
# (docs/docc-articles.py: the Contract, Concepts, the MVVM guide, Reading the diagrams, the operator
# pages; Marbles.md for SignalsTest), so the site has no hand-kept copy of them.
#
# Prints the number of pages each archive holds. Exits non-zero on any DocC warning or error, on a
# failed build, when `docc` or `python3` is missing, or (DOC_COVERAGE_STRICT=1) on an incomplete doc
# comment.
# Environment: DOCC (default: the `docc` next to `swift`, else on PATH), DOCS_SCRATCH (default:
# .build-docs), DOC_COVERAGE_STRICT (default 0).
set -euo pipefail

if [[ $# -gt 0 ]]; then
    echo "usage: bash docs/build.sh (no arguments; environment: DOCC, DOCS_SCRATCH, DOC_COVERAGE_STRICT)" >&2
    exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scratch="${DOCS_SCRATCH:-.build-docs}"

docc="${DOCC:-}"
if [[ -z "$docc" ]]; then
    swift_path="$(command -v swift || true)"
    if [[ -n "$swift_path" && -x "$(dirname "$(readlink -f "$swift_path")")/docc" ]]; then
        docc="$(dirname "$(readlink -f "$swift_path")")/docc"
    else
        docc="$(command -v docc || true)"
    fi
fi
if [[ -z "$docc" || ! -x "$docc" ]]; then
    echo "docs/build.sh: no docc found (set DOCC=/path/to/docc; it ships with the Swift toolchain)" >&2
    exit 2
fi
if ! command -v python3 > /dev/null; then
    echo "docs/build.sh: python3 is needed (docs/docc-articles.py, docs/doc-coverage.py)" >&2
    exit 2
fi

graphs="$scratch/symbol-graphs"
rm -rf "$graphs" "$scratch/site" "$scratch/catalogs"
mkdir -p "$graphs" "$scratch/site" "$scratch/catalogs"

echo "== swift build --scratch-path $scratch --target SignalsTest"
swift build --scratch-path "$scratch" --target SignalsTest
# The public symbol graphs, read from the built modules (so a warm, up-to-date build still yields
# them, unlike -emit-symbol-graph, which writes only when a module is recompiled).
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)"
# extract MODULE [FLAGS…]: MODULE's public symbol graph (and its extensions of other modules).
extract() {
    local module="$1"
    shift
    echo "== symbol graph of $module"
    swift symbolgraph-extract -module-name "$module" -target "$triple" \
        -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/SignalsAtomics.build/module.modulemap" \
        -minimum-access-level public -output-dir "$graphs" "$@"
}
extract Signals -experimental-allowed-reexported-modules=SignalsCore
# SignalsTest's types conform to Signals' protocols: without this flag every operator of
# ObservableType (map, bind, zip, …) would get an undocumented copy on TestableObservable's page.
# They are documented once, in the Signals archive.
# SignalsTest re-exports SignalsVirtualTime (its XCTest-free part: TestScheduler, the marbles), whose
# symbols are documented as SignalsTest's: one module to an app that imports SignalsTest.
extract SignalsTest -skip-synthesized-members -experimental-allowed-reexported-modules=SignalsVirtualTime
# The other library modules get no archive yet; their graphs are for the doc-comment check (step 3) only.
# SignalsCocoa builds everywhere; on Linux its UIKit bindings are SignalsCocoaUIKit, a test-only module
# built against the UIKit stand-in (see Package.swift), whose doc comments are checked here too.
cocoa_modules="SignalsCocoa"
if [[ "$(uname -s)" == Linux ]]; then cocoa_modules+=" SignalsCocoaUIKit"; fi
for module in SignalsBlocking SignalsViewModels SignalsPhoneBookStorage $cocoa_modules; do
    echo "== swift build --scratch-path $scratch --target $module"
    swift build --scratch-path "$scratch" --target "$module"
    extract "$module" -skip-synthesized-members
done

# Refreshes the results table of the Performance article (between the `instructions` markers) from
# Benchmarks/README.md, in a copy of the Signals catalog: the site always shows the numbers CI last wrote.
catalog_copy="$scratch/catalogs/Signals.docc"
cp -R Sources/Signals/Signals.docc "$catalog_copy"
awk -v table="Benchmarks/README.md" '
    /<!-- instructions:begin -->/ {
        while ((getline line < table) > 0) {
            if (line ~ /<!-- instructions:begin -->/) copying = 1
            if (copying) print line
            if (line ~ /<!-- instructions:end -->/) copying = 0
        }
        skipping = 1
        next
    }
    /<!-- instructions:end -->/ { skipping = 0; next }
    !skipping { print }
' Sources/Signals/Signals.docc/Performance.md > "$catalog_copy/Performance.md"

# The Migrating article's table is README's migration table (between the `migration` markers), so the
# two cannot drift; README's links to CONTRACT.md and docs/Marbles.md become links to the articles.
awk -v table="README.md" '
    /<!-- migration:begin -->/ {
        while ((getline line < table) > 0) {
            if (line ~ /<!-- migration:end -->/) copying = 0
            if (copying) print line
            if (line ~ /<!-- migration:begin -->/) copying = 1
        }
        skipping = 1
        next
    }
    /<!-- migration:end -->/ { skipping = 0; next }
    !skipping { print }
' Sources/Signals/Signals.docc/MigratingFromRxSwift.md \
    | sed -E 's#\[[^]]*\]\(CONTRACT\.md[^)]*\)#<doc:TheContract>#g; s#\[[^]]*\]\(docs/Marbles\.md\)#<doc:TestingWithSignalsTest>#g' \
    > "$catalog_copy/MigratingFromRxSwift.md"
if ! grep -q '^| RxSwift / RxRelay' "$catalog_copy/MigratingFromRxSwift.md"; then
    echo "docs/build.sh: README.md has no migration table between <!-- migration:begin/end --> markers" >&2
    exit 1
fi

# The articles made from CONTRACT.md and docs/*.md, one source for GitHub and the site.
python3 docs/docc-articles.py signals "$catalog_copy"
test_catalog="$scratch/catalogs/SignalsTest.docc"
cp -R Sources/SignalsTest/SignalsTest.docc "$test_catalog"
python3 docs/docc-articles.py signalstest "$test_catalog"

# convert MODULE CATALOG OUTPUT: one archive, from MODULE's symbol graphs (and its extensions of
# other modules, MODULE@Other.symbols.json) only, since an archive documents one module. OUTPUT is
# $scratch/site/<module in lower case>, and that folder name is the archive's hosting base path.
convert() {
    local module="$1" catalog="$2" output="$3"
    local module_graphs="$scratch/symbol-graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    cp "$graphs/$module.symbols.json" "$module_graphs/"
    compgen -G "$graphs/$module@*.symbols.json" > /dev/null && cp "$graphs/$module"@*.symbols.json "$module_graphs/"
    echo "== docc convert $catalog"
    "$docc" convert "$catalog" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "signals.$module" \
        --transform-for-static-hosting \
        --hosting-base-path "$(basename "$output")" \
        --output-path "$output" \
        --warnings-as-errors \
        --experimental-documentation-coverage \
        --coverage-summary-level brief
    local pages
    pages="$(find "$output/data/documentation" -name '*.json' | wc -l)"
    echo "$module: $pages pages written to $output"
    # Which public symbols have no summary (a synthesized `!=` or `localizedDescription` is listed
    # too: those come from the standard library and have none). Informational, not a failure.
    python3 - "$output/documentation-coverage.json" <<'PY'
import json, sys
missing = [s["referencePath"].split("/documentation/", 1)[1]
           for s in json.load(open(sys.argv[1])) if s["kind"].get("isSymbol") and not s["hasAbstract"]]
print(f"{len(missing)} public symbols without a summary" + (":" if missing else ""))
for path in sorted(missing):
    print("  " + path)
PY
}

convert Signals "$catalog_copy" "$scratch/site/signals"
convert SignalsTest "$test_catalog" "$scratch/site/signalstest"
# The site's front door: Signals' landing page.
cat > "$scratch/site/index.html" <<'HTML'
<!doctype html>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=signals/documentation/signals/">
<title>Signals documentation</title>
<a href="signals/documentation/signals/">Signals</a> · <a href="signalstest/documentation/signalstest/">SignalsTest</a>
HTML

# Which public declarations of all library modules lack a summary, a `- Parameter` entry for a parameter
# or a `- Returns:` section. A report only, unless DOC_COVERAGE_STRICT=1: then any gap fails the build.
echo "== doc comments (docs/doc-coverage.py; DOC_COVERAGE_STRICT=${DOC_COVERAGE_STRICT:-0})"
# The checker's own tests first (hand-written graphs), so a checker that went blind fails here.
if ! checker_tests="$(python3 docs/doc-coverage-test.py 2>&1)"; then
    echo "$checker_tests" >&2
    echo "docs/build.sh: docs/doc-coverage-test.py failed" >&2
    exit 1
fi
echo "docs/doc-coverage-test.py: $(grep '^Ran ' <<< "$checker_tests"), OK"
python3 docs/doc-coverage.py "$graphs" "$root"
echo "open: python3 -m http.server --directory $scratch/site, then http://localhost:8000/ (Signals; SignalsTest is /signalstest/documentation/signalstest/)"
