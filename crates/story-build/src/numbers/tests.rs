//! The worked numbers against the seeds' values and the claims the prose makes around them.

use super::*;
use rope_math::base_bound::supported_len_tokens;
use rope_math::precision::shift_test_demo;

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
        Some("47\u{202f}117".to_string())
    );
    assert_eq!(value("entries-4096"), 4096.0 * 4096.0);
    // The seeds' cache: Llama 3.1 8B, 131,072 bytes a token.
    assert_eq!(value("kv-gqa-per-token"), 131_072.0);
    // 32 query heads share 8 KV heads; an H100 does about 295 operations a byte it reads.
    assert_eq!(value("decode-ops-per-byte"), 4.0);
    assert!((value("accelerator-ops-per-byte") - 295.2).abs() < 0.1);
    // DeepSeek-V3: 61 layers × (512 + 64) × 2 bytes.
    assert_eq!(value("kv-mla-per-token"), 70_272.0);
    assert_eq!(
        worked("slow-train-deg").map(|w| w.shown),
        Some("46.9°".to_string())
    );
    assert_eq!(
        worked("slow-infer-deg").map(|w| w.shown),
        Some("286.5°".to_string())
    );
    assert!((value("yarn-attention") - (0.1 * 8f64.ln() + 1.0)).abs() < 1e-15);
    // YaRN's two ramps on pair 34 of Llama 2 7B at factor 8 (the code's ramp runs over pairs
    // 20 to 46, so pair 34 is 14/26 of the way; the paper's over turns 32 to 1, pair 34 making
    // 4.89 turns in 4,096 tokens).
    let code = 1.0 / (12.0 / 26.0 + (14.0 / 26.0) / 8.0);
    assert!((value("yarn-code-slowdown") - code).abs() < 1e-12);
    let turns = 4096.0 * 10000f64.powf(-68.0 / 128.0) / std::f64::consts::TAU;
    let gamma = (turns - 1.0) / 31.0;
    assert!((value("yarn-paper-slowdown") - 1.0 / ((1.0 - gamma) / 8.0 + gamma)).abs() < 1e-12);
    assert!(value("yarn-paper-slowdown") > 2.0 * value("yarn-code-slowdown"));
    assert_eq!(
        worked("alibi-slopes-8").map(|w| w.shown),
        Some("1/2, 1/4, 1/8, 1/16, 1/32, 1/64, 1/128, 1/256".to_string())
    );
    assert_eq!(value("base-bound-len"), 1706.0);
    assert_eq!(value("critical-dim"), 92.0);
    // The research reference's partial-cycle table.
    assert_eq!(value("partial-pairs-llama2"), 18.0);
    assert_eq!(value("first-partial-llama2") * 2.0, value("critical-dim"));
    assert_eq!(value("partial-llama3"), 29.0);
    assert_eq!(value("partial-gemma-7b"), 28.0);
    assert_eq!(value("partial-qwen2.5"), 24.0);
    // Where the methods start on Llama 2 (an expert's count: 21, 36, 48) and p-RoPE's cut
    // against Llama 3's line (48 − 35).
    assert_eq!(value("yarn-ramp-start-llama2"), 21.0);
    assert_eq!(value("llama3-blend-start-llama2"), 36.0);
    assert_eq!(value("prope-cut-llama2"), 48.0);
    assert_eq!(value("prope-past-llama3"), 13.0);
    // Llama 4's query factor reaches YaRN-8's score factor (1.2079²) at position 802,815.
    assert_eq!(value("llama4-passes-yarn8"), 802_815.0);
    // Llama 4's factor: 1.28 at 128K, 1.71 at 10M.
    assert!((value("attn-scale-131k") - (1.0 + 0.1 * 17f64.ln())).abs() < 1e-15);
    assert!((value("attn-scale-10m") - 1.71).abs() < 1e-2);
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
    // Ch 7: Σ 2cos(θᵢ) over a 64-wide head at offset 1, below offset 0's 64.
    assert_eq!(
        worked("score-ones-offset-1").map(|w| w.shown),
        Some("61.8".to_string())
    );
    // Part III's running model, Llama 2 7B (d = 128, base 10,000, 4,096 → 32,768 tokens).
    assert_eq!(
        worked("entries-32768").map(|w| w.shown),
        Some("1.07 billion".to_string())
    );
    assert_eq!(value("entries-32768") / value("entries-4096"), 64.0);
    assert_eq!(value("kv-per-token"), (32 * 32 * 128 * 2 * 2) as f64);
    assert_eq!(value("kv-long-total"), 524_288.0 * 32_768.0);
    // Ch 14: its slowest pair, 27.1° in training and 216.8° at 32,768, past half a turn, so its
    // part of an aligned score goes from never below 0.890 to −1; squeezed 8× it is back at
    // 27.1°; 18 of 64 pairs never finish a turn in 4,096 tokens.
    assert_eq!(
        worked("slow-pairs-slowest-train-deg").map(|w| w.shown),
        Some("27.1°".into())
    );
    assert_eq!(
        worked("slow-pairs-slowest-infer-deg").map(|w| w.shown),
        Some("216.8°".into())
    );
    assert!(value("slow-pairs-slowest-infer-deg") > 180.0);
    assert_eq!(
        worked("slow-pairs-squeezed-deg").map(|w| w.shown),
        Some("27.1°".into())
    );
    assert_eq!(
        worked("slow-score-train-min").map(|w| w.shown),
        Some("0.890".into())
    );
    assert_eq!(value("slow-score-infer-min"), -1.0);
    assert_eq!(value("run-unfinished-pairs"), 18.0);
    assert_eq!(value("run-fast-turns").round(), 652.0);
    // Ch 15: base 500,000 slows that pair 50^(126/128) ≈ 47 times, to 4.6° at 32,768, inside
    // the 27.1° training showed it.
    assert_eq!(value("base-slowdown").round(), 47.0);
    // Its middle pair, i = 32, only √50 ≈ 7 times: the slowdown grows with the pair.
    assert!((value("base-slowdown-middle") - 50f64.sqrt()).abs() < 1e-9);
    // Offset 100 turned that pair 1 radian in training; raised, 1/√50 of it, which training
    // gave offset 100/√50 ≈ 14.
    assert!((value("base-mid-100-old-deg") - 1f64.to_degrees()).abs() < 1e-9);
    assert!((value("base-mid-100-new-deg") * 50f64.sqrt() - 1f64.to_degrees()).abs() < 1e-9);
    assert!((value("base-mid-100-as") - 100.0 / 50f64.sqrt()).abs() < 1e-9);
    assert!(value("angle-new-deg") < value("slow-pairs-slowest-train-deg"));
    // Ch 16: position 16,384 is turned as 2,048 was; neighbours 57.3° / 8 apart.
    assert_eq!(value("interp-squeezed"), 2048.0);
    assert_eq!(
        worked("interp-step-after-deg").map(|w| w.shown),
        Some("7.16°".into())
    );
    // Ch 17: dynamic NTK with factor 8 acts at 32,768 tokens as a stretch of 57.
    assert_eq!(value("dynamic-effective-s"), 57.0);
    // Ch 18: the gentlest of 8 ALiBi heads takes 16 off a score 4,096 tokens back.
    assert_eq!(value("alibi-gentlest-penalty"), -16.0);
    assert!((value("alibi-gentlest-weight") - (-16f64).exp()).abs() < 1e-20);
    // Ch 19: a quarter of a text's query–key pairs lie at half its length or more.
    assert!((value("far-half-share") - 0.25).abs() < 1e-3);
    assert!(value("far-quarter-share") < 0.07 && value("far-quarter-share") > 0.06);
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

