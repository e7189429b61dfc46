//! Reading `content/`: the story's front page (`_index.md`: title, tagline, footer, the parts'
//! headings, the reading order of the chapters, the lede), the chapters (`<id>.md`, in the
//! order `_index.md` lists them, so moving a chapter renames nothing) and the closing words
//! (`_end.md`). A front matter is TOML-like, between `+++` lines; a chapter's has its `title`
//! and `part` (1 to the number of parts).
//!
//! An entry of the `chapters` list is one chapter id, or several joined by `+`
//! (`"slot-marks + sinusoid + learned-positions"`): one numbered chapter made of sections, whose
//! first file names it (`group = "..."`); every id keeps its anchor. A part whose heading ends
//! `| implementers` or `| research` is depth a reader opens on purpose: each of its entries
//! says why a reader would care and what to read first (`why`, `read_first`), and closes with
//! what is known and what is open (`known`, `open`).

mod front_matter;

pub use front_matter::{front_matter, Value};

use crate::error::{BuildError, Place};
use front_matter::text_key;
use std::path::{Path, PathBuf};

/// Whether a part is the core story or depth a reader chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    Core,
    Implementers,
    Research,
}

impl Depth {
    /// The word of `data-depth` (and of a part's heading after `|`).
    pub fn word(self) -> &'static str {
        match self {
            Depth::Core => "core",
            Depth::Implementers => "implementers",
            Depth::Research => "research",
        }
    }
}

/// A depth entry's opening and closing: why a reader would care, the core chapters to read
/// first, what is known and what is still open.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    pub why: String,
    pub read_first: Vec<String>,
    pub known: String,
    pub open: String,
}

/// One chapter, as written.
#[derive(Clone, Debug)]
pub struct Chapter {
    /// Its anchor (`#<id>`), and its file's name: `rotate` is `rotate.md`.
    pub id: String,
    pub title: String,
    /// 1-based, into [`Story::parts`].
    pub part: usize,
    /// The number the reader sees: one per entry of `chapters`, shared by a group's files.
    pub number: usize,
    /// The group's title, on the first file of an entry of several.
    pub group: Option<String>,
    /// A later file of a group: a section of the chapter before it.
    pub continues: bool,
    /// A section whose opening explains the answer of the guess its chapter ends on
    /// (`explains_answer = 1`): its first paragraphs wait with that answer.
    pub explains_answer: bool,
    /// The last file of its entry (its closing and its previous/next links follow it).
    pub closes: bool,
    /// The opening and closing of a depth entry, on its first file.
    pub note: Option<Note>,
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
    /// Each part's depth, by part.
    pub depths: Vec<Depth>,
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
    let headings = match front.get("parts") {
        Some(Value::List(parts)) if !parts.is_empty() => parts.clone(),
        _ => return Err(place.error("`parts` must be a [list] of the parts' headings".to_string())),
    };
    let mut parts = Vec::new();
    let mut depths = Vec::new();
    for heading in headings {
        let (text, depth) = match heading.split_once('|') {
            None => (heading.trim().to_string(), Depth::Core),
            Some((text, word)) => {
                let depth = match word.trim() {
                    "implementers" => Depth::Implementers,
                    "research" => Depth::Research,
                    other => {
                        return Err(place.error(format!(
                        "a part's heading ends `| implementers` or `| research`, not `| {other}`"
                    )))
                    }
                };
                (text.trim().to_string(), depth)
            }
        };
        parts.push(text);
        depths.push(depth);
    }
    let end_path = dir.join("_end.md");
    let end = read(&end_path)?;

