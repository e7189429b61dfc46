//! The worked numbers the prose names (`{{< rope-num "name" >}}`) and its computed tables
//! (`{{< rope-table "name" >}}`): each computed here with rope-math, shown as the figures show
//! their numbers, with its full value for `data-value`.

use rope_math::alibi::alibi_slopes;
use rope_math::analysis::critical_dimension;
use rope_math::base_bound::{supported_len_tokens, COMPUTED_MIN_BASE_128, PAPER_MIN_BASE};
use rope_math::cost::{kv_bytes_per_token, score_matrix_entries};
use rope_math::display::{bytes, count_words, plain, sig, tokens};
use rope_math::extrapolation::extrapolation_len_tokens;
use rope_math::freq::default_inv_freq;
use rope_math::learned::TABLE_LEN;
use rope_math::mrope::image_then_text;
use rope_math::precision::shift_test_demo;
use rope_math::presets::kv_model;
use rope_math::scaling::{proportional, yarn_mscale};
use rope_math::sinusoid::sinusoidal_mark;
use std::f64::consts::TAU;

/// One worked number: `value` goes in `data-value` (Rust's `{}` of the f64, or the text
/// itself for a label or a list), `shown` in the prose.
#[derive(Clone, Debug, PartialEq)]
pub struct Worked {
    pub value: String,
    pub shown: String,
}

fn num(value: f64, shown: String) -> Worked {
    Worked {
        value: value.to_string(),
        shown,
    }
}

fn text(shown: String) -> Worked {
    Worked {
        value: shown.clone(),
        shown,
    }
}

/// Where Men et al.'s B(m) first dips below zero for `base` at d = 128 (up to 2²¹ tokens).
fn first_failure(base: f64) -> Worked {
    let at = supported_len_tokens(128, base, 1 << 21) as f64 + 1.0;
    num(at, tokens(at))
}

/// Llama 2's head (d = 128, base 10,000, 4,096 tokens): its critical dimension.
fn llama2_critical_dim() -> usize {
    critical_dimension(128, 10000.0, 4096.0)
}

