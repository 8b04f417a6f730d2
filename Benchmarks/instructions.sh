#!/usr/bin/env bash
# Counts instructions and heap allocations per event, exactly, with valgrind's callgrind.
#
# For every scenario × contender pair (or the pairs named as "scenario/contender" arguments) it runs
# the release-built `runner` under callgrind twice, at N1 and N2 units of work, and prints
#   instructions_per_event = (Ir(N2) - Ir(N1)) / (N2 - N1)
#   mallocs_per_event      = (allocations(N2) - allocations(N1)) / (N2 - N1)
# so process start-up and the scenario's setup cancel out. Allocations are calls into
# malloc/calloc/realloc/posix_memalign/aligned_alloc/memalign/valloc counted from callgrind's call
# graph (callgrind_counts.py). Output: tab-separated on stdout, with a Markdown copy written to
# $MARKDOWN (default results/instructions.md). A full run (no pairs named) then prints and tabulates
# the heap bytes each live subscription keeps (`runner --footprint`, natively: no valgrind needed).
#
#   Benchmarks/instructions.sh                       # every pair
#   Benchmarks/instructions.sh relay-1/signals floor/baseline
#   N1=1000 N2=3000 Benchmarks/instructions.sh       # quicker, same exact allocation counts
#   INSPECT=1 Benchmarks/instructions.sh relay-1/signals   # with the binding inspector recording
set -euo pipefail
cd "$(dirname "$0")"

N1=${N1:-2000}
N2=${N2:-12000}
MARKDOWN=${MARKDOWN:-results/instructions.md}

if ! command -v valgrind >/dev/null 2>&1; then
    echo "instructions.sh: valgrind is not installed (apt-get install valgrind)" >&2
    exit 2
fi
if ! [[ "$N1" =~ ^[0-9]+$ && "$N2" =~ ^[0-9]+$ ]] || (( N2 <= N1 )); then
    echo "instructions.sh: N1 and N2 must be integers with N2 > N1 (got N1=$N1 N2=$N2)" >&2
    exit 2
fi

swift build -c release --product runner >&2
RUNNER="$(swift build -c release --show-bin-path)/runner"

