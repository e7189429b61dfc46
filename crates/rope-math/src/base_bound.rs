//! The lower bound on the RoPE base from Men et al. 2024 ("Base of RoPE Bounds Context
//! Length", NeurIPS 2024).
//!
//! A model can only tell nearby tokens from random ones if a query still prefers a key equal to
//! itself over a random key at every distance it sees. For identical q and k the expected
//! advantage at distance `m` is proportional to `B(m) = Σ_i cos(m·θ_i)`, so the paper asks that
//! `B(m) ≥ 0` for every distance up to the context length. `B` starts at `d/2` and, with a small
//! base, dips below zero early; a larger base pushes the first dip further out. This module
//! finds where `B` first goes negative for a given base, and the smallest base that keeps it
//! non-negative over a given length.

use crate::freq::default_inv_freq;

/// The paper's table of minimum bases for head dimension 128, `(context length in tokens,
/// base)`, two significant figures. Its "1k … 32k, 1M" are powers of two (1k = 1024, 1M =
/// 2^20). Because the passing bases do not form an interval, a rounded entry can fail: 2.7e4
/// (4k), 3.1e5 (16k), 6.4e5 (32k) and 5.1e8 (1M) all have `B < 0` before their lengths (see
/// the tests), so show these next to [`COMPUTED_MIN_BASE_128`], not instead of it.
pub const PAPER_MIN_BASE: [(u64, f64); 7] = [
    (1024, 4.3e3),
    (2048, 1.6e4),
    (4096, 2.7e4),
    (8192, 8.4e4),
    (16384, 3.1e5),
    (32768, 6.4e5),
    (1_048_576, 5.1e8),
];

/// The minimum bases [`min_base_for_len`] finds for head dimension 128, `(length in tokens,
/// base)`, at the paper's lengths and 128k: kept so the app need not search (the tests check
/// each against the search).
pub const COMPUTED_MIN_BASE_128: [(u64, f64); 8] = [
    (1024, 4293.4375692648855),
    (2048, 11587.244303115038),
    (4096, 26952.339227860455),
    (8192, 83763.84101545623),
    (16384, 231643.64680708587),
    (32768, 629978.2628552074),
    (131_072, 4869104.3705310775),
    (1_048_576, 65417355.565202184),
];

/// Longest length [`computed_min_base`] searches for on demand (about half a second when
/// optimised; a million tokens takes minutes).
pub const ON_DEMAND_LIMIT_TOKENS: u64 = 32768;

/// Steps between exact re-anchors of the running rotations in [`first_negative_in`]: each
/// complex multiply adds about one rounding, so after 4096 of them the drift is ~1e-12, far
/// below any `B(m)` the search has to tell from zero.
const REANCHOR_STEPS: u64 = 4096;

/// Relative step of the coarse geometric grid of [`min_base_for_len`] (0.01%). At 0.1% the
/// walk steps over passing islands: for d = 128 it misses 2.316e5 for 16k (finding 2.341e5)
/// and 4.869e6 for 128k (finding 7.79e6); 0.001% finds the same values as 0.01% up to 128k.
const GRID_STEP: f64 = 1e-4;

/// Fine points scanned between the last bad and the first good coarse point.
const FINE_POINTS: u32 = 100;

/// Bisection rounds on the final fine bracket (relative width 1e-6 → ~1e-12).
const BISECT_ROUNDS: u32 = 20;

/// Smallest and largest bases [`min_base_for_len`] considers. Below 1 the frequencies exceed
/// one radian per token, which no model uses.
const MIN_SEARCH_BASE: f64 = 1.0;
const MAX_SEARCH_BASE: f64 = 1e13;

/// How far around a remembered failing distance [`min_base_for_len`] looks before falling back
/// to a full scan.
const WITNESS_WINDOW_TOKENS: u64 = 64;

