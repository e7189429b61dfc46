//! The "long-term decay" of RoPE scores, and why it is a property of the vectors rather than
//! of the rotation (Barbero et al. 2025, "Round and Round We Go!"). Rotating a key by any
//! angle leaves an isotropic Gaussian key's distribution unchanged, so the score of
//! independent Gaussian q and k has mean 0 and spread √d at every offset; a query that points
//! along its key (q = k, or all ones) scores Σ 2cos(Δθᵢ) on average, the curve that
//! falls with the offset. Formulas as in docs/design.md's "Research figures" (σ = 1).

use crate::score::PairTerms;
use crate::vectors::{ones, Pairs, SplitMix64};

/// Which q and k the expectation is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecayVectors {
    /// q = k = (1, …, 1): one fixed vector, no spread.
    Ones,
    /// q = k ~ N(0, I): the same random vector as query and key.
    GaussianSame,
    /// q, k ~ N(0, I), independent.
    Gaussian,
}

/// `E[q·R(Δ)k]` for a head with frequencies `inv_freq`: `Σᵢ 2cos(Δθᵢ)` when q and k are the
/// same vector (ones, or one Gaussian draw: each pair's squared length averages 2), 0 when
/// they are independent.
pub fn expected_score(inv_freq: &[f64], vectors: DecayVectors, offset_tokens: f64) -> f64 {
    match vectors {
        DecayVectors::Ones | DecayVectors::GaussianSame => inv_freq
            .iter()
            .map(|&theta| 2.0 * (offset_tokens * theta).cos())
            .sum(),
        DecayVectors::Gaussian => 0.0,
    }
}

/// The standard deviation of `q·R(Δ)k` over the draws: 0 for ones; for q = k ~ N(0, I) each
/// pair gives `r²cos(Δθ)` with r² ~ χ²₂ (variance 4), so `2·√(Σ cos²(Δθᵢ))`; for independent
/// q and k, `√d` at every offset.
pub fn score_sd(inv_freq: &[f64], vectors: DecayVectors, offset_tokens: f64) -> f64 {
    match vectors {
        DecayVectors::Ones => 0.0,
        DecayVectors::GaussianSame => {
            let sum_cos2: f64 = inv_freq
                .iter()
                .map(|&theta| (offset_tokens * theta).cos().powi(2))
                .sum();
            2.0 * sum_cos2.sqrt()
        }
        DecayVectors::Gaussian => (2.0 * inv_freq.len() as f64).sqrt(),
    }
}

/// One draw of q and k of `num_pairs` pairs from `seed`, as the kind asks: ones, one vector
/// twice, or two independent vectors.
pub fn draw(vectors: DecayVectors, seed: u64, num_pairs: usize) -> (Pairs, Pairs) {
    let mut rng = SplitMix64::new(seed);
    let mut pairs = |n: usize| -> Pairs {
        (0..n)
            .map(|_| (rng.next_normal(), rng.next_normal()))
            .collect()
    };
    match vectors {
        DecayVectors::Ones => (ones(num_pairs), ones(num_pairs)),
        DecayVectors::GaussianSame => {
            let q = pairs(num_pairs);
            (q.clone(), q)
        }
        DecayVectors::Gaussian => {
            let q = pairs(num_pairs);
            (q, pairs(num_pairs))
        }
    }
}

/// What one pixel column of the decay chart shows: over its integer offsets, the extremes of
/// the mean, of mean − sd and mean + sd (the band), and of the drawn sample's score.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecayColumn {
    pub first_offset: u64,
    pub mean: (f64, f64),
    pub band: (f64, f64),
    pub sample: (f64, f64),
}

