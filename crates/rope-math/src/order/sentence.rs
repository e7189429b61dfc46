//! The sentence a figure scores: the built-in "the dog bit the man" with seeded vectors and
//! projections, or a blog author's words, vectors and grids (`words`, `emb`, `wq`, `wk`).

use super::matrix::{score_matrix, shuffled};
use crate::freq::default_inv_freq;
use crate::vectors::SplitMix64;

/// A blog author's own example (`words`, `emb`, `wq`, `wk`): words, one vector per word, and
/// the two projections as rows. Each list empty: the figure's own.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Example {
    pub words: Vec<String>,
    /// One vector per word, equal widths; empty: the figure's own (seeded) vectors.
    pub emb: Vec<Vec<f64>>,
    /// The query projection, rows of the vectors' width; empty: the identity when `emb` is
    /// given, the figure's seeded grid otherwise.
    pub wq: Vec<Vec<f64>>,
    /// The key projection, like `wq`.
    pub wk: Vec<Vec<f64>>,
}

/// Width of the example's word vectors (two pairs, as in the seeds' d = 4 examples).
pub const SENTENCE_DIMS: usize = 4;

/// A short sentence with its word vectors and projections: the order-blind figure's example,
/// or a blog author's. A repeated word has one vector, as a real embedding table would give it.
#[derive(Clone, Debug, PartialEq)]
pub struct Sentence {
    pub words: Vec<String>,
    /// One vector per word, all of one even width (equal words, equal vectors).
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

/// The identity, `width × width`.
fn identity(width: usize) -> Vec<Vec<f64>> {
    (0..width)
        .map(|i| (0..width).map(|j| if i == j { 1.0 } else { 0.0 }).collect())
        .collect()
}

/// The figure's own words.
pub const EXAMPLE_WORDS: [&str; 5] = ["the", "dog", "bit", "the", "man"];

impl Sentence {
    /// "the dog bit the man", seeded so the same page shows the same numbers every time.
    pub fn example() -> Sentence {
        let words: Vec<String> = EXAMPLE_WORDS.iter().map(|w| w.to_string()).collect();
        Sentence::seeded(&words)
    }

    /// `words` with seeded vectors (one per distinct word, in order of first use) and seeded
    /// projections, `SENTENCE_DIMS` wide.
    pub fn seeded(words: &[String]) -> Sentence {
        let mut rng = SplitMix64::new(7);
        let mut vocab: Vec<(&str, Vec<f64>)> = Vec::new();
        let sticks = words
            .iter()
            .map(|w| {
                if let Some((_, v)) = vocab.iter().find(|(name, _)| *name == w.as_str()) {
                    return v.clone();
                }
                let v: Vec<f64> = (0..SENTENCE_DIMS).map(|_| rng.next_normal()).collect();
                vocab.push((w.as_str(), v.clone()));
                v
            })
            .collect();
        let w_q = seeded_matrix(&mut rng, SENTENCE_DIMS, SENTENCE_DIMS, 0.7);
        let w_k = seeded_matrix(&mut rng, SENTENCE_DIMS, SENTENCE_DIMS, 0.7);
        Sentence {
            words: words.to_vec(),
            sticks,
            w_q,
            w_k,
        }
    }

    /// The sentence a figure shows for a blog author's example (its shapes already made to
    /// agree, as the page's clamping does): their words and vectors, with the identity for a projection they
    /// leave out (so a score is the two vectors' dot product); without vectors, their words
    /// with seeded ones; without either, the figure's own.
    pub fn from_example(probe: &Example) -> Sentence {
        if probe.emb.is_empty() {
            let mut s = if probe.words.is_empty() {
                Sentence::example()
            } else {
                Sentence::seeded(&probe.words)
            };
            if !probe.wq.is_empty() {
                s.w_q = probe.wq.clone();
            }
            if !probe.wk.is_empty() {
                s.w_k = probe.wk.clone();
            }
            return s;
        }
        let width = probe.emb[0].len();
        let words = (0..probe.emb.len())
            .map(|i| match probe.words.get(i) {
                Some(w) => w.clone(),
                None => format!("word {}", i + 1),
            })
            .collect();
        let grid = |g: &Vec<Vec<f64>>| {
            if g.is_empty() {
                identity(width)
            } else {
                g.clone()
            }
        };
        Sentence {
            words,
            sticks: probe.emb.clone(),
            w_q: grid(&probe.wq),
            w_k: grid(&probe.wk),
        }
    }

