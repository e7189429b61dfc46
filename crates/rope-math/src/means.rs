//! Exact means of one pair's contribution over ranges of offsets: what a heatmap cell shows
//! when the pair turns many times within it (it averages out).

use crate::score::PairTerms;

/// The mean of one pair's contribution `dot·cos(Δθ) + cross·sin(Δθ)` over the integer offsets
/// `first..=last`, by the geometric sum `Σ e^{iΔθ} = e^{i·first·θ}(1 − e^{iNθ})/(1 − e^{iθ})`:
/// what a heatmap cell shows when the pair turns many times within it (it averages out).
pub fn mean_contribution(t: &PairTerms, theta: f64, first: u64, last: u64) -> f64 {
    let count = (last.max(first) - first + 1) as f64;
    let (s1, c1) = theta.sin_cos();
    let (sum_re, sum_im) = if (1.0 - c1).abs() + s1.abs() < 1e-12 {
        // θ a whole number of turns: every term is the first one.
        let (s, c) = (first as f64 * theta).sin_cos();
        (c * count, s * count)
    } else {
        let (sa, ca) = (first as f64 * theta).sin_cos();
        let (sn, cn) = (count * theta).sin_cos();
        // (1 − e^{iNθ}) / (1 − e^{iθ})
        let (nr, ni) = (1.0 - cn, -sn);
        let (dr, di) = (1.0 - c1, -s1);
        let den = dr * dr + di * di;
        let (qr, qi) = ((nr * dr + ni * di) / den, (ni * dr - nr * di) / den);
        (ca * qr - sa * qi, ca * qi + sa * qr)
    };
    (t.dot * sum_re + t.cross * sum_im) / count
}

/// [`mean_contribution`] over consecutive columns: entry `c` is the mean over
/// `bounds[c] .. bounds[c+1]` (the last offset of an empty column counts as its first, as
/// `column_bounds` callers do). One `sin_cos` per bound instead of three per column, by
/// `Σ_{k=a}^{b−1} e^{ikθ} = (e^{iaθ} − e^{ibθ}) / (1 − e^{iθ})` with the phase of each bound
/// shared by the columns on both sides of it.
// Kept out of the app's size-optimised code (see Cargo.toml).
#[inline(never)]
pub fn mean_contributions(t: &PairTerms, theta: f64, bounds: &[u64]) -> Vec<f64> {
    let (s1, c1) = theta.sin_cos();
    let (dr, di) = (1.0 - c1, -s1);
    let den = dr * dr + di * di;
    if den < 1e-24 || bounds.len() < 2 {
        // θ a whole number of turns (every term equal), or nothing to average.
        return bounds
            .windows(2)
            .map(|w| mean_contribution(t, theta, w[0], w[1].saturating_sub(1).max(w[0])))
            .collect();
    }
    let phase = |b: u64| {
        let (s, c) = (b as f64 * theta).sin_cos();
        (c, s)
    };
    let mut out = Vec::with_capacity(bounds.len() - 1);
    let mut left = phase(bounds[0]);
    for w in bounds.windows(2) {
        let (first, end) = (w[0], w[1].max(w[0] + 1));
        let right = phase(end);
        if end != w[1] {
            // An empty column: its one offset, without disturbing the shared phase.
            out.push(mean_contribution(t, theta, first, first));
            continue;
        }
        // (e^{iaθ} − e^{ibθ}) / (1 − e^{iθ})
        let (nr, ni) = (left.0 - right.0, left.1 - right.1);
        let sum_re = (nr * dr + ni * di) / den;
        let sum_im = (ni * dr - nr * di) / den;
        out.push((t.dot * sum_re + t.cross * sum_im) / (end - first) as f64);
        left = right;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::envelope::AxisScale;

    #[test]
    fn mean_contribution_matches_the_direct_mean() {
        let t = PairTerms {
            dot: 1.3,
            cross: -0.4,
        };
        for (theta, first, last) in [(0.7, 5u64, 400u64), (1e-4, 0, 10), (0.3, 7, 7)] {
            let direct = (first..=last)
                .map(|o| t.contribution(o as f64, theta))
                .sum::<f64>()
                / (last - first + 1) as f64;
            assert!((mean_contribution(&t, theta, first, last) - direct).abs() < 1e-12);
        }
    }

    #[test]
    fn column_means_match_one_at_a_time() {
        let t = PairTerms {
            dot: 0.8,
            cross: 1.7,
        };
        let bounds = crate::envelope::column_bounds(0, 1_000_000, 96, AxisScale::Log);
        for theta in [1.0, 0.01, 3e-6, std::f64::consts::TAU] {
            let batch = mean_contributions(&t, theta, &bounds);
            assert_eq!(batch.len(), bounds.len() - 1);
            for (c, w) in bounds.windows(2).enumerate() {
                let one = mean_contribution(&t, theta, w[0], w[1].saturating_sub(1).max(w[0]));
                assert!(
                    (batch[c] - one).abs() < 1e-9,
                    "θ {theta} column {c}: {} vs {one}",
                    batch[c]
                );
            }
        }
    }
}
