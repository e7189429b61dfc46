//! The front matter of a content file: TOML-like `key = value` lines between `+++` lines,
//! whose values are strings, whole numbers or lists of strings (a list may run over several
//! lines). Every error names its file and line.

use crate::error::{BuildError, Place};
use std::collections::BTreeMap;
use std::path::Path;

/// A front matter value: a string, a whole number or a list of strings.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Whole(i64),
    List(Vec<String>),
}

/// Splits `source` into its front matter (`+++` ... `+++`, if it starts with one) and its
/// body, with the 1-based line the body starts at.
pub fn front_matter(
    source: &str,
    file: &Path,
) -> Result<(BTreeMap<String, Value>, String, usize), BuildError> {
    let mut map = BTreeMap::new();
    let mut lines = source.lines().enumerate();
    if source.lines().next().map(str::trim) != Some("+++") {
        return Ok((map, source.to_string(), 1));
    }
    lines.next();
    while let Some((k, line)) = lines.next() {
        let place = Place::new(file, k + 1);
        let mut line = line.trim().to_string();
        // A list may run over several lines, up to the line that closes it.
        if line.contains("= [") && !line.contains(']') {
            for (_, more) in lines.by_ref() {
                line.push(' ');
                line.push_str(more.trim());
                if more.contains(']') {
                    break;
                }
            }
        }
        let line = line.as_str();
        if line == "+++" {
            let body_start = k + 2;
            let body = source.lines().skip(k + 1).collect::<Vec<_>>().join("\n");
            return Ok((map, body, body_start));
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, raw) = line.split_once('=').ok_or_else(|| {
            place.error(format!("front matter line is not `key = value`: {line}"))
        })?;
        map.insert(
            key.trim().to_string(),
            parse_value(raw.trim()).map_err(|e| place.error(e))?,
        );
    }
    Err(Place::new(file, 1).error("front matter opened with +++ is never closed".to_string()))
}

/// A string literal's contents (with `\"` and `\\` escapes).
fn parse_string(raw: &str) -> Result<(String, &str), String> {
    let rest = raw
        .strip_prefix('"')
        .ok_or_else(|| format!("expected a \"string\": {raw}"))?;
    let mut out = String::new();
    let mut chars = rest.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Ok((out, &rest[i + 1..])),
            '\\' => match chars.next() {
                Some((_, e @ ('"' | '\\'))) => out.push(e),
                Some((_, 'n')) => out.push('\n'),
                other => {
                    return Err(format!(
                        "unknown escape \\{:?} in {raw}",
                        other.map(|o| o.1)
                    ))
                }
            },
            c => out.push(c),
        }
    }
    Err(format!("unterminated string: {raw}"))
}

fn parse_value(raw: &str) -> Result<Value, String> {
    if raw.starts_with('"') {
        let (s, rest) = parse_string(raw)?;
        if !rest.trim().is_empty() {
            return Err(format!("unexpected text after the string: {rest}"));
        }
        return Ok(Value::Text(s));
    }
    if let Some(inner) = raw.strip_prefix('[') {
        let mut items = Vec::new();
        let mut rest = inner.trim_start();
        loop {
            if let Some(after) = rest.strip_prefix(']') {
                if !after.trim().is_empty() {
                    return Err(format!("unexpected text after the list: {after}"));
                }
                return Ok(Value::List(items));
            }
            let (s, after) = parse_string(rest)?;
            items.push(s);
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
            if rest.is_empty() {
                return Err("a list must close with ]".to_string());
            }
        }
    }
    raw.parse::<i64>()
        .map(Value::Whole)
        .map_err(|_| format!("expected a \"string\", a whole number or a [list]: {raw}"))
}

pub(crate) fn text_key(
    map: &BTreeMap<String, Value>,
    key: &str,
    place: &Place,
) -> Result<String, BuildError> {
    match map.get(key) {
        Some(Value::Text(s)) if !s.trim().is_empty() => Ok(s.clone()),
        Some(_) => Err(place.error(format!("`{key}` must be a non-empty \"string\""))),
        None => Err(place.error(format!("the front matter has no `{key}`"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn front_matter_values_and_the_body_line() {
        let src =
            "+++\ntitle = \"Two \\\"layouts\\\"\"\npart = 2\nparts = [\"a\", \"b\"]\n+++\n\nBody.";
        let (map, body, line) = front_matter(src, Path::new("x.md")).unwrap_or_default_for_test();
        assert_eq!(
            map.get("title"),
            Some(&Value::Text("Two \"layouts\"".into()))
        );
        assert_eq!(map.get("part"), Some(&Value::Whole(2)));
        assert_eq!(
            map.get("parts"),
            Some(&Value::List(vec!["a".into(), "b".into()]))
        );
        assert_eq!(body, "\nBody.");
        assert_eq!(line, 6);
    }

    #[test]
    fn a_bad_front_matter_names_its_line() {
        let err = front_matter(
            "+++\ntitle = \"ok\"\npart two\n+++\n",
            Path::new("c/03-x.md"),
        )
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
        assert!(err.starts_with("c/03-x.md:3:"), "{err}");
        let err = front_matter("+++\ntitle = \"ok\n", Path::new("y.md"))
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            err.contains("y.md:2:") && err.contains("unterminated"),
            "{err}"
        );
    }

    #[test]
    fn a_list_may_run_over_several_lines() {
        let src = "+++\nchapters = [\n  \"a\",\n  \"b-2\",\n]\ntitle = \"t\"\n+++\nBody.";
        let (map, body, line) = front_matter(src, Path::new("x.md")).unwrap_or_default_for_test();
        assert_eq!(
            map.get("chapters"),
            Some(&Value::List(vec!["a".into(), "b-2".into()]))
        );
        assert_eq!((body.as_str(), line), ("Body.", 8));
    }

    trait OrDefault {
        fn unwrap_or_default_for_test(self) -> (BTreeMap<String, Value>, String, usize);
    }
    impl OrDefault for Result<(BTreeMap<String, Value>, String, usize), BuildError> {
        fn unwrap_or_default_for_test(self) -> (BTreeMap<String, Value>, String, usize) {
            match self {
                Ok(v) => v,
                Err(e) => panic!("{e}"),
            }
        }
    }
}