    /// The vectors' width.
    pub fn width(&self) -> usize {
        self.sticks.first().map_or(SENTENCE_DIMS, Vec::len)
    }

    /// The scores with the words in `order` (shown slot `i` holds word `order[i]`), without
    /// positions or with RoPE (base 10000 at the vectors' width) at slots `0, 1, 2, …`.
    pub fn scores(&self, order: &[usize], rope: bool) -> Vec<Vec<f64>> {
        let sticks: Vec<Vec<f64>> = order
            .iter()
            .filter_map(|&w| self.sticks.get(w).cloned())
            .collect();
        let inv_freq = default_inv_freq(self.width(), 10000.0);
        score_matrix(&sticks, &self.w_q, &self.w_k, rope.then_some(&inv_freq[..]))
    }

    /// A new order from `seed` whose words read differently from `order`'s (swapping the two
    /// "the"s alone would show the same sentence).
    pub fn shuffle(&self, order: &[usize], seed: u64) -> Vec<usize> {
        let reads = |o: &[usize]| -> Vec<&str> {
            o.iter()
                .filter_map(|&w| self.words.get(w).map(String::as_str))
                .collect()
        };
        let before = reads(order);
        (0..64)
            .map(|t| shuffled(order, seed.wrapping_add(t)))
            .find(|o| reads(o) != before)
            .unwrap_or_else(|| order.to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn the_seeds_sentence_scores_its_dot_products() {
        let s = Sentence::from_example(&Example {
            words: vec!["nolan".into(), "ended".into()],
            emb: vec![vec![2.0, 1.0, 1.0, 0.0], vec![0.0, 1.0, 2.0, 1.0]],
            ..Example::default()
        });
        // nolan·nolan = 6, nolan·ended = 3, ended·ended = 6.
        assert_eq!(s.scores(&[0, 1], false), [[6.0, 3.0], [3.0, 6.0]]);
        assert_eq!(s.scores(&[1, 0], false), [[6.0, 3.0], [3.0, 6.0]]);
        let r = s.scores(&[0, 1], true);
        // Slot 0 is not turned, slot 1 by 1 rad (pair 0) and 0.01 rad (pair 1), half layout:
        // nolan = (2, 1 | 1, 0) pairs (2, 1) and (1, 0); ended pairs (0, 2) and (1, 1).
        let turn = |x: f64, y: f64, a: f64| (x * a.cos() - y * a.sin(), x * a.sin() + y * a.cos());
        let (e0, e1) = turn(0.0, 2.0, 1.0);
        let (f0, f1) = turn(1.0, 1.0, 0.01);
        let want = 2.0 * e0 + 1.0 * e1 + 1.0 * f0 + 0.0 * f1;
        assert!((r[0][1] - want).abs() < 1e-12, "{} vs {want}", r[0][1]);
    }

    #[test]
    fn own_words_without_vectors_keep_the_example_seeding() {
        let words: Vec<String> = EXAMPLE_WORDS.iter().map(|w| w.to_string()).collect();
        let own = Example {
            words: words.clone(),
            ..Example::default()
        };
        assert_eq!(Sentence::from_example(&own), Sentence::seeded(&words));
        assert_eq!(
            Sentence::from_example(&Example::default()),
            Sentence::example()
        );
    }

    #[test]
    fn the_repeated_word_has_one_vector() {
        let s = Sentence::example();
        assert_eq!(s.sticks[0], s.sticks[3]);
        assert_ne!(s.sticks[0], s.sticks[1]);
    }
}
