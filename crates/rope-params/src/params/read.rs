//! Reading one URL value into its key's field: each kind's parser, with what it could not use
//! reported. Ranges are applied afterwards, by clamping (`kind.rs`).

use super::fix::outside;
use super::groups::Params;
use super::kind::Kind;
use super::parse::{parse_bool, parse_f64, parse_grid, parse_list, parse_whole, parse_words};
use crate::correction::Correction;
use rope_math::notice::{short, shown};
use rope_math::Choice;

/// `v` (read from the URL text `given`) brought into `range`; a value outside it is reported
/// with the text as given, so the notice shows what the reader wrote.
fn within(
    key: &str,
    given: &str,
    v: f64,
    (lo, hi): (f64, f64),
    fixes: &mut Vec<Correction>,
) -> f64 {
    if (lo..=hi).contains(&v) {
        return v;
    }
    let used = v.clamp(lo, hi);
    fixes.push(Correction::new(
        key,
        outside(
            &format!("'{}'", short(given)),
            shown(lo),
            shown(hi),
            &shown(used),
        ),
    ));
    used
}

/// Every value of a [`Choice`], for the message when a URL names none of them.
pub(crate) fn words<T: Choice>() -> String {
    T::ALL
        .iter()
        .map(|c| c.slug())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Kind {
    /// Sets the field from a URL value; a value it cannot use leaves the field as it was and
    /// is reported. Ranges are not applied here (see [`Kind::clamp`]).
    pub(crate) fn read(&self, key: &str, p: &mut Params, value: &str, fixes: &mut Vec<Correction>) {
        match self {
            Kind::Label => {}
            Kind::Float { set, range, .. } => {
                if let Some(v) = parse_f64(key, value, fixes) {
                    *set(p) = within(key, value, v, *range, fixes);
                }
            }
            Kind::OptFloat { set, range, .. } => {
                if value.is_empty() || value == "auto" {
                    *set(p) = None;
                } else if let Some(v) = parse_f64(key, value, fixes) {
                    *set(p) = Some(within(key, value, v, *range, fixes));
                }
            }
            Kind::Int { set, range, .. } => {
                if let Some(v) = parse_whole(key, value, fixes) {
                    let (lo, hi) = (range.0 as f64, range.1 as f64);
                    // `as` saturates; the value is within u64 after `within` anyway.
                    *set(p) = within(key, value, v, (lo, hi), fixes) as u64;
                }
            }
            Kind::Count { set, range, .. } => {
                if let Some(v) = parse_whole(key, value, fixes) {
                    let (lo, hi) = (range.0 as f64, range.1 as f64);
                    *set(p) = within(key, value, v, (lo, hi), fixes) as usize;
                }
            }
            Kind::Flag { set, .. } => {
                if let Some(v) = parse_bool(key, value, fixes) {
                    *set(p) = v;
                }
            }
            Kind::List { set, .. } => {
                if let Some(v) = parse_list(key, value, fixes) {
                    *set(p) = v;
                }
            }
            Kind::Text { set, .. } => *set(p) = parse_words(key, value, fixes),
            Kind::Grid { set, .. } => {
                if let Some(v) = parse_grid(key, value, fixes) {
                    *set(p) = v;
                }
            }
            Kind::Word { set, choices, .. } => {
                if !set(p, &value.to_ascii_lowercase()) {
                    fixes.push(Correction::new(
                        key,
                        format!(
                            "'{}' is not one of {}; kept the default",
                            short(value),
                            choices()
                        ),
                    ));
                }
            }
            Kind::Names { set, choices, .. } => {
                let wanted: Vec<String> = value
                    .split(',')
                    .map(|w| w.trim().to_ascii_lowercase())
                    .filter(|w| !w.is_empty())
                    .collect();
                if let Some(unknown) = wanted.iter().find(|w| !choices.contains(&w.as_str())) {
                    fixes.push(Correction::new(
                        key,
                        format!(
                            "'{}' is not one of {}; ignored it",
                            short(unknown),
                            choices.join(", ")
                        ),
                    ));
                }
                *set(p) = choices
                    .iter()
                    .filter(|c| wanted.iter().any(|w| w == *c))
                    .map(|c| c.to_string())
                    .collect();
            }
            Kind::Slug { set, find, .. } => {
                if let Some(slug) = find(&value.to_ascii_lowercase()) {
                    *set(p) = Some(slug.to_string());
                } else if !value.is_empty() {
                    fixes.push(Correction::new(
                        key,
                        format!("no {key} named '{}'", short(value)),
                    ));
                }
            }
        }
    }
}
