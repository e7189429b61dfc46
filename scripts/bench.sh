#!/usr/bin/env bash
# make bench: criterion benchmarks of rope-math, the same score-curve work in numpy, the ratio,
# and (when the release build exists) the browser benchmark. Figures go to target/bench-report.json
# and are recorded by hand in BENCHMARKS.md; the browser's in target/bench-browser*.json and
# target/lighthouse.json.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c "import numpy" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check "numpy>=2,<3"
rm -rf target/criterion  # no stale results of renamed benchmarks in the report
cargo bench -p rope-math --bench curves -- --noplot
python3 scripts/bench_numpy.py > target/bench-numpy.json
python3 scripts/bench_report.py
if [ -f tests/e2e/bench.mjs ]; then
  make --no-print-directory dist
  (cd tests/e2e && node bench.mjs)
  (cd tests/e2e && DPR=2 ONLY=lab node bench.mjs)
  # A post of eight figures on a slowed phone: elements against iframes.
  (cd tests/e2e && node elements-bench.mjs)
  # Lighthouse from npm (its own lock file: make test does not install it), against Debian's
  # Chromium, the mobile and desktop presets: target/lighthouse.json.
  if [ ! -d tests/lighthouse/node_modules/lighthouse ] || [ tests/lighthouse/package-lock.json -nt tests/lighthouse/node_modules/.package-lock.json ]; then
    (cd tests/lighthouse && npm ci --no-audit --no-fund)
  fi
  (cd tests/lighthouse && node run.mjs)
fi
