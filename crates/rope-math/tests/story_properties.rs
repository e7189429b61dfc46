//! The story's properties: order blindness, the layouts, the rotation matrix.

use proptest::prelude::*;
use rope_math::freq::default_inv_freq;
use rope_math::layouts::layout_scores;
use rope_math::matrix::{rotation_matrix, times_transpose};
use rope_math::order::score_matrix;
use rope_math::score::{pair_terms, score_formula};
use rope_math::Layout;

fn square(n: usize) -> impl Strategy<Value = Vec<Vec<f64>>> {
    prop::collection::vec(prop::collection::vec(-2.0f64..2.0, n), n)
}

proptest! {
    #[test]
    fn a_permutation_of_the_words_permutes_the_plain_score_matrix(
        words in prop::collection::vec(prop::collection::vec(-2.0f64..2.0, 4), 2..7),
        w_q in square(4), w_k in square(4), seed in any::<u64>(),
    ) {
        // A seeded permutation (Fisher–Yates on the seed's bits).
        let mut perm: Vec<usize> = (0..words.len()).collect();
        let mut s = seed;
        for i in (1..perm.len()).rev() {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            perm.swap(i, (s >> 33) as usize % (i + 1));
        }
        let shuffled: Vec<Vec<f64>> = perm.iter().map(|&i| words[i].clone()).collect();
        let plain = score_matrix(&words, &w_q, &w_k, None);
        let moved = score_matrix(&shuffled, &w_q, &w_k, None);
        for (a, &pa) in perm.iter().enumerate() {
            for (b, &pb) in perm.iter().enumerate() {
                prop_assert_eq!(moved[a][b], plain[pa][pb]);
            }
        }
    }

    #[test]
    fn the_right_layout_gives_the_formula_whichever_layout_was_trained(
        pairs in prop::collection::vec((-3.0f64..3.0, -3.0f64..3.0, -3.0f64..3.0, -3.0f64..3.0), 1..16),
        m in 0u64..100_000, n in 0u64..100_000, base in 2.0f64..1e7,
    ) {
        let q: Vec<(f64, f64)> = pairs.iter().map(|p| (p.0, p.1)).collect();
        let k: Vec<(f64, f64)> = pairs.iter().map(|p| (p.2, p.3)).collect();
        let f = default_inv_freq(2 * q.len(), base);
        let formula = score_formula(&pair_terms(&q, &k), &f, m as f64 - n as f64);
        for trained in [Layout::Half, Layout::Interleaved] {
            let s = layout_scores(&q, &k, m as f64, n as f64, &f, trained);
            prop_assert!((s.right - formula).abs() < 1e-7 * (1.0 + formula.abs()), "{:?}: {} vs {}", trained, s.right, formula);
            // The wrong layout still sees the offset only.
            let later = layout_scores(&q, &k, m as f64 + 1000.0, n as f64 + 1000.0, &f, trained);
            prop_assert!((later.wrong - s.wrong).abs() < 1e-6 * (1.0 + s.wrong.abs()));
        }
    }

    #[test]
    fn r_m_times_r_n_transposed_depends_on_the_offset_only(
        pairs in 1usize..12, base in 2.0f64..1e7, m in 0u64..50_000, n in 0u64..50_000, shift in 0u64..50_000,
    ) {
        let f = default_inv_freq(2 * pairs, base);
        for layout in [Layout::Half, Layout::Interleaved] {
            let a = times_transpose(&rotation_matrix(m as f64, &f, layout), &rotation_matrix(n as f64, &f, layout));
            let (m2, n2) = ((m + shift) as f64, (n + shift) as f64);
            let b = times_transpose(&rotation_matrix(m2, &f, layout), &rotation_matrix(n2, &f, layout));
            for (ra, rb) in a.iter().zip(&b) {
                for (x, y) in ra.iter().zip(rb) {
                    prop_assert!((x - y).abs() < 1e-6, "{:?}: {} vs {}", layout, x, y);
                }
            }
        }
    }
}
