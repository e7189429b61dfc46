//! Reading `content/`: the story's front page (`_index.md`: title, tagline, footer, the parts'
//! headings, the reading order of the chapters, the lede), the chapters (`<id>.md`, in the
//! order `_index.md` lists them, so moving a chapter renames nothing) and the closing words
//! (`_end.md`). A front matter is TOML-like, between `+++` lines; a chapter's has its `title`
//! and `part` (1 to the number of parts).

mod front_matter;

pub use front_matter::{front_matter, Value};

use crate::error::{BuildError, Place};
use front_matter::text_key;
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
    /// The whole argument in a few lines, each with the chapter that makes it:
    /// `(chapter id, line)`.
    pub argument: Vec<(String, String)>,
    /// A short path through the core: chapter ids in reading order.
    pub short_path: Vec<String>,
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
    let known = |id: &str| chapters.iter().any(|c: &Chapter| c.id == id);
    let list = |key: &str| match front.get(key) {
        Some(Value::List(items)) => Ok(items.clone()),
        None => Ok(Vec::new()),
        Some(_) => Err(place.error(format!("`{key}` must be a [list]"))),
    };
    let mut argument = Vec::new();
    for line in list("argument")? {
        let (id, text) = line
            .split_once('|')
            .map(|(id, text)| (id.trim().to_string(), text.trim().to_string()))
            .filter(|(id, text)| known(id) && !text.is_empty())
            .ok_or_else(|| {
                place.error(format!(
                    "an `argument` line is \"<chapter id> | <line>\" with a chapter of `chapters`: {line}"
                ))
            })?;
        argument.push((id, text));
    }
    let short_path = list("short_path")?;
    if let Some(bad) = short_path.iter().find(|id| !known(id)) {
        return Err(place.error(format!("`short_path` names `{bad}`, which is no chapter")));
    }
    Ok(Story {
        argument,
        short_path,
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
    fn a_chapter_id_is_lower_case_letters_digits_and_dashes() {
        assert!(valid_id("rotate") && valid_id("base-scaling") && valid_id("rope-2d"));
        assert!(!valid_id("") && !valid_id("Rotate") && !valid_id("05 rotate"));
    }
}
