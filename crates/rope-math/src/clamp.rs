//! Clamping: restores every invariant of [`Params`] and reports each change as a
//! [`Correction`]. Used by the URL codec and after every programmatic change.

use crate::params::{limits, Params};
use crate::query::Correction;

fn clamp_f64(key: &str, value: &mut f64, (lo, hi): (f64, f64), fixes: &mut Vec<Correction>) {
    if !value.is_finite() {
        fixes.push(Correction::new(
            key,
            format!("not a finite number; used {lo}"),
        ));
        *value = lo;
    } else if *value < lo || *value > hi {
        let clamped = value.clamp(lo, hi);
        fixes.push(Correction::new(
            key,
            format!("{value} is outside {lo} to {hi}; used {clamped}"),
        ));
        *value = clamped;
    }
}

fn clamp_u64(key: &str, value: &mut u64, (lo, hi): (u64, u64), fixes: &mut Vec<Correction>) {
    if *value < lo || *value > hi {
        let clamped = (*value).clamp(lo, hi);
        fixes.push(Correction::new(
            key,
            format!("{value} is outside {lo} to {hi}; used {clamped}"),
        ));
        *value = clamped;
    }
}

fn clamp_list(key: &str, list: &mut Vec<f64>, range: (f64, f64), fixes: &mut Vec<Correction>) {
    if list.len() > limits::LIST_LEN {
        list.truncate(limits::LIST_LEN);
        fixes.push(Correction::new(
            key,
            format!("kept the first {} entries", limits::LIST_LEN),
        ));
    }
    let mut changed = 0;
    for v in list.iter_mut() {
        let fixed = if v.is_finite() {
            v.clamp(range.0, range.1)
        } else {
            range.0
        };
        if fixed != *v {
            changed += 1;
            *v = fixed;
        }
    }
    if changed > 0 {
        fixes.push(Correction::new(
            key,
            format!(
                "{changed} entries outside {} to {}; clamped",
                range.0, range.1
            ),
        ));
    }
}

/// Restores every invariant of [`Params`], reporting each change.
pub(crate) fn clamp_all(p: &mut Params, fixes: &mut Vec<Correction>) {
    clamp_list("theta", &mut p.theta_rad, limits::THETA_RAD, fixes);
    clamp_list(
        "short_factor",
        &mut p.short_factor,
        limits::LIST_FACTOR,
        fixes,
    );
    clamp_list(
        "long_factor",
        &mut p.long_factor,
        limits::LIST_FACTOR,
        fixes,
    );
    clamp_list("q", &mut p.q, limits::VEC_ENTRY, fixes);
    clamp_list("k", &mut p.k, limits::VEC_ENTRY, fixes);
    let max_pairs = limits::D.1 / 2;
    if p.theta_rad.len() > max_pairs {
        p.theta_rad.truncate(max_pairs);
        fixes.push(Correction::new(
            "theta",
            format!("at most {max_pairs} pairs; kept the first {max_pairs}"),
        ));
    }
    if !p.theta_rad.is_empty() && p.d != 2 * p.theta_rad.len() {
        // Explicit angles define the pairs; d follows them.
        p.d = 2 * p.theta_rad.len();
    }
    let (d_lo, d_hi) = limits::D;
    if p.d < d_lo || p.d > d_hi {
        let clamped = p.d.clamp(d_lo, d_hi);
        fixes.push(Correction::new(
            "d",
            format!("{} is outside {d_lo} to {d_hi}; used {clamped}", p.d),
        ));
        p.d = clamped;
    }
    if p.d % 2 == 1 {
        fixes.push(Correction::new(
            "d",
            format!("{} is odd; RoPE rotates pairs, used {}", p.d, p.d - 1),
        ));
        p.d -= 1;
    }
    clamp_f64("base", &mut p.base, limits::BASE, fixes);
    clamp_f64("factor", &mut p.factor, limits::FACTOR, fixes);
    clamp_u64("train", &mut p.train_len_tokens, limits::LEN_TOKENS, fixes);
    clamp_u64("infer", &mut p.infer_len_tokens, limits::LEN_TOKENS, fixes);
    clamp_f64("beta_fast", &mut p.beta_fast, limits::BETA, fixes);
    clamp_f64("beta_slow", &mut p.beta_slow, limits::BETA, fixes);
    clamp_f64("mscale", &mut p.mscale, limits::MSCALE, fixes);
    clamp_f64(
        "mscale_all_dim",
        &mut p.mscale_all_dim,
        limits::MSCALE,
        fixes,
    );
    if let Some(a) = p.attn.as_mut() {
        clamp_f64("attn", a, limits::ATTN, fixes);
    }
    clamp_f64(
        "low_freq_factor",
        &mut p.low_freq_factor,
        limits::FREQ_FACTOR,
        fixes,
    );
    clamp_f64(
        "high_freq_factor",
        &mut p.high_freq_factor,
        limits::FREQ_FACTOR,
        fixes,
    );
    if p.high_freq_factor <= p.low_freq_factor {
        fixes.push(Correction::new(
            "high_freq_factor",
            format!(
                "must be above low_freq_factor ({} ≤ {}); used 1 and 4",
                p.high_freq_factor, p.low_freq_factor
            ),
        ));
        p.low_freq_factor = 1.0;
        p.high_freq_factor = 4.0;
    }
    clamp_u64("m", &mut p.m, limits::POSITION, fixes);
    clamp_u64("span", &mut p.span_tokens, limits::SPAN_TOKENS, fixes);
    clamp_u64("n", &mut p.n, limits::POSITION, fixes);
    if p.pair >= p.num_pairs() {
        let last = p.num_pairs() - 1;
        fixes.push(Correction::new(
            "pair",
            format!("{} is past the last pair; used {last}", p.pair),
        ));
        p.pair = last;
    }
}
