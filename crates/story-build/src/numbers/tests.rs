//! The worked numbers against the seeds' values and the claims the prose makes around them.

use super::*;

fn value(name: &str) -> f64 {
    worked(name)
        .and_then(|w| w.value.parse().ok())
        .unwrap_or(f64::NAN)
}

#[test]
fn every_listed_name_computes_and_shows_a_finite_number() {
    for name in WORKED_NAMES {
        let w = worked(name).unwrap_or_else(|| panic!("{name} is listed but unknown"));
        assert!(
            !w.shown.is_empty() && !w.shown.contains('—'),
            "{name}: {w:?}"
        );
        assert!(
            !w.shown.contains("NaN") && !w.shown.contains("inf"),
            "{name}: {w:?}"
        );
    }
    for name in TABLE_NAMES {
        assert!(table(name).is_some_and(|t| t.contains("<td>")), "{name}");
    }
    assert_eq!(worked("no-such-number"), None);
    assert_eq!(table("no-such-table"), None);
}

#[test]
fn the_seeds_numbers() {
    // The seeds' worked examples, recomputed independently.
    assert!((value("sin-512") - 512f64.sin()).abs() < 1e-15);
    assert!((value("theta-31") - 10000f64.powf(-62.0 / 64.0)).abs() < 1e-18);
    assert_eq!(
        worked("turn-31").map(|w| w.shown),
        Some("47117".to_string())
    );
    assert_eq!(value("entries-4096"), 4096.0 * 4096.0);
    assert_eq!(
        worked("entries-131072").map(|w| w.shown),
        Some("17.2 billion".to_string())
    );
    assert_eq!(value("kv-per-token"), 131_072.0);
    assert_eq!(
        worked("slow-train-deg").map(|w| w.shown),
        Some("46.9°".to_string())
    );
    assert_eq!(
        worked("slow-infer-deg").map(|w| w.shown),
        Some("286.5°".to_string())
    );
    assert_eq!(value("base-slowdown").round(), 49.0);
    assert!((value("yarn-attention") - (0.1 * 32f64.ln() + 1.0)).abs() < 1e-15);
    assert_eq!(
        worked("alibi-slopes-8").map(|w| w.shown),
        Some("1/2, 1/4, 1/8, 1/16, 1/32, 1/64, 1/128, 1/256".to_string())
    );
    assert_eq!(value("base-bound-len"), 1706.0);
    assert_eq!(value("critical-dim"), 92.0);
    assert_eq!(value("mrope-text-start"), 101.0);
    assert_eq!(value("extrapolation-len").round(), 129_027.0);
}

#[test]
fn the_claims_the_prose_makes_around_its_numbers() {
    // Ch 3: the hour hand has not finished a turn by 512; the second hand went round ~81 times.
    assert!(value("sinusoid-hour-hand-512-rad") < TAU);
    assert_eq!(
        worked("sinusoid-second-hand-turns-512").map(|w| w.shown),
        Some("81".into())
    );
    // Ch 12: the figure's slowest pair, 48.7° and 297.0° (the seeds' pair: 46.9°, 286.5°).
    assert_eq!(
        worked("slow-pairs-slowest-train-deg").map(|w| w.shown),
        Some("48.7°".into())
    );
    assert_eq!(
        worked("slow-pairs-slowest-infer-deg").map(|w| w.shown),
        Some("297.0°".into())
    );
    // Ch 15: LongRoPE's factor √(1 + ln 32 / ln 4096).
    assert_eq!(
        worked("longrope-attention").map(|w| w.shown),
        Some("1.19".into())
    );
    // Ch 18: the island. The published 27,000 fails before 4,096; 6.5e7 fails before a
    // million, and so do the bases the prose names on the way to the paper's 5.1e8.
    assert!(value("base-bound-27000-fails-at") <= 4096.0);
    assert!(value("min-base-4096") < 27_000.0);
    assert!(value("base-bound-65m-fails-at") < 1e6);
    for base in [1e8, 4e8, 5.1e8] {
        assert!(
            supported_len_tokens(128, base, 1 << 20) < 1_000_000,
            "{base} passes"
        );
    }
    // Passing is common a little above the paper's 5.1e8 (samples).
    for base in [5.3e8, 7e8, 1e9] {
        assert!(
            supported_len_tokens(128, base, 1 << 20) >= 1_000_000,
            "{base} fails"
        );
    }
    assert_eq!(
        worked("min-base-4096").map(|w| w.shown),
        Some("26\u{202f}952.34".into())
    );
    // Ch 19: base 500 at d = 128: the slowest pair turns about 1.4 times in 4,096 tokens.
    let turns = 4096.0 / (TAU / default_inv_freq(128, 500.0)[63]);
    assert!((1.4..1.5).contains(&turns), "{turns}");
    // Ch 19: the two bounds disagree for base 10^6 (about 27K against about 129K).
    assert!(value("base-bound-1e6-len") < 30_000.0 && value("base-bound-1e6-len") > 25_000.0);
    assert_eq!(
        (value("critical-pairs"), value("critical-last-pair")),
        (46.0, 45.0)
    );
    // Ch 22: at the figure's position (100,000, the key 30 back, d = 128) the shift test
    // moves the score about a thousand times more (the digits follow the float32 libm).
    let ratio = shift_test_demo(100_000, 99_970, 117, 128, 10000.0) / value("shift-gap");
    assert!((300.0..10_000.0).contains(&ratio), "{ratio}");
}
