//! Reading query strings: percent-decoding, splitting, and one parser per kind of value, each
//! reporting what it could not use.

use crate::params::{limits, Params};
use crate::query::Correction;

pub(crate) fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = |b: u8| (b as char).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Splits a query string (with or without the leading `?`) into decoded pairs, last one wins.
pub(crate) fn pairs(query: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for part in query.trim_start_matches('?').split('&') {
        if part.is_empty() {
            continue;
        }
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        let key = percent_decode(k);
        let value = percent_decode(v).trim().to_string();
        out.retain(|(existing, _)| *existing != key);
        out.push((key, value));
    }
    out
}

pub(crate) fn short(value: &str) -> String {
    let cut: String = value.chars().take(24).collect();
    if cut.len() < value.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

pub(crate) fn parse_f64(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<f64> {
    match value.parse::<f64>() {
        Ok(v) if v.is_finite() => Some(v),
        _ => {
            fixes.push(Correction::new(
                key,
                format!(
                    "'{}' is not a finite number; kept the default",
                    short(value)
                ),
            ));
            None
        }
    }
}

/// Integers are read as numbers and rounded, so `4096.0` or `1e4` work too.
pub(crate) fn parse_u64(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<u64> {
    let v = parse_f64(key, value, fixes)?;
    if v < 0.0 {
        fixes.push(Correction::new(key, format!("{v} is negative; used 0")));
        return Some(0);
    }
    if v.fract() != 0.0 {
        fixes.push(Correction::new(
            key,
            format!("{v} is not a whole number; rounded"),
        ));
    }
    // `as` saturates, so 1e30 becomes u64::MAX and is clamped later.
    Some(v.round() as u64)
}

pub(crate) fn parse_list(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<Vec<f64>> {
    if value.is_empty() {
        return Some(Vec::new());
    }
    let mut out = Vec::new();
    for (i, item) in value.split(',').enumerate() {
        if i >= limits::LIST_LEN {
            fixes.push(Correction::new(
                key,
                format!(
                    "more than {} entries; kept the first {}",
                    limits::LIST_LEN,
                    limits::LIST_LEN
                ),
            ));
            break;
        }
        match item.trim().parse::<f64>() {
            Ok(v) if v.is_finite() => out.push(v),
            _ => {
                fixes.push(Correction::new(
                    key,
                    format!(
                        "entry {i} '{}' is not a finite number; ignored the list",
                        short(item)
                    ),
                ));
                return None;
            }
        }
    }
    Some(out)
}

pub(crate) fn parse_word<T>(
    key: &str,
    value: &str,
    from: impl Fn(&str) -> Option<T>,
    choices: &str,
    fixes: &mut Vec<Correction>,
) -> Option<T> {
    let found = from(&value.to_ascii_lowercase());
    if found.is_none() {
        fixes.push(Correction::new(
            key,
            format!(
                "'{}' is not one of {choices}; kept the default",
                short(value)
            ),
        ));
    }
    found
}

pub(crate) fn parse_bool(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<bool> {
    match value.to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => {
            fixes.push(Correction::new(
                key,
                format!("'{}' is not 0 or 1; kept the default", short(value)),
            ));
            None
        }
    }
}

/// The parameters a preset and a scene start from (the baseline `to_query` writes against).
pub(crate) fn baseline(preset: Option<&str>, scene: Option<&str>) -> Params {
    let mut p = Params::default();
    if let Some(id) = preset {
        if let Some(preset) = crate::presets::find(id) {
            preset.apply(&mut p);
        }
    }
    if let Some(id) = scene {
        if let Some(scene) = crate::scenes::find(id) {
            scene.apply(&mut p);
        }
    }
    p
}
