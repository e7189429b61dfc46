//! The story's served HTML: the site header, the lede and the contents, every chapter as a
//! section (its number, title, body and previous/next links), the closing words and the footer.
//!
//! It is stored in `index.html` in four parts, one per part of the story, as `<noscript>`
//! blocks: without scripts they are the page; with scripts `scripts/show-copy.js` (inlined
//! after the first part) shows each as soon as it has arrived, for the story's address only,
//! so the lab and a figure alone never parse the prose.

use crate::answers::mark_answers;
use crate::content::{Chapter, Story};
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
    let parts = story
        .parts
        .iter()
        .enumerate()
        .map(|(k, heading)| {
            let items = story
                .chapters
                .iter()
                .enumerate()
                .filter(|(_, c)| c.part == k + 1)
                .map(|(i, c)| {
                    format!(
                        "<li value=\"{}\"><a href=\"#{}\">{}</a></li>",
                        i + 1,
                        c.id,
                        escape(&c.title)
                    )
                })
                .collect::<String>();
            format!(
                "<li class=\"toc-part\"><span>{}</span><ol>{items}</ol></li>",
                escape(heading)
            )
        })
        .collect::<String>();
    format!(
        "<nav class=\"toc\" aria-label=\"contents\" data-testid=\"toc\"><h2>Contents</h2><ol class=\"toc-parts\">{parts}</ol></nav>"
    )
}

fn section(story: &Story, i: usize, hooks: &mut Hooks) -> Result<String, BuildError> {
    let c: &Chapter = &story.chapters[i];
    let body = render(&c.body, &c.file, c.body_line, hooks)?;
    let body = mark_answers(&body).map_err(|e| Place::new(&c.file, c.body_line).error(e))?;
    let link = |other: &Chapter, class: &str, rel: &str, text: String| {
        format!(
            "<a class=\"{class}\" rel=\"{rel}\" href=\"#{}\">{text}</a>",
            other.id
        )
    };
    let prev = i
        .checked_sub(1)
        .map(|p| &story.chapters[p])
        .map(|p| link(p, "prev", "prev", format!("← {}", escape(&p.title))))
        .unwrap_or_default();
    let next = story
        .chapters
        .get(i + 1)
        .map(|n| link(n, "next", "next", format!("{} →", escape(&n.title))))
        .unwrap_or_default();
    let part_heading = if i == 0 || story.chapters[i - 1].part != c.part {
        format!(
            "<p class=\"part-heading\">{}</p>",
            escape(&story.parts[c.part - 1])
        )
    } else {
        String::new()
    };
    Ok(format!(
        "{part_heading}<section class=\"chapter\" id=\"{id}\" data-testid=\"chapter-{id}\" aria-labelledby=\"chapter-{id}-title\">\
         <h2 id=\"chapter-{id}-title\"><span class=\"chapter-number\">{n}</span> {title}</h2>\
         <div class=\"chapter-body\" data-chapter-body=\"{id}\">{body}</div>\
         <div class=\"chapter-nav\">{prev}{next}</div></section>",
        id = c.id,
        n = i + 1,
        title = escape(&c.title),
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
