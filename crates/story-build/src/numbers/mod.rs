//! The worked numbers the prose names (`{{< rope-num "name" >}}`), each computed here with
//! rope-math, shown as the figures show their numbers, with its full value for `data-value`;
//! and its computed tables (`tables.rs`).

mod tables;

pub use tables::{table, TABLE_NAMES};

use rope_math::alibi::{alibi_bias, alibi_slopes};
use rope_math::analysis::{critical_dimension, lowest_cos};
use rope_math::base_bound::{supported_len_tokens, COMPUTED_MIN_BASE_128};
use rope_math::budget::budget_left_tokens;
use rope_math::cost::{kv_bytes_per_token, score_matrix_entries};
use rope_math::display::{bytes, count_words, plain, sig, tokens};
use rope_math::extrapolation::extrapolation_len_tokens;
use rope_math::freq::default_inv_freq;
use rope_math::learned::TABLE_LEN;
use rope_math::mrope::image_then_text;
use rope_math::precision::shift_test_demo;
use rope_math::presets::kv_model;
use rope_math::research::{
    llama4_attn_scale, partial_cycle, slowest_drift_rad, BoundaryMethod, PairFate,
};
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

/// The first pair of a 128-wide head at `base` (trained to 4,096 tokens at base 10,000, to
/// 8,192 at any other) that `method` gives `fate`.
fn first_with(method: BoundaryMethod, fate: PairFate, base: f64) -> usize {
    let train = if base == 1e4 { 4096.0 } else { 8192.0 };
    let inv = default_inv_freq(128, base);
    inv.iter()
        .enumerate()
        .position(|(i, t)| method.fate(i, inv.len(), TAU / t, train) == fate)
        .unwrap_or(inv.len())
}

