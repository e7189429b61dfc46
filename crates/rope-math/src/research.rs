//! Research results the story's Part IV draws: what the slowest pair does over a long context
//! (Barbero et al. 2025), and which pairs never finish a turn in training (the boundary that
//! several methods act on). Formulas as in docs/design.md's "Research figures".

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

/// Llama 4's query temperature settings (`floor_scale`, `attn_scale` of its config; the
/// temperature figure's).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Temperature {
    /// Tokens per step of the temperature.
    pub floor_scale_tokens: u64,
    /// How much each step adds.
    pub attn_scale: f64,
}

impl Default for Temperature {
    /// Llama 4 Scout's and Maverick's published values.
    fn default() -> Self {
        Temperature {
            floor_scale_tokens: 8192,
            attn_scale: 0.1,
        }
    }
}

/// Llama 4's query temperature on its layers without RoPE (`attn_temperature_tuning`): the
/// query at position `pos` is multiplied by `ln(⌊(pos + 1)/floor_scale⌋ + 1)·attn_scale + 1`.
pub fn llama4_attn_scale(pos: u64, floor_scale_tokens: u64, attn_scale: f64) -> f64 {
    let steps = ((pos as f64 + 1.0) / floor_scale_tokens.max(1) as f64).floor();
    (steps + 1.0).ln() * attn_scale + 1.0
}

/// What a method does to one pair, read off the boundary between pairs that finish a turn in
/// training and pairs that do not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairFate {
    /// Left exactly as trained.
    Kept,
    /// Partly changed (YaRN's ramp, Llama 3's blend).
    Blended,
    /// Changed in full: interpolated, divided, stilled or rounded.
    Changed,
}

/// The methods drawn against the boundary, each with what it does to a pair of wavelength
/// `λ` (tokens) at index `i` of `pairs`, trained to `L` tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundaryMethod {
    /// YaRN, β_fast = 32 and β_slow = 1: kept above 32 turns in L, interpolated below 1
    /// (Hugging Face rounds the two edges outward to whole pairs, which can move each by one).
    Yarn,
    /// Llama 3, low_freq_factor 1 and high_freq_factor 4: kept below L/4, divided above L.
    Llama3,
    /// p-RoPE with p = 0.75 (Barbero et al. 2025): the slowest quarter of the pairs stilled.
    PRope,
    /// Resonance RoPE (Wang et al. 2024): every wavelength rounded to whole tokens. Changed where
    /// that makes a longer text repeat the trained angles exactly (the pairs that finish a turn
    /// in L); blended for the slower pairs, which the rounding moves by under a ten-thousandth.
    Resonance,
}

impl BoundaryMethod {
    pub const ALL: [BoundaryMethod; 4] = [
        BoundaryMethod::Yarn,
        BoundaryMethod::Llama3,
        BoundaryMethod::PRope,
        BoundaryMethod::Resonance,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BoundaryMethod::Yarn => "YaRN",
            BoundaryMethod::Llama3 => "Llama 3",
            BoundaryMethod::PRope => "p-RoPE ¾",
            BoundaryMethod::Resonance => "Resonance",
        }
    }

    /// What the method does to pair `i` of `pairs`, whose wavelength is `wavelength_tokens`,
    /// in a model trained to `train_tokens`.
    pub fn fate(
        self,
        i: usize,
        pairs: usize,
        wavelength_tokens: f64,
        train_tokens: f64,
    ) -> PairFate {
        let turns = train_tokens / wavelength_tokens;
        match self {
            BoundaryMethod::Yarn => {
                if turns > 32.0 {
                    PairFate::Kept
                } else if turns < 1.0 {
                    PairFate::Changed
                } else {
                    PairFate::Blended
                }
            }
            BoundaryMethod::Llama3 => {
                if wavelength_tokens < train_tokens / 4.0 {
                    PairFate::Kept
                } else if wavelength_tokens > train_tokens {
                    PairFate::Changed
                } else {
                    PairFate::Blended
                }
            }
            BoundaryMethod::PRope => {
                if (i as f64) < 0.75 * pairs as f64 {
                    PairFate::Kept
                } else {
                    PairFate::Changed
                }
            }
            BoundaryMethod::Resonance => {
                if wavelength_tokens < train_tokens {
                    PairFate::Changed
                } else {
                    PairFate::Blended
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::critical_dimension;

    #[test]
    fn llama4_temperature_as_the_reference_computes_it() {
        // 1.0 below position 8,191; 1.069 at 8K; 1.283 at 128K; 1.48 at 1M; 1.71 at 10M.
        assert_eq!(llama4_attn_scale(8190, 8192, 0.1), 1.0);
        assert!((llama4_attn_scale(8191, 8192, 0.1) - (1.0 + 0.1 * 2f64.ln())).abs() < 1e-15);
        assert!((llama4_attn_scale(131_072, 8192, 0.1) - 1.283).abs() < 1e-3);
        assert!((llama4_attn_scale(1_000_000, 8192, 0.1) - 1.48).abs() < 1e-2);
        assert!((llama4_attn_scale(10_000_000, 8192, 0.1) - 1.71).abs() < 1e-2);
        // A floor of 0 counts as 1 token per step, never a division by zero.
        assert_eq!(llama4_attn_scale(5, 0, 0.1), (7f64).ln() * 0.1 + 1.0);
    }

    #[test]
    fn every_method_acts_at_or_near_the_one_boundary() {
        // Llama 2: pairs 46..63 never finish a turn in 4,096 tokens.
        let inv = default_inv_freq(128, 1e4);
        let (_, first) = partial_cycle(128, 1e4, 4096.0);
        let fates = |m: BoundaryMethod| -> Vec<PairFate> {
            inv.iter()
                .enumerate()
                .map(|(i, t)| m.fate(i, inv.len(), TAU / t, 4096.0))
                .collect()
        };
        // YaRN interpolates and Llama 3 divides exactly the pairs past the boundary.
        for m in [BoundaryMethod::Yarn, BoundaryMethod::Llama3] {
            let f = fates(m);
            assert!(f[first..].iter().all(|x| *x == PairFate::Changed), "{m:?}");
            assert!(f[..first].iter().all(|x| *x != PairFate::Changed), "{m:?}");
            assert_eq!(f[0], PairFate::Kept);
        }
        // Resonance repeats angles exactly for the pairs before it, and barely moves the rest.
        let r = fates(BoundaryMethod::Resonance);
        assert!(r[..first].iter().all(|x| *x == PairFate::Changed));
        assert!(r[first..].iter().all(|x| *x == PairFate::Blended));
        // p-RoPE stills the slowest 16 of 64, starting two pairs past the boundary.
        let p = fates(BoundaryMethod::PRope);
        assert_eq!(p.iter().position(|x| *x == PairFate::Changed), Some(48));
    }

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
