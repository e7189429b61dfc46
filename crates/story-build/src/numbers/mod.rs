//! The worked numbers the prose names (`{{< rope-num "name" >}}`), each computed here with
//! rope-math, shown as the figures show their numbers, with its full value for `data-value`;
//! and its computed tables (`tables.rs`).

mod long_context;
mod research;
mod tables;
mod uses;

pub use tables::{table, TABLE_NAMES};

use rope_math::decay::{expected_score, DecayVectors};
use rope_math::freq::default_inv_freq;
use rope_math::learned::TABLE_LEN;
use rope_math::sinusoid::sinusoidal_mark;
use rope_params::display::{plain, tokens};
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

/// An angle in radians, shown in degrees with `decimals` decimals.
fn degrees(rad: f64, decimals: usize) -> Worked {
    let deg = rad.to_degrees();
    num(deg, format!("{deg:.decimals$}°"))
}

/// The worked number called `name`, or `None` if there is none by that name.
pub fn worked(name: &str) -> Option<Worked> {
    Some(match name {
        // Part I: the sinusoids' hands past a training length.
        "sin-512" | "sin-513" => {
            let pos = if name == "sin-512" { 512.0 } else { 513.0 };
            let s = sinusoidal_mark(pos, 4)[0];
            num(s, format!("{s:.3}").replace('-', "−"))
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
            num(turn, tokens(turn))
        }
        // Ch 7's aligned score (q = k = ones, d = 64) at offset 1, the log axis's first mark:
        // already below the 64 it has at offset 0.
        "score-ones-offset-1" => {
            let score = expected_score(&default_inv_freq(64, 10000.0), DecayVectors::Ones, 1.0);
            num(score, format!("{score:.1}"))
        }
        // The sinusoids' two hands over a 512-token text (d = 4: f = 1 and 0.01), whose last
        // position is 511.
        "sinusoid-second-hand-turns-512" => {
            let turns = 512.0 / TAU;
            num(turns, format!("{turns:.0}"))
        }
        "sinusoid-hour-hand-512-rad" => num(511.0 * 0.01, plain(511.0 * 0.01, 3)),
        // Parts III and IV, in files of their own.
        _ => {
            return long_context::worked(name)
                .or_else(|| uses::worked(name))
                .or_else(|| research::worked(name))
        }
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
    "score-ones-offset-1",
    "entries-4096",
    "entries-32768",
    "kv-long-total",
    "kv-gqa-model",
    "kv-gqa-per-token",
    "kv-mla-per-token",
    "decode-ops-per-byte",
    "accelerator-ops-per-byte",
    "run-fast-turns",
    "run-slowest-theta",
    "run-unfinished-pairs",
    "slow-pairs-squeezed-deg",
    "slow-score-train-min",
    "slow-score-infer-min",
    "slow-score-infer-at",
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
    "base-slowdown-middle",
    "base-mid-100-old-deg",
    "base-mid-100-new-deg",
    "base-mid-100-as",
    "theta-old",
    "theta-new",
    "angle-new-deg",
    "yarn-attention",
    "yarn-ramp-pair",
    "yarn-paper-slowdown",
    "yarn-code-slowdown",
    "longrope-attention",
    "alibi-slopes-8",
    "decay-mean-0",
    "decay-sd-0",
    "decay-mean-1000",
    "decay-sd-1000",
    "decay-sd-independent",
    "head-cos-25",
    "head-target-weight-1",
    "head-echo-1",
    "head-echo-weight-1",
    "head-target-weight-4",
    "rope2d-axial-on",
    "rope2d-axial-off",
    "rope2d-golden-on",
    "rope2d-golden-off",
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
    "scout-rope-layers",
    "scout-no-rope-layers",
    "gemma3-local-layers",
    "gemma3-global-layers",
    "attn-scale-10m",
    "base-bound-len",
    "min-base-4096",
    "base-bound-27000-fails-at",
    "base-bound-65m-fails-at",
    "base-bound-500-fails-at",
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
