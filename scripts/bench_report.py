"""Collects criterion's estimates and the numpy timings into target/bench-report.json and
prints the comparison."""
import json
import pathlib

root = pathlib.Path("target")
rows = {}
for bench in root.glob("criterion/**/new/benchmark.json"):
    meta = json.loads(bench.read_text())
    est = json.loads((bench.parent / "estimates.json").read_text())
    rows[meta["full_id"]] = est["median"]["point_estimate"] / 1e9  # seconds
numpy = json.loads((root / "bench-numpy.json").read_text())
pairs = [
    ("envelope d128 offsets 0..131072 linear 1200 cols", "linear_131072_d128_s"),
    ("slow/envelope d256 offsets 0..1000000 log 1200 cols", "log_1000000_d256_s"),
]
report = {"rust_median_s": rows, "numpy": numpy, "ratio_numpy_over_rust": {}}
print(f"{'benchmark':58} {'rust':>10} {'numpy':>10} {'ratio':>7}")
for rust_id, np_key in pairs:
    rust = rows.get(rust_id)
    if rust is None:
        continue
    ratio = numpy[np_key] / rust
    report["ratio_numpy_over_rust"][rust_id] = ratio
    print(f"{rust_id:58} {rust * 1e3:8.2f}ms {numpy[np_key] * 1e3:8.1f}ms {ratio:6.1f}x")
for rust_id, t in sorted(rows.items()):
    if rust_id not in dict(pairs):
        print(f"{rust_id:58} {t * 1e6:8.1f}µs")
(root / "bench-report.json").write_text(json.dumps(report, indent=2))
