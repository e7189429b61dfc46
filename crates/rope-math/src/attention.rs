//! What attention does with its scores: a query's score with every key is divided by √d and
//! turned by softmax into weights that are positive and sum to 1; the weights then mix the
//! keys' values into the query's output.

/// Softmax of `scores / √width`: exp(s_j/√d) / Σ_i exp(s_i/√d). Computed from the largest
/// score down, so large scores cannot overflow; empty for no scores, and equal weights where
/// the scores give no finite answer.
pub fn attention_weights(scores: &[f64], width: usize) -> Vec<f64> {
    if scores.is_empty() {
        return Vec::new();
    }
    let scale = (width.max(1) as f64).sqrt();
    let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let exps: Vec<f64> = scores.iter().map(|s| ((s - top) / scale).exp()).collect();
    let total: f64 = exps.iter().sum();
    if !total.is_finite() || total <= 0.0 {
        return vec![1.0 / scores.len() as f64; scores.len()];
    }
    exps.iter().map(|e| e / total).collect()
}

/// Softmax of `scores / √width` with `others` more keys that each score 0 against the query
/// (words with nothing in common with it): the given keys' weights, and the others' weight
/// together. Every extra key takes a share, so the given keys' weights shrink as `others` grows
/// even though no score changed. With `others` = 0, [`attention_weights`] and 0.
pub fn weights_with_others(scores: &[f64], width: usize, others: u64) -> (Vec<f64>, f64) {
    if others == 0 || scores.iter().any(|s| !s.is_finite()) {
        return (attention_weights(scores, width), 0.0);
    }
    let scale = (width.max(1) as f64).sqrt();
    let top = scores.iter().copied().fold(0.0, f64::max);
    let exps: Vec<f64> = scores.iter().map(|s| ((s - top) / scale).exp()).collect();
    let rest = others as f64 * (-top / scale).exp();
    let total = exps.iter().sum::<f64>() + rest;
    (exps.iter().map(|e| e / total).collect(), rest / total)
}

/// The output Σ_j weights_j · values_j (all values as wide as the first).
pub fn mix(weights: &[f64], values: &[Vec<f64>]) -> Vec<f64> {
    let width = values.first().map_or(0, Vec::len);
    let mut out = vec![0.0; width];
    for (w, v) in weights.iter().zip(values) {
        for (o, x) in out.iter_mut().zip(v) {
            *o += w * x;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_are_the_softmax_of_the_scaled_scores() {
        let w = attention_weights(&[2.0, 0.0, -2.0], 4);
        // √4 = 2: softmax of [1, 0, -1].
        let e: Vec<f64> = [1f64, 0.0, -1.0].iter().map(|x| x.exp()).collect();
        let total: f64 = e.iter().sum();
        for (a, b) in w.iter().zip(e.iter().map(|x| x / total)) {
            assert!((a - b).abs() < 1e-15, "{a} {b}");
        }
        assert!((w.iter().sum::<f64>() - 1.0).abs() < 1e-15);
    }

    #[test]
    fn adding_a_constant_changes_nothing_and_huge_scores_do_not_overflow() {
        let a = attention_weights(&[1.0, 2.0, 3.0], 16);
        let b = attention_weights(&[1001.0, 1002.0, 1003.0], 16);
        for (x, y) in a.iter().zip(&b) {
            assert!((x - y).abs() < 1e-12);
        }
        let w = attention_weights(&[1e308, 0.0], 1);
        assert_eq!(w, vec![1.0, 0.0]);
        assert_eq!(attention_weights(&[], 4), Vec::<f64>::new());
        assert_eq!(attention_weights(&[f64::NAN, 1.0], 4), vec![0.5, 0.5]);
    }

    #[test]
    fn larger_scores_sharpen_the_weights() {
        let soft = attention_weights(&[1.0, 0.5, 0.0], 4);
        let sharp = attention_weights(&[4.0, 2.0, 0.0], 4);
        assert!(sharp[0] > soft[0] && sharp[2] < soft[2]);
    }

    #[test]
    fn the_output_mixes_the_values() {
        let out = mix(&[0.25, 0.75], &[vec![4.0, 0.0], vec![0.0, 4.0]]);
        assert_eq!(out, vec![1.0, 3.0]);
    }

    #[test]
    fn unrelated_keys_dilute_the_weights_without_changing_a_score() {
        let scores = [3.0, 1.0, -1.0];
        let (same, none) = weights_with_others(&scores, 1, 0);
        assert_eq!(same, attention_weights(&scores, 1));
        assert_eq!(none, 0.0);
        // One key scoring s against N scoring 0: e^s / (e^s + N).
        let (one, rest) = weights_with_others(&[2.0], 1, 1000);
        let e2 = 2f64.exp();
        assert!((one[0] - e2 / (e2 + 1000.0)).abs() < 1e-15);
        assert!((one[0] + rest - 1.0).abs() < 1e-15);
        // More others, less weight for every given key; the weights still sum to 1.
        let mut last = 1.0;
        for others in [1, 10, 100, 1000, 100_000] {
            let (w, rest) = weights_with_others(&scores, 4, others);
            assert!(w[0] < last);
            last = w[0];
            assert!((w.iter().sum::<f64>() + rest - 1.0).abs() < 1e-12);
            // The ratios among the given keys are softmax's own.
            assert!((w[0] / w[1] - (1.0f64).exp()).abs() < 1e-12);
        }
        // Negative scores only: the zero-scored others lead, nothing overflows.
        let (w, rest) = weights_with_others(&[-800.0], 1, 5);
        assert!(w[0] >= 0.0 && (rest - 1.0).abs() < 1e-12);
    }
}
