#!/usr/bin/env python3
"""Fails when ARCHITECTURE.md and the source tree disagree: every source file must be named in
it, and every file it names must exist.

ARCHITECTURE.md names files in the first column of the tables under a heading whose text is a
backticked folder (`### \`crates/rope-math/src\``): the rows below it are read from that
folder (tables under other headings are not read). A row's first cell holds one or more
backticked paths relative to that folder, and `*` stands for any file name in one folder
(`figs/*.py`: one file a figure). Source files are the ones git tracks (and the untracked ones
it does not ignore) ending in .rs, .py, .mjs, .js, .sh or .css, and the scripts without an
ending under scripts/.

Usage: scripts/check_architecture.py   (from anywhere in the repository)
"""
import fnmatch
import os
import re
import subprocess
import sys

ENDINGS = (".rs", ".py", ".mjs", ".js", ".sh", ".css")
HEADING = re.compile(r"^#+\s+`([^`]+)`\s*$")
TOKEN = re.compile(r"`([^`]+)`")


def source_files(root):
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=root, capture_output=True, text=True, check=True,
    ).stdout.split("\n")
    files = []
    for path in out:
        if not path or not os.path.exists(os.path.join(root, path)):
            continue
        name = os.path.basename(path)
        if path.endswith(ENDINGS) or (path.startswith("scripts/") and "." not in name):
            files.append(path)
    return files


def named_patterns(text):
    """(pattern, line) for every path a table row names."""
    folder = ""
    patterns = []
    for number, line in enumerate(text.split("\n"), 1):
        heading = HEADING.match(line)
        if line.startswith("#"):
            folder = heading.group(1).strip("/") if heading else ""
            continue
        if not folder or not line.startswith("|") or line.startswith("| ---"):
            continue
        cells = line.split("|")
        if len(cells) < 3:
            continue
        for token in TOKEN.findall(cells[1]):
            if token.startswith("-") or " " in token:
                continue
            path = f"{folder}/{token}"
            patterns.append((path.replace("//", "/"), number))
    return patterns


def main():
    root = subprocess.run(
        ["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True
    ).stdout.strip()
    with open(os.path.join(root, "ARCHITECTURE.md"), encoding="utf-8") as f:
        patterns = named_patterns(f.read())
    files = source_files(root)
    problems = []
    for path, line in patterns:
        if not any(fnmatch.fnmatchcase(f, path) and f.count("/") == path.count("/") for f in files):
            problems.append(f"ARCHITECTURE.md:{line}: `{path}` names no file")
    for f in files:
        if not any(fnmatch.fnmatchcase(f, p) and f.count("/") == p.count("/") for p, _ in patterns):
            problems.append(f"{f}: not named in ARCHITECTURE.md")
    for p in problems:
        print(p)
    print(f"architecture: {len(files)} source files, {len(patterns)} rows' paths, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
