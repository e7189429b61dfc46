//! Inverse frequencies θ_i (radians per token) of plain RoPE, as Hugging Face transformers
//! computes them in float64. The scaling methods live in [`crate::scaling`].

use std::f64::consts::TAU;

/// Exponent `e_i = 2i / dim` of pair `i` (HF: `arange(0, dim, 2) / dim`).
pub fn exponent(pair: usize, dim: usize) -> f64 {
    (2 * pair) as f64 / dim as f64
}

/// Default RoPE: `θ_i = 1 / base^(2i/dim)` for `i = 0 .. dim/2 - 1`, in radians per token.
/// `dim` is the rotated dimension count (even; an odd one rotates `dim/2` pairs).
pub fn default_inv_freq(dim: usize, base: f64) -> Vec<f64> {
    (0..dim / 2)
        .map(|i| 1.0 / base.powf(exponent(i, dim)))
        .collect()
}

/// Wavelength in tokens of a frequency: `2π / θ`, the distance over which the pair turns once.
pub fn wavelength_tokens(inv_freq: f64) -> f64 {
    TAU / inv_freq
}

/// The frequencies of a scaling method and everything it derived on the way.
#[derive(Clone, Debug, PartialEq)]
pub struct Frequencies {
    /// Scaled θ_i in radians per token, one per pair.
    pub inv_freq: Vec<f64>,
    /// Unscaled θ_i (what training saw), one per pair.
    pub original: Vec<f64>,
    /// HF's `attention_factor`: multiplies cos and sin, so the logit scales by its square.
    pub attention_factor: f64,
    /// The base the scaled frequencies correspond to, for methods that change the base
    /// (NTK, dynamic NTK); `None` where no single base describes them.
    pub effective_base: Option<f64>,
    /// Method-specific intermediate values (ramp, bands, which list).
    pub detail: Detail,
}

impl Frequencies {
    /// What each pair's frequency was multiplied by: scaled θ_i / unscaled θ_i (1 = kept,
    /// 1/s = interpolated by the factor s).
    pub fn multipliers(&self) -> Vec<f64> {
        self.inv_freq
            .iter()
            .zip(&self.original)
            // A pair that does not rotate (θ = 0) stays as it is: multiplier 1.
            .map(|(scaled, unscaled)| {
                if *unscaled == 0.0 {
                    1.0
                } else {
                    scaled / unscaled
                }
            })
            .collect()
    }

    /// How many pairs turn (θ > 0): with partial rotation the rest come after them.
    pub fn num_rotated(&self) -> usize {
        self.inv_freq.iter().filter(|&&f| f > 0.0).count()
    }

    /// The rotated frequencies: the leading pairs with θ > 0.
    pub fn rotated(&self) -> &[f64] {
        &self.inv_freq[..self.num_rotated().min(self.inv_freq.len())]
    }
}

/// What a method derived on the way to its frequencies, for the panels to draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Detail {
    None,
    /// Dynamic NTK: the length used and the base it gives.
    Dynamic {
        effective_len_tokens: f64,
        scaled_base: f64,
    },
    /// YaRN correction range (pair indices) and the per-pair ramp (0 = keep, 1 = interpolate).
    Yarn {
        low_raw: f64,
        high_raw: f64,
        low: f64,
        high: f64,
        ramp: Vec<f64>,
    },
    /// Llama 3 wavelength band edges (tokens) and each pair's band.
    Llama3 {
        low_freq_wavelen_tokens: f64,
        high_freq_wavelen_tokens: f64,
        bands: Vec<Band>,
    },
    /// LongRoPE: which list applied and the factor the attention factor came from.
    LongRope {
        uses_long: bool,
        factor: f64,
    },
}

/// Llama 3's classification of a pair by its wavelength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Band {
    /// Wavelength below `L0 / high_freq_factor`: unchanged.
    High,
    /// Between the edges (inclusive): blended.
    Medium,
    /// Wavelength above `L0 / low_freq_factor`: divided by the factor.
    Low,
}

impl Frequencies {
    /// Frequencies that are exactly the given ones, unscaled.
    pub fn unscaled(original: Vec<f64>) -> Self {
        Frequencies {
            inv_freq: original.clone(),
            original,
            attention_factor: 1.0,
            effective_base: None,
            detail: Detail::None,
        }
    }

    pub fn num_pairs(&self) -> usize {
        self.inv_freq.len()
    }
}

/// The pairs among `wanted` that exist (indices past the last pair count as the last), in
/// order, each once: the pairs a view highlights (fastest, selected, middle, slowest, ...).
pub fn distinct_pairs(num_pairs: usize, wanted: impl IntoIterator<Item = usize>) -> Vec<usize> {
    if num_pairs == 0 {
        return Vec::new();
    }
    let mut pairs: Vec<usize> = wanted.into_iter().map(|i| i.min(num_pairs - 1)).collect();
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_fastest_pair_is_one_radian_per_token() {
        let f = default_inv_freq(64, 10000.0);
        assert_eq!(f.len(), 32);
        assert_eq!(f[0], 1.0);
        assert!((f[8] - 0.1).abs() < 1e-15);
    }

    #[test]
    fn wavelength_of_one_radian_is_two_pi() {
        assert_eq!(wavelength_tokens(1.0), TAU);
    }

    #[test]
    fn distinct_pairs_are_sorted_unique_and_in_range() {
        assert_eq!(distinct_pairs(64, [63, 32, 63]), vec![32, 63]);
        assert_eq!(distinct_pairs(4, [0, 9, 2, 2]), vec![0, 2, 3]);
        assert_eq!(distinct_pairs(1, [0, 0, 0]), vec![0]);
        assert!(distinct_pairs(0, [0]).is_empty());
    }
}
