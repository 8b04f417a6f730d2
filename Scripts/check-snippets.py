#!/usr/bin/env python3
"""Runs every Swift snippet the docs say the output of, as a learner would, and checks that output.

A snippet is a ```swift block that has a `// Prints:` comment: in docs/*.md, README.md, the DocC
articles (Sources/*/*.docc/*.md) and the doc comments of Sources/**/*.swift. Each one becomes the
`main.swift` of an executable of its own, in a temporary package that depends on this one by path,
built in debug (what `swift run` builds). It is run with a timeout, and everything it writes to
stdout and stderr, merged, must be exactly the lines listed under `// Prints:`, in order: a line
the comment does not list (an "Unhandled error happened" a debug build prints, say) fails the check,
and so does a missing one.

How a snippet becomes a program:
- `import Signals` (and Foundation) come first, unless the snippet imports for itself; a snippet
  that uses SignalsTest, SignalsBlocking or SignalsViewModels names imports them too.
- In a Markdown page, a ```swift block without `// Prints:` that declares something (a `func`,
  `struct`, `class`, `enum`) is pasted before every later snippet of the page, as the page asks
  a learner to keep it.
- A timestamp (`2026-01-01 12:00:00.000`, as `debug()` writes) stands for any timestamp.
- `// Prints:` is followed by one `// LINE` comment per printed line (`// Prints nothing` for
  none). The short form `// Prints 1, 2, 3` on one line is refused: write the lines out.

Usage: python3 Scripts/check-snippets.py [--plant-extra-line] [--keep DIR] [--only SUBSTRING]
  --plant-extra-line  adds `print("planted")` to the end of the first snippet; the check must then
                      fail (CI runs it this way too, to show the check can fail).
  --keep DIR          builds in DIR (kept, so a second run is incremental) instead of a temporary one.
  --only SUBSTRING    checks only the snippets whose source path contains SUBSTRING.
Exit status: 0 all match, 1 a snippet printed something else (or failed to build), 2 bad usage.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

TIMESTAMP = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECLARATION = re.compile(r"^(public |private |fileprivate )?(final )?(func|struct|class|enum|extension|protocol) ", re.M)
PRODUCT_HINTS = {
    "SignalsTest": re.compile(r"\bTestScheduler\b|\bcreateObserver\b|\bRecorded\b|\bmarbles\b"),
    "SignalsBlocking": re.compile(r"\btoBlocking\(\)"),
    "SignalsViewModels": re.compile(r"\b(TouchCounter|Greeting|TrafficLight|PhoneBook)ViewModel\b"),
}


class Snippet:
    def __init__(self, source, line, code, prelude):
        self.source, self.line, self.code, self.prelude = source, line, code, prelude
        self.expected = expected_lines(code)

    def where(self):
        return f"{self.source}:{self.line}"


def expected_lines(code):
    """The lines listed under `// Prints:`; `None` for the refused one-line form."""
    lines = code.split("\n")
    for index, line in enumerate(lines):
        stripped = line.strip()
        if stripped == "// Prints:":
            expected = []
            for following in lines[index + 1:]:
                text = following.strip()
                if not text.startswith("//"):
                    break
                expected.append(text[3:] if text.startswith("// ") else text[2:])
            return expected
        if stripped == "// Prints nothing":
            return []
        if re.match(r"// Prints\b", stripped):
            return None
    return None


def markdown_snippets(path):
    """The ```swift blocks of a Markdown page with `// Prints`, each with the page's earlier declarations."""
    text = open(path, encoding="utf-8").read()
    snippets, prelude = [], []
    for match in re.finditer(r"^```swift\n(.*?)^```", text, re.S | re.M):
        code = match.group(1)
        line = text.count("\n", 0, match.start()) + 2
        if "// Prints" in code:
            snippets.append(Snippet(os.path.relpath(path, ROOT), line, code, list(prelude)))
        elif DECLARATION.search(code):
            prelude.append(code)
    return snippets


def doc_comment_snippets(path):
    """The ```swift blocks inside `///` doc comments with `// Prints`."""
    snippets, block, start = [], None, 0
    for number, raw in enumerate(open(path, encoding="utf-8"), start=1):
        stripped = raw.strip()
        if not stripped.startswith("///"):
            block = None
            continue
        content = stripped[4:] if stripped.startswith("/// ") else stripped[3:]
        if block is None and content.strip() == "```swift":
            block, start = [], number + 1
        elif block is not None and content.strip() == "```":
            code = "\n".join(block) + "\n"
            if "// Prints" in code:
                snippets.append(Snippet(os.path.relpath(path, ROOT), start, code, []))
            block = None
        elif block is not None:
            block.append(content)
    return snippets


