//! Every RoPE scaling method, exactly as Hugging Face transformers computes it (float64).
//! Each takes the unscaled frequencies and returns [`Frequencies`]; [`frequencies`] picks the
//! method from a [`Rope`] configuration.

mod llama3;
mod longrope;
mod partial;
mod yarn;

pub use llama3::llama3;
pub use longrope::{longrope, LongRopeConfig};
pub use partial::{plain_inv_freq, proportional};
pub use yarn::{yarn, yarn_correction_dim, yarn_mscale, YarnConfig};

use crate::choice::Scaling;
use crate::freq::{default_inv_freq, exponent, Detail, Frequencies};
use crate::rope::Rope;

/// The unscaled frequencies of `p` over its rotated width: the explicit `theta` list when
/// given, else `base^(-2i/r)` with `r` the rotary dim (HF's default squeezes every frequency
/// into the rotated pairs).
pub fn original_inv_freq(p: &Rope) -> Vec<f64> {
    if p.theta_rad.is_empty() {
        default_inv_freq(p.rotary_dim(), p.base)
    } else {
        p.theta_rad.clone()
    }
}

/// The frequencies `p` describes, scaled by its method, one per pair of the head: the pairs
/// past the rotated width keep θ = 0 (they carry no position). Explicit attention factors
/// (`attn`) apply to YaRN and LongRoPE only, the two methods whose HF configs accept one.
pub fn frequencies(p: &Rope) -> Frequencies {
    let mut f = match p.scaling {
        Scaling::Proportional => proportional(p.d, p.base, p.partial, p.factor),
        _ => scaled(p),
    };
    let pairs = p.num_pairs();
    for list in [&mut f.inv_freq, &mut f.original] {
        list.resize(pairs.max(list.len()), 0.0);
    }
    f
}

/// Every method but `proportional`, computed as HF does over the rotary dim.
fn scaled(p: &Rope) -> Frequencies {
    let original = original_inv_freq(p);
    let from_base = p.theta_rad.is_empty();
    let dim = if from_base { p.rotary_dim() } else { p.d };
    match p.scaling {
        Scaling::None | Scaling::Proportional => Frequencies::unscaled(original),
        Scaling::Linear => linear(original, p.factor),
        Scaling::Ntk => ntk(original, dim, p.base, p.factor, from_base),
        Scaling::Dynamic => dynamic(
            original,
            dim,
            p.base,
            p.factor,
            p.train_len_tokens as f64,
            Some(p.infer_len_tokens as f64),
            from_base,
        ),
        Scaling::Yarn => yarn(
            original,
            &YarnConfig {
                dim,
                base: p.base,
                factor: p.factor,
                original_len_tokens: p.train_len_tokens as f64,
                beta_fast: p.beta_fast,
                beta_slow: p.beta_slow,
                truncate: p.truncate,
                mscale: p.mscale,
                mscale_all_dim: p.mscale_all_dim,
                attention_factor: p.attn,
            },
        ),
        Scaling::Llama3 => llama3(
            original,
            p.factor,
            p.low_freq_factor,
            p.high_freq_factor,
            p.train_len_tokens as f64,
        ),
        Scaling::LongRope => longrope(
            original,
            &LongRopeConfig {
                dim,
                base: p.base,
                factor: p.factor,
                original_len_tokens: p.train_len_tokens as f64,
                seq_len_tokens: Some(p.infer_len_tokens as f64),
                short_factor: &p.short_factor,
                long_factor: &p.long_factor,
                attention_factor: p.attn,
                from_base,
            },
        ),
    }
}

/// Linear scaling (position interpolation): `θ_i / factor`, the same as dividing every
/// position by `factor`. Attention factor 1.
pub fn linear(original: Vec<f64>, factor: f64) -> Frequencies {
    let inv_freq = original.iter().map(|f| f / factor).collect();
    Frequencies {
        inv_freq,
        original,
        attention_factor: 1.0,
        effective_base: None,
        detail: Detail::None,
    }
}

/// Position interpolation seen from the positions: trained to `train_len_tokens` and run to
/// `infer_len_tokens`, position `m` is turned as position `m · train / infer` was in training
/// (the same angles as [`linear`] with `factor = infer / train`). A run no longer than
/// training squeezes nothing.
pub fn interpolated_position(pos_tokens: f64, train_len_tokens: f64, infer_len_tokens: f64) -> f64 {
    if infer_len_tokens <= train_len_tokens || infer_len_tokens <= 0.0 {
        pos_tokens
    } else {
        pos_tokens * train_len_tokens / infer_len_tokens
    }
}

/// Frequencies of `base * multiplier^(dim/(dim-2))` (the NTK rebasing). With `dim = 2` the only
/// pair has exponent 0 and no base changes it, so the frequencies stay as they are.
fn rebase(
    original: Vec<f64>,
    dim: usize,
    base: f64,
    multiplier: f64,
    from_base: bool,
) -> (Frequencies, f64) {
    if dim <= 2 {
        return (Frequencies::unscaled(original), base);
    }
    let power = dim as f64 / (dim as f64 - 2.0);
    let new_base = base * multiplier.powf(power);
    let inv_freq = if from_base {
        (0..original.len())
            .map(|i| 1.0 / new_base.powf(exponent(i, dim)))
            .collect()
    } else {
        // Explicit θ: the same change written as a per-pair divisor.
        let ratio = new_base / base;
        original
            .iter()
            .enumerate()
            .map(|(i, f)| f / ratio.powf(exponent(i, dim)))
            .collect()
    };
    let f = Frequencies {
        inv_freq,
        original,
        attention_factor: 1.0,
        effective_base: Some(new_base),
        detail: Detail::None,
    };
    (f, new_base)
}