/// A whole count, shown as it is.
fn count(n: usize) -> Worked {
    num(n as f64, format!("{n}"))
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

/// Part III's running model, Llama 2 7B: d = 128, base 10,000, trained to 4,096 tokens and
/// asked for 32,768 (a stretch of 8).
const RUN_MODEL: &str = "llama-2-7b";
const RUN_D: usize = 128;
const RUN_BASE: f64 = 10000.0;
const RUN_TRAIN_TOKENS: f64 = 4096.0;
const RUN_LONG_TOKENS: f64 = 32_768.0;
const RUN_STRETCH: f64 = RUN_LONG_TOKENS / RUN_TRAIN_TOKENS;

/// The running model's slowest pair's θ at `base`.
fn run_slowest_theta(base: f64) -> f64 {
    default_inv_freq(RUN_D, base)
        .last()
        .copied()
        .unwrap_or(f64::NAN)
}

fn run_kv_bytes_per_token() -> f64 {
    kv_model(Some(RUN_MODEL))
        .shape()
        .map_or(f64::NAN, |s| kv_bytes_per_token(s, 2.0))
}

/// `value` with exactly `decimals` decimals, a true minus sign.
fn plain_fixed(value: f64, decimals: usize) -> String {
    format!("{value:.decimals$}").replace('-', "−")
}

/// Of the query–key pairs of one causal text of `len` tokens (L − i pairs at distance i), the
/// share at distance `from`·L or more.
fn pairs_share_beyond(len: u64, from: f64) -> f64 {
    let start = (from * len as f64).ceil() as u64;
    let count = |d: u64| (len - d) as f64;
    let far: f64 = (start..len).map(count).sum();
    let all: f64 = (0..len).map(count).sum();
    far / all
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
        "entries-4096" | "entries-32768" => {
            let len = if name == "entries-4096" { 4096 } else { 32_768 };
            let n = score_matrix_entries(len);
            num(n, count_words(n))
        }
        "kv-model" => text(kv_model(Some(RUN_MODEL)).label.to_string()),
        "kv-per-token" => {
            let per_token = run_kv_bytes_per_token();
            num(per_token, bytes(per_token))
        }
        // The seeds' model, whose 8 key-value heads serve 32 query heads.
        "kv-gqa-model" => text(kv_model(Some("llama-3.1-8b")).label.to_string()),
        "kv-gqa-per-token" => {
            let per_token = kv_model(Some("llama-3.1-8b"))
                .shape()
                .map_or(f64::NAN, |s| kv_bytes_per_token(s, 2.0));
            num(per_token, bytes(per_token))
        }
        // DeepSeek-V3's latent and decoupled rotated key (multi-head latent attention).
        "kv-mla-per-token" => {
            let per_token = kv_model(Some("deepseek-v3"))
                .shape()
                .map_or(f64::NAN, |s| kv_bytes_per_token(s, 2.0));
            num(per_token, bytes(per_token))
        }
        "kv-long-total" => {
            let total = run_kv_bytes_per_token() * RUN_LONG_TOKENS;
            num(total, bytes(total))
        }
        // Part III's running model: its fastest and slowest pairs.
        "run-fast-turns" => {
            let turns = RUN_TRAIN_TOKENS / TAU;
            num(turns, format!("{turns:.0}"))
        }
        "run-slowest-theta" => {
            let t = run_slowest_theta(RUN_BASE);
            num(t, sig(t, 4))
        }
        "run-unfinished-pairs" => {
            let n = default_inv_freq(RUN_D, RUN_BASE)
                .iter()
                .filter(|&&t| TAU / t > RUN_TRAIN_TOKENS)
                .count();
            num(n as f64, format!("{n}"))
        }
        // The seeds' single slow pair, θ = 0.0001 trained to 8,192 tokens and asked for 50,000.
        "slow-train-deg" => degrees(8192.0 * 0.0001, 1),
        "slow-infer-deg" => degrees(50_000.0 * 0.0001, 1),
        "slow-scaled-deg" => degrees(50_000.0 * 0.0001 / 8.0, 1),
        // The slow-pairs figure's pair in the story: the running model's slowest.
        "slow-pairs-slowest-train-deg" => {
            degrees(RUN_TRAIN_TOKENS * run_slowest_theta(RUN_BASE), 1)
        }
        "slow-pairs-slowest-infer-deg" => degrees(RUN_LONG_TOKENS * run_slowest_theta(RUN_BASE), 1),
        "slow-pairs-squeezed-deg" => degrees(
            RUN_LONG_TOKENS * run_slowest_theta(RUN_BASE) / RUN_STRETCH,
            1,
        ),
        "slow-score-train-min" | "slow-score-infer-min" => {
            let len = if name == "slow-score-train-min" {
                RUN_TRAIN_TOKENS
            } else {
                RUN_LONG_TOKENS
            };
            let lowest = lowest_cos(len * run_slowest_theta(RUN_BASE));
            num(lowest, plain_fixed(lowest, 3))
        }
        "base-slowdown" => {
            let ratio = run_slowest_theta(RUN_BASE) / run_slowest_theta(500_000.0);
            num(ratio, format!("{ratio:.0}"))
        }
        "theta-old" => {
            let t = run_slowest_theta(RUN_BASE);
            num(t, sig(t, 3))
        }
        "theta-new" => {
            let t = run_slowest_theta(500_000.0);
            num(t, sig(t, 3))
        }
        "angle-new-deg" => degrees(RUN_LONG_TOKENS * run_slowest_theta(500_000.0), 1),
        // Position interpolation on the running model: position 16,384 of 32,768.
        "interp-position" => num(16_384.0, tokens(16_384.0)),
        "interp-squeezed" => {
            let at = 16_384.0 * RUN_TRAIN_TOKENS / RUN_LONG_TOKENS;
            num(at, tokens(at))
        }
        "interp-step-before-deg" => degrees(1.0, 1),
        "interp-step-after-deg" => degrees(1.0 / RUN_STRETCH, 1),
        "yarn-attention" => {
            let t = yarn_mscale(RUN_STRETCH, 1.0);
            num(t, plain(t, 4))
        }
        // Dynamic NTK's stretch as Hugging Face computes it with `factor` 8 at 32,768 tokens.
        "dynamic-effective-s" => {
            let s = RUN_STRETCH * RUN_LONG_TOKENS / RUN_TRAIN_TOKENS - (RUN_STRETCH - 1.0);
            num(s, plain(s, 4))
        }
        // LongRoPE's attention factor for Phi-3.5 mini: 4,096 → 131,072 tokens.
        "longrope-attention" => {
            let f = (1.0 + 32f64.ln() / 4096f64.ln()).sqrt();
            num(f, plain(f, 4))
        }
        // ALiBi's gentlest of 8 heads at the running model's training length.
        "alibi-gentlest-penalty" => {
            let p = alibi_slopes(8)
                .last()
                .map_or(f64::NAN, |s| alibi_bias(*s, RUN_TRAIN_TOKENS));
            num(p, plain(p, 4).replace('-', "−"))
        }
        "alibi-gentlest-weight" => {
            let w = alibi_slopes(8)
                .last()
                .map_or(f64::NAN, |s| alibi_bias(*s, RUN_TRAIN_TOKENS).exp());
            num(w, sig(w, 2))
        }
        // The context-budget figure in the story: a 3,700-token prompt in Llama 2's window.
        "budget-left" => {
            let left = budget_left_tokens(4096, 3700, 0) as f64;
            num(left, tokens(left))
        }
        // In one text of L tokens read causally there are L − i query–key pairs at distance i:
        // the share at distance L/2 or more, and in the farthest quarter.
        "far-half-share" | "far-quarter-share" => {
            let from = if name == "far-half-share" { 0.5 } else { 0.75 };
            let share = pairs_share_beyond(RUN_TRAIN_TOKENS as u64, from);
            num(share, format!("{:.0}%", share * 100.0))
        }
        "alibi-slopes-8" => {
            let list = alibi_slopes(8)
                .iter()
                .map(|s| format!("1/{}", plain(1.0 / s, 4)))
                .collect::<Vec<_>>()
                .join(", ");
            text(list)
        }
        // Part IV. The slowest pair's drift (Barbero et al. 2025), d = 128.
        "drift-4k-rad" => {
            let rad = slowest_drift_rad(128, 1e4, 4096.0);
            num(rad, sig(rad, 2))
        }
        "drift-131k-rad" => {
            let rad = slowest_drift_rad(128, 1e4, 131_072.0);
            num(rad, sig(rad, 3))
        }
        "drift-131k-500k-rad" => {
            let rad = slowest_drift_rad(128, 5e5, 131_072.0);
            num(rad, sig(rad, 2))
        }
        // The pairs that never finish a turn in training (the partial-cycle chapter's models).
        "partial-pairs-llama2" => count(partial_cycle(128, 1e4, 4096.0).0),
        "first-partial-llama2" => count(partial_cycle(128, 1e4, 4096.0).1),
        "partial-llama3" => count(partial_cycle(128, 5e5, 8192.0).0),
        "partial-gemma-7b" => count(partial_cycle(256, 1e4, 8192.0).0),
        "partial-qwen2.5" => count(partial_cycle(128, 1e6, 32_768.0).0),
        // Llama 4's query factor on its layers without RoPE.
        // Where each method starts acting on Llama 2 (d = 128, base 10,000, 4,096 tokens).
        "yarn-ramp-start-llama2" => count(first_with(BoundaryMethod::Yarn, PairFate::Blended, 1e4)),
        "llama3-blend-start-llama2" => {
            count(first_with(BoundaryMethod::Llama3, PairFate::Blended, 1e4))
        }
        "prope-cut-llama2" => count(first_with(BoundaryMethod::PRope, PairFate::Changed, 1e4)),
        // p-RoPE's cut against Llama 3's line (base 500,000, 8,192 tokens).
        "prope-past-llama3" => {
            let cut = first_with(BoundaryMethod::PRope, PairFate::Changed, 5e5);
            count(cut.saturating_sub(partial_cycle(128, 5e5, 8192.0).1))
        }
        // The first position where Llama 4's query factor reaches what YaRN (s = 8) does to a
        // score, its factor squared: a step every 8,192 tokens.
        "llama4-passes-yarn8" => {
            let target = yarn_mscale(8.0, 1.0).powi(2);
            let steps = (0u64..100_000)
                .find(|k| llama4_attn_scale(k * 8192, 8192, 0.1) >= target)
                .unwrap_or(0);
            let pos = (steps * 8192).saturating_sub(1) as f64;
            let pos = if llama4_attn_scale(pos as u64, 8192, 0.1) >= target {
                pos
            } else {
                pos + 1.0
            };
            num(pos, tokens(pos))
        }
        "attn-scale-131k" | "attn-scale-10m" => {
            let pos = if name == "attn-scale-131k" {
                131_072
            } else {
                10_000_000
            };
            let f = llama4_attn_scale(pos, 8192, 0.1);
            num(f, plain(f, 4))
        }
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
        // Llama 2 Long's base (chapter 15) by the same measure.
        "base-bound-500k-len" => {
            let len = supported_len_tokens(128, 5e5, 1 << 20) as f64;
            num(len, tokens(len))
        }
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
    "entries-32768",
    "kv-long-total",
    "kv-gqa-model",
    "kv-gqa-per-token",
    "kv-mla-per-token",
    "run-fast-turns",
    "run-slowest-theta",
    "run-unfinished-pairs",
    "slow-pairs-squeezed-deg",
    "slow-score-train-min",
    "slow-score-infer-min",
    "interp-position",
    "interp-squeezed",
    "interp-step-before-deg",
    "interp-step-after-deg",
    "dynamic-effective-s",
    "alibi-gentlest-penalty",
    "alibi-gentlest-weight",
    "budget-left",
    "far-half-share",
    "far-quarter-share",
    "kv-model",
    "kv-per-token",
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
    "drift-4k-rad",
    "drift-131k-rad",
    "drift-131k-500k-rad",
    "partial-pairs-llama2",
    "first-partial-llama2",
    "partial-llama3",
    "partial-gemma-7b",
    "partial-qwen2.5",
    "yarn-ramp-start-llama2",
    "llama3-blend-start-llama2",
    "prope-cut-llama2",
    "prope-past-llama3",
    "llama4-passes-yarn8",
    "attn-scale-131k",
    "attn-scale-10m",
    "base-bound-len",
    "min-base-4096",
    "base-bound-27000-fails-at",
    "base-bound-65m-fails-at",
    "base-bound-500k-len",
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

#[cfg(test)]
mod tests;
