//! Properties that must hold over the whole parameter space of the formulas.

use proptest::prelude::*;
use rope_math::curves::{CosineSum, RelativeBound};
use rope_math::envelope::{envelope, AxisScale, OffsetCurve};
use rope_math::freq::default_inv_freq;
use rope_math::rotation::{interleaved_to_half, norm, rotate_vector};
use rope_math::score::{pair_terms, score_direct, score_formula};
use rope_math::vectors::random;
use rope_math::Layout;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn score_depends_only_on_the_offset(
        seed in any::<u64>(), pairs in 1usize..40, base in 2.0f64..1e7,
        m in 0u64..100_000, n in 0u64..100_000, shift in 0u64..100_000,
    ) {
        let (q, k) = random(seed, pairs);
        let f = default_inv_freq(2 * pairs, base);
        let scale: f64 = q.iter().zip(&k).map(|(a, b)| (a.0.hypot(a.1)) * (b.0.hypot(b.1))).sum();
        let tol = 1e-9 * scale.max(1.0);
        for layout in [Layout::Half, Layout::Interleaved] {
            let a = score_direct(&q, &k, m as f64, n as f64, &f, layout);
            let b = score_direct(&q, &k, (m + shift) as f64, (n + shift) as f64, &f, layout);
            prop_assert!((a - b).abs() <= tol, "{a} vs {b}");
            let formula = score_formula(&pair_terms(&q, &k), &f, m as f64 - n as f64);
            prop_assert!((a - formula).abs() <= tol, "{a} vs formula {formula}");
        }
    }

    #[test]
    fn rotation_keeps_the_norm(xs in prop::collection::vec(-100.0f64..100.0, 2..64), pos in 0u64..10_000_000, base in 2.0f64..1e9) {
        let d = xs.len() - xs.len() % 2;
        let f = default_inv_freq(d, base);
        for layout in [Layout::Half, Layout::Interleaved] {
            let r = rotate_vector(&xs[..d], pos as f64, &f, layout);
            prop_assert!((norm(&r) - norm(&xs[..d])).abs() <= 1e-12 * norm(&xs[..d]).max(1.0));
        }
    }

    #[test]
    fn layouts_agree_after_the_permutation(xs in prop::collection::vec(-10.0f64..10.0, 1..32), pos in 0u64..100_000) {
        let x: Vec<f64> = xs.iter().chain(xs.iter()).cloned().collect();
        let f = default_inv_freq(x.len(), 10000.0);
        let lhs = rotate_vector(&interleaved_to_half(&x), pos as f64, &f, Layout::Half);
        let rhs = interleaved_to_half(&rotate_vector(&x, pos as f64, &f, Layout::Interleaved));
        for (a, b) in lhs.iter().zip(&rhs) {
            prop_assert!((a - b).abs() <= 1e-12, "{a} vs {b}");
        }
    }

    #[test]
    fn envelope_bounds_the_direct_evaluation(
        seed in any::<u64>(), pairs in 1usize..24, start in 0u64..50_000, len in 1u64..20_000,
        columns in 1usize..400, log in any::<bool>(),
    ) {
        let (q, k) = random(seed, pairs);
        let f = default_inv_freq(2 * pairs, 10000.0);
        let curve = CosineSum::new(&pair_terms(&q, &k), &f, 1.0);
        let scale = if log { AxisScale::Log } else { AxisScale::Linear };
        let end = start + len - 1;
        let env = envelope(&curve, start, end, columns, scale);
        for col in &env {
            let mut lo = f64::INFINITY;
            let mut hi = f64::NEG_INFINITY;
            for o in col.first_offset..=col.last_offset {
                let v = curve.eval_direct(o);
                prop_assert!(v >= col.min - 1e-9 && v <= col.max + 1e-9, "{o}: {v} outside [{}, {}]", col.min, col.max);
                lo = lo.min(v);
                hi = hi.max(v);
            }
            // Exact, not just a bound: the extremes are attained.
            prop_assert!((lo - col.min).abs() <= 1e-9 && (hi - col.max).abs() <= 1e-9);
        }
    }
}

/// The fast path stays within 1e-9 of the direct f64 sum over a whole 131,072-offset plot.
#[test]
fn fast_score_within_1e9_of_direct_over_131072_offsets() {
    let f = default_inv_freq(128, 10000.0);
    let (q, k) = random(7, 64);
    let curve = CosineSum::new(&pair_terms(&q, &k), &f, 1.0);
    let mut out = vec![0.0; 131_072];
    curve.eval_block(0, &mut out);
    let worst = out
        .iter()
        .enumerate()
        .map(|(o, v)| (v - curve.eval_direct(o as u64)).abs())
        .fold(0.0, f64::max);
    assert!(worst <= 1e-9, "worst {worst}");
}

#[test]
fn fast_score_within_1e9_near_a_million() {
    let f = default_inv_freq(256, 10000.0);
    let ones = vec![(1.0, 1.0); 128];
    let curve = CosineSum::new(&pair_terms(&ones, &ones), &f, 1.0);
    let mut out = vec![0.0; 20_000];
    curve.eval_block(980_000, &mut out);
    let worst = out
        .iter()
        .enumerate()
        .map(|(j, v)| (v - curve.eval_direct(980_000 + j as u64)).abs())
        .fold(0.0, f64::max);
    assert!(worst <= 1e-9, "worst {worst}");
}

#[test]
fn bound_is_at_least_the_normalised_score_of_ones() {
    // For q = k = ones, h_i = 2 and |score| ≤ 2·(d/2)·bound is loose; check the bound's shape:
    // it starts at (n+1)/2 and falls with the offset.
    let f = default_inv_freq(64, 10000.0);
    let b = RelativeBound::new(&f);
    assert!((b.eval(0) - 16.5).abs() < 1e-12);
    assert!(b.eval(1000) < b.eval(0));
}