#[test]
fn part_four_opening_claims() {
    // Ch 27: Llama 4 Scout's 48 layers, every fourth without RoPE; Gemma 3 27B's 62, five local
    // to each global one.
    assert_eq!(
        (value("scout-rope-layers"), value("scout-no-rope-layers")),
        (36.0, 12.0)
    );
    assert_eq!(
        (value("gemma3-local-layers"), value("gemma3-global-layers")),
        (52.0, 10.0)
    );
    // Ch 20: aligned vectors start at d = 128 (one draw ± 16) and average far less 1,000
    // tokens out, where one draw strays about as far as for unrelated vectors (√128).
    assert_eq!(value("decay-mean-0"), 128.0);
    assert_eq!(value("decay-sd-0"), 16.0);
    assert!(value("decay-mean-1000") < 128.0 / 4.0);
    assert!((value("decay-sd-independent") - 128f64.sqrt()).abs() < 1e-12);
    assert!((value("decay-sd-1000") - value("decay-sd-independent")).abs() < 1.0);
    // Ch 21: one pair aliases (offset 26 scores cos 25 ≈ 0.991 of the target's 1; offset 45
    // takes almost the target's weight); four pairs single the target out.
    assert!((value("head-cos-25") - 0.991).abs() < 5e-4);
    assert_eq!(value("head-echo-1"), 45.0);
    assert!(value("head-echo-weight-1") > 0.9 * value("head-target-weight-1"));
    assert!(value("head-target-weight-1") < 0.5);
    assert!(value("head-target-weight-4") > 0.9);
    // Ch 29: axial directions leave a cross (axes far warmer than elsewhere); golden-angle
    // directions do not.
    let axial = value("rope2d-axial-on") - value("rope2d-axial-off");
    let golden = value("rope2d-golden-on") - value("rope2d-golden-off");
    assert!(axial > 0.4, "{axial}");
    assert!(golden.abs() < 0.25 * axial, "{golden}");
    // "A patch sixteen columns away on the same row still looks nearer than one three rows and
    // three columns away" (axial), and not once the directions are spread.
    use rope_math::rope2d::{score2d, Directions};
    let inv = rope_math::freq::default_inv_freq(64, 10.0);
    let far_row = |dirs| score2d(&inv, dirs, 16.0, 0.0);
    let diagonal = |dirs| score2d(&inv, dirs, 3.0, 3.0);
    assert!(far_row(Directions::Axial) > diagonal(Directions::Axial));
    assert!(far_row(Directions::Golden) < diagonal(Directions::Golden));
}
