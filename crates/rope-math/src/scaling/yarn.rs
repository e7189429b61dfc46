//! YaRN (Peng et al. 2023) as HF's `_compute_yarn_parameters`: keep the fast pairs, interpolate
//! the slow ones, blend linearly (in pair index) between, and scale attention by a temperature.

use crate::freq::{Detail, Frequencies};
use std::f64::consts::PI;

/// The YaRN settings (HF names in the comments).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct YarnConfig {
    /// Rotary dimension count.
    pub dim: usize,
    /// `rope_theta`.
    pub base: f64,
    /// `factor`.
    pub factor: f64,
    /// `original_max_position_embeddings` (`L0`), in tokens.
    pub original_len_tokens: f64,
    /// `beta_fast`; HF reads `value or 32`, so 0 means 32.
    pub beta_fast: f64,
    /// `beta_slow`; 0 means 1.
    pub beta_slow: f64,
    /// `truncate`: floor/ceil the correction range.
    pub truncate: bool,
    /// `mscale`; 0 means unset.
    pub mscale: f64,
    /// `mscale_all_dim`; 0 means unset.
    pub mscale_all_dim: f64,
    /// `attention_factor`, returned unchanged when given.
    pub attention_factor: Option<f64>,
}

/// `get_mscale(s, m)`: 1 for `s ≤ 1`, else `0.1·m·ln(s) + 1`.
pub fn yarn_mscale(scale: f64, mscale: f64) -> f64 {
    if scale <= 1.0 {
        1.0
    } else {
        0.1 * mscale * scale.ln() + 1.0
    }
}

/// The fractional pair index whose wavelength makes `rotations` full turns over `L0` tokens:
/// `dim · ln(L0 / (2π·rotations)) / (2 ln base)`.
pub fn yarn_correction_dim(rotations: f64, dim: usize, base: f64, original_len_tokens: f64) -> f64 {
    (dim as f64 * (original_len_tokens / (rotations * 2.0 * PI)).ln()) / (2.0 * base.ln())
}

/// YaRN frequencies: `inv = interp·ramp + extrap·(1 − ramp)` with the ramp over pair indices
/// from `low` to `high`, and attention factor `0.1·ln(factor) + 1` (or the mscale ratio).
pub fn yarn(original: Vec<f64>, c: &YarnConfig) -> Frequencies {
    let beta_fast = if c.beta_fast == 0.0 {
        32.0
    } else {
        c.beta_fast
    };
    let beta_slow = if c.beta_slow == 0.0 { 1.0 } else { c.beta_slow };
    let attention_factor = match c.attention_factor {
        Some(a) => a,
        None if c.mscale != 0.0 && c.mscale_all_dim != 0.0 => {
            yarn_mscale(c.factor, c.mscale) / yarn_mscale(c.factor, c.mscale_all_dim)
        }
        None => yarn_mscale(c.factor, 1.0),
    };
    let low_raw = yarn_correction_dim(beta_fast, c.dim, c.base, c.original_len_tokens);
    let high_raw = yarn_correction_dim(beta_slow, c.dim, c.base, c.original_len_tokens);
    let (mut low, mut high) = if c.truncate {
        (low_raw.floor(), high_raw.ceil())
    } else {
        (low_raw, high_raw)
    };
    low = low.max(0.0);
    high = high.min(c.dim as f64 - 1.0);
    // HF's `linear_ramp_factor` nudges equal ends apart to avoid dividing by zero.
    let ramp_high = if low == high { high + 0.001 } else { high };
    let ramp: Vec<f64> = (0..original.len())
        .map(|j| ((j as f64 - low) / (ramp_high - low)).clamp(0.0, 1.0))
        .collect();
    let inv_freq = original
        .iter()
        .zip(&ramp)
        .map(|(&extrap, &r)| {
            let interp = extrap / c.factor;
            // HF's form: E = 1 − ramp is the "extrapolation factor".
            let e = 1.0 - r;
            interp * (1.0 - e) + extrap * e
        })
        .collect();
    Frequencies {
        inv_freq,
        original,
        attention_factor,
        effective_base: None,
        detail: Detail::Yarn {
            low_raw,
            high_raw,
            low,
            high,
            ramp,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;

    fn cfg(factor: f64) -> YarnConfig {
        YarnConfig {
            dim: 128,
            base: 10000.0,
            factor,
            original_len_tokens: 4096.0,
            beta_fast: 32.0,
            beta_slow: 1.0,
            truncate: true,
            mscale: 0.0,
            mscale_all_dim: 0.0,
            attention_factor: None,
        }
    }

    #[test]
    fn worked_correction_range() {
        let f = yarn(default_inv_freq(128, 10000.0), &cfg(16.0));
        match f.detail {
            Detail::Yarn {
                low,
                high,
                low_raw,
                high_raw,
                ..
            } => {
                assert_eq!((low, high), (20.0, 46.0));
                assert!((low_raw - 20.9445).abs() < 1e-4 && (high_raw - 45.0269).abs() < 1e-4);
            }
            other => panic!("{other:?}"),
        }
        assert!((f.attention_factor - 1.2772588722239782).abs() < 1e-15);
    }

    #[test]
    fn zero_betas_mean_defaults() {
        let mut c = cfg(4.0);
        let a = yarn(default_inv_freq(128, 10000.0), &c);
        c.beta_fast = 0.0;
        c.beta_slow = 0.0;
        let b = yarn(default_inv_freq(128, 10000.0), &c);
        assert_eq!(a, b);
    }
}
