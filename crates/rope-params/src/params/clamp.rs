//! Clamping: restores every invariant of [`Params`] and reports each change as a
//! [`Correction`]. Used by the URL codec and after every programmatic change.

use super::example::clamp_example;
use super::fix::clamp_list;
use super::groups::Params;
use super::keys::KEYS;
use super::limits;
use crate::correction::Correction;

impl Params {
    /// The same parameters with every invariant restored; the list of what had to change.
    /// Used after the codec and after any programmatic change (presets, config import).
    pub fn clamped(mut self) -> (Params, Vec<Correction>) {
        let mut fixes = Vec::new();
        clamp_all(&mut self, &mut fixes);
        (self, fixes)
    }
}

/// Restores every invariant of [`Params`], reporting each change: each key's own range (the
/// key table), then the rules that tie keys together.
pub(crate) fn clamp_all(p: &mut Params, fixes: &mut Vec<Correction>) {
    let rope = &mut p.rope;
    // Explicit angles define the pairs, so `d` follows them before its own range is checked.
    clamp_list("theta", &mut rope.theta_rad, limits::THETA_RAD, fixes);
    let max_pairs = limits::D.1 / 2;
    if rope.theta_rad.len() > max_pairs {
        rope.theta_rad.truncate(max_pairs);
        fixes.push(Correction::new(
            "theta",
            format!("at most {max_pairs} pairs; kept the first {max_pairs}"),
        ));
    }
    if !rope.theta_rad.is_empty() {
        rope.d = 2 * rope.theta_rad.len();
    }
    for key in KEYS {
        key.clamp(p, fixes);
    }
    clamp_example(p, fixes);
    let rope = &mut p.rope;
    if rope.d % 2 == 1 {
        fixes.push(Correction::new(
            "d",
            format!("{} is odd; RoPE rotates pairs, used {}", rope.d, rope.d - 1),
        ));
        rope.d -= 1;
    }
    // A fraction too small to rotate a single pair rotates the first one, and says so.
    if rope.theta_rad.is_empty() && rope.partial * (rope.d as f64) < 2.0 {
        // 2/d itself can round to just under one pair (d = 98: ⌊(2/98)·98/2⌋ = 0), so step up
        // to the first value that HF's `int(partial · d / 2)` reads as one pair.
        let mut used = 2.0 / rope.d as f64;
        while (used * rope.d as f64 / 2.0).floor() < 1.0 {
            used = used.next_up();
        }
        fixes.push(Correction::new(
            "partial",
            format!(
                "{} of {} dimensions rotates no pair; used {} (one pair)",
                rope.partial, rope.d, used
            ),
        ));
        rope.partial = used;
    }
    // Multimodal sections count frequency indices: whole numbers.
    if rope.mrope_section.iter().any(|v| v.fract() != 0.0) {
        for v in rope.mrope_section.iter_mut() {
            *v = v.round();
        }
        fixes.push(Correction::new(
            "mrope_section",
            "counts whole frequency indices; rounded".to_string(),
        ));
    }
    // YaRN's ramp and Llama 3's band must not be empty or inverted (the importer refuses such
    // a config; from a URL or a slider the defaults are used instead, and said so).
    if rope.beta_fast <= rope.beta_slow {
        fixes.push(Correction::new(
            "beta_fast",
            format!(
                "must be above beta_slow ({} ≤ {}); used 32 and 1",
                rope.beta_fast, rope.beta_slow
            ),
        ));
        rope.beta_fast = 32.0;
        rope.beta_slow = 1.0;
    }
    // Equal factors are a hard cut at the original length (Llama 4 Scout); below is inverted.
    if rope.high_freq_factor < rope.low_freq_factor {
        fixes.push(Correction::new(
            "high_freq_factor",
            format!(
                "must not be below low_freq_factor ({} < {}); used 1 and 4",
                rope.high_freq_factor, rope.low_freq_factor
            ),
        ));
        rope.low_freq_factor = 1.0;
        rope.high_freq_factor = 4.0;
    }
    if p.view.alibi_head > p.view.alibi_heads {
        fixes.push(Correction::new(
            "head",
            format!(
                "{} is past the last of {} heads; used {}",
                p.view.alibi_head, p.view.alibi_heads, p.view.alibi_heads
            ),
        ));
        p.view.alibi_head = p.view.alibi_heads;
    }
    let pairs = p.rope.num_pairs();
    if p.probe.pair >= pairs {
        let last = pairs - 1;
        fixes.push(Correction::new(
            "pair",
            format!("{} is past the last pair; used {last}", p.probe.pair),
        ));
        p.probe.pair = last;
    }
    if p.figures.head.fast_pairs > pairs {
        fixes.push(Correction::new(
            "fast",
            format!(
                "{} is more pairs than a {}-wide head has; used all {pairs}",
                p.figures.head.fast_pairs, p.rope.d
            ),
        ));
        p.figures.head.fast_pairs = pairs;
    }
    // The softmax figure's query is a word of its sentence, by position.
    let last_word = rope_math::order::EXAMPLE_WORDS.len() as u64 - 1;
    if p.view.fig.as_deref() == Some("softmax") && p.probe.m > last_word {
        fixes.push(Correction::new(
            "m",
            format!(
                "{} is past the sentence's last word; used {last_word}",
                p.probe.m
            ),
        ));
        p.probe.m = last_word;
    }
}
