#!/usr/bin/env python3
"""Fails when the files of a crate import each other in a circle.

Each `.rs` file is a node; an edge runs from a file to every file whose items it names through
`crate::…` or `super::…` paths (in `use` trees and in code), and to a child module it declares and names in a
`use child::…` (a facade's re-exports). A folder's `mod.rs` is a node too,
so a child that reaches its siblings through the parent's re-exports closes a circle with it;
children name their siblings directly (`super::sibling::Item`). `mod x;` declarations are
ownership, not use, and are not edges. Inside an inline `mod tests { … }` `super` is the file
itself.

Usage: scripts/check_cycles.py [crate src folder …]   (default: src and crates/*/src)
"""
import glob
import os
import re
import sys

PATH = re.compile(r"\b(crate|super|self)((?:::\w+)+)")
USE = re.compile(r"\buse\s+((?:crate|super|self)::[^;]*);", re.S)
BARE_USE = re.compile(r"\buse\s+((?!crate::|super::|self::)\w+::[^;]*);", re.S)


def module_path(root, path):
    rel = os.path.relpath(path, root)[:-3].split(os.sep)
    if rel[-1] in ("lib", "main", "mod"):
        rel = rel[:-1]
    return rel


def expand_use(tree):
    """`a::{b, c::{d, e}}` -> [a::b, a::c::d, a::c::e]."""
    tree = re.sub(r"\s+", "", tree)
    if "{" not in tree:
        return [tree]
    head, rest = tree.split("{", 1)
    inner = rest[: rest.rfind("}")]
    parts, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        cur += ch
    if cur:
        parts.append(cur)
    out = []
    for part in parts:
        part = part.split(" as ")[0]
        if part == "self":
            out.append(head.rstrip(":"))
        else:
            out.extend(expand_use(head + part))
    return out


def graph(root):
    files = {}
    for path in glob.glob(os.path.join(root, "**", "*.rs"), recursive=True):
        files[tuple(module_path(root, path))] = path
    if os.path.exists(os.path.join(root, "lib.rs")):
        files[()] = os.path.join(root, "lib.rs")

    def resolve(segments):
        for end in range(len(segments), -1, -1):
            if tuple(segments[:end]) in files:
                return files[tuple(segments[:end])]
        return None

    edges = {path: set() for path in files.values()}
    for mod, path in files.items():
        if path.endswith("main.rs"):
            continue
        text = open(path, encoding="utf-8").read()
        text = re.sub(r"//[^\n]*", "", text)
        tests_at = text.find("mod tests {")
        refs = []
        for m in USE.finditer(text):
            refs.extend((m.start(), r) for r in expand_use(m.group(1)))
        # `use child::Item` names a module this file declares (`mod child;`).
        children = set(re.findall(r"\bmod\s+(\w+)\s*;", text))
        for m in BARE_USE.finditer(text):
            for r in expand_use(m.group(1)):
                if r.split("::")[0] in children:
                    refs.append((m.start(), "self::" + r))
        for m in PATH.finditer(text):
            refs.append((m.start(), m.group(1) + m.group(2)))
        for pos, ref in refs:
            segs = ref.split("::")
            in_tests = tests_at >= 0 and pos > tests_at
            if segs[0] == "crate":
                target = list(segs[1:])
            elif segs[0] == "super":
                base = list(mod) if in_tests else list(mod[:-1])
                while segs and segs[0] == "super":
                    segs = segs[1:]
                target = base + segs
            else:  # self
                target = list(mod) + segs[1:]
            dest = resolve(target)
            if dest and dest != path:
                edges[path].add(dest)
    return edges


def cycles(edges):
    """Strongly connected components with more than one file (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in edges:
        if v not in index:
            visit(v)
    return out


def main():
    roots = sys.argv[1:] or ["src"] + sorted(glob.glob("crates/*/src"))
    bad = 0
    for root in roots:
        edges = graph(root)
        for comp in cycles(edges):
            bad += 1
            print(f"import cycle in {root}:")
            for path in comp:
                uses = sorted(os.path.relpath(w, root) for w in edges[path] if w in comp)
                print(f"  {os.path.relpath(path, root)} -> {', '.join(uses)}")
        print(f"{root}: {len(edges)} files, {sum(map(len, edges.values()))} imports between them")
    if bad:
        sys.exit(1)
    print("no import cycles")


if __name__ == "__main__":
    main()