/// The worked number called `name`, or `None` if there is none by that name.
pub fn worked(name: &str) -> Option<Worked> {
    let degrees = |rad: f64, decimals: usize| {
        let deg = rad.to_degrees();
        num(deg, format!("{deg:.decimals$}°"))
    };
    Some(match name {
        // Part I: the sinusoids' hands past a training length.
        "sin-512" | "sin-513" => {
            let pos = if name == "sin-512" { 512.0 } else { 513.0 };
            let s = sinusoidal_mark(pos, 4)[0];
            num(s, format!("{s:.3}"))
        }
        // The learned-positions figure's table: positions 0 to its length − 1.
        "learned-table-len" => num(TABLE_LEN as f64, format!("{TABLE_LEN}")),
        "learned-table-last" => {
            let last = TABLE_LEN - 1;
            num(last as f64, format!("{last}"))
        }
        // Part II: the slowest pair of a 64-wide head.
        "theta-31" => {
            let t = default_inv_freq(64, 10000.0)[31];
            num(t, format!("{t:.6}"))
        }
        "turn-31" => {
            let turn = TAU / default_inv_freq(64, 10000.0)[31];
            num(turn, format!("{turn:.0}"))
        }
        // The sinusoids' two hands over a 512-token text (d = 4: f = 1 and 0.01).
        "sinusoid-second-hand-turns-512" => {
            let turns = 512.0 / TAU;
            num(turns, format!("{turns:.0}"))
        }
        "sinusoid-hour-hand-512-rad" => num(512.0 * 0.01, plain(512.0 * 0.01, 3)),
        // Part III: the bill, the unseen angles, the base, the stretch.
        "entries-4096" | "entries-131072" => {
            let len = if name == "entries-4096" {
                4096
            } else {
                131_072
            };
            let n = score_matrix_entries(len);
            num(n, count_words(n))
        }
        "kv-model" => text(kv_model(Some("llama-3.1-8b")).label.to_string()),
        "kv-per-token" => {
            let per_token = kv_model(Some("llama-3.1-8b"))
                .shape()
                .map_or(0.0, |s| kv_bytes_per_token(s, 2.0));
            num(per_token, bytes(per_token))
        }
        "slow-fast-theta" => num(0.1, plain(0.1, 6)),
        "slow-train-deg" => degrees(8192.0 * 0.0001, 1),
        "slow-infer-deg" => degrees(50_000.0 * 0.0001, 1),
        "slow-scaled-deg" => degrees(50_000.0 * 0.0001 / 8.0, 1),
        // The slow-pairs figure's slowest pair (d = 512, base 10,000), as its readout shows it.
        "slow-pairs-slowest-train-deg" => degrees(8192.0 * default_inv_freq(512, 10000.0)[255], 1),
        "slow-pairs-slowest-infer-deg" => {
            degrees(50_000.0 * default_inv_freq(512, 10000.0)[255], 1)
        }
        "base-slowdown" => {
            let ratio = default_inv_freq(512, 10000.0)[255] / default_inv_freq(512, 500_000.0)[255];
            num(ratio, format!("{ratio:.0}"))
        }
        "theta-old" => {
            let t = default_inv_freq(512, 10000.0)[255];
            num(t, format!("{t:.6}"))
        }
        "theta-new" => {
            let t = default_inv_freq(512, 500_000.0)[255];
            num(t, format!("{t:.7}"))
        }
        "angle-new-deg" => degrees(50_000.0 * default_inv_freq(512, 500_000.0)[255], 0),
        "yarn-attention" => {
            let t = yarn_mscale(32.0, 1.0);
            num(t, plain(t, 4))
        }
        // LongRoPE's attention factor for Phi-3.5 mini: 4,096 → 131,072 tokens.
        "longrope-attention" => {
            let f = (1.0 + 32f64.ln() / 4096f64.ln()).sqrt();
            num(f, plain(f, 4))
        }
        "alibi-slopes-8" => {
            let list = alibi_slopes(8)
                .iter()
                .map(|s| format!("1/{}", plain(1.0 / s, 4)))
                .collect::<Vec<_>>()
                .join(", ");
            text(list)
        }
        // Part IV.
        "base-bound-len" => {
            let len = supported_len_tokens(128, 10000.0, 1 << 20) as f64;
            num(len, tokens(len))
        }
        "min-base-4096" => {
            let b = COMPUTED_MIN_BASE_128
                .iter()
                .find(|(len, _)| *len == 4096)
                .map_or(f64::NAN, |(_, b)| *b);
            // Two decimals: the island of passing bases starts at 26,952.34.
            num(b, sig(b, 7))
        }
        // Where B first dips below zero: one past the longest length the base supports.
        "base-bound-27000-fails-at" => first_failure(27_000.0),
        "base-bound-65m-fails-at" => first_failure(6.5e7),
        "base-bound-1e6-len" => {
            let len = supported_len_tokens(128, 1e6, 1 << 20) as f64;
            num(len, tokens(len))
        }
        "longest-kept" => {
            let kept = proportional(512, 1e6, 0.25, 1.0);
            let longest = kept.inv_freq.get(63).map_or(f64::NAN, |t| TAU / t);
            num(longest, tokens(longest))
        }
        "mrope-text-start" => {
            let ids = image_then_text(3, 2, 2, 50, 1, 0);
            let start = ids.t.last().copied().unwrap_or(0) as f64;
            num(start, format!("{start}"))
        }
        "shift-gap" => {
            let gap = shift_test_demo(40, 10, 117, 64, 10000.0);
            num(gap, sig(gap, 2))
        }
        "bf16-blur-pairs" => {
            // The cast's blur: both cos and sin off by half a bfloat16 step just under 1.
            let blur_rad = 2f64.sqrt() * 2f64.powi(-9);
            let n = default_inv_freq(128, 10000.0)
                .iter()
                .filter(|&&t| t < blur_rad)
                .count();
            num(n as f64, format!("{n}"))
        }
        "critical-dim" => {
            let d = llama2_critical_dim();
            num(d as f64, format!("{d}"))
        }
        "critical-pairs" => {
            let pairs = llama2_critical_dim() / 2;
            num(pairs as f64, format!("{pairs}"))
        }
        "critical-last-pair" => {
            let last = (llama2_critical_dim() / 2).saturating_sub(1);
            num(last as f64, format!("{last}"))
        }
        "critical-dim-exponent" => text(format!("{}/128", llama2_critical_dim())),
        "critical-turn-last" => {
            let i = (llama2_critical_dim() / 2).saturating_sub(1);
            let turn = TAU / default_inv_freq(128, 10000.0)[i];
            num(turn, tokens(turn))
        }
        "critical-next-wave" => {
            let len = extrapolation_len_tokens(128, 10000.0, llama2_critical_dim());
            num(len, tokens(len))
        }
        "extrapolation-len" => {
            let len = extrapolation_len_tokens(128, 1e6, llama2_critical_dim());
            num(len, tokens(len))
        }
        "extrapolation-ratio" => {
            let ratio = extrapolation_len_tokens(128, 1e6, llama2_critical_dim()) / 4096.0;
            num(ratio, plain(ratio, 3))
        }
        _ => return None,
    })
}

