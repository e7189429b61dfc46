//! The RoPE score `q_m · k_n` and why it depends only on `m − n`: per pair,
//! `(q·k)·cos((m−n)θ) + (q×k)·sin((m−n)θ)`.

use crate::choice::Layout;
use crate::rotation::{dot, pairs_to_vector, rotate_vector};

/// The two offset-free numbers of one pair: `dot = q_a k_a + q_b k_b` (similarity) and
/// `cross = q_a k_b − q_b k_a` (orientation), of the unrotated vectors.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairTerms {
    pub dot: f64,
    pub cross: f64,
}

impl PairTerms {
    pub fn of((qa, qb): (f64, f64), (ka, kb): (f64, f64)) -> Self {
        PairTerms {
            dot: qa * ka + qb * kb,
            cross: qa * kb - qb * ka,
        }
    }

    /// This pair's share of the score at `offset_tokens = m − n` with frequency `theta`:
    /// `dot·cos(Δθ) + cross·sin(Δθ)`.
    pub fn contribution(&self, offset_tokens: f64, theta: f64) -> f64 {
        let (s, c) = (offset_tokens * theta).sin_cos();
        self.dot * c + self.cross * s
    }
}

/// The terms of every pair.
pub fn pair_terms(q: &[(f64, f64)], k: &[(f64, f64)]) -> Vec<PairTerms> {
    q.iter()
        .zip(k)
        .map(|(&a, &b)| PairTerms::of(a, b))
        .collect()
}

/// The score by the closed formula, summed over pairs.
pub fn score_formula(terms: &[PairTerms], inv_freq: &[f64], offset_tokens: f64) -> f64 {
    terms
        .iter()
        .zip(inv_freq)
        .map(|(t, &theta)| t.contribution(offset_tokens, theta))
        .sum()
}

/// The score the direct way: rotate `q` to position `m`, `k` to `n`, take the dot product.
pub fn score_direct(
    q: &[(f64, f64)],
    k: &[(f64, f64)],
    m_tokens: f64,
    n_tokens: f64,
    inv_freq: &[f64],
    layout: Layout,
) -> f64 {
    let qv = rotate_vector(&pairs_to_vector(q, layout), m_tokens, inv_freq, layout);
    let kv = rotate_vector(&pairs_to_vector(k, layout), n_tokens, inv_freq, layout);
    dot(&qv, &kv)
}

/// RoFormer's relative upper bound at offset `Δ`: `(1/(d/2)) Σ_{j=1}^{d/2} |Σ_{k<j} e^{iΔθ_k}|`.
/// The score's size is at most this times `max |h_{i+1} − h_i|` (RoFormer §3.4.3).
pub fn relative_bound(inv_freq: &[f64], offset_tokens: f64) -> f64 {
    let (mut re, mut im, mut total) = (0.0, 0.0, 0.0);
    for &theta in inv_freq {
        let (s, c) = (offset_tokens * theta).sin_cos();
        re += c;
        im += s;
        total += (re * re + im * im).sqrt();
    }
    total / inv_freq.len().max(1) as f64
}

/// Standard deviation of the score of q and k with independent zero-mean, unit-variance
/// entries: `sqrt(d)` at every offset (each pair's term has variance 2). Its mean is 0.
pub fn random_score_spread(num_pairs: usize) -> f64 {
    (2.0 * num_pairs as f64).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_degree_example() {
        let theta = 30f64.to_radians();
        let q = [(2.0, 0.0)];
        let k = [(1.0, 1.0)];
        let a = score_direct(&q, &k, 3.0, 1.0, &[theta], Layout::Half);
        let b = score_direct(&q, &k, 5.0, 3.0, &[theta], Layout::Half);
        let f = score_formula(&pair_terms(&q, &k), &[theta], 2.0);
        let exact = 1.0 + 3f64.sqrt();
        for v in [a, b, f] {
            assert!((v - exact).abs() < 1e-14, "{v}");
        }
    }

    #[test]
    fn bound_at_zero_is_mean_of_one_to_n() {
        // |S_j| = j at offset 0, so the bound is (1/n)·n(n+1)/2.
        let f = vec![1.0, 0.5, 0.25, 0.125];
        assert!((relative_bound(&f, 0.0) - 2.5).abs() < 1e-15);
    }
}
