//! The shift test: RoPE scores depend only on the distance `m − n` in exact arithmetic, so
//! moving both tokens by the same amount should leave the score unchanged. In float32 it moves
//! by the rounding noise of the angles; these functions measure by how much.

use super::float::{angle_f32, cos_sin_f32, inv_freq_f32};
use crate::freq::default_inv_freq;

/// `q` rotated to `pos_tokens` in float32, HF's half layout (pair `i` is dims `i` and
/// `i + d/2`), computed as `q·cos + rotate_half(q)·sin`.
fn rotate_f32(x: &[f32], pos_tokens: u64, inv_freq: &[f32]) -> Vec<f32> {
    let h = inv_freq.len();
    let mut out = vec![0.0f32; 2 * h];
    for (i, &theta) in inv_freq.iter().enumerate() {
        let a = angle_f32(pos_tokens, theta);
        let (c, s) = cos_sin_f32(a);
        out[i] = x[i] * c - x[i + h] * s;
        out[i + h] = x[i + h] * c + x[i] * s;
    }
    out
}

fn rotate_f64(x: &[f64], pos_tokens: u64, inv_freq: &[f64]) -> Vec<f64> {
    let h = inv_freq.len();
    let mut out = vec![0.0f64; 2 * h];
    for (i, &theta) in inv_freq.iter().enumerate() {
        let (s, c) = (pos_tokens as f64 * theta).sin_cos();
        out[i] = x[i] * c - x[i + h] * s;
        out[i + h] = x[i + h] * c + x[i] * s;
    }
    out
}

/// The score of `q` at `m` with `k` at `n` as a float32 model computes it: flat vectors in
/// the half layout (pair `i` is entries `i` and `i + h`), angles, cos, sin, products and a
/// sequential sum all in float32. `None` unless both vectors hold `2 · inv_freq.len()` entries.
pub fn score_f32(q: &[f32], k: &[f32], m: u64, n: u64, inv_freq: &[f32]) -> Option<f32> {
    let dim = 2 * inv_freq.len();
    if q.len() != dim || k.len() != dim {
        return None;
    }
    let (qr, kr) = (rotate_f32(q, m, inv_freq), rotate_f32(k, n, inv_freq));
    Some(qr.iter().zip(&kr).fold(0.0f32, |acc, (x, y)| acc + x * y))
}

/// Pair-major `(x, y)` pairs as one flat float32 vector in the half layout: every pair's x,
/// then every pair's y (what [`score_f32`] takes).
pub fn half_layout_f32(pairs: &[(f64, f64)]) -> Vec<f32> {
    let xs = pairs.iter().map(|p| p.0 as f32);
    let ys = pairs.iter().map(|p| p.1 as f32);
    xs.chain(ys).collect()
}

/// The shift test in float32 over `trials` seeded random pairs of vectors (seeds 1 to
/// `trials`, the page's `vec=random` draws, `inv_freq.len()` pairs each): the median and the
/// largest |score(m + shift, n + shift) − score(m, n)|. Rounding noise, so it varies from
/// vector to vector and can be exactly 0 for one of them.
pub fn shift_noise_f32(inv_freq: &[f32], m: u64, n: u64, shift: u64, trials: u64) -> (f64, f64) {
    let mut gaps: Vec<f64> = (1..=trials)
        .filter_map(|seed| {
            let (q, k) = crate::vectors::random(seed, inv_freq.len());
            let (q, k) = (half_layout_f32(&q), half_layout_f32(&k));
            let near = score_f32(&q, &k, m, n, inv_freq)?;
            let far = score_f32(
                &q,
                &k,
                m.saturating_add(shift),
                n.saturating_add(shift),
                inv_freq,
            )?;
            Some(f64::from((far - near).abs()))
        })
        .collect();
    if gaps.is_empty() {
        return (0.0, 0.0);
    }
    gaps.sort_by(f64::total_cmp);
    let largest = gaps[gaps.len() - 1];
    (gaps[gaps.len() / 2], largest)
}

/// Whether `dim` is a usable even head size for vectors of these lengths.
fn shift_input_ok(dim: usize, q_len: usize, k_len: usize) -> bool {
    dim >= 2 && dim.is_multiple_of(2) && q_len >= dim && k_len >= dim
}

/// The shift test in float32: RoPE scores depend only on `m − n` in exact arithmetic, so the
/// score of q at `m` with k at `n` should equal the one at `m + shift`, `n + shift`. Returns
/// `|difference|` when rotating and scoring fully in float32 (sequential sum), the size of the
/// rounding noise. Uses the first `dim` entries; 0 if `dim` is odd or a vector is shorter.
pub fn shift_test_gap(
    q: &[f32],
    k: &[f32],
    m: u64,
    n: u64,
    shift: u64,
    dim: usize,
    base: f64,
) -> f64 {
    if !shift_input_ok(dim, q.len(), k.len()) {
        return 0.0;
    }
    let inv_freq = inv_freq_f32(dim, base);
    let score = |a: u64, b: u64| -> f32 {
        let (qr, kr) = (rotate_f32(q, a, &inv_freq), rotate_f32(k, b, &inv_freq));
        qr.iter().zip(&kr).fold(0.0f32, |acc, (x, y)| acc + x * y)
    };
    let near = score(m, n);
    let far = score(m.saturating_add(shift), n.saturating_add(shift));
    f64::from((far - near).abs())
}

/// [`shift_test_gap`] in float64 throughout, for comparison (it is ~1e-13, not 0).
pub fn shift_test_gap_f64(
    q: &[f64],
    k: &[f64],
    m: u64,
    n: u64,
    shift: u64,
    dim: usize,
    base: f64,
) -> f64 {
    if !shift_input_ok(dim, q.len(), k.len()) {
        return 0.0;
    }
    let inv_freq = default_inv_freq(dim, base);
    let score = |a: u64, b: u64| -> f64 {
        let (qr, kr) = (rotate_f64(q, a, &inv_freq), rotate_f64(k, b, &inv_freq));
        qr.iter().zip(&kr).fold(0.0, |acc, (x, y)| acc + x * y)
    };
    let near = score(m, n);
    let far = score(m.saturating_add(shift), n.saturating_add(shift));
    (far - near).abs()
}

/// The shift test on the page's own pair of vectors: q and k drawn from the project's seeded
/// normal generator (seed 1, the same on every platform), `dim` entries each, in float32.
pub fn shift_test_demo(m: u64, n: u64, shift: u64, dim: usize, base: f64) -> f64 {
    let mut rng = crate::vectors::SplitMix64::new(1);
    let mut draw = || {
        (0..dim)
            .map(|_| rng.next_normal() as f32)
            .collect::<Vec<_>>()
    };
    let (q, k) = (draw(), draw());
    shift_test_gap(&q, &k, m, n, shift, dim, base)
}
