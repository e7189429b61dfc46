use super::*;
use crate::vectors::SplitMix64;

fn bits(b: u32) -> f32 {
    f32::from_bits(b)
}

/// The float32 after `x` (for finite positive `x`).
fn next_up(x: f32) -> f32 {
    bits(x.to_bits() + 1)
}

#[test]
fn bf16_known_bit_patterns() {
    assert_eq!(to_bf16_bits(1.0), 0x3F80);
    // π in float32 is 0x40490FDB; the lower half is below 0x8000, so it truncates.
    assert_eq!(std::f32::consts::PI.to_bits(), 0x4049_0FDB);
    assert_eq!(to_bf16_bits(std::f32::consts::PI), 0x4049);
    assert_eq!(bf16_to_f32(0x4049), 3.140625);
    assert_eq!(round_bf16(std::f32::consts::PI), 3.140625);
    assert_eq!(to_bf16_bits(0.5), 0x3F00);
    assert_eq!(to_bf16_bits(-2.0), 0xC000);
}

#[test]
fn bf16_ties_go_to_even() {
    // Exactly halfway: 0x3F80 is even, so it stays; 0x3F81 is odd, so it goes up to 0x3F82.
    assert_eq!(to_bf16_bits(bits(0x3F80_8000)), 0x3F80);
    assert_eq!(to_bf16_bits(bits(0x3F81_8000)), 0x3F82);
    // Just past halfway rounds up; just before rounds down.
    assert_eq!(to_bf16_bits(bits(0x3F80_8001)), 0x3F81);
    assert_eq!(to_bf16_bits(bits(0x3F80_7FFF)), 0x3F80);
    // Carry into the exponent: the largest mantissa rounds up to the next power of two.
    assert_eq!(to_bf16_bits(bits(0x3FFF_FFFF)), 0x4000);
}

#[test]
fn bf16_negatives_overflow_and_specials() {
    assert_eq!(to_bf16_bits(-1.0), 0xBF80);
    assert_eq!(to_bf16_bits(-std::f32::consts::PI), 0xC049);
    assert_eq!(to_bf16_bits(bits(0xBF80_8000)), 0xBF80);
    assert_eq!(to_bf16_bits(bits(0xBF81_8000)), 0xBF82);
    assert_eq!(to_bf16_bits(f32::MAX), 0x7F80);
    assert_eq!(to_bf16_bits(f32::MIN), 0xFF80);
    assert_eq!(to_bf16_bits(f32::INFINITY), 0x7F80);
    assert_eq!(to_bf16_bits(f32::NEG_INFINITY), 0xFF80);
    assert_eq!(to_bf16_bits(0.0), 0x0000);
    assert_eq!(to_bf16_bits(-0.0), 0x8000);
    assert_eq!(to_bf16_bits(bits(1)), 0x0000); // smallest subnormal rounds to zero
                                               // NaNs stay NaN, including ones whose payload is only in the dropped half (truncation
                                               // would turn 0x7F800001 into infinity).
    for nan in [
        f32::NAN,
        -f32::NAN,
        bits(0x7F80_0001),
        bits(0xFF80_0001),
        bits(0x7FFF_FFFF),
    ] {
        assert!(round_bf16(nan).is_nan(), "{:#x}", nan.to_bits());
        assert_ne!(to_bf16_bits(nan) & 0x0040, 0, "quiet bit");
    }
}

#[test]
fn every_bf16_value_round_trips() {
    for b in 0..=u16::MAX {
        let x = bf16_to_f32(b);
        if !x.is_nan() {
            assert_eq!(to_bf16_bits(x), b);
        }
    }
}

#[test]
fn bf16_rounding_picks_the_nearer_neighbour() {
    let mut rng = SplitMix64::new(7);
    for _ in 0..100_000 {
        let x = bits(rng.next_u64() as u32);
        if !x.is_finite() {
            continue;
        }
        let lo = x.to_bits() & 0xFFFF_0000; // toward zero
        let lo_val = f64::from(bits(lo));
        // The next bf16 away from zero; past the largest finite one it is 2^128 in magnitude.
        let hi_val = if lo & 0x7FFF_FFFF == 0x7F7F_0000 {
            2f64.powi(128).copysign(lo_val)
        } else {
            f64::from(bits(lo + 0x1_0000))
        };
        let (dlo, dhi) = ((f64::from(x) - lo_val).abs(), (f64::from(x) - hi_val).abs());
        let got = to_bf16_bits(x);
        let (lo16, hi16) = ((lo >> 16) as u16, ((lo >> 16) + 1) as u16);
        let want = if dlo < dhi || (dlo == dhi && lo16 % 2 == 0) {
            lo16
        } else {
            hi16
        };
        assert_eq!(got, want, "x = {x:e} ({:#x})", x.to_bits());
    }
}

