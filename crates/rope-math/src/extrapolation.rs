//! How far a model fine-tuned with a larger base extrapolates, after Liu et al. 2023 ("Scaling
//! Laws of RoPE-based Extrapolation").
//!
//! In training, only the pairs of the first `d_extra` dimensions (the *critical dimension*,
//! see [`critical_dimension`]) complete a full turn within the training length, so only they
//! learn their whole circle; the slower pairs only ever see an arc. Fine-tuning with a larger
//! base slows every pair, and the paper finds the model then works up to the period of pair
//! `d_extra/2`, the first one whose full turn training never showed:
//! `T_extra = 2π · base^(d_extra/d)`. Past that, the pair leaves the arc it knows.

use crate::analysis::critical_dimension;
use std::f64::consts::TAU;

/// Whether `(d, base)` describe real RoPE frequencies: some pairs, and a finite base above 1
/// (so the frequencies fall from 1 rad/token).
fn valid(d: usize, base: f64) -> bool {
    d > 0 && base.is_finite() && base > 1.0
}

/// `T_extra = 2π · base^(d_extra/d)` tokens: the period of the pair with exponent `d_extra/d`,
/// the first one past the critical dimension (`d_extra` is clamped to `d`).
///
/// Outside the domain (`d = 0`, or a base that is not a finite number above 1) every pair has
/// a period of at most 2π, so this returns 2π rather than a NaN or an infinity.
pub fn extrapolation_len_tokens(d: usize, base: f64, d_extra: usize) -> f64 {
    if !valid(d, base) {
        return TAU;
    }
    TAU * base.powf(d_extra.min(d) as f64 / d as f64)
}

/// The extrapolation length of a model trained with `train_base` over `train_len_tokens` and
/// fine-tuned with `base`: the critical dimension comes from training (original base and
/// length), the period from the new base. Inputs outside the domain (see
/// [`extrapolation_len_tokens`], or a training length that is not a positive finite number)
/// give 2π.
pub fn extrapolation_len_for_base(
    d: usize,
    train_base: f64,
    train_len_tokens: f64,
    base: f64,
) -> f64 {
    if !(valid(d, train_base) && train_len_tokens.is_finite() && train_len_tokens > 0.0) {
        return TAU;
    }
    let d_extra = critical_dimension(d, train_base, train_len_tokens);
    extrapolation_len_tokens(d, base, d_extra)
}

/// `(base, T_extra)` for each of `bases`, with the training setup fixed: the curve of
/// extrapolation length against the fine-tuning base.
pub fn extrapolation_curve(
    d: usize,
    train_base: f64,
    train_len_tokens: f64,
    bases: &[f64],
) -> Vec<(f64, f64)> {
    bases
        .iter()
        .map(|&b| {
            (
                b,
                extrapolation_len_for_base(d, train_base, train_len_tokens, b),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llama2_critical_dimension_is_92() {
        // Liu et al. 2023: Llama 2 (d = 128, base 10^4, 4096 tokens) has d_extra = 92.
        assert_eq!(critical_dimension(128, 1e4, 4096.0), 92);
    }

    #[test]
    fn llama2_fine_tuned_at_base_1e6() {
        // Research notes: 2π · (10^6)^(92/128) ≈ 129,027 tokens.
        let t = extrapolation_len_for_base(128, 1e4, 4096.0, 1e6);
        assert!((t - TAU * 1e6f64.powf(92.0 / 128.0)).abs() < 1.0, "{t}");
        assert!((t - 129_027.0).abs() < 1.0, "{t}");
    }

    #[test]
    fn at_the_training_base_it_covers_the_training_length() {
        // d_extra/d ≥ log_base(T/2π), so 2π·base^(d_extra/d) ≥ T, unless T/2π exceeds the
        // base and d_extra is clamped to d (then every pair turned within T).
        for d in [32, 64, 96, 128, 256] {
            for base in [1e2, 1e4, 5e5, 1e6, 1e7] {
                for t in [100.0, 2048.0, 4096.0, 8192.0, 131072.0] {
                    let got = extrapolation_len_for_base(d, base, t, base);
                    if t <= TAU * base {
                        assert!(got >= t * (1.0 - 1e-12), "d {d} base {base} T {t}: {got}");
                    } else {
                        assert_eq!(got, TAU * base);
                    }
                }
            }
        }
        // Llama 2: ≈ 4712 ≥ 4096.
        let t = extrapolation_len_for_base(128, 1e4, 4096.0, 1e4);
        assert!((4096.0..4800.0).contains(&t), "{t}");
    }

    #[test]
    fn grows_with_the_base() {
        let bases: Vec<f64> = (0..=40).map(|i| 1e4 * 10f64.powf(i as f64 / 8.0)).collect();
        let curve = extrapolation_curve(128, 1e4, 4096.0, &bases);
        assert_eq!(curve.len(), bases.len());
        assert!(curve.iter().zip(&bases).all(|(&(b, _), &want)| b == want));
        assert!(curve.windows(2).all(|w| w[1].1 > w[0].1));
    }

    #[test]
    fn critical_dimension_ends() {
        assert_eq!(extrapolation_len_tokens(128, 1e4, 0), TAU);
        assert!((extrapolation_len_tokens(128, 1e4, 128) - TAU * 1e4).abs() < 1e-9);
        assert_eq!(
            extrapolation_len_tokens(128, 1e4, 500),
            extrapolation_len_tokens(128, 1e4, 128)
        );
    }

    #[test]
    fn bad_input_gives_two_pi() {
        for base in [1.0, 0.5, 0.0, -3.0, f64::NAN, f64::INFINITY] {
            assert_eq!(extrapolation_len_tokens(128, base, 92), TAU, "base {base}");
            assert_eq!(extrapolation_len_for_base(128, base, 4096.0, 1e6), TAU);
            assert_eq!(extrapolation_len_for_base(128, 1e4, 4096.0, base), TAU);
        }
        assert_eq!(extrapolation_len_tokens(0, 1e4, 0), TAU);
        assert_eq!(extrapolation_len_for_base(0, 1e4, 4096.0, 1e6), TAU);
        for t in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            assert_eq!(extrapolation_len_for_base(128, 1e4, t, 1e6), TAU, "T {t}");
        }
        // Shorter than one turn of the fastest pair: nothing is critical, 2π.
        assert_eq!(extrapolation_len_for_base(128, 1e4, 3.0, 1e6), TAU);
        assert!(extrapolation_curve(128, 1e4, 4096.0, &[]).is_empty());
    }
}