/// `B(m) = Σ_i cos(m·θ_i)` at distance `offset_tokens`: the (scaled) expected score advantage of
/// a key equal to the query over a random key. `B(0) = d/2`, the number of pairs.
pub fn similarity_bound(inv_freq: &[f64], offset_tokens: f64) -> f64 {
    inv_freq
        .iter()
        .map(|&theta| (offset_tokens * theta).cos())
        .sum()
}

/// First integer distance `m` in `from_tokens..=to_tokens` with `B(m) < 0`, or `None`.
///
/// Each pair keeps `(cos mθ, sin mθ)` and steps to `m + 1` by multiplying with `e^{iθ}`, which
/// costs a few multiplies instead of a `cos`; every [`REANCHOR_STEPS`] steps the pair is reset
/// from an exact `cos`/`sin`, so the rounding drift stays near 1e-12. A sum that is not a
/// number (a NaN or infinite frequency) counts as negative: such frequencies bound nothing.
/// The cost is about `(to − from) × pairs` multiply-adds.
pub fn first_negative_in(inv_freq: &[f64], from_tokens: u64, to_tokens: u64) -> Option<u64> {
    // No turning pair: B is a non-negative constant, so skip the (possibly long) walk.
    if from_tokens > to_tokens || inv_freq.iter().all(|&t| t == 0.0) {
        return None;
    }
    let steps: Vec<(f64, f64)> = inv_freq.iter().map(|&t| (t.cos(), t.sin())).collect();
    let mut state: Vec<(f64, f64)> = vec![(1.0, 0.0); inv_freq.len()];
    let mut m = from_tokens;
    let mut since_anchor = REANCHOR_STEPS;
    loop {
        if since_anchor >= REANCHOR_STEPS {
            for (s, &theta) in state.iter_mut().zip(inv_freq) {
                let (sin, cos) = (m as f64 * theta).sin_cos();
                *s = (cos, sin);
            }
            since_anchor = 0;
        }
        let sum: f64 = state.iter().map(|&(c, _)| c).sum();
        if sum.is_nan() || sum < 0.0 {
            return Some(m);
        }
        if m >= to_tokens {
            return None;
        }
        for (s, &(sc, ss)) in state.iter_mut().zip(&steps) {
            *s = (s.0 * sc - s.1 * ss, s.0 * ss + s.1 * sc);
        }
        m += 1;
        since_anchor += 1;
    }
}

/// First integer distance `0 ≤ m ≤ limit_tokens` with `B(m) < 0`, or `None` if the bound holds
/// over the whole range (also for empty `inv_freq`, whose `B` is identically 0).
pub fn first_negative_tokens(inv_freq: &[f64], limit_tokens: u64) -> Option<u64> {
    first_negative_in(inv_freq, 0, limit_tokens)
}

/// `L(base)`: the largest `L ≤ limit_tokens` with `B(m) ≥ 0` for every integer `0 ≤ m ≤ L`, for
/// default RoPE with rotated dimension `dim`. That is the first negative distance minus one,
/// or `limit_tokens` if `B` never goes negative up to there. A base that is not a positive
/// finite number supports nothing: 0.
pub fn supported_len_tokens(dim: usize, base: f64, limit_tokens: u64) -> u64 {
    if !(base.is_finite() && base > 0.0) {
        return 0;
    }
    match first_negative_tokens(&default_inv_freq(dim, base), limit_tokens) {
        Some(m) => m.saturating_sub(1),
        None => limit_tokens,
    }
}