#[test]
fn float_spacings() {
    // f32 near 10^6 rad: 10^6 ∈ [2^19, 2^20), spacing 2^-4, so an angle can be off by 1/32 rad.
    assert_eq!(next_up(1e6) - 1e6, 0.0625);
    // bf16 values in [0.5, 1) are 2^-8 apart (all 128 of them); in [1, 2) 2^-7.
    for b in 0x3F00u16..0x3F7F {
        assert_eq!(bf16_to_f32(b + 1) - bf16_to_f32(b), 2f32.powi(-8));
    }
    assert_eq!(bf16_to_f32(0x3F81) - bf16_to_f32(0x3F80), 2f32.powi(-7));
}

#[test]
fn inv_freq_f32_is_within_two_ulps_of_float64() {
    for (dim, base) in [(64, 1e4), (128, 5e5), (128, 1e6)] {
        let f32s = inv_freq_f32(dim, base);
        let f64s = default_inv_freq(dim, base);
        assert_eq!(f32s.len(), dim / 2);
        assert_eq!(f32s[0], 1.0);
        for (a, b) in f32s.iter().zip(&f64s) {
            assert!((f64::from(*a) / b - 1.0).abs() < 2.0 * f64::from(f32::EPSILON));
        }
        assert!(f32s.windows(2).all(|w| w[1] < w[0]));
    }
}

#[test]
fn positions_past_2_24_round() {
    // Pair 0 has θ = 1 exactly, so below 2^24 its f32 angle is exact (even at 10^6), and
    // above it odd positions round to even ones: 2^24 + 1 is read as 2^24, one radian off.
    let e = |pos| angle_error_rad(pos, 0, 64, 1e4, Precision::F32);
    assert_eq!(e(1_000_000), 0.0);
    assert_eq!(e((1 << 24) - 1), 0.0);
    assert_eq!(e((1 << 24) + 1), 1.0);
    assert_eq!(e((1 << 24) + 2), 0.0);
}

#[test]
fn f32_angle_error_is_product_rounding_plus_frequency_rounding() {
    let (dim, base) = (64, 1e4);
    let (t32, t64) = (inv_freq_f32(dim, base), default_inv_freq(dim, base));
    let mut worst: f64 = 0.0;
    for pair in 1..8 {
        for pos in 1_000_000..1_000_200u64 {
            let a = angle_f32(pos, t32[pair]);
            let half_ulp = f64::from(next_up(a) - a) / 2.0;
            let freq_part = pos as f64 * (f64::from(t32[pair]) - t64[pair]).abs();
            let err = angle_error_rad(pos, pair, dim, base, Precision::F32);
            assert!(err <= half_ulp + freq_part + 1e-9, "pair {pair} pos {pos}");
            worst = worst.max(err);
        }
    }
    // Pair 1 (θ ≈ 0.75) at 10^6: the angle is in [2^19, 2^20), half-spacing 1/32 rad.
    let a = angle_f32(1_000_000, t32[1]);
    assert_eq!(next_up(a) - a, 0.0625);
    assert!(worst > 0.01, "errors of ~1e-2 rad are visible: {worst}");
}

#[test]
fn bf16_blurs_every_rotation_a_little() {
    let (mut f32_angle, mut bf_angle, mut f32_cs, mut bf_cs): (f64, f64, f64, f64) =
        (0.0, 0.0, 0.0, 0.0);
    for pos in 1..300 {
        for pair in [0, 3, 10, 31] {
            f32_angle = f32_angle.max(angle_error_rad(pos, pair, 64, 1e4, Precision::F32));
            bf_angle = bf_angle.max(angle_error_rad(pos, pair, 64, 1e4, Precision::Bf16));
            f32_cs = f32_cs.max(cos_sin_error(pos, pair, 64, 1e4, Precision::F32));
            bf_cs = bf_cs.max(cos_sin_error(pos, pair, 64, 1e4, Precision::Bf16));
        }
    }
    // In f32, cos and sin are off by about as much as the angle is (≤ 1e-5 rad here).
    assert!(
        f32_angle < 1e-5 && f32_cs <= f32_angle + 1e-7,
        "{f32_angle} {f32_cs}"
    );
    // Half the bf16 spacing in [0.5, 1) is 2^-9 ≈ 0.002, plus the f32 part.
    assert!(bf_cs <= 2f64.powi(-9) + 1e-6 && bf_cs > 1e-3, "{bf_cs}");
    assert!(bf_angle < 0.004 && bf_angle > 1e-3, "{bf_angle}");
}

