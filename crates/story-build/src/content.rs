//! Reading `content/`: the story's front page (`_index.md`: title, tagline, footer, the parts'
//! headings, the reading order of the chapters, the lede), the chapters (`<id>.md`, in the
//! order `_index.md` lists them, so moving a chapter renames nothing) and the closing words
//! (`_end.md`). A front matter is TOML-like, between `+++` lines; a chapter's has its `title`
//! and `part` (1 to the number of parts).

use crate::error::{BuildError, Place};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One chapter, as written.
#[derive(Clone, Debug)]
pub struct Chapter {
    /// Its anchor (`#<id>`), and its file's name: `rotate` is `rotate.md`.
    pub id: String,
    pub title: String,
    /// 1-based, into [`Story::parts`].
    pub part: usize,
    /// The Markdown after the front matter.
    pub body: String,
    /// The file, and the line the body starts at (for errors).
    pub file: PathBuf,
    pub body_line: usize,
}

/// The whole story, as written.
#[derive(Clone, Debug)]
pub struct Story {
    pub title: String,
    pub tagline: String,
    pub footer: String,
    pub parts: Vec<String>,
    pub lede: String,
    pub lede_place: (PathBuf, usize),
    pub end: String,
    pub end_place: (PathBuf, usize),
    pub chapters: Vec<Chapter>,
}

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

fn text_key(map: &BTreeMap<String, Value>, key: &str, place: &Place) -> Result<String, BuildError> {
    match map.get(key) {
        Some(Value::Text(s)) if !s.trim().is_empty() => Ok(s.clone()),
        Some(_) => Err(place.error(format!("`{key}` must be a non-empty \"string\""))),
        None => Err(place.error(format!("the front matter has no `{key}`"))),
    }
}

/// Whether `id` can name a chapter (its anchor and its file): lower-case letters, digits and
/// dashes.
fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Reads the story from the folder `dir`.
pub fn read_story(dir: &Path) -> Result<Story, BuildError> {
    let read = |path: &Path| {
        std::fs::read_to_string(path)
            .map_err(|e| Place::new(path, 0).error(format!("cannot read: {e}")))
    };
    let index_path = dir.join("_index.md");
    let (front, lede, lede_line) = front_matter(&read(&index_path)?, &index_path)?;
    let place = Place::new(&index_path, 1);
    let parts = match front.get("parts") {
        Some(Value::List(parts)) if !parts.is_empty() => parts.clone(),
        _ => return Err(place.error("`parts` must be a [list] of the parts' headings".to_string())),
    };
    let end_path = dir.join("_end.md");
    let end = read(&end_path)?;

    let order = match front.get("chapters") {
        Some(Value::List(ids)) if !ids.is_empty() => ids.clone(),
        _ => {
            return Err(place.error(
                "`chapters` must be a [list] of the chapters' ids, in reading order".to_string(),
            ))
        }
    };
    if let Some(bad) = order.iter().find(|id| !valid_id(id)) {
        return Err(place.error(format!(
            "`{bad}` cannot name a chapter: use lower-case letters, digits and dashes"
        )));
    }
    // Every chapter file is in the order, so none is left out of the story unnoticed.
    let entries = std::fs::read_dir(dir)
        .map_err(|e| Place::new(dir, 0).error(format!("cannot list the folder: {e}")))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        let Some(id) = name.strip_suffix(".md") else {
            continue;
        };
        if !name.starts_with('_') && !order.iter().any(|o| o == id) {
            return Err(Place::new(&entry.path(), 0).error(format!(
                "not in the `chapters` list of _index.md: add `{id}` where it is read"
            )));
        }
    }
    let files: Vec<(String, PathBuf)> = order
        .iter()
        .map(|id| (id.clone(), dir.join(format!("{id}.md"))))
        .collect();
    let mut chapters = Vec::new();
    for (id, path) in files {
        let (front, body, body_line) = front_matter(&read(&path)?, &path)?;
        let place = Place::new(&path, 1);
        let title = text_key(&front, "title", &place)?;
        let part = match front.get("part") {
            Some(Value::Whole(p)) if *p >= 1 && (*p as usize) <= parts.len() => *p as usize,
            _ => {
                return Err(place.error(format!(
                    "`part` must be a whole number from 1 to {} (the parts in _index.md)",
                    parts.len()
                )))
            }
        };
        if chapters.iter().any(|c: &Chapter| c.id == id) {
            return Err(place.error(format!("a second chapter with the id `{id}`")));
        }
        if let Some(last) = chapters.last() {
            if part < last.part {
                return Err(place.error(format!(
                    "part {part} comes after a chapter of part {} ({}): chapters go in reading order",
                    last.part, last.id
                )));
            }
        }
        chapters.push(Chapter {
            id,
            title,
            part,
            body,
            file: path,
            body_line,
        });
    }
    if chapters.is_empty() {
        return Err(Place::new(dir, 0).error("no chapters (<id>.md files)".to_string()));
    }
    Ok(Story {
        title: text_key(&front, "title", &place)?,
        tagline: text_key(&front, "tagline", &place)?,
        footer: text_key(&front, "footer", &place)?,
        parts,
        lede,
        lede_place: (index_path, lede_line),
        end,
        end_place: (end_path, 1),
        chapters,
    })
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
    fn a_chapter_id_is_lower_case_letters_digits_and_dashes() {
        assert!(valid_id("rotate") && valid_id("base-scaling") && valid_id("rope-2d"));
        assert!(!valid_id("") && !valid_id("Rotate") && !valid_id("05 rotate"));
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
