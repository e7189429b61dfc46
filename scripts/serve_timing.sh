#!/usr/bin/env bash
# How long `make serve` (or `make dev`) takes from a saved one-line change in src/ to the
# rebuilt page trunk reloads, and how big the served wasm is. Figures go to BENCHMARKS.md.
#   scripts/serve_timing.sh serve     the release build `make serve` serves
#   scripts/serve_timing.sh dev       the debug build of `make dev`
# It serves on 127.0.0.1:8090 into target/timing-dist, appends a comment line to
# src/format.rs, waits for the rebuild, and restores the file.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
case "${1:-serve}" in
  serve) args=(--release) ;;
  dev) args=() ;;
  *) echo "usage: $0 serve|dev" >&2; exit 2 ;;
esac
out=target/timing-dist
log=$(mktemp)
edited=src/format.rs
cp "$edited" "$log.orig"
cleanup() {
  cp "$log.orig" "$edited"
  [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true
}
trap cleanup EXIT

builds() { grep -c 'success' "$log" || true; }
wait_builds() {
  local want=$1
  for _ in $(seq 1 3600); do
    [ "$(builds)" -ge "$want" ] && return 0
    sleep 0.2
  done
  echo "no build after 12 minutes; see $log" >&2
  exit 1
}

start=$(date +%s.%N)
trunk serve "${args[@]}" --dist "$out" --address 127.0.0.1 --port 8090 --no-autoreload >"$log" 2>&1 &
pid=$!
wait_builds 1
first=$(date +%s.%N)
sleep 2
printf '// serve_timing: a one-line change\n' >>"$edited"
saved=$(date +%s.%N)
wait_builds 2
rebuilt=$(date +%s.%N)
wasm=$(ls "$out"/*.wasm)
printf 'mode %s: first build %.0f s, saved change to rebuilt page %.1f s, wasm %d bytes (%d gzipped)\n' \
  "${1:-serve}" "$(echo "$first - $start" | bc)" "$(echo "$rebuilt - $saved" | bc)" \
  "$(stat -c %s "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
