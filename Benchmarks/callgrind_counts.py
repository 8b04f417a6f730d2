#!/usr/bin/env python3
"""Reads a callgrind output file and prints two numbers: the total instructions executed (Ir) and
the number of heap allocations.

Allocations are counted exactly from callgrind's call graph: every call to malloc, calloc, realloc,
posix_memalign, aligned_alloc, memalign or valloc made from a function outside that family (so an
allocator calling itself internally, e.g. realloc -> malloc or posix_memalign -> _mid_memalign ->
malloc, is counted once). Swift's own allocator
(swift_slowAlloc) and C++'s operator new end in one of these, so every Swift object, array buffer and
closure context is counted.
"""
import re
import sys

FAMILY = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign", "valloc"}
# glibc's internal helpers of that family. posix_memalign calls malloc through _mid_memalign, so
# without these an aligned allocation (swift_slowAlloc with an alignment mask, e.g.
# UnsafeMutablePointer.allocate) would be counted twice: once as posix_memalign, once as malloc.
INTERNAL = {"_mid_memalign", "_int_malloc", "_int_memalign", "_int_realloc", "__libc_malloc",
            "__libc_calloc", "__libc_realloc", "__libc_memalign", "__posix_memalign", "tcache_init",
            "malloc_hook_ini", "realloc_hook_ini", "memalign_hook_ini"}


def base_name(name):
    name = re.sub(r"'\d+$", "", name.strip())  # recursion-cycle suffix: malloc'2
    name = re.sub(r"@plt$", "", name)
    name = re.sub(r"(\.(constprop|isra|part|cold)(\.\d+)?)+$", "", name)  # GCC clones: _mid_memalign.constprop.0
    return name


def in_family(name):
    """Whether `name` is the allocator itself (so its own calls into the family are not counted)."""
    return name in FAMILY or name in INTERNAL


def main(path):
    names = {}
    current = None
    callee = None
    total = None
    allocations = 0
    compressed = re.compile(r"^\((\d+)\)(?:\s+(.*))?$")

    def resolve(spec):
        match = compressed.match(spec)
        if not match:
            return base_name(spec)
        ident, name = match.group(1), match.group(2)
        if name is not None:
            names[ident] = base_name(name)
        return names.get(ident, "?")

    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if line.startswith("fn="):
                current = resolve(line[3:].rstrip("\n"))
                callee = None
            elif line.startswith("cfn="):
                callee = resolve(line[4:].rstrip("\n"))
            elif line.startswith("calls="):
                count = int(line[6:].split()[0])
                if callee in FAMILY and not in_family(current):
                    allocations += count
            elif line.startswith("summary:") or line.startswith("totals:"):
                total = int(line.split(":", 1)[1].split()[0])
    if total is None:
        sys.exit(f"callgrind_counts: no summary/totals line in {path}")
    print(f"{total}\t{allocations}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: callgrind_counts.py <callgrind.out file>")
    main(sys.argv[1])
