//! The softmax figure's numbers: one query's scores over "the dog bit the man", its weights
//! (with any unrelated words' share) and its output, in the order the words are shown.

use rope_math::attention::{mix, weights_with_others};
use rope_math::order::{shown_order, Sentence, SENTENCE_DIMS};

/// One query's attention over the sentence.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Attention {
    pub(super) words: Vec<String>,
    /// The word shown at each place: a swap moves words, never their vectors.
    pub(super) order: Vec<usize>,
    pub(super) query: usize,
    pub(super) scores: Vec<f64>,
    pub(super) weights: Vec<f64>,
    pub(super) output: Vec<f64>,
    /// The weights at scale 1, when the scale is another: drawn as outlines, so the move's
    /// before stays beside its after.
    pub(super) weights_at_one: Option<Vec<f64>>,
    /// Unrelated words added to the sentence, each scoring 0 (`noise=`), and their weight
    /// together.
    pub(super) others: u64,
    pub(super) others_weight: f64,
}

impl Attention {
    pub(super) fn new(query: usize, factor: f64, others: u64, shown: &[usize]) -> Attention {
        let s = Sentence::example();
        let order: Vec<usize> = (0..s.words.len()).collect();
        let shown = shown_order(shown, s.words.len());
        let query = query.min(s.words.len() - 1);
        // The attention factor multiplies the query and the key: the scores by its square.
        let scores: Vec<f64> = s
            .scores(&order, false)
            .get(query)
            .map(|row| row.iter().map(|v| v * factor * factor).collect())
            .unwrap_or_default();
        let (weights, others_weight) = weights_with_others(&scores, SENTENCE_DIMS, others);
        let weights_at_one = ((factor - 1.0).abs() > 1e-9).then(|| {
            let unscaled: Vec<f64> = scores.iter().map(|v| v / (factor * factor)).collect();
            weights_with_others(&unscaled, SENTENCE_DIMS, others).0
        });
        // The values are the words' own vectors here (a real head projects them first); the
        // unrelated words' values are left out of the output.
        let output = mix(&weights, &s.sticks);
        Attention {
            words: s.words,
            order: shown,
            query,
            scores,
            weights,
            output,
            weights_at_one,
            others,
            others_weight,
        }
    }

    /// The word that gets the largest weight.
    pub(super) fn top(&self) -> (usize, f64) {
        self.weights
            .iter()
            .copied()
            .enumerate()
            .fold((0, f64::NEG_INFINITY), |a, b| if b.1 > a.1 { b } else { a })
    }

    /// Whether the words stand in another order than written.
    pub(super) fn moved(&self) -> bool {
        self.order.iter().enumerate().any(|(i, &w)| i != w)
    }
}
