//! The score matrix of words in an order, with or without RoPE, and the orders a shuffle makes.

use crate::choice::Layout;
use crate::rotation::{dot, rotate_vector};
use crate::vectors::SplitMix64;

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

/// The order a figure shows `len` words in: `order` if it is a permutation of `0..len` (a
/// shuffle), else `0, 1, 2, …` (as written; also after the sentence changed).
pub fn shown_order(order: &[usize], len: usize) -> Vec<usize> {
    let mut seen = vec![false; len];
    let permutation = order.len() == len
        && order
            .iter()
            .all(|&w| w < len && !std::mem::replace(&mut seen[w], true));
    if permutation {
        order.to_vec()
    } else {
        (0..len).collect()
    }
}

/// A new order of `0..len` from `seed`, never equal to `current` (for two or more words).
pub fn shuffled(current: &[usize], seed: u64) -> Vec<usize> {
    let mut rng = SplitMix64::new(seed);
    let mut order = current.to_vec();
    for i in (1..order.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        order.swap(i, j);
    }
    if order == current && order.len() > 1 {
        order.swap(0, 1);
    }
    order
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
        // The seeds' sticks: "nolan" [2, 1, 1, 0], "ended" [0, 1, 2, 1].
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

    #[test]
    fn only_a_permutation_is_shown_as_it_is() {
        assert_eq!(shown_order(&[2, 0, 1], 3), [2, 0, 1]);
        assert_eq!(shown_order(&[0, 0, 1], 3), [0, 1, 2]);
        assert_eq!(shown_order(&[1, 0], 3), [0, 1, 2]);
        assert_eq!(shown_order(&[], 2), [0, 1]);
    }
}
