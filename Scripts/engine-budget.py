#!/usr/bin/env python3
"""Counts the engine's unchecked code and fails when a count is above its budget (issue 36).

In Sources/Observable (SignalsCore) and Sources/Signals, it counts code lines (comments and string
literals left out) that carry
  - `unsafeDowncast`,
  - `@exclusivity(unchecked)`,
  - `Unmanaged`, `_withUnsafeGuaranteedRef`, an `Unsafe…Pointer` type, `withUnsafeMutablePointer` or
    `_getUnsafePointerToStoredProperties`.
Each budget is the count on main when it was last lowered: a change may remove such lines, never add
one without raising the budget here, in the same commit, with the reason in docs/engine-decisions.md.
The goals are 0, 25 and 25.

    python3 Scripts/engine-budget.py           # the counts and budgets; exit 1 if over
    python3 Scripts/engine-budget.py --list    # also every line counted
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = ["Sources/Observable", "Sources/Signals"]
KINDS = [
    # (name, pattern, budget)
    ("unsafeDowncast", r"\bunsafeDowncast\b", 11),
    ("@exclusivity(unchecked)", r"@exclusivity\(unchecked\)", 84),
    ("Unmanaged / unsafe pointers", r"\bUnmanaged\b|_withUnsafeGuaranteedRef|\bUnsafe\w*Pointer\b|withUnsafeMutablePointer|"
     r"_getUnsafePointerToStoredProperties", 68),
]


def code_lines():
    """(path, line number, code) for every Swift line, without its comment and string literals."""
    for folder in FOLDERS:
        for directory, _, files in sorted(os.walk(os.path.join(ROOT, folder))):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as source:
                    for number, line in enumerate(source, 1):
                        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line).split("//")[0]
                        yield os.path.relpath(path, ROOT), number, code


def main():
    listing = "--list" in sys.argv[1:]
    unknown = [argument for argument in sys.argv[1:] if argument != "--list"]
    if unknown:
        print(f"engine-budget: unknown argument {unknown[0]!r} (use --list or nothing)", file=sys.stderr)
        return 2
    lines = list(code_lines())
    over = False
    for name, pattern, budget in KINDS:
        hits = [(path, number) for path, number, code in lines if re.search(pattern, code)]
        status = "ok" if len(hits) <= budget else "OVER BUDGET"
        over = over or len(hits) > budget
        print(f"{name}: {len(hits)} lines (budget {budget}) {status}")
        if listing:
            for path, number in hits:
                print(f"    {path}:{number}")
    if over:
        print("engine-budget: a count is over its budget: remove the new unchecked code, or raise the budget in "
              "Scripts/engine-budget.py with its reason in docs/engine-decisions.md", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
