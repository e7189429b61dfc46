//! Why attention is order-blind: with no positions, swapping two words only swaps their rows
//! and columns of the score matrix; with RoPE, the scores themselves change.

use crate::params::Layout;
use crate::rotation::{dot, rotate_vector};

/// `W x` for a row-major square matrix.
fn apply(w: &[Vec<f64>], x: &[f64]) -> Vec<f64> {
    w.iter().map(|row| dot(row, x)).collect()
}

/// Score matrix `S[a][b] = (W_q x_a)·(W_k x_b)` of the words `sticks` in order, optionally with
/// RoPE at positions `0, 1, 2, …` (frequencies `inv_freq`, half layout).
pub fn score_matrix(
    sticks: &[Vec<f64>],
    w_q: &[Vec<f64>],
    w_k: &[Vec<f64>],
    rope: Option<&[f64]>,
) -> Vec<Vec<f64>> {
    let place = |x: Vec<f64>, pos: usize| match rope {
        Some(f) => rotate_vector(&x, pos as f64, f, Layout::Half),
        None => x,
    };
    let qs: Vec<Vec<f64>> = sticks
        .iter()
        .enumerate()
        .map(|(i, s)| place(apply(w_q, s), i))
        .collect();
    let ks: Vec<Vec<f64>> = sticks
        .iter()
        .enumerate()
        .map(|(i, s)| place(apply(w_k, s), i))
        .collect();
    qs.iter()
        .map(|q| ks.iter().map(|k| dot(q, k)).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;

    fn grids() -> (Vec<Vec<f64>>, Vec<Vec<f64>>) {
        let wq = vec![
            vec![1.0, 0.0, 0.5, 0.0],
            vec![0.0, 1.0, 0.0, 0.5],
            vec![0.5, 0.0, 1.0, 0.0],
            vec![0.0, 0.5, 0.0, 1.0],
        ];
        let wk = vec![
            vec![0.0, 1.0, 0.0, 0.0],
            vec![1.0, 0.0, 0.0, 1.0],
            vec![0.0, 0.0, 1.0, 0.0],
            vec![0.5, 0.0, 0.0, 1.0],
        ];
        (wq, wk)
    }

    #[test]
    fn swapping_words_only_permutes_scores_without_positions() {
        let nolan = vec![2.0, 1.0, 1.0, 0.0];
        let ended = vec![0.0, 1.0, 2.0, 1.0];
        let (wq, wk) = grids();
        let a = score_matrix(&[nolan.clone(), ended.clone()], &wq, &wk, None);
        let b = score_matrix(&[ended.clone(), nolan.clone()], &wq, &wk, None);
        assert_eq!(a[0][1], b[1][0]);
        let f = default_inv_freq(4, 10000.0);
        let ra = score_matrix(&[nolan.clone(), ended.clone()], &wq, &wk, Some(&f));
        let rb = score_matrix(&[ended, nolan], &wq, &wk, Some(&f));
        assert!((ra[0][1] - rb[1][0]).abs() > 1e-3);
    }
}
