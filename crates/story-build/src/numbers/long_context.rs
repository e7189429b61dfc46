//! Part III's worked numbers: the bill for length, unseen angles, the base, interpolation,
//! per-pair scaling, ALiBi and the window, on one running model (Llama 2 7B, 4,096 → 32,768).

use rope_math::alibi::{alibi_bias, alibi_slopes};
use rope_math::analysis::lowest_cos;
use rope_math::budget::budget_left_tokens;
use rope_math::cost::{kv_bytes_per_token, score_matrix_entries};
use rope_math::decode::{decode_step, DecodeStep};
use rope_math::freq::default_inv_freq;
use rope_math::presets::kv_model;
use rope_math::scaling::yarn_mscale;
use rope_math::{frequencies, Rope, Scaling};
use rope_params::display::{bytes, count_words, plain, sig, tokens};
use std::f64::consts::TAU;

use super::{degrees, num, text, Worked};

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

/// The running model's middle pair (i = 32 of 64), whose slow-down is √ of the base's factor.
fn run_middle_theta(base: f64) -> f64 {
    default_inv_freq(RUN_D, base)
        .get(RUN_D / 4)
        .copied()
        .unwrap_or(f64::NAN)
}

fn run_kv_bytes_per_token() -> f64 {
    kv_model(Some(RUN_MODEL))
        .shape()
        .map_or(f64::NAN, |s| kv_bytes_per_token(s, 2.0))
}

/// The pair the per-pair chapter compares YaRN's two ramps on: mid-ramp for the running model.
const RAMP_PAIR: usize = 34;

/// How many times YaRN slows the running model's pair `i` at factor 8, as the released code
/// and Hugging Face compute it (a ramp straight in the pair index): the page's own method.
fn yarn_code_slowdown(i: usize) -> f64 {
    let rope = Rope {
        d: RUN_D,
        base: RUN_BASE,
        scaling: Scaling::Yarn,
        factor: RUN_STRETCH,
        train_len_tokens: RUN_TRAIN_TOKENS as u64,
        ..Rope::default()
    };
    let f = frequencies(&rope);
    f.original
        .get(i)
        .zip(f.inv_freq.get(i))
        .map_or(f64::NAN, |(o, n)| o / n)
}

/// The same as the YaRN paper writes it: a ramp straight in the pair's turns over the training
/// length, γ = (turns − 1)/(32 − 1), blending θ/8 (γ = 0) and θ (γ = 1).
fn yarn_paper_slowdown(i: usize) -> f64 {
    let theta = default_inv_freq(RUN_D, RUN_BASE)
        .get(i)
        .copied()
        .unwrap_or(f64::NAN);
    let turns = RUN_TRAIN_TOKENS * theta / TAU;
    let gamma = ((turns - 1.0) / (32.0 - 1.0)).clamp(0.0, 1.0);
    1.0 / ((1.0 - gamma) / RUN_STRETCH + gamma)
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

/// The worked number called `name` of this part, or `None`.
pub(super) fn worked(name: &str) -> Option<Worked> {
    Some(match name {
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
        // One decoding step of the seeds' model reads its cache for this many operations a
        // byte (query heads per KV head); the reference accelerator's balance beside it.
        "decode-ops-per-byte" => {
            let per_byte = kv_model(Some("llama-3.1-8b"))
                .decode_shape()
                .map_or(f64::NAN, |s| decode_step(s, 4096, 2.0).cache_ops_per_byte());
            num(per_byte, plain(per_byte, 3))
        }
        "accelerator-ops-per-byte" => {
            let balance = DecodeStep::accelerator_ops_per_byte();
            num(balance, format!("{balance:.0}"))
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
        // Its part at 32,768 itself (a key equal to the query): cos of its angle there.
        "slow-score-infer-at" => {
            let at = (RUN_LONG_TOKENS * run_slowest_theta(RUN_BASE)).cos();
            num(at, plain_fixed(at, 2))
        }
        "base-slowdown" => {
            let ratio = run_slowest_theta(RUN_BASE) / run_slowest_theta(500_000.0);
            num(ratio, format!("{ratio:.0}"))
        }
        // The middle pair of the same head (i = 32 of 64): divided by 50^(64/128) = √50.
        "base-slowdown-middle" => {
            let ratio = run_middle_theta(RUN_BASE) / run_middle_theta(500_000.0);
            num(ratio, format!("{ratio:.0}"))
        }
        // What the raise does to one offset: 100 tokens on the middle pair, before and after, and
        // the offset that showed the new angle in training.
        "base-mid-100-old-deg" | "base-mid-100-new-deg" | "base-mid-100-as" => {
            let (old, new) = (
                100.0 * run_middle_theta(RUN_BASE),
                100.0 * run_middle_theta(500_000.0),
            );
            match name {
                "base-mid-100-old-deg" => degrees(old, 1),
                "base-mid-100-new-deg" => degrees(new, 1),
                _ => {
                    let as_offset = new / run_middle_theta(RUN_BASE);
                    num(as_offset, format!("{as_offset:.0}"))
                }
            }
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
        // Two decimals, as the figure's readout gives it (7.16°).
        "interp-step-after-deg" => degrees(1.0 / RUN_STRETCH, 2),
        "yarn-ramp-pair" => num(RAMP_PAIR as f64, RAMP_PAIR.to_string()),
        "yarn-paper-slowdown" => {
            let x = yarn_paper_slowdown(RAMP_PAIR);
            num(x, plain(x, 2))
        }
        "yarn-code-slowdown" => {
            let x = yarn_code_slowdown(RAMP_PAIR);
            num(x, plain(x, 2))
        }
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
        _ => return None,
    })
}
