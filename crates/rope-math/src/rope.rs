//! A model's RoPE configuration: everything that sets the frequencies and the attention
//! factor. The formulas take it (or the few numbers they need from it), never the page's state.

use crate::choice::{MropeLayout, Scaling};

/// A model's RoPE settings: everything that sets the frequencies and the attention factor.
#[derive(Clone, Debug, PartialEq)]
pub struct Rope {
    /// The head's dimensions (even); `d/2` pairs. With `partial = 1` every one rotates.
    pub d: usize,
    /// HF's `partial_rotary_factor`: the fraction of the head that rotates. The pairs past
    /// `partial · d/2` keep θ = 0 (see [`Rope::rotated_pairs`]).
    pub partial: f64,
    /// `rope_theta`.
    pub base: f64,
    pub scaling: Scaling,
    /// Scale factor `s` of the scaling method (≥ 1).
    pub factor: f64,
    /// Training (original) context length in tokens.
    pub train_len_tokens: u64,
    /// Inference sequence length in tokens (HF's `seq_len`).
    pub infer_len_tokens: u64,
    pub beta_fast: f64,
    pub beta_slow: f64,
    /// YaRN `mscale`; 0 means unset (HF uses it only when it and `mscale_all_dim` are non-zero).
    pub mscale: f64,
    /// YaRN `mscale_all_dim`; 0 means unset.
    pub mscale_all_dim: f64,
    /// Explicit attention factor, overriding the method's own.
    pub attn: Option<f64>,
    /// YaRN `truncate`: round the correction range to whole pairs.
    pub truncate: bool,
    pub low_freq_factor: f64,
    pub high_freq_factor: f64,
    /// LongRoPE per-pair divisors for sequences up to `train` (missing entries count as 1).
    pub short_factor: Vec<f64>,
    /// LongRoPE per-pair divisors for sequences longer than `train`.
    pub long_factor: Vec<f64>,
    /// Explicit per-pair angle steps in radians per token, replacing the computed frequencies
    /// (the seeds' hand-worked scenes use θ = 0.1 or 30°). Empty: use `base` and `scaling`.
    pub theta_rad: Vec<f64>,
    /// Multimodal RoPE: how many frequency indices follow time, height and width (whole
    /// numbers; empty: a text-only model).
    pub mrope_section: Vec<f64>,
    pub mrope_layout: MropeLayout,
}

impl Default for Rope {
    fn default() -> Self {
        Rope {
            d: 64,
            partial: 1.0,
            base: 10000.0,
            scaling: Scaling::None,
            factor: 8.0,
            train_len_tokens: 4096,
            infer_len_tokens: 16384,
            beta_fast: 32.0,
            beta_slow: 1.0,
            mscale: 0.0,
            mscale_all_dim: 0.0,
            attn: None,
            truncate: true,
            low_freq_factor: 1.0,
            high_freq_factor: 4.0,
            short_factor: Vec::new(),
            long_factor: Vec::new(),
            theta_rad: Vec::new(),
            mrope_section: Vec::new(),
            mrope_layout: MropeLayout::Chunked,
        }
    }
}

impl Rope {
    /// Number of 2D pairs of the head (rotated or not).
    pub fn num_pairs(&self) -> usize {
        self.d / 2
    }

    /// The pairs that turn: `⌊partial · d / 2⌋`, at least one. HF's default writes this as a
    /// rotary width `int(head_dim · partial)` and `proportional` as
    /// `int(partial · head_dim // 2)` pairs; both are this count for an even width. Explicit
    /// angles (`theta`) rotate every pair they list.
    pub fn rotated_pairs(&self) -> usize {
        if !self.theta_rad.is_empty() {
            return self.num_pairs();
        }
        let pairs = (self.partial * self.d as f64 / 2.0).floor();
        (pairs as usize).clamp(1, self.num_pairs().max(1))
    }

    /// The denominator of the exponents `2i / dim`: the whole head for `proportional`, the
    /// rotated width for every other method (HF's default squeezes the exponents into it).
    pub fn exponent_dim(&self) -> usize {
        if self.scaling == Scaling::Proportional {
            self.d
        } else {
            self.rotary_dim()
        }
    }

    /// The rotated width in dimensions (HF's rotary `dim`), `2 · rotated_pairs`.
    pub fn rotary_dim(&self) -> usize {
        2 * self.rotated_pairs()
    }
}
