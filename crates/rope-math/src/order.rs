//! Why attention is order-blind: with no positions, shuffling the words only shuffles the rows
//! and columns of the score matrix (each word keeps its scores); with RoPE, the scores
//! themselves change, because each word is turned by the slot it lands in.

use crate::freq::default_inv_freq;
use crate::params::Layout;
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

/// Width of the example's word vectors (two pairs, as in the seeds' d = 4 examples).
pub const SENTENCE_DIMS: usize = 4;

/// A short sentence with small seeded word vectors and projections: the order-blind figure's
/// example. A repeated word ("the") has one vector, as a real embedding table would give it.
#[derive(Clone, Debug, PartialEq)]
pub struct Sentence {
    pub words: Vec<&'static str>,
    /// One vector per word, `SENTENCE_DIMS` wide (equal words, equal vectors).
    pub sticks: Vec<Vec<f64>>,
    pub w_q: Vec<Vec<f64>>,
    pub w_k: Vec<Vec<f64>>,
}

/// Seeded normal values, `rows × cols`, scaled.
fn seeded_matrix(rng: &mut SplitMix64, rows: usize, cols: usize, scale: f64) -> Vec<Vec<f64>> {
    (0..rows)
        .map(|_| (0..cols).map(|_| scale * rng.next_normal()).collect())
        .collect()
}

impl Sentence {
    /// "the dog bit the man", seeded so the same page shows the same numbers every time.
    pub fn example() -> Sentence {
        let words = vec!["the", "dog", "bit", "the", "man"];
        let mut rng = SplitMix64::new(7);
        let mut vocab: Vec<(&'static str, Vec<f64>)> = Vec::new();
        let sticks = words
            .iter()
            .map(|&w| {
                if let Some((_, v)) = vocab.iter().find(|(name, _)| *name == w) {
                    return v.clone();
                }
                let v: Vec<f64> = (0..SENTENCE_DIMS).map(|_| rng.next_normal()).collect();
                vocab.push((w, v.clone()));
                v
            })
            .collect();
        let w_q = seeded_matrix(&mut rng, SENTENCE_DIMS, SENTENCE_DIMS, 0.7);
        let w_k = seeded_matrix(&mut rng, SENTENCE_DIMS, SENTENCE_DIMS, 0.7);
        Sentence {
            words,
            sticks,
            w_q,
            w_k,
        }
    }

    /// The scores with the words in `order` (shown slot `i` holds word `order[i]`), without
    /// positions or with RoPE (base 10000 at width `SENTENCE_DIMS`) at slots `0, 1, 2, …`.
    pub fn scores(&self, order: &[usize], rope: bool) -> Vec<Vec<f64>> {
        let sticks: Vec<Vec<f64>> = order
            .iter()
            .filter_map(|&w| self.sticks.get(w).cloned())
            .collect();
        let inv_freq = default_inv_freq(SENTENCE_DIMS, 10000.0);
        score_matrix(&sticks, &self.w_q, &self.w_k, rope.then_some(&inv_freq[..]))
    }

    /// A new order from `seed` whose words read differently from `order`'s (swapping the two
    /// "the"s alone would show the same sentence).
    pub fn shuffle(&self, order: &[usize], seed: u64) -> Vec<usize> {
        let reads = |o: &[usize]| -> Vec<&str> {
            o.iter()
                .filter_map(|&w| self.words.get(w).copied())
                .collect()
        };
        let before = reads(order);
        (0..64)
            .map(|t| shuffled(order, seed.wrapping_add(t)))
            .find(|o| reads(o) != before)
            .unwrap_or_else(|| order.to_vec())
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
    fn every_shuffle_permutes_the_plain_matrix_and_changes_the_rotated_one() {
        let s = Sentence::example();
        let start: Vec<usize> = (0..s.words.len()).collect();
        let plain = s.scores(&start, false);
        let rotated = s.scores(&start, true);
        let mut order = start.clone();
        for seed in 1..20 {
            let next = s.shuffle(&order, seed);
            assert_ne!(next, order);
            order = next;
            let p = s.scores(&order, false);
            let r = s.scores(&order, true);
            let mut moved = 0.0f64;
            for (i, &a) in order.iter().enumerate() {
                for (j, &b) in order.iter().enumerate() {
                    assert_eq!(p[i][j], plain[a][b]);
                    moved = moved.max((r[i][j] - rotated[a][b]).abs());
                }
            }
            assert!(moved > 1e-3, "seed {seed}: RoPE scores did not change");
        }
    }

    #[test]
    fn the_repeated_word_has_one_vector() {
        let s = Sentence::example();
        assert_eq!(s.sticks[0], s.sticks[3]);
        assert_ne!(s.sticks[0], s.sticks[1]);
    }
}
