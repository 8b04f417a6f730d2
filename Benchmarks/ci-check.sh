#!/usr/bin/env bash
# CI's malloc-regression check for the send and subscribe paths (run by the root .ci/run when present).
#
# Builds the harness in release mode (runner and the package-benchmark target), then counts heap
# allocations per event exactly, with callgrind (instructions.sh at small N), and fails if
#   - Signals allocates in relay-1, relay-10, behavior-1, chain, driver-chain, touch-counter,
#     combine-4 or (per element of a synchronous source flattened from a relay) flatten-sync, or
#   - Signals allocates more in greeting than the framework-free greeting/baseline, which does the
#     same string formatting (Person.greeting) and nothing else, or
#   - a subscription allocates more than its budget (SUBSCRIBE_BUDGETS below, per subscription; per
#     rebind for cell-rebind; per outer value, which makes an inner subscription, for flatmap-latest), or
#   - a live subscription keeps more heap than its budget (FOOTPRINT_BUDGETS, runner --footprint).
# Exact counts, not timings: the result does not depend on the machine's load.
set -euo pipefail
cd "$(dirname "$0")"

echo "== building the benchmark harness (release)"
swift build -c release 2>&1 | tail -n 3

out=$(mktemp)
trap 'rm -f "$out"' EXIT
N1=200 N2=1200 MARKDOWN="$(mktemp -d)/ci.md" ./instructions.sh \
    relay-1/signals relay-10/signals behavior-1/signals chain/signals driver-chain/signals touch-counter/signals flatten-sync/signals \
    combine-4/signals flatmap-latest/signals \
    greeting/signals greeting/baseline \
    subscribe-dispose/signals bag-1000/signals chain-subscribe/signals cell-rebind/signals >"$out"
cat "$out"

footprint=$(mktemp)
trap 'rm -f "$out" "$footprint"' EXIT
"$(swift build -c release --show-bin-path)/runner" --footprint | tee "$footprint"

python3 - "$out" "$footprint" <<'PY'
import sys
rows = {}
with open(sys.argv[1]) as handle:
    header = handle.readline().rstrip("\n").split("\t")
    assert header == ["scenario", "contender", "instructions_per_event", "mallocs_per_event"], header
    for line in handle:
        scenario, contender, instructions, mallocs = line.rstrip("\n").split("\t")
        rows[(scenario, contender)] = float(mallocs)
# Allocations per subscription (per rebind for cell-rebind): issue 11's goals. subscribe-dispose and
# bag-1000 allocate 1 (the Subscriber); chain-subscribe 3 (the relay's Subscriber, one StepSink
# running map, filter and distinctUntilChanged fused, the final Subscriber); cell-rebind 13 (12
# until issue 36 gave each broadcaster, so each `share` connection, its words' own object:
# docs/engine-decisions.md, "A broadcaster's words are an object of their own");
# flatmap-latest 2 per outer value, issue 27's goal: the inner `just` (a `ValueObservable`, its
# value in a field) and one SourceSubscription (8 when the row was added).
SUBSCRIBE_BUDGETS = {"subscribe-dispose": 3, "bag-1000": 3, "chain-subscribe": 3, "cell-rebind": 13, "flatmap-latest": 2}
failures = []
for scenario, budget in SUBSCRIBE_BUDGETS.items():
    if rows[(scenario, "signals")] > budget:
        failures.append(f"{scenario}: {rows[(scenario, 'signals')]} mallocs per subscription, budget {budget}")
for scenario in ["relay-1", "relay-10", "behavior-1", "chain", "driver-chain", "touch-counter", "flatten-sync", "combine-4"]:
    if rows[(scenario, "signals")] != 0:
        failures.append(f"{scenario}: {rows[(scenario, 'signals')]} mallocs per event, expected 0")
if rows[("greeting", "signals")] > rows[("greeting", "baseline")]:
    failures.append(
        f"greeting: {rows[('greeting', 'signals')]} mallocs per event, more than the "
        f"{rows[('greeting', 'baseline')]} of formatting the greeting alone")
# Heap bytes per live subscription (runner --footprint; glibc's count, exact for a given build):
# issue 27's measurements rounded up (313.3 and 696.9 since the subscriber and the list entry shrank;
# 358.4 and 774.0 when the rows were added), so a subscription never grows unnoticed.
FOOTPRINT_BUDGETS = {"relay-subscription": 320, "chain-subscription": 700}
for line in open(sys.argv[2]).read().splitlines()[1:]:
    scenario, contender, size = line.split("\t")
    if contender == "signals" and scenario in FOOTPRINT_BUDGETS and float(size) > FOOTPRINT_BUDGETS[scenario]:
        failures.append(f"{scenario}: {size} heap bytes per live subscription, budget {FOOTPRINT_BUDGETS[scenario]}")
if failures:
    print("ci-check: allocations over budget:", *failures, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print("ci-check: no allocation on the send path; every subscription within its budget, in mallocs and in heap bytes")
PY

# The binding inspector (issue 37): a relay send with it recording costs at most 3× the send without
# it, with no allocation; the rows above, measured with it off, keep their budgets.
inspected=$(mktemp)
trap 'rm -f "$out" "$footprint" "$inspected"' EXIT
INSPECT=1 N1=200 N2=1200 MARKDOWN="$(mktemp -d)/ci-inspected.md" ./instructions.sh relay-1/signals >"$inspected"
cat "$inspected"
python3 - "$out" "$inspected" <<'PY'
import sys
def row(path):
    with open(path) as handle:
        handle.readline()
        for line in handle:
            scenario, contender, instructions, mallocs = line.rstrip("\n").split("\t")
            if (scenario, contender) == ("relay-1", "signals"):
                return float(instructions), float(mallocs)
    sys.exit(f"ci-check: no relay-1/signals row in {path}")
off, _ = row(sys.argv[1])
on, mallocs = row(sys.argv[2])
if on > 3 * off or mallocs != 0:
    sys.exit(f"ci-check: relay-1 with the inspector recording: {on} instructions and {mallocs} mallocs per send, "
             f"budget 3 × {off} and 0")
print(f"ci-check: relay-1 with the inspector recording: {on} instructions per send ({on / off:.1f}× the {off} without), no allocation")
PY
