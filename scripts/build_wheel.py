#!/usr/bin/env python3
"""Writes the Python package's wheel into dist/python/: python/rope_explorer/ plus, under
rope_explorer/static/, the notebook module (dist/rope-widget.js), the wasm beside it, the page's
stylesheet and the key table (target/story/keys.json). Pure Python and offline: a wheel is a zip
with a METADATA, a WHEEL and a RECORD (PEP 427), so no build backend is fetched. Run by
`make dist` after scripts/widget.mjs."""

import base64
import hashlib
import re
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"


def fail(message: str) -> None:
    print(f"build_wheel.py: {message}", file=sys.stderr)
    sys.exit(1)


def main() -> None:
    project = tomllib.loads((ROOT / "python/pyproject.toml").read_text())["project"]
    name, version = project["name"], project["version"]
    dist_name = name.replace("-", "_")
    widget = DIST / "rope-widget.js"
    if not widget.is_file():
        fail("no dist/rope-widget.js (run scripts/widget.mjs after trunk build)")
    wasm_name = re.search(r'const WASM_FILE = "\./([^"]+)";', widget.read_text(encoding="utf-8"))
    if not wasm_name:
        fail("dist/rope-widget.js names no wasm")
    files = {}
    for path in sorted((ROOT / "python/rope_explorer").glob("*.py")):
        files[f"rope_explorer/{path.name}"] = path.read_bytes()
    files["rope_explorer/static/rope-widget.js"] = widget.read_bytes()
    files["rope_explorer/static/rope-explorer_bg.wasm"] = (DIST / wasm_name.group(1)).read_bytes()
    files["rope_explorer/static/style.css"] = (ROOT / "assets/style.css").read_bytes()
    files["rope_explorer/static/keys.json"] = (ROOT / "target/story/keys.json").read_bytes()

    info = f"{dist_name}-{version}.dist-info"
    readme = (ROOT / "python" / project["readme"]).read_text(encoding="utf-8")
    metadata = [
        "Metadata-Version: 2.1",
        f"Name: {name}",
        f"Version: {version}",
        f"Summary: {project['description']}",
        f"Requires-Python: {project['requires-python']}",
        f"License: {project['license']}",
        *[f"Requires-Dist: {d}" for d in project["dependencies"]],
        "Description-Content-Type: text/markdown",
        "",
        readme,
    ]
    files[f"{info}/METADATA"] = "\n".join(metadata).encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: rope-explorer build_wheel.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[f"{info}/top_level.txt"] = b"rope_explorer\n"

    def digest(data: bytes) -> str:
        return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

    record = [f"{path},{digest(data)},{len(data)}" for path, data in files.items()]
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()

    out = DIST / "python"
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.whl"):
        old.unlink()
    wheel = out / f"{dist_name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            # A fixed date: the same build gives the same wheel.
            entry = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            z.writestr(entry, data)
    print(f"build_wheel.py: wrote {wheel.relative_to(ROOT)} ({wheel.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