def all_snippets():
    found = []
    pages = [os.path.join(ROOT, "README.md")]
    pages += sorted(os.path.join(ROOT, "docs", name) for name in os.listdir(os.path.join(ROOT, "docs")) if name.endswith(".md"))
    for directory, _, files in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for name in sorted(files):
            path = os.path.join(directory, name)
            if name.endswith(".md") and ".docc" in directory:
                pages.append(path)
            elif name.endswith(".swift"):
                found += doc_comment_snippets(path)
    for page in pages:
        found += markdown_snippets(page)
    return found


def program(snippet, planted):
    body = "\n".join(snippet.prelude + [snippet.code])
    imports = []
    if not re.search(r"^import ", body, re.M):
        imports = ["import Foundation", "import Signals"]
        imports += [f"import {product}" for product, hint in PRODUCT_HINTS.items() if hint.search(body)]
    text = "\n".join(imports) + "\n\n" + body
    if planted:
        text += '\nprint("planted")\n'
    return text


def manifest(names):
    products = ", ".join(f'.product(name: "{p}", package: "Signals")' for p in ["Signals"] + list(PRODUCT_HINTS))
    targets = ",\n".join(
        f'        .executableTarget(name: "{name}", dependencies: [{products}], swiftSettings: [.swiftLanguageMode(.v6)])'
        for name in names
    )
    return f"""// swift-tools-version: 6.0
// Written by Scripts/check-snippets.py: one executable per documented snippet.
import PackageDescription
let package = Package(
    name: "DocumentedSnippets",
    dependencies: [.package(name: "Signals", path: "{ROOT}")],
    targets: [
{targets}
    ]
)
"""


def main(argv):
    planted, keep, only = False, None, None
    arguments = list(argv)
    while arguments:
        argument = arguments.pop(0)
        if argument == "--plant-extra-line":
            planted = True
        elif argument in ("--keep", "--only") and arguments:
            value = arguments.pop(0)
            keep, only = (value, only) if argument == "--keep" else (keep, value)
        else:
            print(f"check-snippets: unknown argument {argument!r}\n{__doc__}", file=sys.stderr)
            return 2
    snippets = [s for s in all_snippets() if only is None or only in s.source]
    refused = [s for s in snippets if s.expected is None]
    for snippet in refused:
        print(f"{snippet.where()}: write the printed lines out under `// Prints:`, one `// LINE` each", file=sys.stderr)
    snippets = [s for s in snippets if s.expected is not None]
    if not snippets:
        print("check-snippets: no snippet found", file=sys.stderr)
        return 1
    package = keep or tempfile.mkdtemp(prefix="signals-snippets-")
    names = [f"snippet{index:03d}" for index in range(len(snippets))]
    os.makedirs(package, exist_ok=True)
    if os.path.isdir(os.path.join(package, "Sources")):
        shutil.rmtree(os.path.join(package, "Sources"))
    for name, snippet in zip(names, snippets):
        os.makedirs(os.path.join(package, "Sources", name))
        with open(os.path.join(package, "Sources", name, "main.swift"), "w", encoding="utf-8") as file:
            file.write(f"// {snippet.where()}\n" + program(snippet, planted and name == names[0]))
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(manifest(names))
    build = subprocess.run(["swift", "build", "--package-path", package], capture_output=True, text=True)
    if build.returncode != 0:
        errors = [line for line in build.stdout.splitlines() + build.stderr.splitlines() if "error:" in line]
        for line in errors[:40]:
            # Name the documented snippet rather than the generated file.
            match = re.search(r"/Sources/(snippet\d{3})/main\.swift:(\d+)", line)
            if match:
                line = f"{snippets[names.index(match.group(1))].where()} (generated {match.group(1)}, line {match.group(2)}): {line}"
            print(line, file=sys.stderr)
        print(f"check-snippets: the snippets did not build (package kept in {package})", file=sys.stderr)
        return 1
    binaries = subprocess.run(["swift", "build", "--package-path", package, "--show-bin-path"], capture_output=True, text=True).stdout.strip()
    failures = len(refused)
    for name, snippet in zip(names, snippets):
        try:
            run = subprocess.run([os.path.join(binaries, name)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=20)
            printed, status = run.stdout.splitlines(), run.returncode
        except subprocess.TimeoutExpired as timeout:
            printed, status = (timeout.stdout or b"").decode(errors="replace").splitlines(), "a timeout after 20 s"
        def comparable(lines):
            return [TIMESTAMP.sub("<timestamp>", line) for line in lines]

        if comparable(printed) != comparable(snippet.expected) or status != 0:
            failures += 1
            print(f"{snippet.where()}: the snippet printed what its // Prints: does not say (exit status {status})", file=sys.stderr)
            print("  expected:\n" + "".join(f"    {line}\n" for line in snippet.expected) + "  printed:\n" + "".join(f"    {line}\n" for line in printed), file=sys.stderr)
    if keep is None:
        shutil.rmtree(package, ignore_errors=True)
    total = len(snippets) + len(refused)
    print(f"check-snippets: {total - failures} of {total} snippets print exactly what they say")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