    let entries: Vec<Vec<String>> = match front.get("chapters") {
        Some(Value::List(items)) if !items.is_empty() => items
            .iter()
            .map(|e| e.split('+').map(|id| id.trim().to_string()).collect())
            .collect(),
        _ => {
            return Err(place.error(
                "`chapters` must be a [list] of the chapters' ids, in reading order".to_string(),
            ))
        }
    };
    let order: Vec<String> = entries.iter().flatten().cloned().collect();
    if let Some(bad) = order.iter().find(|id| !valid_id(id)) {
        return Err(place.error(format!(
            "`{bad}` cannot name a chapter: use lower-case letters, digits and dashes"
        )));
    }
    // Every chapter file is in the order, so none is left out of the story unnoticed.
    let listing = std::fs::read_dir(dir)
        .map_err(|e| Place::new(dir, 0).error(format!("cannot list the folder: {e}")))?;
    for entry in listing.flatten() {
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
    let mut chapters: Vec<Chapter> = Vec::new();
    for (k, entry) in entries.iter().enumerate() {
        for (j, id) in entry.iter().enumerate() {
            let path = dir.join(format!("{id}.md"));
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
            if chapters.iter().any(|c: &Chapter| &c.id == id) {
                return Err(place.error(format!("a second chapter with the id `{id}`")));
            }
            if let Some(last) = chapters.last() {
                if part < last.part {
                    return Err(place.error(format!(
                        "part {part} comes after a chapter of part {} ({}): chapters go in reading order",
                        last.part, last.id
                    )));
                }
                if j > 0 && part != last.part {
                    return Err(place.error(format!(
                        "a group's files share one part: {} is in part {}",
                        last.id, last.part
                    )));
                }
            }
            let group = match (j, entry.len(), front.get("group")) {
                (0, 1, None) => None,
                (0, n, Some(Value::Text(g))) if n > 1 => Some(g.clone()),
                (0, n, _) if n > 1 => {
                    return Err(place.error(format!(
                        "`{id}` opens a group of {n} files: give it `group = \"<the chapter's title>\"`"
                    )))
                }
                (_, _, Some(_)) => {
                    return Err(place.error(
                        "`group` names a group of several files, on its first file only".to_string(),
                    ))
                }
                _ => None,
            };
            let note = if j == 0 && depths[part - 1] != Depth::Core {
                Some(read_note(&front, &place)?)
            } else {
                for key in ["why", "read_first", "known", "open"] {
                    if front.contains_key(key) {
                        return Err(place.error(format!(
                            "`{key}` opens or closes a depth entry, on its first file only (not the core)"
                        )));
                    }
                }
                None
            };
            let explains_answer = match front.get("explains_answer") {
                None => false,
                Some(Value::Whole(1)) if j > 0 => {
                    let before = chapters.last().map_or("", |c: &Chapter| c.body.as_str());
                    if !crate::answers::ends_on_answer(before) {
                        return Err(place.error(
                            "`explains_answer = 1`: the file before it must end on a guess's answer (its last figure outside a fold asks a guess)".to_string(),
                        ));
                    }
                    true
                }
                Some(_) => {
                    return Err(place.error(
                        "`explains_answer = 1` marks a later file of a group, whose opening explains the answer just before it".to_string(),
                    ))
                }
            };
            chapters.push(Chapter {
                id: id.clone(),
                title,
                part,
                number: k + 1,
                group,
                continues: j > 0,
                explains_answer,
                closes: j + 1 == entry.len(),
                note,
                body,
                file: path,
                body_line,
            });
        }
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
    // What a depth entry sends a reader back to is core, and there.
    let core = |id: &str| {
        chapters
            .iter()
            .any(|c: &Chapter| c.id == id && depths[c.part - 1] == Depth::Core)
    };
    for c in &chapters {
        if let Some(bad) = c
            .note
            .iter()
            .flat_map(|n| &n.read_first)
            .find(|id| !core(id))
        {
            return Err(Place::new(&c.file, 1).error(format!(
                "`read_first` names `{bad}`, which is no core chapter"
            )));
        }
    }
    for id in short_path.iter().chain(story_argument_ids(&argument)) {
        if chapters.iter().any(|c| &c.id == id && c.continues) {
            return Err(place.error(format!(
                "`{id}` is a later section of its chapter: link the chapter's first file"
            )));
        }
    }
    Ok(Story {
        depths,
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

/// The chapter ids the argument's lines link.
fn story_argument_ids(argument: &[(String, String)]) -> impl Iterator<Item = &String> {
    argument.iter().map(|(id, _)| id)
}

/// A depth entry's `why`, `read_first`, `known` and `open`, all required.
fn read_note(
    front: &std::collections::BTreeMap<String, Value>,
    place: &Place,
) -> Result<Note, BuildError> {
    let read_first = match front.get("read_first") {
        Some(Value::List(ids)) if !ids.is_empty() => ids.clone(),
        _ => return Err(place.error(
            "a depth entry names the core chapters to read first: `read_first = [\"<id>\", ...]`"
                .to_string(),
        )),
    };
    Ok(Note {
        why: text_key(front, "why", place)?,
        read_first,
        known: text_key(front, "known", place)?,
        open: text_key(front, "open", place)?,
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
