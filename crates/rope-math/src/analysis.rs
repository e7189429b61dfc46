//! Per-pair coverage: how far each pair turns over the training length (with the original
//! frequencies) and over the inference length (with the scaled ones), and which pairs are
//! pushed to angles training never showed them.

use crate::freq::{wavelength_tokens, Band, Detail, Frequencies};
use std::f64::consts::TAU;

/// Everything the coverage views say about one pair.
#[derive(Clone, Debug, PartialEq)]
pub struct PairCoverage {
    pub pair: usize,
    /// Whether the pair turns at all (partial rotation leaves the last pairs with θ = 0: their
    /// wavelength is infinite and they carry no position).
    pub rotates: bool,
    /// θ_i before scaling, radians per token (also the adjacent-token angle step before).
    pub inv_freq_original: f64,
    /// θ_i after scaling (the adjacent-token step after: what interpolation blurs).
    pub inv_freq_scaled: f64,
    /// Wavelength of the scaled frequency, tokens.
    pub wavelength_tokens: f64,
    /// `train · θ_original`, radians.
    pub angle_train_rad: f64,
    /// `infer · θ_scaled`, radians.
    pub angle_infer_rad: f64,
    pub turns_train: f64,
    pub turns_infer: f64,
    /// The inference angle leaves the range seen in training. A pair that turned at least once
    /// in training has seen every angle, so it never is.
    pub out_of_distribution: bool,
    /// YaRN's ramp weight (0 keep, 1 interpolate), when YaRN is on.
    pub yarn_ramp: Option<f64>,
    /// Llama 3's band, when Llama 3 is on.
    pub llama3_band: Option<Band>,
}

/// Coverage of every pair plus the summary numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Coverage {
    pub pairs: Vec<PairCoverage>,
    pub out_of_distribution_count: usize,
    /// Liu et al. 2023's critical dimension (see [`critical_dimension`]).
    pub critical_dim: usize,
}

/// Liu et al. 2023 ("Scaling laws of RoPE-based extrapolation"):
/// `d_extra = 2·⌈(d/2)·log_base(L_train / 2π)⌉`, the number of leading dimensions whose pairs
/// complete a full turn within the training length; clamped to `0..=d`.
pub fn critical_dimension(d: usize, base: f64, train_len_tokens: f64) -> usize {
    let x = (d as f64 / 2.0) * ((train_len_tokens / TAU).ln() / base.ln());
    let pairs = x.ceil().clamp(0.0, d as f64 / 2.0);
    2 * pairs as usize
}

/// The lowest value cos takes over angles 0 to `angle_rad`: how low one pair's part of the
/// score of two aligned unit vectors goes while the offset sweeps that far. Past π it has met
/// −1, its lowest.
pub fn lowest_cos(angle_rad: f64) -> f64 {
    if angle_rad.abs() >= std::f64::consts::PI {
        -1.0
    } else {
        angle_rad.cos()
    }
}

/// Whether a pair turned to `angle_rad` is past the largest angle training showed it,
/// `angle_train_rad`: only a pair that never made a full turn in training can be (one that did
/// has seen every angle). A relative tolerance keeps "exactly the training angle" inside.
pub fn beyond_trained(angle_train_rad: f64, angle_rad: f64) -> bool {
    angle_train_rad < TAU && angle_rad > angle_train_rad * (1.0 + 1e-12)
}

