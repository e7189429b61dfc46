//! The story's served HTML: the site header, the lede and the contents, every chapter as a
//! section (its number, title, body and previous/next links), the closing words and the footer.
//!
//! A part marked as depth (`| implementers`, `| research` in `_index.md`) stands in a
//! container with `data-depth`; each of its entries opens with why a reader would care and what
//! to read first, and closes with what is known and what is open. A link whose text holds `§`
//! to a chapter's anchor (`[chapter §](#slow-pairs)`) gets that chapter's number, so moving a
//! chapter renumbers every reference to it.
//!
//! It is stored in `index.html` in parts, one per part of the story, as `<noscript>`
//! blocks: without scripts they are the page; with scripts `scripts/show-copy.js` (inlined
//! after the first part) shows each as soon as it has arrived, for the story's address only,
//! so the lab and a figure alone never parse the prose.

use crate::answers::mark_answers;
use crate::content::{Chapter, Depth, Note, Story};
use crate::error::{BuildError, Place};
use crate::markdown::to_html;
use crate::paths::paths_html;
use crate::shortcode::{escape, expand_shortcodes, Hooks};
use std::path::Path;

/// Markdown (with shortcodes) from `file` at `line` to HTML.
/// `hooks` holds the number hooks already on the page: a number quoted again keeps its value
/// but not its `data-testid`, so every hook stays unique.
fn render(
    markdown: &str,
    file: &Path,
    line: usize,
    hooks: &mut Hooks,
) -> Result<String, BuildError> {
    to_html(&expand_shortcodes(markdown, file, line, hooks)?, file, line)
}

/// A single paragraph's HTML with `class` on its `<p>`.
fn classed_paragraph(html: &str, class: &str, place: &Place) -> Result<String, BuildError> {
    let html = html.trim();
    match html.strip_prefix("<p>") {
        Some(rest) if !rest.contains("<p>") => Ok(format!("<p class=\"{class}\">{rest}")),
        _ => Err(place.error("must be a single paragraph".to_string())),
    }
}

/// The theme select, as the live page's select widget writes it (the module binds it).
fn theme_select() -> String {
    let options = ["auto", "light", "dark"]
        .iter()
        .map(|t| format!("<option value=\"{t}\">{t}</option>"))
        .collect::<String>();
    format!(
        "<div class=\"control\"><label for=\"param-theme\"><span class=\"control-name\">theme</span>\
         </label><select id=\"param-theme\" data-testid=\"param-theme\">{options}</select></div>"
    )
}

fn header(story: &Story) -> String {
    format!(
        "<header class=\"site-header\"><div><h1>{}</h1><p class=\"tagline\">{}</p></div>\
         <nav class=\"site-nav\" aria-label=\"views\"><a href=\"./?view=lab\" data-testid=\"lab-link\">the lab</a>{}</nav></header>",
        escape(&story.title),
        escape(&story.tagline),
        theme_select()
    )
}

fn contents(story: &Story) -> String {
    let chapters = &story.chapters;
    let parts = story
        .parts
        .iter()
        .enumerate()
        .map(|(k, heading)| {
            let in_part: Vec<&Chapter> = chapters.iter().filter(|c| c.part == k + 1).collect();
            let mut items = String::new();
            for (j, c) in in_part.iter().enumerate() {
                if c.continues {
                    continue;
                }
                // A group lists its later sections under its title.
                let sections = in_part[j + 1..]
                    .iter()
                    .take_while(|s| s.continues)
                    .map(|s| format!("<li><a href=\"#{}\">{}</a></li>", s.id, escape(&s.title)))
                    .collect::<String>();
                let sections = if sections.is_empty() {
                    String::new()
                } else {
                    format!("<ol class=\"toc-sections\">{sections}</ol>")
                };
                items.push_str(&format!(
                    "<li value=\"{}\"><a href=\"#{}\">{}</a>{sections}</li>",
                    c.number,
                    c.id,
                    escape(c.group.as_deref().unwrap_or(&c.title))
                ));
            }
            let depth = story.depths[k];
            let (class, note) = match depth {
                Depth::Core => ("toc-part", String::new()),
                _ => (
                    "toc-part toc-depth",
                    format!(
                        " <span class=\"toc-minutes\">(optional, about {} minutes)</span>",
                        crate::paths::reading_minutes(in_part.iter().copied())
                    ),
                ),
            };
            format!(
                "<li class=\"{class}\" data-depth=\"{}\"><span>{}</span>{note}<ol>{items}</ol></li>",
                depth.word(),
                escape(heading)
            )
        })
        .collect::<String>();
    format!(
        "<nav class=\"toc\" aria-label=\"contents\" data-testid=\"toc\"><h2>Contents</h2><ol class=\"toc-parts\">{parts}</ol></nav>"
    )
}

