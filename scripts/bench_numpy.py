"""The score-curve work of the envelope benchmark, the way a user would write it in numpy:
score(offset) = sum_i a_i cos(offset θ_i) + b_i sin(offset θ_i) for every integer offset, then
the min and max per plot column. Prints the best time of several runs as JSON."""
import json
import sys
import time

import numpy as np


def envelope(a, b, theta, offsets, columns):
    # Chunked so the offsets x pairs matrix stays within a few hundred MB.
    values = np.empty(len(offsets))
    for start in range(0, len(offsets), 65536):
        x = offsets[start:start + 65536, None] * theta[None, :]
        values[start:start + 65536] = np.cos(x) @ a + np.sin(x) @ b
    edges = np.linspace(0, len(offsets), columns + 1).astype(int)
    return np.minimum.reduceat(values, edges[:-1]), np.maximum.reduceat(values, edges[:-1])


def log_edges(n, columns):
    e = np.unique(np.ceil(np.expm1(np.linspace(0, np.log1p(n), columns + 1))).astype(int))
    return e[e < n]


def best_of(fn, runs):
    best = float("inf")
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main():
    rng = np.random.default_rng(1)
    theta128 = 10000.0 ** (-np.arange(64) * 2 / 128)
    a, b = rng.normal(size=64), rng.normal(size=64)
    lin = np.arange(131072, dtype=np.float64)
    t_lin = best_of(lambda: envelope(a, b, theta128, lin, 1200), 5)

    theta256 = 10000.0 ** (-np.arange(128) * 2 / 256)
    ones2 = np.full(128, 2.0)
    zeros = np.zeros(128)
    big = np.arange(1_000_000, dtype=np.float64)

    def log_run():
        values = np.empty(len(big))
        for start in range(0, len(big), 65536):
            x = big[start:start + 65536, None] * theta256[None, :]
            values[start:start + 65536] = np.cos(x) @ ones2 + np.sin(x) @ zeros
        edges = log_edges(len(big), 1200)
        return np.minimum.reduceat(values, edges), np.maximum.reduceat(values, edges)

    t_log = best_of(log_run, 3)
    json.dump({"numpy": np.__version__, "linear_131072_d128_s": t_lin, "log_1000000_d256_s": t_log}, sys.stdout)
    print()


if __name__ == "__main__":
    main()