#[test]
fn where_the_error_reaches_a_fraction_of_a_turn() {
    let first = |frac, pair, precision| {
        first_pos_where_error_exceeds(frac, pair, 64, 1e4, precision, 1 << 40)
    };
    // Pair 0: exact until positions stop being integers in f32.
    assert_eq!(first(0.01, 0, Precision::F32), Some((1 << 24) + 1));
    // Pair 1 (θ ≈ 0.75) reaches 1% of a turn (0.063 rad) a little past 2·10^6.
    let p1 = first(0.01, 1, Precision::F32).unwrap_or(0);
    assert!((1_000_000..4_000_000).contains(&p1), "{p1}");
    // bf16's blur (~0.05% of a turn) does not reach 1%, so that is the f32 angle too…
    assert_eq!(first(0.01, 1, Precision::Bf16), Some(p1));
    // …but it exceeds 0.01% of a turn almost at once, long before f32 does.
    let bf = first(1e-4, 1, Precision::Bf16).unwrap_or(u64::MAX);
    let f = first(1e-4, 1, Precision::F32).unwrap_or(0);
    assert!(bf < 300 && f > 10_000, "{bf} {f}");
    assert_eq!(
        first_pos_where_error_exceeds(0.01, 1, 64, 1e4, Precision::F32, 1000),
        None
    );
}

/// Seeded standard-normal vectors of length `d`.
fn normal(rng: &mut SplitMix64, d: usize) -> Vec<f64> {
    (0..d).map(|_| rng.next_normal()).collect()
}

#[test]
fn shift_test_in_f32_and_f64() {
    // Research notes: a shift of 117 leaves float32 rounding noise of ~1e-6 to ~1e-5 for
    // d = 64 random normal vectors; float64 stays below 1e-12.
    let mut rng = SplitMix64::new(117);
    for _ in 0..20 {
        let (q, k) = (normal(&mut rng, 64), normal(&mut rng, 64));
        let (q32, k32): (Vec<f32>, Vec<f32>) = (
            q.iter().map(|&x| x as f32).collect(),
            k.iter().map(|&x| x as f32).collect(),
        );
        let gap = shift_test_gap(&q32, &k32, 200, 100, 117, 64, 1e4);
        assert!(gap > 0.0 && gap < 1e-4, "{gap}");
        assert!(shift_test_gap_f64(&q, &k, 200, 100, 117, 64, 1e4) < 1e-12);
        assert_eq!(shift_test_gap(&q32, &k32, 200, 100, 0, 64, 1e4), 0.0);
    }
}

#[test]
fn wrap_keeps_the_rotation() {
    assert_eq!(wrap_rad(0.0), 0.0);
    assert_eq!(wrap_rad(PI), PI);
    assert_eq!(wrap_rad(-PI), PI);
    assert!((wrap_rad(1.5 * PI) + 0.5 * PI).abs() < 1e-12);
    assert!((wrap_rad(-7.0 * TAU + 0.25) - 0.25).abs() < 1e-12);
}

#[test]
fn bad_input_gives_sane_values() {
    for precision in [Precision::F32, Precision::Bf16] {
        assert_eq!(angle_error_rad(10, 32, 64, 1e4, precision), 0.0);
        assert_eq!(cos_sin_error(10, 0, 64, f64::NAN, precision), 0.0);
        assert_eq!(angle_error_rad(10, 0, 64, 0.0, precision), 0.0);
        assert_eq!(angle_error_rad(10, 0, 0, 1e4, precision), 0.0);
        assert_eq!(
            first_pos_where_error_exceeds(0.01, 40, 64, 1e4, precision, 1000),
            None
        );
        assert_eq!(
            first_pos_where_error_exceeds(f64::NAN, 1, 64, 1e4, precision, 1000),
            None
        );
    }
    assert!(inv_freq_f32(0, 1e4).is_empty());
    let v = vec![1.0f32; 64];
    assert_eq!(shift_test_gap(&v, &v[..10], 5, 1, 3, 64, 1e4), 0.0);
    assert_eq!(shift_test_gap(&v, &v, 5, 1, 3, 63, 1e4), 0.0);
    assert_eq!(
        shift_test_gap_f64(&[1.0; 4], &[1.0; 4], 5, 1, 3, 0, 1e4),
        0.0
    );
    // Positions at the very top do not overflow.
    assert!(shift_test_gap(&v, &v, u64::MAX, 0, 5, 64, 1e4).is_finite());
    let _ = first_pos_where_error_exceeds(0.5, 1, 64, 1e4, Precision::F32, u64::MAX);
}