/// Coverage of `f` for training length `train` and inference length `infer` (tokens); the
/// critical dimension never counts pairs that do not rotate.
pub fn coverage(f: &Frequencies, train_len_tokens: f64, infer_len_tokens: f64) -> Coverage {
    let pairs: Vec<PairCoverage> = f
        .original
        .iter()
        .zip(&f.inv_freq)
        .enumerate()
        .map(|(i, (&orig, &scaled))| {
            let angle_train_rad = train_len_tokens * orig;
            let angle_infer_rad = infer_len_tokens * scaled;
            let out_of_distribution = beyond_trained(angle_train_rad, angle_infer_rad);
            PairCoverage {
                pair: i,
                rotates: scaled > 0.0,
                inv_freq_original: orig,
                inv_freq_scaled: scaled,
                wavelength_tokens: wavelength_tokens(scaled),
                angle_train_rad,
                angle_infer_rad,
                turns_train: angle_train_rad / TAU,
                turns_infer: angle_infer_rad / TAU,
                out_of_distribution,
                yarn_ramp: match &f.detail {
                    Detail::Yarn { ramp, .. } => ramp.get(i).copied(),
                    _ => None,
                },
                llama3_band: match &f.detail {
                    Detail::Llama3 { bands, .. } => bands.get(i).copied(),
                    _ => None,
                },
            }
        })
        .collect();
    // Counted from the pairs themselves: the pairs whose training angle passes a full turn.
    // For θᵢ = base^(−2i/d) this is Liu et al.'s formula ([`critical_dimension`]) exactly, since
    // i < (d/2)·log_base(L/2π) ⇔ θᵢ·L > 2π; for a list of angles set by hand (the story's
    // made-up pair) it is what the formula, which knows only the base, cannot say.
    let critical_dim = 2 * pairs
        .iter()
        .filter(|p| p.rotates && p.angle_train_rad > TAU)
        .count();
    Coverage {
        out_of_distribution_count: pairs.iter().filter(|p| p.out_of_distribution).count(),
        critical_dim,
        pairs,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn lowest_cos_follows_cos_to_pi_then_stays_at_minus_one() {
        assert_eq!(super::lowest_cos(0.0), 1.0);
        assert!((super::lowest_cos(0.5) - 0.5f64.cos()).abs() < 1e-15);
        assert_eq!(super::lowest_cos(std::f64::consts::PI), -1.0);
        assert_eq!(super::lowest_cos(10.0), -1.0);
        // Llama 2's slowest pair: 4,096 tokens reach 0.473 rad, 32,768 tokens 3.785 rad.
        let theta = 10000f64.powf(-126.0 / 128.0);
        assert!((super::lowest_cos(4096.0 * theta) - 0.8902).abs() < 1e-4);
        assert_eq!(super::lowest_cos(32768.0 * theta), -1.0);
    }

    use super::*;
    use crate::freq::default_inv_freq;

    #[test]
    fn critical_dimension_of_llama2() {
        // d = 128, base 10000, 4096 tokens: 64 · ln(651.9)/ln(10^4) = 45.03 → 46 pairs → 92.
        assert_eq!(critical_dimension(128, 10000.0, 4096.0), 92);
    }

    #[test]
    fn a_still_pair_is_never_out_of_distribution() {
        let f = Frequencies::unscaled(vec![1.0, 0.01, 0.0, 0.0]);
        let c = coverage(&f, 100.0, 1e6);
        assert_eq!(
            c.pairs.iter().map(|p| p.rotates).collect::<Vec<_>>(),
            [true, true, false, false]
        );
        assert!(!c.pairs[2].out_of_distribution && c.pairs[2].turns_infer == 0.0);
        assert!(c.pairs[2].wavelength_tokens.is_infinite());
        assert_eq!(c.out_of_distribution_count, 1);
    }

    #[test]
    fn nothing_is_out_of_distribution_at_training_length() {
        let f = Frequencies::unscaled(default_inv_freq(64, 10000.0));
        let c = coverage(&f, 4096.0, 4096.0);
        assert_eq!(c.out_of_distribution_count, 0);
        let longer = coverage(&f, 4096.0, 32768.0);
        assert!(longer.out_of_distribution_count > 0);
        assert!(!longer.pairs[0].out_of_distribution);
    }

    #[test]
    fn the_counted_critical_dimension_is_liu_et_als_formula_for_base_frequencies() {
        for d in [2, 8, 64, 96, 128, 256] {
            for base in [500.0, 10_000.0, 500_000.0, 1e6, 5e6] {
                for train in [100.0, 2048.0, 4096.0, 8192.0, 131_072.0] {
                    let f = Frequencies::unscaled(default_inv_freq(d, base));
                    assert_eq!(
                        coverage(&f, train, train).critical_dim,
                        critical_dimension(d, base, train),
                        "d {d}, base {base}, train {train}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_made_up_slow_pair_counts_as_never_finishing_a_turn() {
        // The story's made-up pair: θ = 0.0001 turns 0.13 of a turn in 8,192 tokens.
        let c = coverage(&Frequencies::unscaled(vec![1e-4]), 8192.0, 50_000.0);
        assert_eq!(c.critical_dim, 0);
        assert_eq!(c.out_of_distribution_count, 1);
    }
}
