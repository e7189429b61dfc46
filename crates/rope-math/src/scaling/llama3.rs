//! Llama 3.1's frequency-dependent scaling (HF `_compute_llama3_parameters`, Meta's
//! `apply_scaling`): short wavelengths unchanged, long ones divided by `factor`, a smooth blend
//! between the two wavelength edges.

use crate::freq::{wavelength_tokens, Band, Detail, Frequencies};

/// Llama 3 frequencies. `original_len_tokens` is `original_max_position_embeddings` (`L0`).
/// Band edges: `W_low = L0 / low_freq_factor`, `W_high = L0 / high_freq_factor`; in between,
/// `s = (L0/w − low)/(high − low)` and `θ' = (1 − s)·θ/factor + s·θ`. Attention factor 1.
pub fn llama3(
    original: Vec<f64>,
    factor: f64,
    low_freq_factor: f64,
    high_freq_factor: f64,
    original_len_tokens: f64,
) -> Frequencies {
    let low_wavelen = original_len_tokens / low_freq_factor;
    let high_wavelen = original_len_tokens / high_freq_factor;
    // HF only warns when high == low; keep the blend finite by treating it as a step.
    let span = if high_freq_factor != low_freq_factor {
        high_freq_factor - low_freq_factor
    } else {
        f64::EPSILON
    };
    let mut bands = Vec::with_capacity(original.len());
    let inv_freq = original
        .iter()
        .map(|&f| {
            let w = wavelength_tokens(f);
            if w < high_wavelen {
                bands.push(Band::High);
                f
            } else if w > low_wavelen {
                bands.push(Band::Low);
                f / factor
            } else {
                bands.push(Band::Medium);
                let s = (original_len_tokens / w - low_freq_factor) / span;
                (1.0 - s) * f / factor + s * f
            }
        })
        .collect();
    Frequencies {
        inv_freq,
        original,
        attention_factor: 1.0,
        effective_base: None,
        detail: Detail::Llama3 {
            low_freq_wavelen_tokens: low_wavelen,
            high_freq_wavelen_tokens: high_wavelen,
            bands,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;

    #[test]
    fn equal_factors_cut_at_the_original_length() {
        // Llama 4 Scout: low_freq_factor = high_freq_factor = 1, factor 16, L0 8,192: no blend.
        let original = default_inv_freq(128, 5e5);
        let f = llama3(original.clone(), 16.0, 1.0, 1.0, 8192.0);
        for (new, old) in f.inv_freq.iter().zip(&original) {
            let want = if std::f64::consts::TAU / old > 8192.0 {
                old / 16.0
            } else {
                *old
            };
            assert_eq!(*new, want);
        }
        assert!(f.inv_freq.iter().all(|t| t.is_finite()));
    }

    #[test]
    fn llama31_band_counts() {
        let f = llama3(default_inv_freq(128, 500000.0), 8.0, 1.0, 4.0, 8192.0);
        let Detail::Llama3 { bands, .. } = &f.detail else {
            panic!("no llama3 detail")
        };
        let count = |b: Band| bands.iter().filter(|x| **x == b).count();
        assert_eq!(
            (count(Band::High), count(Band::Medium), count(Band::Low)),
            (29, 6, 29)
        );
        assert_eq!(f.inv_freq[28], f.original[28]);
        assert!((f.original[35] / f.inv_freq[35] - 8.0).abs() < 1e-12);
    }
}
