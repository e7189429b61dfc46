use super::*;

/// First negative distance by evaluating every `cos` exactly: the reference for the scan.
fn direct_first_negative(inv_freq: &[f64], from: u64, to: u64) -> Option<u64> {
    (from..=to).find(|&m| similarity_bound(inv_freq, m as f64) < 0.0)
}

fn assert_close(got: f64, want: f64, rel: f64, what: &str) {
    assert!(
        (got / want - 1.0).abs() <= rel,
        "{what}: got {got}, want {want} ± {}%",
        rel * 100.0
    );
}

#[test]
fn bound_at_zero_is_the_number_of_pairs() {
    for (dim, base) in [(128, 1e4), (64, 5e5), (2, 10.0)] {
        let f = default_inv_freq(dim, base);
        assert!((similarity_bound(&f, 0.0) - dim as f64 / 2.0).abs() < 1e-12);
    }
    assert_eq!(similarity_bound(&[], 7.0), 0.0);
}

#[test]
fn llama_base_supports_1706_tokens() {
    // Men et al. 2024: with d = 128 and base 10^4, B first dips below 0 just after 1.7k.
    let f = default_inv_freq(128, 1e4);
    assert_eq!(supported_len_tokens(128, 1e4, 1_000_000), 1706);
    assert_eq!(first_negative_tokens(&f, 1_000_000), Some(1707));
    assert!(similarity_bound(&f, 1706.0) >= 0.0);
    assert!(similarity_bound(&f, 1707.0) < 0.0);
}

#[test]
fn incremental_scan_matches_exact_cosines() {
    // Ranges that cross several re-anchors (every 4096 steps) and start off zero.
    for (dim, base, from, to) in [
        (128, 1e4, 0, 3000),
        (64, 1e4, 0, 3000),
        (128, 3.1e5, 9000, 13000),
        (128, 6.4e5, 20000, 28000),
        (32, 1e6, 0, 30000),
    ] {
        let f = default_inv_freq(dim, base);
        assert_eq!(
            first_negative_in(&f, from, to),
            direct_first_negative(&f, from, to),
            "d = {dim}, base = {base}"
        );
    }
}

#[test]
fn long_scan_is_exact_at_its_crossing() {
    // ~875k positions × 64 pairs: the crossing the fast scan reports is the exact one.
    let f = default_inv_freq(128, 5.1e8);
    let m = first_negative_tokens(&f, 1 << 20);
    assert_eq!(m, Some(874_868));
    assert!(similarity_bound(&f, 874_867.0) >= 0.0);
    assert!(similarity_bound(&f, 874_868.0) < 0.0);
}

#[test]
fn paper_table_uses_powers_of_two() {
    // Men et al. 2024, Table 1 (d = 128): 1k, 2k, 4k, 8k, 16k, 32k, 1M.
    let lens: Vec<u64> = PAPER_MIN_BASE.iter().map(|&(l, _)| l).collect();
    assert_eq!(lens, [1024, 2048, 4096, 8192, 16384, 32768, 1 << 20]);
    assert!(PAPER_MIN_BASE.windows(2).all(|w| w[0].1 < w[1].1));
}

#[test]
fn rounded_table_entries_can_fail_the_strict_bound() {
    // Research notes: the paper's 3.1e5 (16k) and 6.4e5 (32k) go negative before their
    // lengths. So do 2.7e4 (4k), 5.1e8 (1M), and Su Jianlin's 1.2e4 (2k), the rounded 11587.
    let first = |base: f64| first_negative_tokens(&default_inv_freq(128, base), 1 << 17);
    let (at_16k, at_32k) = (first(3.1e5), first(6.4e5));
    assert_eq!(at_16k, Some(12223));
    assert!(at_16k.is_some_and(|m| m < 16384));
    assert_eq!(at_32k, Some(27685));
    assert!(at_32k.is_some_and(|m| m < 32768));
    assert_eq!(first(2.7e4), Some(4079));
    assert_eq!(first(1.2e4), Some(1554));
    // The other rounded entries do hold over their lengths.
    assert_eq!(supported_len_tokens(128, 4.3e3, 1 << 17), 1076);
    assert_eq!(supported_len_tokens(128, 1.6e4, 1 << 17), 2723);
    assert_eq!(supported_len_tokens(128, 8.4e4, 1 << 17), 8591);
}

#[test]
fn good_bases_are_not_monotone() {
    // 2.35e5 holds over 16k while the larger 2.4e5 and 3.1e5 do not.
    assert!(supported_len_tokens(128, 2.35e5, 16384) >= 16384);
    assert!(supported_len_tokens(128, 2.4e5, 16384) < 16384);
    assert!(supported_len_tokens(128, 3.1e5, 16384) < 16384);
}

/// The kept table's row for `len`.
fn kept(len: u64) -> f64 {
    computed_min_base(128, len).unwrap_or(f64::NAN)
}

/// The found base holds, and a base just below it does not (it is a boundary).
fn assert_is_boundary_for(dim: usize, len: u64, base: f64) {
    assert_eq!(
        supported_len_tokens(dim, base, len),
        len,
        "{base} should hold"
    );
    let below = base * (1.0 - 1e-9);
    assert!(
        supported_len_tokens(dim, below, len) < len,
        "{below} should fail"
    );
}

fn assert_is_boundary(len: u64, base: f64) {
    assert_is_boundary_for(128, len, base);
}