/// Every name [`worked`] knows, for the error message of an unknown one.
pub const WORKED_NAMES: &[&str] = &[
    "sin-512",
    "sin-513",
    "learned-table-len",
    "learned-table-last",
    "theta-31",
    "sinusoid-second-hand-turns-512",
    "sinusoid-hour-hand-512-rad",
    "turn-31",
    "entries-4096",
    "entries-131072",
    "kv-model",
    "kv-per-token",
    "slow-fast-theta",
    "slow-train-deg",
    "slow-infer-deg",
    "slow-scaled-deg",
    "slow-pairs-slowest-train-deg",
    "slow-pairs-slowest-infer-deg",
    "base-slowdown",
    "theta-old",
    "theta-new",
    "angle-new-deg",
    "yarn-attention",
    "longrope-attention",
    "alibi-slopes-8",
    "base-bound-len",
    "min-base-4096",
    "base-bound-27000-fails-at",
    "base-bound-65m-fails-at",
    "base-bound-1e6-len",
    "longest-kept",
    "mrope-text-start",
    "shift-gap",
    "bf16-blur-pairs",
    "critical-dim",
    "critical-pairs",
    "critical-last-pair",
    "critical-dim-exponent",
    "critical-turn-last",
    "critical-next-wave",
    "extrapolation-len",
    "extrapolation-ratio",
];

/// The computed table called `name`, as HTML, or `None`.
pub fn table(name: &str) -> Option<String> {
    match name {
        "min-base-128" => {
            let rows = PAPER_MIN_BASE
                .iter()
                .map(|&(len, published)| {
                    let found = COMPUTED_MIN_BASE_128
                        .iter()
                        .find(|(l, _)| *l == len)
                        .map_or_else(|| "—".to_string(), |(_, b)| sig(*b, 3));
                    format!(
                        "<tr><td>{}</td><td>{}</td><td>{found}</td></tr>",
                        tokens(len as f64),
                        sig(published, 2)
                    )
                })
                .collect::<String>();
            Some(format!(
                "<table class=\"pair-table\"><thead><tr><th>length</th><th>published</th>\
                 <th>found here</th></tr></thead><tbody>{rows}</tbody></table>"
            ))
        }
        _ => None,
    }
}

/// Every name [`table`] knows.
pub const TABLE_NAMES: &[&str] = &["min-base-128"];

#[cfg(test)]
mod tests {
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
}
