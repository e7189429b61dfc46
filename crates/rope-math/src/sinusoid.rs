//! The position marks that came before RoPE: a raw or normalised slot number added to the
//! embedding, and the sinusoidal marks of the original Transformer.

use crate::choice::Layout;
use crate::rotation::{dot, rotate_vector};

/// Frequency of sinusoidal pair `i` at width `d`: `1 / 10000^(2i/d)`.
pub fn sinusoid_freq(pair: usize, d: usize) -> f64 {
    1.0 / 10000f64.powf((2 * pair) as f64 / d as f64)
}

/// The sinusoidal mark of `pos_tokens` at width `d`: dims `2i` and `2i+1` hold
/// `sin(pos·freq_i)` and `cos(pos·freq_i)`.
pub fn sinusoidal_mark(pos_tokens: f64, d: usize) -> Vec<f64> {
    (0..d / 2)
        .flat_map(|i| {
            let (s, c) = (pos_tokens * sinusoid_freq(i, d)).sin_cos();
            [s, c]
        })
        .collect()
}

/// The trig-identity step: `(sin, cos)` of position `p + g` built from those of `p` and `g`
/// alone, `sin(p+g) = sin p cos g + cos p sin g`, `cos(p+g) = cos p cos g − sin p sin g`, at
/// frequency `freq`. The mark of `p + g` is a rotation of the mark of `p` that depends on `g`
/// only.
pub fn shifted_mark(p_tokens: f64, gap_tokens: f64, freq: f64) -> (f64, f64) {
    let (sp, cp) = (p_tokens * freq).sin_cos();
    let (sg, cg) = (gap_tokens * freq).sin_cos();
    (sp * cg + cp * sg, cp * cg - sp * sg)
}

/// The seeds' word vector for "nolan", the slot-marks figure's own word.
pub const NOLAN: [f64; 4] = [2.0, 1.0, 1.0, 0.0];

/// The slot-marks figure's settings: the word's slot, and the length a slot is divided by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slots {
    /// The word's slot.
    pub slot_tokens: u64,
    /// The length a slot is divided by (the training texts'), tokens.
    pub text_len_tokens: u64,
}

impl Default for Slots {
    /// The first text's "nolan" at slot 5 of 512-token texts.
    fn default() -> Self {
        Slots {
            slot_tokens: 5,
            text_len_tokens: 512,
        }
    }
}

/// The first idea: add the raw slot number to every entry of the embedding.
pub fn raw_slot_mark(embedding: &[f64], slot: u64) -> Vec<f64> {
    embedding.iter().map(|x| x + slot as f64).collect()
}

/// The second idea: the slot divided by the sequence length, in [0, 1]. The same slot gets a
/// different mark when the sequence is longer, which is why it fails at inference.
pub fn normalised_slot_mark(slot: u64, len_tokens: u64) -> f64 {
    slot as f64 / len_tokens.max(1) as f64
}

/// The score of a query word at `q_pos` and a key word at `k_pos` when sinusoidal marks are
/// *added* to the words (no projections, as in the seeds' discussion), split into its four
/// parts. Only `marks` depends on the gap alone; the two cross terms tie the total to where
/// the pair sits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AddedScore {
    /// word · word: the meaning, the same everywhere.
    pub words: f64,
    /// query word · key's mark.
    pub q_word_k_mark: f64,
    /// query's mark · key word.
    pub q_mark_k_word: f64,
    /// mark · mark = Σᵢ cos((k_pos − q_pos)·fᵢ): the gap alone.
    pub marks: f64,
}

impl AddedScore {
    pub fn total(&self) -> f64 {
        self.words + self.q_word_k_mark + self.q_mark_k_word + self.marks
    }
}

/// [`AddedScore`] of `q_word` at `q_pos` and `k_word` at `k_pos` (both of the same even width).
pub fn added_score(q_word: &[f64], k_word: &[f64], q_pos: f64, k_pos: f64) -> AddedScore {
    let d = q_word.len().min(k_word.len());
    let q_mark = sinusoidal_mark(q_pos, d);
    let k_mark = sinusoidal_mark(k_pos, d);
    AddedScore {
        words: dot(q_word, k_word),
        q_word_k_mark: dot(q_word, &k_mark),
        q_mark_k_word: dot(&q_mark, k_word),
        marks: dot(&q_mark, &k_mark),
    }
}

/// The same two words rotated instead: each pair `(2i, 2i+1)` turned by its position times
/// the sinusoid's frequency `fᵢ` (RoPE with base 10000, interleaved like the marks).
pub fn rotated_score(q_word: &[f64], k_word: &[f64], q_pos: f64, k_pos: f64) -> f64 {
    let d = q_word.len().min(k_word.len());
    let freqs: Vec<f64> = (0..d / 2).map(|i| sinusoid_freq(i, d)).collect();
    let q = rotate_vector(&q_word[..d], q_pos, &freqs, Layout::Interleaved);
    let k = rotate_vector(&k_word[..d], k_pos, &freqs, Layout::Interleaved);
    dot(&q, &k)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENDED: [f64; 4] = [0.0, 1.0, 2.0, 1.0];

    #[test]
    fn the_seeds_marks_at_positions_3_and_4() {
        let round =
            |v: Vec<f64>| -> Vec<f64> { v.iter().map(|x| (x * 1e4).round() / 1e4).collect() };
        assert_eq!(
            round(sinusoidal_mark(3.0, 4)),
            [0.1411, -0.99, 0.03, 0.9996]
        );
        assert_eq!(
            round(sinusoidal_mark(4.0, 4)),
            [-0.7568, -0.6536, 0.04, 0.9992]
        );
        // "nolan" at slot 3: [2.141, 0.010, 1.030, 0.9996].
        let marked: Vec<f64> = NOLAN
            .iter()
            .zip(sinusoidal_mark(3.0, 4))
            .map(|(a, b)| a + b)
            .collect();
        assert_eq!(round(marked), [2.1411, 0.01, 1.03, 0.9996]);
    }

    #[test]
    fn added_marks_move_with_absolute_position_but_rotation_does_not() {
        let gap = 4.0;
        let at = |p: f64| added_score(&NOLAN, &ENDED, p, p + gap);
        let marks0 = at(0.0).marks;
        let mut spread = 0.0f64;
        for p in [1.0, 10.0, 47.0, 100.0, 1000.0] {
            let s = at(p);
            assert!(
                (s.marks - marks0).abs() < 1e-12,
                "mark·mark depends on the gap alone"
            );
            assert_eq!(s.words, 2.0 * 0.0 + 1.0 + 2.0);
            spread = spread.max((s.total() - at(0.0).total()).abs());
            let r = rotated_score(&NOLAN, &ENDED, p, p + gap);
            assert!((r - rotated_score(&NOLAN, &ENDED, 0.0, gap)).abs() < 1e-12);
        }
        assert!(
            spread > 0.5,
            "added marks: the same gap scores differently ({spread})"
        );
    }

    #[test]
    fn identity_matches_direct() {
        let (s, c) = shifted_mark(47.0, 4.0, 1.0);
        assert!((s - 51f64.sin()).abs() < 1e-14 && (c - 51f64.cos()).abs() < 1e-14);
    }
}