#[test]
fn min_base_1k_to_8k() {
    // Research notes (computed, d = 128): 1k ≈ 4293, 2k ≈ 11590, 4k ≈ 2.70e4, 8k ≈ 8.38e4;
    // Men et al. 2024 Table 1 rounds these to 4.3e3, 1.6e4, 2.7e4, 8.4e4.
    for (len, want) in [
        (1024, 4293.0),
        (2048, 11590.0),
        (4096, 2.70e4),
        (8192, 8.38e4),
    ] {
        let base = min_base_for_len(128, len);
        let base = base.unwrap_or(f64::NAN);
        assert_close(base, want, 0.005, &format!("{len} tokens"));
        assert_is_boundary(len, base);
        assert_close(kept(len), base, 1e-9, "kept table");
    }
}

#[test]
fn min_base_16k_matches_the_finer_search() {
    // Su Jianlin's finer search: 16k → 2.3e5 (the paper prints 3.1e5, which fails).
    let base = min_base_for_len(128, 16384).unwrap_or(f64::NAN);
    assert_close(base, 2.3e5, 0.02, "16k tokens");
    assert_is_boundary(16384, base);
    assert_close(kept(16384), base, 1e-9, "kept table");
}

#[test]
#[ignore = "about 5 s optimised, 30 s in a debug build; run with --release -- --ignored"]
fn min_base_32k_and_128k() {
    // Research notes: paper 32k → 6.4e5 (which fails), Su Jianlin 128k → 4.9e6.
    let b32 = min_base_for_len(128, 32768).unwrap_or(f64::NAN);
    assert_close(b32, 6.4e5, 0.02, "32k tokens");
    assert_is_boundary(32768, b32);
    let b128 = min_base_for_len(128, 131072).unwrap_or(f64::NAN);
    assert_close(b128, 4.9e6, 0.01, "128k tokens");
    assert_is_boundary(131072, b128);
    assert_close(kept(32768), b32, 1e-9, "kept table");
    assert_close(kept(131072), b128, 1e-9, "kept table");
    println!("32k: {b32}, 128k: {b128}");
}

#[test]
#[ignore = "about 100 s optimised; run with --release -- --ignored"]
fn min_base_1m() {
    // Far below the paper's 5.1e8 (which fails at 874,868 tokens, see above).
    let b1m = min_base_for_len(128, 1 << 20).unwrap_or(f64::NAN);
    assert!(b1m < 1e8, "1M tokens: {b1m}");
    assert_eq!(supported_len_tokens(128, b1m, 1 << 20), 1 << 20);
    assert_close(kept(1 << 20), b1m, 1e-9, "kept table");
    println!("1M: {b1m}");
}

#[test]
fn published_and_kept_lookups() {
    assert_eq!(paper_min_base(128, 16384), Some(3.1e5));
    assert_eq!(paper_min_base(128, 1 << 20), Some(5.1e8));
    assert_eq!(paper_min_base(128, 5000), None);
    assert_eq!(paper_min_base(64, 1024), None);
    // Every paper row has a kept computed row.
    assert!(PAPER_MIN_BASE
        .iter()
        .all(|r| computed_min_base(128, r.0).is_some()));
    // Other dimensions and lengths are searched on demand, up to a limit.
    let small = computed_min_base(64, 1024).unwrap_or(f64::NAN);
    assert_eq!(Some(small), min_base_for_len(64, 1024));
    assert_is_boundary_for(64, 1024, small);
    assert_eq!(computed_min_base(64, ON_DEMAND_LIMIT_TOKENS + 1), None);
    assert_eq!(computed_min_base(0, 1024), None);
}

#[test]
fn small_lengths_need_no_base() {
    // Base 1: every θ = 1, B(m) = 64·cos m, which first goes negative at m = 2.
    assert_eq!(supported_len_tokens(128, 1.0, 100), 1);
    assert_eq!(min_base_for_len(128, 0), Some(1.0));
    assert_eq!(min_base_for_len(128, 1), Some(1.0));
    assert!(min_base_for_len(128, 2).is_some_and(|b| b > 1.0));
}

#[test]
fn bad_input_gives_sane_values() {
    assert_eq!(min_base_for_len(0, 1024), None);
    assert_eq!(min_base_for_len(1, 1024), None);
    for base in [0.0, -5.0, f64::NAN, f64::INFINITY] {
        assert_eq!(supported_len_tokens(128, base, 1000), 0, "base {base}");
    }
    // No pairs: B ≡ 0, never negative.
    assert_eq!(supported_len_tokens(0, 1e4, 1000), 1000);
    assert_eq!(first_negative_tokens(&[], 1000), None);
    assert_eq!(first_negative_tokens(&[], u64::MAX), None); // returns at once
    assert_eq!(first_negative_tokens(&[0.0, 0.0], u64::MAX), None);
    // A frequency that is not a number fails at once.
    assert_eq!(first_negative_tokens(&[1.0, f64::NAN], 1000), Some(0));
    assert_eq!(first_negative_in(&[1.0], 10, 5), None);
    assert_eq!(first_negative_tokens(&default_inv_freq(128, 1e4), 0), None);
    assert_eq!(supported_len_tokens(128, 1e4, 0), 0);
    // The top of the range does not overflow.
    let _ = first_negative_in(&[1.0], u64::MAX - 1, u64::MAX);
}

/// The story prints each computed base rounded up to a whole number, so a reader can copy it:
/// each must still pass at its length (a base rounded to three digits may not).
#[test]
fn the_whole_bases_the_story_prints_pass() {
    for &(len, base) in COMPUTED_MIN_BASE_128.iter() {
        let whole = base.ceil();
        assert!(
            supported_len_tokens(128, whole, len) >= len,
            "{whole} fails before {len} tokens"
        );
    }
}
