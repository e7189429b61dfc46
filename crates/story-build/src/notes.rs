//! What the story's build adds around a chapter's prose: a depth entry's opening (why read it,
//! what to read first) and closing (what is known, what is open), and the chapter numbers of
//! `[chapter §](#id)` references, so moving a chapter renumbers every reference to it.

use crate::content::{Chapter, Depth, Note, Story};
use crate::shortcode::escape;

/// `html` with every link to a chapter whose text holds `§` numbered: `chapter §` to
/// `#slow-pairs` reads `chapter 14`. An anchor that is no chapter stops the build.
/// A reference from a chapter to itself (a section of its own group) would read "see chapter
/// 5" inside chapter 5: `from` is the referring chapter's number, and such a link stops the
/// build (name the section in words instead).
///
/// A reference from the core to a depth chapter says so: "chapter 21 (optional)".
pub fn number_references(story: &Story, html: &str, from: usize) -> Result<String, String> {
    let depth_of = |c: &Chapter| story.depths[c.part - 1];
    let from_core = story
        .chapters
        .iter()
        .find(|c| c.number == from)
        .is_some_and(|c| depth_of(c) == Depth::Core);
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find("<a href=\"#") {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let close = tail.find("</a>").map_or(tail.len(), |e| e + 4);
        let link = &tail[..close];
        if link.contains('§') {
            let id = &link["<a href=\"#".len()..];
            let id = &id[..id.find('"').unwrap_or(id.len())];
            let target = story
                .chapters
                .iter()
                .find(|c| c.id == id)
                .ok_or_else(|| format!("a reference (§) to #{id}, which is no chapter"))?;
            if target.number == from {
                return Err(format!(
                    "a reference (§) to #{id}, in chapter {from} itself: name the section in words"
                ));
            }
            let number = if from_core && depth_of(target) != Depth::Core {
                format!("{} (optional)", target.number)
            } else {
                target.number.to_string()
            };
            out.push_str(&link.replace('§', &number));
        } else {
            out.push_str(link);
        }
        rest = &tail[close..];
    }
    out.push_str(rest);
    Ok(out)
}

/// A depth entry's opening: why a reader would care, and the core chapters to read first.
pub fn note_opening(story: &Story, note: &Note) -> String {
    let first = note
        .read_first
        .iter()
        .filter_map(|id| story.chapters.iter().find(|c| &c.id == id))
        .map(|c| {
            format!(
                "<a href=\"#{}\">{} (chapter {})</a>",
                c.id,
                escape(c.group.as_deref().unwrap_or(&c.title)),
                c.number
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "<div class=\"note-opening\" data-testid=\"note-opening\"><p><strong>Why read this.</strong> {}</p>\
         <p><strong>Read first:</strong> {first}.</p></div>",
        escape(&note.why)
    )
}

/// A depth entry's closing: what is known, what is open.
pub fn note_closing(note: &Note) -> String {
    format!(
        "<div class=\"note-closing\" data-testid=\"note-closing\"><p><strong>What is known.</strong> {}</p>\
         <p><strong>What is open.</strong> {}</p></div>",
        escape(&note.known),
        escape(&note.open)
    )
}
