//! LongRoPE (Phi-3 style, HF `_compute_longrope_parameters`): per-pair divisors searched by the
//! model's authors, one list for short and one for long sequences.

use crate::freq::{exponent, Detail, Frequencies};

/// LongRoPE settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LongRopeConfig<'a> {
    pub dim: usize,
    pub base: f64,
    /// `factor` (`M / L0` when the config leaves it out); only sets the attention factor.
    pub factor: f64,
    /// `original_max_position_embeddings` (`L0`).
    pub original_len_tokens: f64,
    /// HF's `seq_len`; the long list applies when it is strictly above `L0`.
    pub seq_len_tokens: Option<f64>,
    pub short_factor: &'a [f64],
    pub long_factor: &'a [f64],
    pub attention_factor: Option<f64>,
    /// Frequencies come from `base` (true) or from an explicit θ list (false).
    pub from_base: bool,
}

/// `θ_i = 1 / (ext_i · base^(2i/dim))` (`ext` rounded to float32 as HF does) with `ext` the long list when `seq_len > L0`, else the
/// short one (a missing entry counts as 1); attention factor `sqrt(1 + ln(factor)/ln(L0))`
/// for `factor > 1`, else 1.
pub fn longrope(original: Vec<f64>, c: &LongRopeConfig<'_>) -> Frequencies {
    let uses_long = c.seq_len_tokens.is_some_and(|s| s > c.original_len_tokens);
    let list = if uses_long {
        c.long_factor
    } else {
        c.short_factor
    };
    let attention_factor = c.attention_factor.unwrap_or_else(|| {
        if c.factor <= 1.0 || c.original_len_tokens <= 1.0 {
            1.0
        } else {
            (1.0 + c.factor.ln() / c.original_len_tokens.ln()).sqrt()
        }
    });
    let inv_freq = original
        .iter()
        .enumerate()
        .map(|(i, &f)| {
            // HF converts the lists to a float32 tensor before dividing.
            let ext = list.get(i).copied().unwrap_or(1.0) as f32 as f64;
            if c.from_base {
                1.0 / (ext * c.base.powf(exponent(i, c.dim)))
            } else {
                f / ext
            }
        })
        .collect();
    Frequencies {
        inv_freq,
        original,
        attention_factor,
        effective_base: None,
        detail: Detail::LongRope {
            uses_long,
            factor: c.factor,
        },
    }
}
