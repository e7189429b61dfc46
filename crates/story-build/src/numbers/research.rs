//! Part IV's worked numbers: what the slow pairs carry, the one boundary, the base bound, the
//! reach of a larger base, partial rotation, layers without RoPE, multimodal ids, precision.

use rope_math::analysis::critical_dimension;
use rope_math::base_bound::{supported_len_tokens, COMPUTED_MIN_BASE_128};
use rope_math::extrapolation::extrapolation_len_tokens;
use rope_math::freq::default_inv_freq;
use rope_math::mrope::image_then_text;
use rope_math::precision::shift_test_demo;
use rope_math::presets::{find, layer_stack};
use rope_math::research::{
    llama4_attn_scale, partial_cycle, slowest_drift_rad, BoundaryMethod, PairFate,
};
use rope_math::scaling::{proportional, yarn_mscale};
use rope_params::display::{plain, sig, tokens};
use std::f64::consts::TAU;

use super::{count, num, text, Worked};

/// The first pair of a 128-wide head at `base`, trained to `train` tokens, that `method`
/// gives `fate`.
fn first_with(method: BoundaryMethod, fate: PairFate, base: f64, train: f64) -> usize {
    let inv = default_inv_freq(128, base);
    inv.iter()
        .enumerate()
        .position(|(i, t)| method.fate(i, inv.len(), TAU / t, train) == fate)
        .unwrap_or(inv.len())
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

/// The worked number called `name` of this part, or `None`.
pub(super) fn worked(name: &str) -> Option<Worked> {
    Some(match name {
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
        // Where each method starts acting on Llama 2 (d = 128, base 10,000, 4,096 tokens).
        "yarn-ramp-start-llama2" => count(first_with(
            BoundaryMethod::Yarn,
            PairFate::Blended,
            1e4,
            4096.0,
        )),
        "llama3-blend-start-llama2" => count(first_with(
            BoundaryMethod::Llama3,
            PairFate::Blended,
            1e4,
            4096.0,
        )),
        "prope-cut-llama2" => count(first_with(
            BoundaryMethod::PRope,
            PairFate::Changed,
            1e4,
            4096.0,
        )),
        // p-RoPE's cut against Llama 3's line (base 500,000, 8,192 tokens).
        "prope-past-llama3" => {
            let cut = first_with(BoundaryMethod::PRope, PairFate::Changed, 5e5, 8192.0);
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
        // The layers of the temperature figure's two models, from their presets' configs.
        "scout-rope-layers"
        | "scout-no-rope-layers"
        | "gemma3-local-layers"
        | "gemma3-global-layers" => {
            let id = if name.starts_with("scout") {
                "llama-4-scout"
            } else {
                "gemma-3-27b"
            };
            let (no_rope, local, global) = find(id)
                .and_then(|p| layer_stack(p.config_json))
                .map_or((0, 0, 0), |s| s.counts());
            count(match name {
                "scout-rope-layers" | "gemma3-local-layers" => local,
                "scout-no-rope-layers" => no_rope,
                _ => global,
            })
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
        // Liu et al.'s small-base road under Men et al.'s criterion.
        "base-bound-500-fails-at" => first_failure(500.0),
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
