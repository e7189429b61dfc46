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

use crate::answers::{mark_answers, mark_opening};
use crate::content::{Chapter, Depth, Story};
use crate::error::{BuildError, Place};
use crate::markdown::to_html;
use crate::notes::{note_closing, note_opening, number_references};
use crate::paths::paths_html;
use crate::shortcode::{escape, expand_shortcodes, Hooks};
use crate::toc::contents;
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
         <nav class=\"site-nav\" aria-label=\"views\"><a href=\"./?view=lecture\" data-testid=\"lecture-link\">the lecture</a><a href=\"./?view=lab\" data-testid=\"lab-link\">the lab</a><a href=\"./?print=1\" data-testid=\"print-link\" title=\"every figure drawn, ready to print or save as PDF\">print</a>{}</nav></header>",
        escape(&story.title),
        escape(&story.tagline),
        theme_select()
    )
}

fn section(story: &Story, i: usize, hooks: &mut Hooks) -> Result<String, BuildError> {
    let c: &Chapter = &story.chapters[i];
    let place = || Place::new(&c.file, c.body_line);
    let body = render(&c.body, &c.file, c.body_line, hooks)?;
    let body = mark_answers(&body).map_err(|e| place().error(e))?;
    let body = if c.explains_answer {
        mark_opening(&body)
    } else {
        body
    };
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