/// NTK-aware static scaling (the fixed `"ntk"` type of early HF):
/// `base' = base · factor^(dim/(dim−2))`, `θ_i = base'^(−2i/dim)`. The fastest pair keeps its
/// frequency, the slowest is divided by exactly `factor`.
pub fn ntk(original: Vec<f64>, dim: usize, base: f64, factor: f64, from_base: bool) -> Frequencies {
    rebase(original, dim, base, factor, from_base).0
}

/// Dynamic NTK: with `L = max(seq_len, M)` (`M` = `max_position_embeddings`, the training
/// length), `base' = base · (factor·L/M − (factor − 1))^(dim/(dim−2))`. Up to `M` tokens it is
/// exactly the default. `seq_len = None` is HF's init call (`L = M`).
pub fn dynamic(
    original: Vec<f64>,
    dim: usize,
    base: f64,
    factor: f64,
    max_position_embeddings: f64,
    seq_len: Option<f64>,
    from_base: bool,
) -> Frequencies {
    let m = max_position_embeddings;
    let len = seq_len.map_or(m, |s| s.max(m));
    let multiplier = factor * len / m - (factor - 1.0);
    let (mut f, new_base) = rebase(original, dim, base, multiplier, from_base);
    f.detail = Detail::Dynamic {
        effective_len_tokens: len,
        scaled_base: new_base,
    };
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interpolation_takes_8000_to_2000_from_4k_to_16k() {
        assert_eq!(interpolated_position(8000.0, 4000.0, 16000.0), 2000.0);
        assert_eq!(interpolated_position(8000.0, 4096.0, 4096.0), 8000.0);
        assert_eq!(interpolated_position(7.0, 4096.0, 1024.0), 7.0);
        // The same angle as linear scaling with factor infer / train.
        let f = linear(default_inv_freq(64, 10000.0), 4.0);
        let m = 8000.0;
        assert!(
            (m * f.inv_freq[5] - interpolated_position(m, 4000.0, 16000.0) * f.original[5]).abs()
                < 1e-12
        );
    }

    #[test]
    fn multipliers_are_one_for_plain_rope_and_one_over_s_for_linear() {
        let plain = frequencies(&Rope::default());
        assert!(plain.multipliers().iter().all(|&x| x == 1.0));
        let lin = linear(default_inv_freq(64, 10000.0), 8.0);
        assert!(lin.multipliers().iter().all(|&x| (x - 0.125).abs() < 1e-15));
        // NTK keeps the fastest pair and divides the slowest by the factor.
        let n = ntk(default_inv_freq(128, 10000.0), 128, 10000.0, 4.0, true);
        let m = n.multipliers();
        assert_eq!(m[0], 1.0);
        assert!((m[63] - 0.25).abs() < 1e-12);
        assert!(m.windows(2).all(|w| w[1] <= w[0] + 1e-15));
    }

    #[test]
    fn ntk_keeps_fastest_and_divides_slowest_by_factor_power() {
        let f = ntk(default_inv_freq(128, 10000.0), 128, 10000.0, 4.0, true);
        assert_eq!(f.inv_freq[0], 1.0);
        let last = 63;
        let ratio = f.original[last] / f.inv_freq[last];
        // exponent of the last pair is 126/128, times 128/126 gives exactly factor^1.
        assert!((ratio - 4.0).abs() < 1e-9, "{ratio}");
    }

    #[test]
    fn dynamic_is_default_up_to_training_length() {
        let orig = default_inv_freq(64, 10000.0);
        let f = dynamic(orig.clone(), 64, 10000.0, 4.0, 4096.0, Some(4096.0), true);
        assert_eq!(f.inv_freq, orig);
        let g = dynamic(orig.clone(), 64, 10000.0, 4.0, 4096.0, Some(100.0), true);
        assert_eq!(g.inv_freq, orig);
    }

    #[test]
    fn the_default_squeezes_every_frequency_into_the_rotated_pairs() {
        // Phi-2: head 80, partial 0.4 → 16 pairs with exponents over 32 dims.
        let p = Rope {
            d: 80,
            partial: 0.4,
            ..Rope::default()
        };
        assert_eq!((p.rotated_pairs(), p.rotary_dim()), (16, 32));
        let f = frequencies(&p);
        assert_eq!((f.num_pairs(), f.num_rotated()), (40, 16));
        assert_eq!(&f.inv_freq[..16], &default_inv_freq(32, 10000.0)[..]);
        assert!(f.inv_freq[16..].iter().all(|&t| t == 0.0));
        // Its slowest rotated pair is slower than proportional's slowest at the same width.
        let prop = frequencies(&Rope {
            scaling: Scaling::Proportional,
            factor: 1.0,
            ..p.clone()
        });
        assert_eq!(prop.num_rotated(), 16);
        assert!(f.inv_freq[15] < prop.inv_freq[15]);
        // Unrotated pairs are multiplied by nothing: their multiplier is 1, never NaN.
        assert!(f.multipliers().iter().all(|m| *m == 1.0));
    }

    #[test]
    fn dim_two_cannot_be_rebased() {
        let f = ntk(vec![1.0], 2, 10000.0, 8.0, true);
        assert_eq!(f.inv_freq, vec![1.0]);
        assert!(f.inv_freq.iter().all(|x| x.is_finite()));
    }

    #[test]
    fn explicit_theta_rebases_like_base() {
        let orig = default_inv_freq(16, 10000.0);
        let a = ntk(orig.clone(), 16, 10000.0, 3.0, true);
        let b = ntk(orig, 16, 10000.0, 3.0, false);
        for (x, y) in a.inv_freq.iter().zip(&b.inv_freq) {
            assert!((x - y).abs() <= 1e-14 * x, "{x} {y}");
        }
    }
}