/// Does `base` keep `B(m) ≥ 0` for all `m ≤ len_tokens`? A nearby base usually fails at the
/// same or a nearby distance, so this first tries the remembered failing distance (`witness`),
/// then its neighbourhood, and scans from 0 only when neither fails. Records a new failure.
fn holds(dim: usize, base: f64, len_tokens: u64, witness: &mut Option<u64>) -> bool {
    let inv_freq = default_inv_freq(dim, base);
    let near = witness.and_then(|w| {
        if similarity_bound(&inv_freq, w as f64) < 0.0 {
            return Some(w);
        }
        let from = w.saturating_sub(WITNESS_WINDOW_TOKENS);
        let to = w.saturating_add(WITNESS_WINDOW_TOKENS).min(len_tokens);
        first_negative_in(&inv_freq, from, to)
    });
    match near.or_else(|| first_negative_tokens(&inv_freq, len_tokens)) {
        Some(m) => {
            *witness = Some(m);
            false
        }
        None => true,
    }
}

/// The smallest base whose `L(base) ≥ len_tokens` for rotated dimension `dim`, or `None` if
/// `dim < 2` or no base up to 1e13 qualifies.
///
/// The bases that satisfy the bound do not form a single interval (raising the base can move
/// a dip of `B` below zero again), so bisection on the base would be wrong. Instead:
/// 1. walk a geometric grid from base 1 upward in steps of 0.01% until a base passes;
/// 2. scan 100 finer points between the last failing and that first passing grid point, and
///    take the first that passes;
/// 3. bisect the last bracket (relative width 1e-6) down to ~1e-12, taking the boundary there
///    to be a single dip of `B` touching 0.
///
/// A passing island narrower than the grid step could still be missed. Each candidate scans
/// only up to its first negative distance, and usually not even that (see `holds`): 16k
/// tokens take about 0.3 s optimised, 2 s in a debug build; the time grows a little faster
/// than `len_tokens` (a million tokens: ~90 s).
pub fn min_base_for_len(dim: usize, len_tokens: u64) -> Option<f64> {
    if dim < 2 {
        return None;
    }
    let mut witness = None;
    let ratio = 1.0 + GRID_STEP;
    let mut bad = MIN_SEARCH_BASE;
    if holds(dim, bad, len_tokens, &mut witness) {
        return Some(bad);
    }
    let good = loop {
        let next = bad * ratio;
        if next > MAX_SEARCH_BASE {
            return None;
        }
        if holds(dim, next, len_tokens, &mut witness) {
            break next;
        }
        bad = next;
    };
    let fine = ratio.powf(1.0 / FINE_POINTS as f64);
    let (mut lo, mut hi) = (bad, good);
    for k in 1..FINE_POINTS {
        let b = bad * fine.powi(k as i32);
        if holds(dim, b, len_tokens, &mut witness) {
            hi = b;
            break;
        }
        lo = b;
    }
    for _ in 0..BISECT_ROUNDS {
        let mid = (lo * hi).sqrt();
        if holds(dim, mid, len_tokens, &mut witness) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Some(hi)
}

/// The paper's published minimum base for `(dim, len_tokens)`, if its table has that row
/// (only `dim = 128`, see [`PAPER_MIN_BASE`]).
pub fn paper_min_base(dim: usize, len_tokens: u64) -> Option<f64> {
    let rows = if dim == 128 { &PAPER_MIN_BASE[..] } else { &[] };
    rows.iter().find(|r| r.0 == len_tokens).map(|r| r.1)
}

/// The smallest base that supports `len_tokens` for rotated dimension `dim`: from
/// [`COMPUTED_MIN_BASE_128`] when it has the row, else searched with [`min_base_for_len`] up to
/// [`ON_DEMAND_LIMIT_TOKENS`]; `None` past that (too slow to search) or if no base qualifies.
pub fn computed_min_base(dim: usize, len_tokens: u64) -> Option<f64> {
    let rows = if dim == 128 {
        &COMPUTED_MIN_BASE_128[..]
    } else {
        &[]
    };
    if let Some(r) = rows.iter().find(|r| r.0 == len_tokens) {
        return Some(r.1);
    }
    if len_tokens > ON_DEMAND_LIMIT_TOKENS {
        return None;
    }
    min_base_for_len(dim, len_tokens)
}

#[cfg(test)]
mod tests;
