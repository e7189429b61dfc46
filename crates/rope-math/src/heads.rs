//! A positional head built from RoPE's fastest pairs (Barbero et al. 2025): a query and key
//! whose pairs are aligned once rotated by `r` tokens score `Σ_{i<K} cos((offset − r)·θᵢ)`,
//! which peaks at offset r. Softmax over the offsets turns that into "look r tokens back".
//! With one pair the peak repeats wherever `(offset − r)·θ₀` comes back near a whole turn
//! (θ₀ = 1 rad: offset r + 25 scores cos 25 ≈ 0.991); more pairs or a sharper head fix it.
//! Formula as in docs/design.md's "Research figures".

use crate::attention::attention_weights;

/// A positional head's settings (the positional-head figure's): the offset it looks back,
/// how many of the fastest pairs it uses, and its sharpness.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Head {
    /// The offset r the head looks back, tokens.
    pub target_tokens: u64,
    /// How many of the fastest pairs the head uses (K).
    pub fast_pairs: usize,
    /// The head's sharpness a (the query's and key's length, multiplied).
    pub sharp: f64,
}

impl Default for Head {
    /// One pair aimed one token back, sharpness 10: the echo at offset 26 shows.
    fn default() -> Self {
        Head {
            target_tokens: 1,
            fast_pairs: 1,
            sharp: 10.0,
        }
    }
}

/// The head's score at each offset `0..span`: `sharp · Σ_{i<fast} cos((offset − target)·θᵢ)`
/// over the `fast` fastest frequencies of `inv_freq` (which lists the fastest first).
pub fn head_scores(
    inv_freq: &[f64],
    target: u64,
    fast: usize,
    sharp: f64,
    span: usize,
) -> Vec<f64> {
    let used = &inv_freq[..fast.min(inv_freq.len())];
    (0..span)
        .map(|offset| {
            let delta = offset as f64 - target as f64;
            sharp * used.iter().map(|&theta| (delta * theta).cos()).sum::<f64>()
        })
        .collect()
}

/// Softmax of `scores` as they are: the head's sharpness `a` already scales them, so no √d.
pub fn softmax(scores: &[f64]) -> Vec<f64> {
    attention_weights(scores, 1)
}

/// The head's attention weights over offsets `0..span`.
pub fn head_weights(
    inv_freq: &[f64],
    target: u64,
    fast: usize,
    sharp: f64,
    span: usize,
) -> Vec<f64> {
    softmax(&head_scores(inv_freq, target, fast, sharp, span))
}

/// The offset other than `target` with the largest weight, and that weight: the head's
/// strongest echo. `None` when there is no other offset.
pub fn strongest_echo(weights: &[f64], target: u64) -> Option<(usize, f64)> {
    weights
        .iter()
        .copied()
        .enumerate()
        .filter(|&(offset, _)| offset as u64 != target)
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;

    #[test]
    fn one_pair_echoes_at_offset_26_for_target_1() {
        let inv = default_inv_freq(128, 1e4);
        let scores = head_scores(&inv, 1, 1, 1.0, 64);
        assert_eq!(scores[1], 1.0);
        assert!((scores[26] - 25f64.cos()).abs() < 1e-15);
        assert!((scores[26] - 0.991).abs() < 1e-3);
        // 45 comes back even closer: 44 rad is 7.003 turns.
        let w = head_weights(&inv, 1, 1, 4.0, 64);
        let (echo, weight) = strongest_echo(&w, 1).unwrap_or((0, 0.0));
        assert_eq!(echo, 45);
        assert!(weight > 0.9 * w[1], "{weight} {}", w[1]);
    }

    #[test]
    fn more_pairs_and_a_sharper_head_single_out_the_target() {
        let inv = default_inv_freq(128, 1e4);
        let w = head_weights(&inv, 1, 8, 4.0, 64);
        let (_, echo) = strongest_echo(&w, 1).unwrap_or((0, 1.0));
        assert!(w[1] > 10.0 * echo, "{} {echo}", w[1]);
        assert!(w[1] > 0.9);
    }

    #[test]
    fn weights_sum_to_one_and_survive_huge_scores() {
        let inv = default_inv_freq(64, 1e4);
        let w = head_weights(&inv, 3, 32, 1e6, 128);
        assert!((w.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!(w.iter().all(|x| x.is_finite()));
        assert_eq!(w[3], 1.0);
    }
}