/// `html` with every link to a chapter whose text holds `§` numbered: `chapter §` to
/// `#slow-pairs` reads `chapter 14`. An anchor that is no chapter stops the build.
/// A reference from a chapter to itself (a section of its own group) would read "see chapter
/// 5" inside chapter 5: `from` is the referring chapter's number, and such a link stops the
/// build (name the section in words instead).
///
/// A reference from the core to a depth chapter says so: "chapter 21 (optional)".
fn number_references(story: &Story, html: &str, from: usize) -> Result<String, String> {
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
fn note_opening(story: &Story, note: &Note) -> String {
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
fn note_closing(note: &Note) -> String {
    format!(
        "<div class=\"note-closing\" data-testid=\"note-closing\"><p><strong>What is known.</strong> {}</p>\
         <p><strong>What is open.</strong> {}</p></div>",
        escape(&note.known),
        escape(&note.open)
    )
}

fn section(story: &Story, i: usize, hooks: &mut Hooks) -> Result<String, BuildError> {
    let c: &Chapter = &story.chapters[i];
    let place = || Place::new(&c.file, c.body_line);
    let body = render(&c.body, &c.file, c.body_line, hooks)?;
    let body = mark_answers(&body).map_err(|e| place().error(e))?;
    let body = number_references(story, &body, c.number).map_err(|e| place().error(e))?;
    // The entry this file belongs to starts at its first file.
    let head = (0..=i)
        .rev()
        .find(|&k| !story.chapters[k].continues)
        .unwrap_or(i);
    let head_chapter = &story.chapters[head];
    let link = |other: &Chapter, class: &str, rel: &str, text: String| {
        format!(
            "<a class=\"{class}\" rel=\"{rel}\" href=\"#{}\">{text}</a>",
            other.id
        )
    };
    let entry_title = |c: &Chapter| escape(c.group.as_deref().unwrap_or(&c.title));
    // Previous and next go from entry to entry, under its last file.
    let nav = if c.closes {
        let prev = (0..head)
            .rev()
            .find(|&k| !story.chapters[k].continues)
            .map(|p| &story.chapters[p])
            .map(|p| link(p, "prev", "prev", format!("← {}", entry_title(p))))
            .unwrap_or_default();
        let next = story
            .chapters
            .get(i + 1)
            .map(|n| link(n, "next", "next", format!("{} →", entry_title(n))))
            .unwrap_or_default();
        format!("<div class=\"chapter-nav\">{prev}{next}</div>")
    } else {
        String::new()
    };
    let opening = match (&c.note, c.continues) {
        (Some(note), false) => note_opening(story, note),
        _ => String::new(),
    };
    let closing = match (&head_chapter.note, c.closes) {
        (Some(note), true) => note_closing(note),
        _ => String::new(),
    };
    // A depth part's heading stands at the top of its container (`story_parts`).
    let starts_part = i == 0 || story.chapters[i - 1].part != c.part;
    let part_heading = if starts_part && story.depths[c.part - 1] == Depth::Core {
        format!(
            "<p class=\"part-heading\">{}</p>",
            escape(&story.parts[c.part - 1])
        )
    } else {
        String::new()
    };
    let id = &c.id;
    let heading = if c.continues {
        format!("<h3 id=\"chapter-{id}-title\">{}</h3>", escape(&c.title))
    } else if let Some(group) = &c.group {
        format!(
            "<h2 id=\"chapter-{id}-title\"><span class=\"chapter-number\">{n}</span> {}</h2><h3>{}</h3>",
            escape(group),
            escape(&c.title),
            n = c.number
        )
    } else {
        format!(
            "<h2 id=\"chapter-{id}-title\"><span class=\"chapter-number\">{n}</span> {}</h2>",
            escape(&c.title),
            n = c.number
        )
    };
    let class = if c.continues {
        "chapter chapter-section"
    } else {
        "chapter"
    };
    Ok(format!(
        "{part_heading}<section class=\"{class}\" id=\"{id}\" data-testid=\"chapter-{id}\" aria-labelledby=\"chapter-{id}-title\">\
         {heading}{opening}<div class=\"chapter-body\" data-chapter-body=\"{id}\">{body}</div>{closing}{nav}</section>"
    ))
}

/// The story's parts as HTML: the first holds the header, the lede, the contents and the first
/// part's chapters inside `<main class="story">`; each later one a `<div class="story-more">`
/// of chapters (the last also the closing words, then the footer after it).
pub fn story_parts(story: &Story) -> Result<Vec<String>, BuildError> {
    let mut hooks = Hooks::default();
    let (lede_file, lede_line) = &story.lede_place;
    let lede = classed_paragraph(
        &render(&story.lede, lede_file, *lede_line, &mut hooks)?,
        "lede",
        &Place::new(lede_file, *lede_line),
    )?;
    let (end_file, end_line) = &story.end_place;
    let end = classed_paragraph(
        &render(&story.end, end_file, *end_line, &mut hooks)?,
        "story-end",
        &Place::new(end_file, *end_line),
    )?;
    let mut groups: Vec<String> = vec![String::new(); story.parts.len()];
    for (i, c) in story.chapters.iter().enumerate() {
        groups[c.part - 1].push_str(&section(story, i, &mut hooks)?);
    }
    // Depth stands in a container of its own, which says what it is.
    for (k, group) in groups.iter_mut().enumerate() {
        let depth = story.depths[k];
        if depth != Depth::Core && !group.is_empty() {
            let minutes =
                crate::paths::reading_minutes(story.chapters.iter().filter(|c| c.part == k + 1));
            let what = match depth {
                Depth::Implementers => {
                    "For readers who write or read RoPE code: the details the core leaves out."
                }
                _ => "What research adds, and argues about: each note stands on its own.",
            };
            // The first depth part says the core story has ended.
            let first_depth = story.depths.iter().position(|d| *d != Depth::Core) == Some(k);
            let what = if first_depth {
                format!("<strong>You have finished the core story.</strong> What follows is optional. {what}")
            } else {
                what.to_string()
            };
            *group = format!(
                "<div class=\"depth\" data-depth=\"{word}\" data-testid=\"depth-{word}\">\
                 <p class=\"part-heading\">{}</p>\
                 <p class=\"depth-intro\">{what} Optional: about {minutes} minutes in all.</p>{group}</div>",
                escape(&story.parts[k]),
                word = depth.word()
            );
        }
    }
    // A part with no chapter has no block of its own.
    let groups: Vec<String> = groups.into_iter().filter(|g| !g.is_empty()).collect();
    let last = groups.len() - 1;
    let footer = format!(
        "<footer class=\"site-footer\"><p>{}</p></footer>",
        escape(&story.footer)
    );
    Ok(groups
        .iter()
        .enumerate()
        .map(|(k, chapters)| {
            let end = if k == last { end.as_str() } else { "" };
            let inner = if k == 0 {
                format!(
                    "{}<main class=\"story\" data-testid=\"story\"><div class=\"story-intro\">{lede}{}{}</div>{chapters}{end}</main>",
                    header(story),
                    contents(story),
                    paths_html(story)
                )
            } else {
                format!("<div class=\"story-more\">{chapters}{end}</div>")
            };
            if k == last {
                format!("{inner}{footer}")
            } else {
                inner
            }
        })
        .collect())
}

/// The block `index.html` holds: the parts as `<noscript>` stores, `show_copy` (the script
/// that shows them) after the first, and a call to it after each later one.
pub fn served_block(parts: &[String], show_copy: &str) -> Result<String, String> {
    let mut out = String::from("<!-- the story (story-build) -->\n");
    for (k, part) in parts.iter().enumerate() {
        let lower = part.to_ascii_lowercase();
        // Either would end the store early.
        if lower.contains("</noscript") || lower.contains("<!--") {
            return Err(format!(
                "part {} of the story holds </noscript or <!--",
                k + 1
            ));
        }
        let key = if k == 0 { "story" } else { "story-more" };
        out.push_str(&format!(
            "<noscript data-served=\"{key}\">{part}</noscript>\n"
        ));
        if k == 0 {
            out.push_str(&format!("<script>{show_copy}</script>\n"));
        } else {
            out.push_str("<script>showServedCopy();</script>\n");
        }
    }
    out.push_str("<!-- /the story -->\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::read_story;

    /// A story of `chapters` (file name, text) in a folder of its own, with `index` as
    /// `_index.md`'s front matter lines.
    fn story_of(name: &str, index: &str, chapters: &[(&str, &str)]) -> Result<Story, String> {
        let dir = std::env::temp_dir().join(format!("story-build-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let write = |file: &str, text: &str| std::fs::write(dir.join(file), text);
        write(
            "_index.md",
            &format!(
                "+++\ntitle = \"T\"\ntagline = \"t\"\nfooter = \"f\"\n{index}\n+++\n\nThe lede."
            ),
        )
        .map_err(|e| e.to_string())?;
        write("_end.md", "The end.").map_err(|e| e.to_string())?;
        for (file, text) in chapters {
            write(file, text).map_err(|e| e.to_string())?;
        }
        read_story(&dir).map_err(|e| e.to_string())
    }

    const NOTE: &str = "why = \"w\"\nread_first = [\"a\"]\nknown = \"k\"\nopen = \"o\"";

    #[test]
    fn groups_share_a_number_and_depth_stands_apart_with_its_note() {
        let story = story_of(
            "shape",
            "parts = [\"One\", \"Notes | research\"]\nchapters = [\"a + b\", \"c\", \"d\"]",
            &[
                (
                    "a.md",
                    "+++\ntitle = \"A\"\ngroup = \"Ab\"\npart = 1\n+++\n\nSee [chapter §](#d).",
                ),
                ("b.md", "+++\ntitle = \"B\"\npart = 1\n+++\n\nB's text."),
                (
                    "c.md",
                    "+++\ntitle = \"C\"\npart = 1\n+++\n\nChapters [§](#a) and [§](#d).",
                ),
                (
                    "d.md",
                    &format!("+++\ntitle = \"D\"\npart = 2\n{NOTE}\n+++\n\nD's text."),
                ),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let numbers: Vec<usize> = story.chapters.iter().map(|c| c.number).collect();
        assert_eq!(numbers, [1, 1, 2, 3]);
        let html = story_parts(&story)
            .unwrap_or_else(|e| panic!("{e}"))
            .concat();
        assert!(html.contains("See <a href=\"#d\">chapter 3 (optional)</a>."));
        assert!(html.contains("Chapters <a href=\"#a\">1</a> and <a href=\"#d\">3 (optional)</a>."));
        assert!(html.contains("<span class=\"chapter-number\">1</span> Ab</h2><h3>A</h3>"));
        assert!(html.contains("<section class=\"chapter chapter-section\" id=\"b\""));
        // The group links on from its last section only.
        assert_eq!(html.matches("rel=\"next\" href=\"#c\"").count(), 1);
        assert!(html.contains("data-depth=\"research\""));
        assert!(html.contains("data-testid=\"note-opening\""));
        assert!(html.contains("<strong>Read first:</strong> <a href=\"#a\">Ab (chapter 1)</a>."));
        assert!(html.contains("data-testid=\"note-closing\""));
    }

    #[test]
    fn a_depth_chapter_without_its_note_or_a_reference_to_nothing_stops_the_build() {
        let bare = story_of(
            "no-note",
            "parts = [\"One\", \"Notes | research\"]\nchapters = [\"a\", \"d\"]",
            &[
                ("a.md", "+++\ntitle = \"A\"\npart = 1\n+++\n\nA."),
                ("d.md", "+++\ntitle = \"D\"\npart = 2\n+++\n\nD."),
            ],
        );
        assert!(bare.is_err_and(|e| e.contains("read_first")));
        let untitled = story_of(
            "no-group",
            "parts = [\"One\"]\nchapters = [\"a + b\"]",
            &[
                ("a.md", "+++\ntitle = \"A\"\npart = 1\n+++\n\nA."),
                ("b.md", "+++\ntitle = \"B\"\npart = 1\n+++\n\nB."),
            ],
        );
        assert!(untitled.is_err_and(|e| e.contains("group")));
        let dangling = story_of(
            "dangling",
            "parts = [\"One\"]\nchapters = [\"a\"]",
            &[(
                "a.md",
                "+++\ntitle = \"A\"\npart = 1\n+++\n\nSee [chapter §](#zz).",
            )],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(story_parts(&dangling).is_err_and(|e| e.to_string().contains("#zz")));
        let itself = story_of(
            "itself",
            "parts = [\"One\"]\nchapters = [\"a + b\"]",
            &[
                (
                    "a.md",
                    "+++\ntitle = \"A\"\ngroup = \"G\"\npart = 1\n+++\n\nA.",
                ),
                (
                    "b.md",
                    "+++\ntitle = \"B\"\npart = 1\n+++\n\nAs [chapter §](#a) said.",
                ),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(story_parts(&itself).is_err_and(|e| e.to_string().contains("itself")));
    }
}
