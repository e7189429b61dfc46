//! Bringing one value into its range, reporting the change.

use super::limits;
use crate::correction::Correction;
use rope_math::notice::shown;

/// The notice for a value outside its range: what was given and what is used.
pub(crate) fn outside(
    given: &str,
    lo: impl std::fmt::Display,
    hi: impl std::fmt::Display,
    used: &str,
) -> String {
    format!("{given} is outside {lo} to {hi}; used {used}")
}

pub(crate) fn clamp_f64(
    key: &str,
    value: &mut f64,
    (lo, hi): (f64, f64),
    fixes: &mut Vec<Correction>,
) {
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
            outside(&shown(*value), shown(lo), shown(hi), &shown(clamped)),
        ));
        *value = clamped;
    }
}

pub(crate) fn clamp_u64(
    key: &str,
    value: &mut u64,
    (lo, hi): (u64, u64),
    fixes: &mut Vec<Correction>,
) {
    if *value < lo || *value > hi {
        let clamped = (*value).clamp(lo, hi);
        fixes.push(Correction::new(
            key,
            outside(&value.to_string(), lo, hi, &clamped.to_string()),
        ));
        *value = clamped;
    }
}

pub(crate) fn clamp_list(
    key: &str,
    list: &mut Vec<f64>,
    range: (f64, f64),
    fixes: &mut Vec<Correction>,
) {
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
