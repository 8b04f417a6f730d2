#!/usr/bin/env bash
# Pastes the harness's own output into README.md: results/instructions.md (written by
# instructions.sh) between the instructions markers, results/benchmark.md (package-benchmark's
# output, see README) between the benchmark markers. Nothing in the tables is typed by hand.
set -euo pipefail
cd "$(dirname "$0")"
python3 - <<'PY'
import os
readme = open("README.md").read()
for name, path in [("instructions", "results/instructions.md"), ("benchmark", "results/benchmark.md")]:
    if not os.path.exists(path):
        continue
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    head, rest = readme.split(begin, 1)
    _, tail = rest.split(end, 1)
    readme = head + begin + "\n" + open(path).read().strip() + "\n" + end + tail
open("README.md", "w").write(readme)
PY
echo "README.md updated"
