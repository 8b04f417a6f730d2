#!/usr/bin/env python3
"""Writes the repository's Markdown documents into a DocC catalog as articles, at build time.

    python3 docs/docc-articles.py signals CATALOG       # called by docs/build.sh
    python3 docs/docc-articles.py signalstest CATALOG

The documents stay the one source (they read well on GitHub, and tests check their snippets and
diagrams); the catalog gets a converted copy of each, so no hand-kept copy can drift:

- `signals`: CONTRACT.md → TheContract, Sources/Observable/Engine/README.md → EngineMap, docs/Concepts.md → Concepts, docs/MVVM-guide.md → MVVMGuide,
  docs/Reading-diagrams.md → ReadingDiagrams, docs/Operators.md → Operators and each
  docs/operators/<Family>.md → Operators<Family>.
- `signalstest`: docs/Marbles.md → MarbleDiagrams.

Links between the documents become DocC links (`<doc:Concepts>`, or `[text](<doc:Concepts#Heading>)`),
so a page never names a file where it means a page. A link to a document of the other archive becomes
a URL of that archive on the same site, `/../signalstest/documentation/signalstest/marblediagrams`: both
archives are built with hosting base paths `signals` and `signalstest` and served from one folder,
the server's root; DocC's renderer would prefix `/signals` to a path with a single leading slash, and
a browser reads `/../signalstest` as `/signalstest`. A link to a README section becomes
<doc:GettingStarted>; a link to a source or test file keeps only its text, a path in code voice, since
those files are not on the site. Exits 1 naming any link it cannot place.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Which archive each document is an article of, and under what name.
ARCHIVES = {
    "signals": {
        "CONTRACT.md": "TheContract",
        "docs/Concepts.md": "Concepts",
        "docs/MVVM-guide.md": "MVVMGuide",
        "docs/Reading-diagrams.md": "ReadingDiagrams",
        "docs/Operators.md": "Operators",
        "Sources/Observable/Engine/README.md": "EngineMap",
        **{f"docs/operators/{name}": "Operators" + name[:-3]
           for name in sorted(os.listdir(os.path.join(ROOT, "docs/operators"))) if name.endswith(".md")},
    },
    "signalstest": {
        "docs/Marbles.md": "MarbleDiagrams",
    },
}
# Documents that are pages of a hand-written article instead.
ELSEWHERE = {"README.md": ("signals", "GettingStarted")}

# An inline link that is not an image: [text](target).
LINK = re.compile(r"(?<!!)\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^()\s]+)\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def github_slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as dashes."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def docc_fragment(path, anchor):
    """The DocC fragment of the heading of `path` whose GitHub anchor is `anchor`, or None when DocC's
    fragment cannot be written for it (a heading with code or punctuation): the link then goes to the page."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        for line in file:
            match = re.match(r"#{2,6} (.+)", line)
            if match and github_slug(match.group(1)) == anchor:
                heading = match.group(1).strip()
                if re.fullmatch(r"[A-Za-z0-9 ]+", heading):
                    return heading.replace(" ", "-")
                return None
    raise LookupError(f"no heading with the anchor #{anchor}")


def title(path):
    """The first heading of the document at `path`."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        return file.readline().lstrip("# ").strip()


def looks_like_a_file_name(text):
    return bool(re.fullmatch(r"`?[\w./-]+\.md`?", text.strip()))


def convert_link(archive, source, text, target):
    """The DocC text for the link [text](target) found in `source`."""
    if re.match(r"[a-z]+:", target):  # https:, mailto:
        return f"[{text}]({target})"
    path, _, anchor = target.partition("#")
    if path:
        resolved = os.path.normpath(os.path.join(os.path.dirname(source), path))
    else:
        resolved = source
    owner, name = None, None
    for candidate, articles in ARCHIVES.items():
        if resolved in articles:
            owner, name = candidate, articles[resolved]
    if resolved in ELSEWHERE:
        owner, name = ELSEWHERE[resolved]
        anchor = ""
    if name is None:
        if os.path.exists(os.path.join(ROOT, resolved)):
            return text  # a source or test file: its path, in code voice, is the text
        raise LookupError(f"link to {target}, which is no document")
    if owner != archive:
        if looks_like_a_file_name(text):
            text = title(resolved)
        return f"[{text}](/../{owner}/documentation/{owner}/{name.lower()})"
    fragment = docc_fragment(resolved, anchor) if anchor else None
    reference = f"doc:{name}" + (f"#{fragment}" if fragment else "")
    if looks_like_a_file_name(text) or (not path and not fragment):
        return f"<{reference}>"
    return f"[{text}](<{reference}>)"


def convert(archive, source):
    """The text of `source` as a DocC article of `archive`."""
    with open(os.path.join(ROOT, source), encoding="utf-8") as file:
        lines = file.read().split("\n")
    fenced = False
    out = []
    for number, line in enumerate(lines, 1):
        if FENCE.match(line):
            fenced = not fenced
        if not fenced:
            try:
                line = LINK.sub(lambda m: convert_link(archive, source, m.group(1), m.group(2)), line)
            except LookupError as error:
                raise SystemExit(f"docs/docc-articles.py: {source}:{number}: {error}")
        out.append(line)
    return "\n".join(out)


def main(argv):
    if len(argv) != 3 or argv[1] not in ARCHIVES:
        print("usage: python3 docs/docc-articles.py signals|signalstest CATALOG", file=sys.stderr)
        return 2
    archive, catalog = argv[1], argv[2]
    for source, name in ARCHIVES[archive].items():
        target = os.path.join(catalog, name + ".md")
        if os.path.exists(target):
            print(f"docs/docc-articles.py: {target} exists; the catalog must not keep a copy of {source}",
                  file=sys.stderr)
            return 1
        with open(target, "w", encoding="utf-8") as file:
            file.write(convert(archive, source))
    print(f"{archive}: {len(ARCHIVES[archive])} articles from the repository's documents")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
