//! One parser per kind of URL value, each reporting what it could not use.

use super::limits;
use crate::correction::Correction;
use rope_math::notice::short;

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

/// Whole numbers are read as numbers and rounded, so `4096.0` or `1e4` work too (the range is
/// the caller's: a negative or huge value is reported there with the text as given).
pub(crate) fn parse_whole(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Option<f64> {
    let v = parse_f64(key, value, fixes)?;
    if v.fract() != 0.0 {
        fixes.push(Correction::new(
            key,
            format!("'{}' is not a whole number; rounded", short(value)),
        ));
    }
    Some(v.round())
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

/// Longest word kept from a URL, in characters.
pub(crate) const WORD_CHARS: usize = 24;

/// A comma list of words, trimmed; empty items dropped, long words cut (and reported).
pub(crate) fn parse_words(key: &str, value: &str, fixes: &mut Vec<Correction>) -> Vec<String> {
    let mut out = Vec::new();
    for item in value.split(',').map(str::trim).filter(|w| !w.is_empty()) {
        let word: String = item.chars().filter(|c| !c.is_control()).collect();
        if word.chars().count() > WORD_CHARS {
            fixes.push(Correction::new(
                key,
                format!(
                    "'{}' is longer than {WORD_CHARS} characters; cut",
                    short(item)
                ),
            ));
        }
        out.push(word.chars().take(WORD_CHARS).collect());
    }
    out
}

/// Rows of numbers, rows `;` and entries `,`; `None` (reported) if any entry is not a number.
pub(crate) fn parse_grid(
    key: &str,
    value: &str,
    fixes: &mut Vec<Correction>,
) -> Option<Vec<Vec<f64>>> {
    let mut rows = Vec::new();
    for row in value.split(';').map(str::trim).filter(|r| !r.is_empty()) {
        rows.push(parse_list(key, row, fixes)?);
    }
    Some(rows)
}

/// A word as a URL writes it: percent-escapes for everything but letters, digits and `-_.~'`,
/// so a word with `&`, `;`, `#` or a space reads back as itself.
pub(crate) fn encode_word(word: &str) -> String {
    let mut out = String::new();
    for b in word.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~'".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}
