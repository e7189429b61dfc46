//! Research results the story's Part IV draws: what the slowest pair does over a long context
//! (Barbero et al. 2025), and which pairs never finish a turn in training (the boundary that
//! several methods act on). Formulas as in DESIGN's "Research figures".

use crate::freq::default_inv_freq;
use std::f64::consts::TAU;

/// How far the slowest pair of a `d`-wide head at `base` turns over `len_tokens`, radians:
/// `len · θ_{d/2−1}` (Barbero et al. 2025's "semantic" channel drifting).
pub fn slowest_drift_rad(d: usize, base: f64, len_tokens: f64) -> f64 {
    default_inv_freq(d, base)
        .last()
        .map_or(0.0, |theta| len_tokens * theta)
}

/// The pairs of a `d`-wide head at `base` that never finish a turn in `train_tokens`
/// (wavelength 2π/θ longer than the training length): how many, and the first of them (`d/2`
/// if none).
pub fn partial_cycle(d: usize, base: f64, train_tokens: f64) -> (usize, usize) {
    let inv = default_inv_freq(d, base);
    let first = inv
        .iter()
        .position(|&theta| TAU / theta > train_tokens)
        .unwrap_or(inv.len());
    (inv.len() - first, first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::critical_dimension;

    #[test]
    fn the_slowest_pair_drifts_as_the_issue_says() {
        // d = 128: 0.47 rad at 4,096 with base 10⁴, 15.1 rad at 131,072; 0.32 rad with 5·10⁵.
        assert!((slowest_drift_rad(128, 1e4, 4096.0) - 0.473).abs() < 1e-3);
        assert!((slowest_drift_rad(128, 1e4, 131_072.0) - 15.14).abs() < 1e-2);
        assert!((slowest_drift_rad(128, 5e5, 131_072.0) - 0.322).abs() < 1e-3);
    }

    #[test]
    fn pairs_that_never_finish_a_turn() {
        // Llama 2: 18 of 64; Llama 3 at 8,192: 29; Gemma 7B: 28 of 128; Qwen2.5 at 32K: 24.
        assert_eq!(partial_cycle(128, 1e4, 4096.0), (18, 46));
        assert_eq!(partial_cycle(128, 5e5, 8192.0).0, 29);
        assert_eq!(partial_cycle(256, 1e4, 8192.0).0, 28);
        assert_eq!(partial_cycle(128, 1e6, 32_768.0).0, 24);
        // The first such pair is where Liu's critical dimension stops.
        for (d, base, len) in [(128, 1e4, 4096.0), (128, 5e5, 8192.0), (256, 1e4, 8192.0)] {
            assert_eq!(
                partial_cycle(d, base, len).1 * 2,
                critical_dimension(d, base, len)
            );
        }
        assert_eq!(partial_cycle(128, 1e4, 1e9), (0, 64));
    }
}
