//! Partial rotation: HF v5's `proportional` type (Gemma's p-RoPE), and the frequencies a head
//! turns with before scaling when only part of it rotates.

use crate::choice::Scaling;
use crate::freq::{default_inv_freq, exponent, Frequencies};
use crate::rope::Rope;

/// The frequencies of `d`, `base` and `partial` before any scaling, one per pair of the head
/// (θ = 0 past the rotated ones): how the model's pairs turn in training. `proportional`
/// keeps the whole head's exponents; every other method squeezes them into the rotated width.
pub fn plain_inv_freq(p: &Rope) -> Vec<f64> {
    let mut f = match p.scaling {
        Scaling::Proportional => proportional(p.d, p.base, p.partial, 1.0).inv_freq,
        _ => default_inv_freq(p.rotary_dim(), p.base),
    };
    f.resize(p.num_pairs().max(f.len()), 0.0);
    f
}

/// HF v5 `proportional` (Gemma's p-RoPE): the first `⌊partial · head_dim / 2⌋` pairs keep the
/// whole head's exponents, `θ_i = base^(-2i/head_dim)`, the rest get θ = 0, and every θ is
/// divided by `factor`. Unlike the default's partial rotation no frequency is squeezed: the
/// fast pairs are exactly the full head's, and the slow ones stop carrying position.
pub fn proportional(head_dim: usize, base: f64, partial: f64, factor: f64) -> Frequencies {
    let pairs = head_dim / 2;
    let rotated = ((partial * head_dim as f64 / 2.0).floor() as usize).min(pairs);
    let original: Vec<f64> = (0..pairs)
        .map(|i| {
            if i < rotated {
                1.0 / base.powf(exponent(i, head_dim))
            } else {
                0.0
            }
        })
        .collect();
    // Every θ divided by the factor; the unscaled ones are what training saw.
    let mut f = Frequencies::unscaled(original);
    f.inv_freq.iter_mut().for_each(|t| *t /= factor);
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proportional_keeps_the_fast_pairs_and_stills_the_rest() {
        // Gemma 4's global layers: head 512, a quarter rotates, base 1e6.
        let f = proportional(512, 1e6, 0.25, 1.0);
        assert_eq!(f.inv_freq.len(), 256);
        assert_eq!(f.num_rotated(), 64);
        assert!(f.inv_freq[64..].iter().all(|&t| t == 0.0));
        let full = default_inv_freq(512, 1e6);
        assert_eq!(&f.inv_freq[..64], &full[..64]);
        // The longest wavelength kept: 2π / θ_63 ≈ 188 tokens.
        let longest = std::f64::consts::TAU / f.inv_freq[63];
        assert!((longest - 188.0).abs() < 1.0, "{longest}");
        // Factor 1 and the whole head: exactly the default.
        assert_eq!(
            proportional(128, 1e4, 1.0, 1.0).inv_freq,
            default_inv_freq(128, 1e4)
        );
        // The factor divides every θ.
        let g = proportional(128, 1e4, 0.5, 4.0);
        assert!((g.inv_freq[3] - full_at(128, 1e4, 3) / 4.0).abs() < 1e-18);
    }

    #[test]
    fn plain_frequencies_follow_the_partial_share() {
        let p = Rope {
            d: 8,
            partial: 0.5,
            ..Rope::default()
        };
        assert_eq!(plain_inv_freq(&p), vec![1.0, 0.01, 0.0, 0.0]);
        let prop = Rope {
            scaling: Scaling::Proportional,
            ..p
        };
        assert_eq!(plain_inv_freq(&prop), vec![1.0, 0.1, 0.0, 0.0]);
        assert_eq!(
            plain_inv_freq(&Rope::default()),
            default_inv_freq(64, 10000.0)
        );
    }

    fn full_at(dim: usize, base: f64, i: usize) -> f64 {
        default_inv_freq(dim, base)[i]
    }
}