/// The chart's columns over offsets `0..=span` on `scale`, every integer offset evaluated (so
/// no swing is lost between samples; see `envelope`).
pub fn decay_columns(
    inv_freq: &[f64],
    vectors: DecayVectors,
    sample: &(Pairs, Pairs),
    span_tokens: u64,
    columns: usize,
    scale: crate::envelope::AxisScale,
) -> Vec<DecayColumn> {
    let terms: Vec<PairTerms> = sample
        .0
        .iter()
        .zip(&sample.1)
        .map(|(&q, &k)| PairTerms::of(q, k))
        .collect();
    let independent_sd = score_sd(inv_freq, DecayVectors::Gaussian, 0.0);
    let bounds = crate::envelope::column_bounds(0, span_tokens, columns, scale);
    let mut out = Vec::with_capacity(bounds.len().saturating_sub(1));
    for w in bounds.windows(2) {
        // A column narrower than one integer shows its nearest one.
        let last = w[1].saturating_sub(1).max(w[0]).min(span_tokens);
        let mut col = DecayColumn {
            first_offset: w[0],
            mean: (f64::INFINITY, f64::NEG_INFINITY),
            band: (f64::INFINITY, f64::NEG_INFINITY),
            sample: (f64::INFINITY, f64::NEG_INFINITY),
        };
        for offset in w[0].min(span_tokens)..=last {
            let x = offset as f64;
            // One sine and cosine per pair serve the mean, the spread and the draw.
            let (mut sum_cos, mut sum_cos2, mut s) = (0.0, 0.0, 0.0);
            for (t, &theta) in terms.iter().zip(inv_freq) {
                let (sin, cos) = (x * theta).sin_cos();
                sum_cos += cos;
                sum_cos2 += cos * cos;
                s += t.dot * cos + t.cross * sin;
            }
            let (mean, sd) = match vectors {
                DecayVectors::Ones => (2.0 * sum_cos, 0.0),
                DecayVectors::GaussianSame => (2.0 * sum_cos, 2.0 * sum_cos2.sqrt()),
                DecayVectors::Gaussian => (0.0, independent_sd),
            };
            col.mean = (col.mean.0.min(mean), col.mean.1.max(mean));
            col.band = (col.band.0.min(mean - sd), col.band.1.max(mean + sd));
            col.sample = (col.sample.0.min(s), col.sample.1.max(s));
        }
        out.push(col);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;

    #[test]
    fn independent_vectors_do_not_decay() {
        let inv = default_inv_freq(128, 1e4);
        for offset in [0.0, 1.0, 100.0, 10_000.0] {
            assert_eq!(expected_score(&inv, DecayVectors::Gaussian, offset), 0.0);
            assert_eq!(
                score_sd(&inv, DecayVectors::Gaussian, offset),
                128f64.sqrt()
            );
        }
    }

    #[test]
    fn aligned_vectors_start_at_d_and_fall() {
        let inv = default_inv_freq(128, 1e4);
        assert_eq!(expected_score(&inv, DecayVectors::Ones, 0.0), 128.0);
        assert_eq!(expected_score(&inv, DecayVectors::GaussianSame, 0.0), 128.0);
        // At offset 0 each pair's r² is χ²₂: sd 2·√64 = 16.
        assert_eq!(score_sd(&inv, DecayVectors::GaussianSame, 0.0), 16.0);
        assert_eq!(score_sd(&inv, DecayVectors::Ones, 0.0), 0.0);
        let far = expected_score(&inv, DecayVectors::Ones, 1000.0);
        assert!(far.abs() < 30.0, "{far}");
    }

    #[test]
    fn the_mean_of_many_same_vector_draws_is_the_expectation() {
        // Monte Carlo over 4,000 draws: within 4 standard errors of Σ 2cos(Δθ).
        let inv = default_inv_freq(16, 1e4);
        let offset = 7.0;
        let expect = expected_score(&inv, DecayVectors::GaussianSame, offset);
        let sd = score_sd(&inv, DecayVectors::GaussianSame, offset);
        let n = 4000;
        let mean: f64 = (0..n)
            .map(|seed| {
                let (q, k) = draw(DecayVectors::GaussianSame, seed, inv.len());
                q.iter()
                    .zip(&k)
                    .zip(&inv)
                    .map(|((&a, &b), &t)| PairTerms::of(a, b).contribution(offset, t))
                    .sum::<f64>()
            })
            .sum::<f64>()
            / n as f64;
        assert!(
            (mean - expect).abs() < 4.0 * sd / (n as f64).sqrt(),
            "{mean} {expect}"
        );
    }

    #[test]
    fn columns_cover_every_offset_and_hold_the_sample() {
        let inv = default_inv_freq(8, 1e4);
        let sample = draw(DecayVectors::Gaussian, 3, inv.len());
        let cols = decay_columns(
            &inv,
            DecayVectors::Gaussian,
            &sample,
            1000,
            50,
            crate::envelope::AxisScale::Log,
        );
        assert_eq!(cols.len(), 50);
        assert_eq!(cols[0].first_offset, 0);
        let same = draw(DecayVectors::GaussianSame, 3, inv.len());
        let same_cols = decay_columns(
            &inv,
            DecayVectors::GaussianSame,
            &same,
            1000,
            1001,
            crate::envelope::AxisScale::Linear,
        );
        for (offset, c) in same_cols.iter().enumerate().step_by(97) {
            let x = offset as f64;
            let mean = expected_score(&inv, DecayVectors::GaussianSame, x);
            let sd = score_sd(&inv, DecayVectors::GaussianSame, x);
            assert_eq!(c.first_offset, offset as u64);
            assert!((c.mean.0 - mean).abs() < 1e-12 && (c.band.1 - mean - sd).abs() < 1e-12);
        }
        for c in &cols {
            assert!(c.band.0 <= c.band.1 && c.sample.0 <= c.sample.1);
            assert!((c.band.1 - 8f64.sqrt()).abs() < 1e-12, "{:?}", c.band);
        }
    }
}
