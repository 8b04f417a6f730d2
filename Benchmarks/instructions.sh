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
# $MARKDOWN (default results/instructions.md).
#
#   Benchmarks/instructions.sh                       # every pair
#   Benchmarks/instructions.sh relay-1/signals floor/baseline
#   N1=1000 N2=3000 Benchmarks/instructions.sh       # quicker, same exact allocation counts
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

measure() { # scenario contender count -> "instructions<TAB>allocations"
    local out="$work/callgrind.out"
    if ! valgrind --tool=callgrind --callgrind-out-file="$out" "$RUNNER" "$1" "$2" "$3" >"$work/stdout" 2>"$work/stderr"; then
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

# The Markdown table: the same numbers, plus each row's ratio to the floor and to OpenCombine's
# row for the same scenario, and where and when it was measured.
python3 - "$tsv" "$MARKDOWN" "$N1" "$N2" <<'PY'
import datetime, platform, subprocess, sys
tsv, markdown, n1, n2 = sys.argv[1:5]
rows = [line.rstrip("\n").split("\t") for line in open(tsv)][1:]
instructions = {(r[0], r[1]): float(r[2]) for r in rows}
floor = instructions.get(("floor", "baseline"))
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
    "| scenario | contender | instructions/event | mallocs/event | × floor | × OpenCombine |",
    "|---|---|---:|---:|---:|---:|",
]
for scenario, contender, ipe, mpe in rows:
    value = float(ipe)
    vs_floor = f"{value / floor:.2f}" if floor else "–"
    peer = instructions.get((scenario, "opencombine"))
    vs_peer = f"{value / peer:.2f}" if peer and contender != "opencombine" else "–"
    out.append(f"| {scenario} | {contender} | {ipe} | {mpe} | {vs_floor} | {vs_peer} |")
# The targets Signals must meet, checked against the rows above (only when they were measured).
mallocs = {(r[0], r[1]): float(r[3]) for r in rows}
checks = []
for scenario in ["relay-1", "relay-10", "behavior-1", "chain", "touch-counter"]:
    if (scenario, "signals") in mallocs:
        value = mallocs[(scenario, "signals")]
        checks.append((value == 0, f"{scenario}: {value:g} mallocs per sent value (target 0)"))
if ("greeting", "signals") in mallocs and ("greeting", "baseline") in mallocs:
    value, formatting = mallocs[("greeting", "signals")], mallocs[("greeting", "baseline")]
    checks.append((value <= formatting,
                   f"greeting: {value:g} mallocs per edit, formatting the greeting alone (baseline) {formatting:g}"))
if floor and ("relay-1", "signals") in instructions:
    ratio = instructions[("relay-1", "signals")] / floor
    checks.append((ratio <= 3, f"relay-1: {ratio:.2f}× floor in instructions (target ≤ 3×)"))
for (scenario, contender), value in instructions.items():
    peer = instructions.get((scenario, "opencombine"))
    if contender == "signals" and peer:
        checks.append((value < peer, f"{scenario}: {value:g} vs OpenCombine {peer:g} instructions ({value / peer:.2f}×)"))
if checks:
    out += ["", "Targets:", ""]
    out += [f"- {'met' if ok else '**missed**'}: {text}" for ok, text in checks]
open(markdown, "w").write("\n".join(out) + "\n")
PY
echo "instructions.sh: Markdown table written to $MARKDOWN" >&2
