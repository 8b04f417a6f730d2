#!/usr/bin/env python3
"""Lists the public symbols whose doc comment is incomplete, from the symbol graphs docs/build.sh extracts.

    python3 docs/doc-coverage.py SYMBOL_GRAPH_DIR [ROOT]

A public symbol is incomplete when its doc comment
  - has no summary (no comment at all, or one that opens with a `- Parameter`/`- Returns` callout);
  - (function, method, operator, initializer, subscript) lacks a `- Parameter name:` line, or an item
    `- name:` under `- Parameters:`, for one of its named parameters;
  - (function, method, operator) returns a value but has no `- Returns:` line.
Symbols the graphs hold without a source location (members the compiler synthesized from the standard
library, such as `!=`) are left out: their comments are not this project's. So are the copies the graphs
make of a protocol extension's members on each conforming type (`map` on `Observable`, `Driver`, …, all
from the one comment): each declaration is counted once. A symbol without a comment of
its own that inherits one (a protocol requirement's) is judged by the comment DocC shows for it.

Prints the number of public declarations and of incomplete ones per module and per source folder, then every
incomplete symbol with its file, line and what it lacks. Reads every `*.symbols.json` in SYMBOL_GRAPH_DIR;
ROOT (default: the current directory) shortens the file paths.

Exit status: 0, or 1 when DOC_COVERAGE_STRICT=1 and any symbol is incomplete; 2 on bad input (a missing
directory, no graphs, a graph that is not a symbol graph).
"""

import glob
import json
import os
import re
import sys
from collections import Counter, defaultdict
from urllib.parse import unquote, urlparse

CALLABLE = {"swift.func", "swift.method", "swift.type.method", "swift.func.op", "swift.init",
            "swift.subscript", "swift.type.subscript"}
RETURNING = {"swift.func", "swift.method", "swift.type.method", "swift.func.op"}
NO_VALUE = {"", "()", "Void", "Never"}

CALLOUT = re.compile(r"^\s*[-+*]\s+(parameters?|returns|throws)\b", re.IGNORECASE)
ONE_PARAMETER = re.compile(r"^\s*[-+*]\s+parameter\s+([^\s:]+)\s*:", re.IGNORECASE)
PARAMETERS_BLOCK = re.compile(r"^(\s*)[-+*]\s+parameters\s*:", re.IGNORECASE)
LIST_ITEM = re.compile(r"^(\s*)[-+*]\s+([^\s:]+)\s*:")
RETURNS = re.compile(r"^\s*[-+*]\s+returns\s*:", re.IGNORECASE)
FENCE = re.compile(r"^\s*(```|~~~)")


def fail(message):
    print(f"docs/doc-coverage.py: {message}", file=sys.stderr)
    sys.exit(2)


def prose_lines(lines):
    """The comment's lines outside code blocks (a `- Returns:` inside an example is not a section)."""
    inside = False
    for line in lines:
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield line


def documented_parameters(lines):
    """The parameter names the comment documents, with either form."""
    names = set()
    block_indent = None
    for line in lines:
        if match := ONE_PARAMETER.match(line):
            names.add(match.group(1))
            block_indent = None
        elif match := PARAMETERS_BLOCK.match(line):
            block_indent = len(match.group(1))
        elif block_indent is not None and (match := LIST_ITEM.match(line)):
            if len(match.group(1)) > block_indent:
                names.add(match.group(2))
            else:
                block_indent = None
    return names


def has_summary(lines):
    for line in lines:
        if line.strip():
            return not CALLOUT.match(line)
    return False


def returns_value(symbol):
    fragments = symbol.get("functionSignature", {}).get("returns", [])
    return "".join(f.get("spelling", "") for f in fragments).strip() not in NO_VALUE


