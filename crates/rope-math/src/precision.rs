//! What float32 and bfloat16 do to RoPE angles, emulated bit for bit.
//!
//! Hugging Face builds the frequencies in float32, multiplies them by the float32 position,
//! takes cos and sin in float32, and only then casts cos and sin to the model's dtype (bfloat16
//! for most checkpoints). The angle `m·θ` grows with the position while float32 keeps 24
//! significant bits, so far out the angle itself is off by a visible fraction of a turn; bf16
//! keeps only 8 bits of cos and sin, which blurs every rotation a little at every position.
//! These functions reproduce both roundings so the app can show where each starts to matter.
//!
//! The float32 power, cos and sin are correctly rounded (taken in float64, then rounded), the
//! same on every platform; PyTorch's vectorised kernels may differ from them in the last bit.
//! Everything else (the roundings of `/`, `*`, `+` and the bf16 cast) is exact.

use crate::freq::default_inv_freq;
use std::f64::consts::{PI, TAU};

mod float;
mod shift;
pub use float::{angle_f32, bf16_to_f32, cos_sin_f32, inv_freq_f32, round_bf16, to_bf16_bits};
pub use shift::{
    half_layout_f32, score_f32, shift_noise_f32, shift_test_demo, shift_test_gap,
    shift_test_gap_f64,
};

/// The dtype cos and sin end up in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precision {
    /// Angle, cos and sin in float32 (a float32 model, or HF's rotary module itself).
    F32,
    /// Angle in float32, cos and sin cast to bfloat16 (a bf16 model).
    Bf16,
}

/// Consecutive positions examined at each grid point of [`first_pos_where_error_exceeds`].
const BLOCK_TOKENS: u64 = 16;

/// `x` wrapped to `(−π, π]`: the same rotation, as the smallest signed angle.
pub fn wrap_rad(x: f64) -> f64 {
    let r = x.rem_euclid(TAU);
    if r > PI {
        r - TAU
    } else {
        r
    }
}

/// Pair `pair`'s frequency in float32 (HF) and float64, or `None` for a pair that does not
/// exist or a base that is not a positive finite number.
fn thetas(pair: usize, dim: usize, base: f64) -> Option<(f32, f64)> {
    if !(base.is_finite() && base > 0.0) {
        return None;
    }
    let t32 = *inv_freq_f32(dim, base).get(pair)?;
    let t64 = *default_inv_freq(dim, base).get(pair)?;
    Some((t32, t64))
}

/// The cos and sin a model in `precision` uses, and the exact angle (float64) they stand for.
fn emulate(pos_tokens: u64, (t32, t64): (f32, f64), precision: Precision) -> (f64, f64, f64) {
    let a32 = angle_f32(pos_tokens, t32);
    let (c, s) = match precision {
        Precision::F32 => cos_sin_f32(a32),
        Precision::Bf16 => {
            let (c, s) = cos_sin_f32(a32);
            (round_bf16(c), round_bf16(s))
        }
    };
    (f64::from(c), f64::from(s), pos_tokens as f64 * t64)
}

fn angle_error_of(pos_tokens: u64, t: (f32, f64), precision: Precision) -> f64 {
    match precision {
        Precision::F32 => {
            wrap_rad(f64::from(angle_f32(pos_tokens, t.0)) - pos_tokens as f64 * t.1).abs()
        }
        Precision::Bf16 => {
            let (c, s, exact) = emulate(pos_tokens, t, precision);
            wrap_rad(s.atan2(c) - exact).abs()
        }
    }
}

/// How far (radians, in `[0, π]`) the rotation a model applies to pair `pair` at `pos_tokens`
/// is from the exact one (float64 frequency times position). In float32 that is the error of
/// the float32 angle; in bf16 it is the angle of the rounded (cos, sin), `atan2(sin, cos)`,
/// since that is the rotation the model actually applies. 0 for a pair that does not exist.
pub fn angle_error_rad(
    pos_tokens: u64,
    pair: usize,
    dim: usize,
    base: f64,
    precision: Precision,
) -> f64 {
    thetas(pair, dim, base).map_or(0.0, |t| angle_error_of(pos_tokens, t, precision))
}

/// What the cast to bfloat16 adds on its own: how far the rotation of the rounded (cos, sin)
/// is from the float32 angle it was computed from, radians. It grows with the angle while the
/// angle is small (sin ≈ mθ keeps a relative error of 2⁻⁹) and then stays below about
/// √2·2⁻⁹ ≈ 0.0028 rad at every position. 0 for a pair that does not exist.
pub fn cast_error_rad(pos_tokens: u64, pair: usize, dim: usize, base: f64) -> f64 {
    thetas(pair, dim, base).map_or(0.0, |t| {
        let a32 = angle_f32(pos_tokens, t.0);
        let (c, s) = cos_sin_f32(a32);
        let (c, s) = (round_bf16(c), round_bf16(s));
        wrap_rad(f64::from(s).atan2(f64::from(c)) - f64::from(a32)).abs()
    })
}

/// The larger of the errors of cos and sin (in `precision`, from the float32 angle) against
/// the exact float64 values. 0 for a pair that does not exist.
pub fn cos_sin_error(
    pos_tokens: u64,
    pair: usize,
    dim: usize,
    base: f64,
    precision: Precision,
) -> f64 {
    thetas(pair, dim, base).map_or(0.0, |t| {
        let (c, s, exact) = emulate(pos_tokens, t, precision);
        (c - exact.cos()).abs().max((s - exact.sin()).abs())
    })
}

/// The first position, up to `limit_tokens`, where pair `pair`'s rotation is off by more than
/// `frac_of_turn` of a turn (`angle_error_rad > frac_of_turn · 2π`), or `None`.
///
/// The error at a single position depends on rounding luck, and float spacing doubles at each
/// power of two, so this checks every position up to 256 and then runs of 16 consecutive
/// positions starting at `2^k·(1 + j/16)`, `j = 0..15`: 256 checks per doubling, ~10k up to
/// 2^40. The answer is where the error becomes typical, not a guarantee that no position
/// between the runs is that far off.
pub fn first_pos_where_error_exceeds(
    frac_of_turn: f64,
    pair: usize,
    dim: usize,
    base: f64,
    precision: Precision,
    limit_tokens: u64,
) -> Option<u64> {
    let t = thetas(pair, dim, base)?;
    let threshold_rad = frac_of_turn * TAU;
    let exceeds = |p: &u64| angle_error_of(*p, t, precision) > threshold_rad;
    let dense_end = limit_tokens.min(256);
    if let Some(p) = (1..=dense_end).find(exceeds) {
        return Some(p);
    }
    for k in 8..64u32 {
        let octave = 1u64 << k;
        for j in 0..16 {
            let start = octave + j * (octave >> 4);
            if start > limit_tokens {
                return None;
            }
            let end = (start + BLOCK_TOKENS - 1).min(limit_tokens);
            if let Some(p) = (start..=end).find(exceeds) {
                return Some(p);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests;