if (( $# > 0 )); then
    pairs=()
    for pair in "$@"; do
        if [[ "$pair" != */* ]]; then
            echo "instructions.sh: expected scenario/contender, got '$pair'" >&2
            exit 2
        fi
        pairs+=("${pair%%/*}"$'\t'"${pair#*/}")
    done
else
    # The asyncstream pair is left out: valgrind 3.19 crashes (SIGSEGV inside valgrind) as soon as
    # the Swift concurrency runtime suspends under it. package-benchmark measures that pair.
    mapfile -t pairs < <("$RUNNER" --list-sync)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# valgrind 3.19 cannot read the DWARF 5 debug information clang writes for C files (the
# SignalsAtomics target's one global) and gives up ("Possibly corrupted debuginfo file"). The counts
# need only the symbols, so callgrind runs a copy without debug information; the code is the same.
for objcopy in objcopy llvm-objcopy; do
    if command -v "$objcopy" >/dev/null 2>&1 && "$objcopy" --strip-debug "$RUNNER" "$work/runner"; then
        RUNNER="$work/runner"
        break
    fi
done

measure() { # scenario contender count -> "instructions<TAB>allocations"
    local out="$work/callgrind.out"
    if ! valgrind --tool=callgrind --callgrind-out-file="$out" "$RUNNER" ${INSPECT:+--inspect} "$1" "$2" "$3" >"$work/stdout" 2>"$work/stderr"; then
        echo "instructions.sh: runner failed for $1/$2 N=$3:" >&2
        cat "$work/stderr" >&2
        exit 1
    fi
    python3 callgrind_counts.py "$out"
}

mkdir -p "$(dirname "$MARKDOWN")"
tsv="$work/results.tsv"
echo $'scenario\tcontender\tinstructions_per_event\tmallocs_per_event' | tee "$tsv"
for pair in "${pairs[@]}"; do
    IFS=$'\t' read -r scenario contender <<<"$pair"
    IFS=$'\t' read -r ir1 m1 < <(measure "$scenario" "$contender" "$N1")
    IFS=$'\t' read -r ir2 m2 < <(measure "$scenario" "$contender" "$N2")
    python3 -c "
n = $N2 - $N1
print(f'$scenario\t$contender\t{($ir2 - $ir1) / n:.1f}\t{($m2 - $m1) / n:.3f}'.replace('.000', ''))
" | tee -a "$tsv"
done

# The Markdown table: the same numbers, plus each row's ratio to its floor (`runner --floors`) and to
# OpenCombine's row for the same scenario, and where and when it was measured.
"$RUNNER" --floors >"$work/floors.tsv"
# Heap bytes per live subscription (runner --footprint, no valgrind: the allocator's own count), for
# a full run only.
: >"$work/footprint.tsv"
if (( $# == 0 )); then
    "$RUNNER" --footprint | tee "$work/footprint.tsv"
fi
python3 - "$tsv" "$MARKDOWN" "$N1" "$N2" "$work/floors.tsv" "$work/footprint.tsv" <<'PY'
import datetime, platform, subprocess, sys
tsv, markdown, n1, n2, floors_tsv, footprint_tsv = sys.argv[1:7]
rows = [line.rstrip("\n").split("\t") for line in open(tsv)][1:]
instructions = {(r[0], r[1]): float(r[2]) for r in rows}
mallocs = {(r[0], r[1]): float(r[3]) for r in rows}
floor_of = {}
for line in open(floors_tsv):
    name, floor_scenario, floor_contender = line.rstrip("\n").split("\t")
    floor_of[name] = (floor_scenario, floor_contender)
def floor_ratio(scenario, contender):
    """This row's instructions over its floor's, or None if the floor was not measured."""
    floor = instructions.get(floor_of.get(scenario, ("", "")))
    return instructions[(scenario, contender)] / floor if floor else None
cpu = "unknown CPU"
try:
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
except OSError:
    pass
swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
swift = swift[0] if swift else "swift"
valgrind = subprocess.run(["valgrind", "--version"], capture_output=True, text=True).stdout.strip()
out = [
    f"Measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC on {platform.system()} "
    f"{platform.machine()} ({cpu}), {swift}, {valgrind} callgrind, N1={n1} N2={n2}.",
    "",
    "| scenario | contender | instructions/event | mallocs/event | floor | × floor | × OpenCombine |",
    "|---|---|---:|---:|---|---:|---:|",
]
for scenario, contender, ipe, mpe in rows:
    value = float(ipe)
    ratio = floor_ratio(scenario, contender)
    vs_floor = f"{ratio:.2f}" if ratio is not None else "–"
    floor_name = "/".join(floor_of[scenario]) if scenario in floor_of else "–"
    peer = instructions.get((scenario, "opencombine"))
    vs_peer = f"{value / peer:.2f}" if peer and contender != "opencombine" else "–"
    out.append(f"| {scenario} | {contender} | {ipe} | {mpe} | {floor_name} | {vs_floor} | {vs_peer} |")
# The targets Signals must meet (issue 11), checked against the rows above (only those measured).
checks = []
def signals(scenario):
    return (scenario, "signals")
for scenario in ["relay-1", "relay-10", "behavior-1", "chain", "driver-chain", "touch-counter"]:
    if signals(scenario) in mallocs:
        value = mallocs[signals(scenario)]
        checks.append((value == 0, f"{scenario}: {value:g} mallocs per sent value (target 0)"))
if signals("greeting") in mallocs and ("greeting", "baseline") in mallocs:
    value, formatting = mallocs[signals("greeting")], mallocs[("greeting", "baseline")]
    checks.append((value <= formatting,
                   f"greeting: {value:g} mallocs per edit, formatting the greeting alone (baseline) {formatting:g}"))
# Subscription budgets: mallocs and instructions per subscription (per rebind for cell-rebind).
for scenario, malloc_budget, instruction_budget in [
    ("subscribe-dispose", 3, 2000), ("bag-1000", 3, 2500), ("chain-subscribe", 3, None), ("cell-rebind", 13, None),
]:
    if signals(scenario) in mallocs:
        value = mallocs[signals(scenario)]
        checks.append((value <= malloc_budget, f"{scenario}: {value:g} mallocs (target ≤ {malloc_budget})"))
    if instruction_budget and signals(scenario) in instructions:
        value = instructions[signals(scenario)]
        checks.append((value <= instruction_budget, f"{scenario}: {value:g} instructions (target ≤ {instruction_budget:,})"))
# Send scenarios against their floors: touch-counter within 3×, every other within 2×.
for scenario, limit in [("relay-1", 2), ("relay-10", 2), ("behavior-1", 2), ("chain", 2), ("driver-chain", 2),
                        ("touch-counter", 3)]:
    if signals(scenario) in instructions:
        ratio = floor_ratio(*signals(scenario))
        if ratio is not None:
            floor_name = "/".join(floor_of[scenario])
            checks.append((ratio <= limit, f"{scenario}: {ratio:.2f}× {floor_name} in instructions (target ≤ {limit}×)"))
# Issue 27's goals, absolute (each 3× the floor the issue measured; touch-counter 2×).
for scenario, instruction_goal, malloc_goal in [
    ("driver-chain", 410, None), ("combine-4", 264, 0), ("flatmap-latest", 4360, 2), ("cell-rebind", 11150, 8),
    ("touch-counter", 840, None),
]:
    if signals(scenario) in instructions:
        value = instructions[signals(scenario)]
        checks.append((value <= instruction_goal, f"{scenario}: {value:g} instructions (issue 27: ≤ {instruction_goal:,})"))
    if malloc_goal is not None and signals(scenario) in mallocs:
        value = mallocs[signals(scenario)]
        checks.append((value <= malloc_goal, f"{scenario}: {value:g} mallocs (issue 27: ≤ {malloc_goal})"))
for (scenario, contender), value in instructions.items():
    peer = instructions.get((scenario, "opencombine"))
    if contender == "signals" and peer:
        checks.append((value < peer, f"{scenario}: {value:g} vs OpenCombine {peer:g} instructions ({value / peer:.2f}×)"))
footprint = [line.rstrip("\n").split("\t") for line in open(footprint_tsv)][1:]
if footprint:
    bytes_of = {(r[0], r[1]): float(r[2]) for r in footprint}
    out += ["", "Heap bytes per live subscription (`runner --footprint`: heap in use with 20,000 live "
            "subscriptions minus with 10,000, over 10,000; glibc's own count, block headers included):", "",
            "| scenario | contender | bytes/subscription | × floor | × OpenCombine |", "|---|---|---:|---:|---:|"]
    for scenario, contender, value in footprint:
        floor = bytes_of.get((scenario, "baseline"))
        peer = bytes_of.get((scenario, "opencombine"))
        vs_floor = f"{float(value) / floor:.2f}" if floor else "–"
        vs_peer = f"{float(value) / peer:.2f}" if peer and contender != "opencombine" else "–"
        out.append(f"| {scenario} | {contender} | {value} | {vs_floor} | {vs_peer} |")
    # Issue 27's goals: a relay subscription within 180 bytes, a map → filter → distinct one within 400.
    for scenario, limit in [("relay-subscription", 180), ("chain-subscription", 400)]:
        if (scenario, "signals") in bytes_of:
            value = bytes_of[(scenario, "signals")]
            checks.append((value <= limit, f"{scenario}: {value:g} heap bytes per live subscription (target ≤ {limit})"))
if checks:
    out += ["", "Targets:", ""]
    out += [f"- {'met' if ok else '**missed**'}: {text}" for ok, text in checks]
open(markdown, "w").write("\n".join(out) + "\n")
PY
echo "instructions.sh: Markdown table written to $MARKDOWN" >&2
