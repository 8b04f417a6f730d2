#!/usr/bin/env python3
"""Counts the engine's unchecked code and fails when a count is above its budget (issue 36), and
checks the engine map's list of `@exclusivity(unchecked)` fields against the code.

In Sources/Observable (SignalsCore) and Sources/Signals, it counts code lines (comments and string
literals left out) that carry
  - `unsafeDowncast`,
  - `@exclusivity(unchecked)`,
  - `Unmanaged`, `_withUnsafeGuaranteedRef`, an `Unsafe…Pointer` type, `withUnsafeMutablePointer` or
    `_getUnsafePointerToStoredProperties`.
Each budget is the count on main when it was last lowered: a change may remove such lines, never add
one without raising the budget here, in the same commit, with the reason in docs/engine-decisions.md.
The goals are 0, 25 and 25.

The map check (Sources/Observable/Engine/README.md, section "`@exclusivity(unchecked)`: each field and
the rule that makes it safe"): every such field in the code is named there (the `…Address` fields
by that rule), and every name written there in backticks is declared somewhere in Sources or Tests,
so the list cannot go stale in either direction.

    python3 Scripts/engine-budget.py           # the counts, budgets and the map check; exit 1 if either fails
    python3 Scripts/engine-budget.py --list    # also every line counted
    python3 Scripts/engine-budget.py --table   # the per-file table of docs/engine-decisions.md, in Markdown
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = ["Sources/Observable", "Sources/Signals"]
KINDS = [
    # (name, pattern, budget)
    ("unsafeDowncast", r"\bunsafeDowncast\b", 0),
    # 26: issue 37 added RecordingNode.recorded (the inspector's record, under its node's lock word).
    ("@exclusivity(unchecked)", r"@exclusivity\(unchecked\)", 26),
    ("Unmanaged / unsafe pointers", r"\bUnmanaged\b|_withUnsafeGuaranteedRef|\bUnsafe\w*Pointer\b|withUnsafeMutablePointer|"
     r"_getUnsafePointerToStoredProperties", 25),
]


def code_lines(folders=FOLDERS):
    """(path, line number, code) for every Swift line in `folders`, without its comment and string literals."""
    for folder in folders:
        for directory, _, files in sorted(os.walk(os.path.join(ROOT, folder))):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as source:
                    for number, line in enumerate(source, 1):
                        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line).split("//")[0]
                        yield os.path.relpath(path, ROOT), number, code


MAP = "Sources/Observable/Engine/README.md"
MAP_SECTION = "## `@exclusivity(unchecked)`"


def map_problems():
    """The engine map's stale or missing `@exclusivity(unchecked)` entries, as messages."""
    with open(os.path.join(ROOT, MAP), encoding="utf-8") as source:
        text = source.read()
    if MAP_SECTION not in text:
        return [f"{MAP} has no section starting {MAP_SECTION!r}"]
    section = text[text.index(MAP_SECTION):]
    end = section.find("\n## ", 5)
    section = section[:end] if end > 0 else section
    named = set()
    for token in re.findall(r"`([^`]+)`", section):
        if not re.fullmatch(r"[\w./]+", token):
            continue  # code such as `relay.flatMap { … }`, or `…Address`
        named.update(part for part in re.split(r"[./]", token) if part)
    declared = set()
    unchecked = []
    for path, number, code in code_lines(["Sources", "Tests"]):
        declared.update(re.findall(r"\b(?:var|let|func|class|struct|enum|protocol|typealias|case)\s+(\w+)", code))
        field = re.search(r"@exclusivity\(unchecked\).*?\b(?:var|let)\s+(\w+)", code)
        if field:
            unchecked.append((path, number, field.group(1)))
    problems = [f"{path}:{number}: @exclusivity(unchecked) field `{field}` is not named in {MAP}"
                for path, number, field in unchecked if field not in named and not field.endswith("Address")]
    problems += [f"{MAP} names `{name}` under @exclusivity(unchecked), which nothing in Sources or Tests declares"
                 for name in sorted(named - declared - {"init"})]
    return problems


def table(lines):
    """The counted lines per file, as the Markdown table of docs/engine-decisions.md (most lines first)."""
    counts = {}
    for path, _, code in lines:
        for column, (_, pattern, _) in enumerate(KINDS):
            if re.search(pattern, code):
                counts.setdefault(path, [0] * len(KINDS))[column] += 1
    rows = ["| file | " + " | ".join(f"`{name}`" if name.startswith(("@", "unsafe")) else name
                                     for name, _, _ in KINDS) + " |",
            "|---|" + "---:|" * len(KINDS)]
    for path, row in sorted(counts.items(), key=lambda item: (-sum(item[1]), item[0])):
        shown = path.replace("Sources/Observable/", "").replace("Sources/Signals/", "Signals' ")
        rows.append(f"| {shown} | " + " | ".join(str(count) if count else "" for count in row) + " |")
    return "\n".join(rows)


def main():
    listing = "--list" in sys.argv[1:]
    unknown = [argument for argument in sys.argv[1:] if argument not in ("--list", "--table")]
    if unknown:
        print(f"engine-budget: unknown argument {unknown[0]!r} (use --list, --table or nothing)", file=sys.stderr)
        return 2
    lines = list(code_lines())
    if "--table" in sys.argv[1:]:
        print(table(lines))
        return 0
    over = False
    for name, pattern, budget in KINDS:
        hits = [(path, number) for path, number, code in lines if re.search(pattern, code)]
        status = "ok" if len(hits) <= budget else "OVER BUDGET"
        over = over or len(hits) > budget
        print(f"{name}: {len(hits)} lines (budget {budget}) {status}")
        if listing:
            for path, number in hits:
                print(f"    {path}:{number}")
    decisions = os.path.join(ROOT, "docs/engine-decisions.md")
    with open(decisions, encoding="utf-8") as source:
        text = source.read()
    heading = "## Where the counted lines are today"
    written = text[text.index(heading):].split("\n\n")[1] if heading in text else ""
    table_ok = written.strip() == table(lines)
    print(f"docs/engine-decisions.md's per-file table: {'ok' if table_ok else 'stale (paste the output of --table)'}")
    problems = map_problems()
    print(f"engine map's @exclusivity(unchecked) list: {'ok' if not problems else f'{len(problems)} problems'}")
    for problem in problems:
        print(f"    {problem}")
    if over:
        print("engine-budget: a count is over its budget: remove the new unchecked code, or raise the budget in "
              "Scripts/engine-budget.py with its reason in docs/engine-decisions.md", file=sys.stderr)
        return 1
    return 1 if problems or not table_ok else 0


if __name__ == "__main__":
    sys.exit(main())
