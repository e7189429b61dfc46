#!/usr/bin/env bash
# A CPU profile of 100 base-slider steps (a developer tool, not part of make test): builds the
# release app with function names kept (no wasm-opt) into target/profile-dist, then prints the
# functions with the most self time. Arguments go to profile.mjs (a query string); INCLUSIVE=regex
# also lists inclusive times of matching functions, UNDER=regex (DEPTH=n or LEAF=1) the time
# inside one function by what it called, DPR=2 a high-density screen, CSS=... a style sheet.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$PWD/target/profile-dist"
sed 's/data-wasm-opt="z"/data-wasm-opt="0" data-keep-debug/' index.html > index.profile.html
trap 'rm -f index.profile.html' EXIT
trunk build --release=true --dist "$out" index.profile.html >/dev/null
if [ -f "$out/index.profile.html" ]; then mv "$out/index.profile.html" "$out/index.html"; fi
cd tests/e2e && DIST="$out/" node profile.mjs "$@"