#[test]
fn the_cast_alone_stays_under_three_thousandths_of_a_radian() {
    // √2·2⁻⁹: both cos and sin off by half a bfloat16 step just under 1.
    let bound = 2f64.sqrt() * 2f64.powi(-9) * 1.01;
    let mut largest = 0.0f64;
    for pair in [0, 1, 10, 40, 63] {
        for k in 0..2000u64 {
            let pos = 1 + k * 4999;
            let e = cast_error_rad(pos, pair, 128, 10000.0);
            assert!(e <= bound, "pair {pair} at {pos}: {e}");
            largest = largest.max(e);
        }
    }
    assert!(largest > 2f64.powi(-9), "{largest}");
    // On a slow pair the cast's error grows with the (still small) angle.
    let slow = |m| cast_error_rad(m, 63, 128, 10000.0);
    assert!(
        (1..=20).map(|k| slow(k * 10)).fold(0.0, f64::max)
            < (1..=20).map(|k| slow(k * 1000)).fold(0.0, f64::max)
    );
    // It is part of the whole bfloat16 error, never more than the whole plus float32's part.
    let (m, pair) = (100_000, 1);
    let whole = angle_error_rad(m, pair, 128, 10000.0, Precision::Bf16);
    let f32_part = angle_error_rad(m, pair, 128, 10000.0, Precision::F32);
    assert!((whole - f32_part).abs() <= cast_error_rad(m, pair, 128, 10000.0) + 1e-12);
}

#[test]
fn the_pages_shift_test_is_rounding_noise() {
    // The lecture's check at s = 117: about 1e-6 to 1e-5 in float32 at small positions, never 0.
    let gap = shift_test_demo(40, 10, 117, 64, 10000.0);
    assert!(gap > 0.0 && gap < 1e-4, "{gap}");
    assert_eq!(gap, shift_test_demo(40, 10, 117, 64, 10000.0));
    // Further out the noise grows with the angles.
    let far = (0..8)
        .map(|k| shift_test_demo(1_000_000 + k, 999_970 + k, 117, 128, 10000.0))
        .fold(0.0, f64::max);
    assert!(far > gap, "{far} {gap}");
}

#[test]
fn the_float32_score_of_pairs_agrees_with_the_exact_one_to_rounding() {
    // The rotate figure's check: pairs laid out as a float32 model holds them, scored at m, n
    // and at m + 117, n + 117. Each is within rounding of the exact score, and the two differ
    // by rounding alone (not 0: float32 noise, the lecture's "about 10^-6").
    let mut rng = SplitMix64::new(1);
    let pairs = |rng: &mut SplitMix64| -> Vec<(f64, f64)> {
        (0..32)
            .map(|_| (rng.next_normal(), rng.next_normal()))
            .collect()
    };
    let (q, k) = (pairs(&mut rng), pairs(&mut rng));
    let inv_freq = crate::freq::default_inv_freq(64, 1e4);
    let inv_f32: Vec<f32> = inv_freq.iter().map(|&t| t as f32).collect();
    let (q32, k32) = (half_layout_f32(&q), half_layout_f32(&k));
    assert_eq!(q32.len(), 64);
    assert_eq!((q32[0], q32[32]), (q[0].0 as f32, q[0].1 as f32));
    let exact = crate::score::score_direct(&q, &k, 10.0, 3.0, &inv_freq, crate::Layout::Half);
    let near = score_f32(&q32, &k32, 10, 3, &inv_f32).map(f64::from);
    let far = score_f32(&q32, &k32, 127, 120, &inv_f32).map(f64::from);
    let (Some(near), Some(far)) = (near, far) else {
        panic!("64 entries each are a valid head");
    };
    assert!((near - exact).abs() < 1e-4, "{near} vs {exact}");
    assert!((far - exact).abs() < 1e-4, "{far} vs {exact}");
    // These two vectors (the page's seed 1) happen to round to the same float32 score.
    assert!((far - near).abs() < 1e-4, "{near} {far}");
    assert_eq!(score_f32(&q32[..10], &k32, 10, 3, &inv_f32), None);
}

#[test]
fn float32_shift_noise_over_many_vectors_is_small_and_not_zero() {
    let inv_f32: Vec<f32> = crate::freq::default_inv_freq(64, 1e4)
        .iter()
        .map(|&t| t as f32)
        .collect();
    let (median, largest) = shift_noise_f32(&inv_f32, 10, 3, 117, 100);
    assert!(largest > 0.0 && largest < 1e-4, "{largest}");
    assert!(median <= largest);
    assert_eq!(shift_noise_f32(&inv_f32, 10, 3, 0, 100), (0.0, 0.0));
    assert_eq!(shift_noise_f32(&inv_f32, 10, 3, 117, 0), (0.0, 0.0));
    eprintln!("median {median:e}, largest {largest:e}");
}
