//! The two ways code pairs up dimensions, and what goes wrong when a model trained with one is
//! rotated with the other: the scores change, yet each still depends on m − n alone, so
//! nothing looks broken.

use crate::choice::Layout;
use crate::rotation::{dot, pair_indices, pairs_to_vector, rotate_vector};

/// The dimension that `dim` is paired with in a `d`-vector under `layout`.
pub fn layout_partner(dim: usize, d: usize, layout: Layout) -> usize {
    let half = d / 2;
    match layout {
        Layout::Half if dim < half => dim + half,
        Layout::Half => dim - half,
        Layout::Interleaved => dim ^ 1,
    }
}

/// The pair a dimension belongs to under `layout`.
pub fn pair_of(dim: usize, d: usize, layout: Layout) -> usize {
    (0..d / 2)
        .find(|&i| {
            let (a, b) = pair_indices(i, d, layout);
            a == dim || b == dim
        })
        .unwrap_or(0)
}

/// The other layout.
pub fn other(layout: Layout) -> Layout {
    match layout {
        Layout::Half => Layout::Interleaved,
        Layout::Interleaved => Layout::Half,
    }
}

/// Scores of a model trained with `trained`: `q` and `k` (pair-major) are written as flat
/// vectors in that layout; `right` rotates them pairing dimensions as `trained` does, `wrong`
/// as the other layout does (pair `i` of it at frequency θᵢ), both at positions `m` (query)
/// and `n` (key).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LayoutScores {
    pub right: f64,
    pub wrong: f64,
}

pub fn layout_scores(
    q: &[(f64, f64)],
    k: &[(f64, f64)],
    m_tokens: f64,
    n_tokens: f64,
    inv_freq: &[f64],
    trained: Layout,
) -> LayoutScores {
    let (qf, kf) = (pairs_to_vector(q, trained), pairs_to_vector(k, trained));
    let score = |layout| {
        dot(
            &rotate_vector(&qf, m_tokens, inv_freq, layout),
            &rotate_vector(&kf, n_tokens, inv_freq, layout),
        )
    };
    LayoutScores {
        right: score(trained),
        wrong: score(other(trained)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::freq::default_inv_freq;
    use crate::score::{pair_terms, score_formula};

    fn qk() -> (crate::vectors::Pairs, crate::vectors::Pairs) {
        (
            vec![(1.0, 0.5), (-0.3, 2.0), (0.8, -1.2), (1.5, 0.25)],
            vec![(0.2, 1.0), (1.1, -0.4), (-0.7, 0.9), (0.6, 1.3)],
        )
    }

    #[test]
    fn partners_pair_up_both_ways() {
        for layout in [Layout::Half, Layout::Interleaved] {
            for j in 0..8 {
                let p = layout_partner(j, 8, layout);
                assert_ne!(p, j);
                assert_eq!(layout_partner(p, 8, layout), j);
                assert_eq!(pair_of(j, 8, layout), pair_of(p, 8, layout));
            }
        }
        assert_eq!(layout_partner(1, 8, Layout::Half), 5);
        assert_eq!(layout_partner(1, 8, Layout::Interleaved), 0);
    }

    #[test]
    fn the_right_layout_is_the_formula_and_the_wrong_one_differs() {
        let (q, k) = qk();
        let f = default_inv_freq(8, 10000.0);
        for trained in [Layout::Half, Layout::Interleaved] {
            let s = layout_scores(&q, &k, 7.0, 3.0, &f, trained);
            let formula = score_formula(&pair_terms(&q, &k), &f, 4.0);
            assert!((s.right - formula).abs() < 1e-12);
            assert!((s.wrong - s.right).abs() > 1e-3, "{trained:?}");
        }
    }

    #[test]
    fn a_matching_layout_scores_right_and_the_wrong_one_is_still_offset_invariant() {
        let (q, k) = qk();
        let f = default_inv_freq(8, 10000.0);
        for trained in [Layout::Half, Layout::Interleaved] {
            // `wrong` of the other layout's flat vectors, read in this one, is `right`.
            let flat_q = pairs_to_vector(&q, trained);
            let flat_k = pairs_to_vector(&k, trained);
            let reread = |x: &[f64]| crate::rotation::vector_to_pairs(x, other(trained));
            let s = layout_scores(
                &reread(&flat_q),
                &reread(&flat_k),
                7.0,
                3.0,
                &f,
                other(trained),
            );
            let direct = layout_scores(&q, &k, 7.0, 3.0, &f, trained);
            assert!((s.wrong - direct.right).abs() < 1e-12);
            let a = layout_scores(&q, &k, 7.0, 3.0, &f, trained).wrong;
            let b = layout_scores(&q, &k, 1007.0, 1003.0, &f, trained).wrong;
            assert!(
                (a - b).abs() < 1e-9,
                "wrong layout, same offset: {a} vs {b}"
            );
        }
    }
}
