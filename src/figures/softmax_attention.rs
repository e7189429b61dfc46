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
    /// Each word's value, which the output mixes (the words' own vectors here).
    pub(super) values: Vec<Vec<f64>>,
    /// The weights at scale 1, when the scale is another: drawn as a line across each bar, so
    /// the move's before stays beside its after.
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
        let unscaled: Vec<f64> = s
            .scores(&order, false)
            .get(query)
            .cloned()
            .unwrap_or_default();
        let scores: Vec<f64> = unscaled.iter().map(|v| v * factor * factor).collect();
        let (weights, others_weight) = weights_with_others(&scores, SENTENCE_DIMS, others);
        // From the unscaled row, not by dividing back (a scale of 0 would divide by zero).
        let weights_at_one = ((factor - 1.0).abs() > 1e-9)
            .then(|| weights_with_others(&unscaled, SENTENCE_DIMS, others).0);
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
            values: s.sticks,
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

#[cfg(test)]
mod tests {
    use super::Attention;

    #[test]
    fn the_weights_at_scale_1_are_the_weights_the_scale_moved_from() {
        let at_one = Attention::new(0, 1.0, 0, &[]);
        assert_eq!(at_one.weights_at_one, None);
        let at_two = Attention::new(0, 2.0, 0, &[]);
        assert_eq!(at_two.weights_at_one.as_ref(), Some(&at_one.weights));
        assert_ne!(at_two.weights, at_one.weights);
        // The smallest scale the figure allows still gives finite lines.
        let tiny = Attention::new(0, 1e-3, 0, &[]);
        assert!(tiny
            .weights_at_one
            .is_some_and(|w| w.iter().all(|x| x.is_finite())));
    }
}