def problems(symbol):
    """What the symbol's comment lacks, as short phrases (empty when it is complete)."""
    lines = [entry.get("text", "") for entry in (symbol.get("docComment") or {}).get("lines", [])]
    prose = list(prose_lines(lines))
    found = []
    if not has_summary(prose):
        found.append("summary")
    kind = symbol["kind"]["identifier"]
    if kind in CALLABLE:
        # A comment names a parameter by its local name (`internalName` when it differs from the label).
        parameters = [p.get("internalName", p.get("name"))
                      for p in symbol.get("functionSignature", {}).get("parameters", [])]
        parameters = [name for name in parameters if name not in (None, "", "_")]
        documented = documented_parameters(prose)
        missing = [name for name in parameters if name not in documented]
        if missing:
            found.append("parameters: " + ", ".join(missing))
    if kind in RETURNING and returns_value(symbol) and not any(RETURNS.match(line) for line in prose):
        found.append("returns")
    return found


def source_of(symbol, root):
    """(file relative to ROOT, 1-based line and column), or None for a symbol without a source location."""
    location = symbol.get("location")
    if not location or not location.get("uri"):
        return None
    path = unquote(urlparse(location["uri"]).path)
    if root and path.startswith(root + os.sep):
        path = path[len(root) + 1:]
    position = location.get("position", {})
    return path, position.get("line", 0) + 1, position.get("character", 0) + 1


def main():
    if len(sys.argv) not in (2, 3):
        fail("usage: python3 docs/doc-coverage.py SYMBOL_GRAPH_DIR [ROOT]")
    graph_dir = sys.argv[1]
    root = os.path.abspath(sys.argv[2] if len(sys.argv) == 3 else ".")
    if not os.path.isdir(graph_dir):
        fail(f"no symbol graph directory {graph_dir!r} (run docs/build.sh first)")
    files = sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json")))
    if not files:
        fail(f"no *.symbols.json in {graph_dir!r}")

    totals, incomplete_counts = Counter(), Counter()
    folder_totals, folder_incomplete = Counter(), Counter()
    incomplete = defaultdict(list)
    seen = set()
    for file in files:
        try:
            with open(file, encoding="utf-8") as handle:
                graph = json.load(handle)
            module = graph["module"]["name"]
            symbols = graph["symbols"]
        except (OSError, ValueError, KeyError, TypeError) as error:
            fail(f"{file}: not a symbol graph ({error})")
        for symbol in symbols:
            precise = symbol.get("identifier", {}).get("precise", "")
            source = source_of(symbol, root)
            if (source is None or "::SYNTHESIZED::" in precise or precise in seen
                    or symbol["names"]["title"].startswith("_")):
                continue
            seen.add(precise)
            folder = os.path.dirname(source[0])
            totals[module] += 1
            folder_totals[folder] += 1
            if found := problems(symbol):
                incomplete_counts[module] += 1
                folder_incomplete[folder] += 1
                name = ".".join(symbol["pathComponents"])
                incomplete[module].append((source, name, found))

    print(f"{'module':<20} {'declarations':>14} {'incomplete':>10}")
    for module in sorted(totals):
        print(f"{module:<20} {totals[module]:>14} {incomplete_counts[module]:>10}")
    total, missing = sum(totals.values()), sum(incomplete_counts.values())
    print(f"{'total':<20} {total:>14} {missing:>10}")
    print()
    print(f"{'folder':<52} {'declarations':>14} {'incomplete':>10}")
    for folder in sorted(folder_totals):
        print(f"{folder:<52} {folder_totals[folder]:>14} {folder_incomplete[folder]:>10}")
    for module in sorted(incomplete):
        print(f"\n{module}: {incomplete_counts[module]} incomplete doc comments")
        for (path, line, _), name, found in sorted(incomplete[module]):
            print(f"  {path}:{line}: {name} — lacks {'; '.join(found)}")

    if missing and os.environ.get("DOC_COVERAGE_STRICT") == "1":
        print(f"docs/doc-coverage.py: {missing} public declarations have incomplete doc comments "
              "(DOC_COVERAGE_STRICT=1)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
