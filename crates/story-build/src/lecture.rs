//! The lecture (`?view=lecture`): `content/lecture/` → a deck, one slide a screen.
//!
//! `_index.md` names the deck (`title`, `subtitle`) and lists its sections in order
//! (`sections = ["intro", ...]`); each section is `content/lecture/<id>.md` with its heading
//! (`section = "..."`) and its slides, each starting at a `## Title` line:
//!
//! ```text
//! ## Positions 3 and 1
//!
//! {{< rope-explorer query="fig=proof&m=3&n=1" >}}
//!
//! - q turns 90°, k turns 30°
//! - score 2.732
//!
//! > What to say: the presenter's notes, any length.
//! ```
//!
//! A slide has its title, at most four short bullets, exactly one figure (the story's
//! shortcode, so its settings are checked as the story's are) and notes. Slides are numbered
//! from 1 across the sections; the deck's module (src/lecture/) shows one at a time.

use crate::content::{front_matter, Value};
use crate::error::{BuildError, Place};
use crate::markdown::to_html;
use crate::shortcode::{escape, expand_shortcodes, Hooks};
use std::path::Path;

/// Most bullets a slide may have: a slide is read from the back of a hall.
const MOST_BULLETS: usize = 4;
/// Most characters of a bullet (its words, not its markup).
const MOST_BULLET_CHARS: usize = 60;

/// One slide as written.
#[derive(Debug)]
pub struct Slide {
    pub section: String,
    pub title: String,
    /// The figure's element (`<rope-figure ...>`) as the story's shortcode makes it.
    pub figure: String,
    pub bullets_html: String,
    pub notes_html: String,
}

/// The deck: its title, subtitle and slides in order.
#[derive(Debug)]
pub struct Lecture {
    pub title: String,
    pub subtitle: String,
    pub slides: Vec<Slide>,
}

fn read(path: &Path) -> Result<String, BuildError> {
    std::fs::read_to_string(path)
        .map_err(|e| Place::new(path, 0).error(format!("cannot read: {e}")))
}

/// Reads the deck from `dir` (`content/lecture`).
pub fn read_lecture(dir: &Path) -> Result<Lecture, BuildError> {
    let index = dir.join("_index.md");
    let (front, _, _) = front_matter(&read(&index)?, &index)?;
    let place = Place::new(&index, 1);
    let text = |key: &str| match front.get(key) {
        Some(Value::Text(s)) => Ok(s.clone()),
        _ => Err(place.error(format!("`{key}` must be a \"string\""))),
    };
    let (title, subtitle) = (text("title")?, text("subtitle")?);
    let sections = match front.get("sections") {
        Some(Value::List(ids)) if !ids.is_empty() => ids.clone(),
        _ => return Err(place.error("`sections` must be a [list] of section ids".to_string())),
    };
    let mut slides = Vec::new();
    let mut hooks = Hooks::new();
    for id in sections {
        let path = dir.join(format!("{id}.md"));
        let (front, body, body_line) = front_matter(&read(&path)?, &path)?;
        let section = match front.get("section") {
            Some(Value::Text(s)) => s.clone(),
            _ => {
                return Err(Place::new(&path, 1).error("`section` must be a \"string\"".to_string()))
            }
        };
        slides.extend(read_slides(&section, &body, &path, body_line, &mut hooks)?);
    }
    Ok(Lecture {
        title,
        subtitle,
        slides,
    })
}

/// The slides of one section's body.
fn read_slides(
    section: &str,
    body: &str,
    path: &Path,
    body_line: usize,
    hooks: &mut Hooks,
) -> Result<Vec<Slide>, BuildError> {
    let lines: Vec<&str> = body.lines().collect();
    let starts: Vec<usize> = (0..lines.len())
        .filter(|&k| lines[k].starts_with("## "))
        .collect();
    if let Some(first) = lines
        .iter()
        .position(|l| !l.trim().is_empty())
        .filter(|&k| starts.first() != Some(&k))
    {
        return Err(Place::new(path, body_line + first)
            .error("a section's text goes in its slides: start with `## Title`".to_string()));
    }
    let mut slides = Vec::new();
    for (j, &start) in starts.iter().enumerate() {
        let end = starts.get(j + 1).copied().unwrap_or(lines.len());
        let line = body_line + start;
        let place = Place::new(path, line);
        let title = lines[start][3..].trim().to_string();
        let (mut figure_lines, mut bullet_lines, mut note_lines) = (vec![], vec![], vec![]);
        for (k, l) in lines[start + 1..end].iter().enumerate() {
            let at = Place::new(path, line + 1 + k);
            let t = l.trim();
            if t.is_empty() {
                continue;
            } else if t.starts_with("{{< rope-explorer") {
                figure_lines.push((t, line + 1 + k));
            } else if let Some(b) = t.strip_prefix("- ") {
                bullet_lines.push((b, line + 1 + k));
            } else if let Some(n) = t.strip_prefix('>') {
                note_lines.push(n.trim());
            } else {
                return Err(at.error(
                    "a slide holds its figure, `- ` bullets and `> ` notes, nothing else"
                        .to_string(),
                ));
            }
        }
        let [(figure_call, figure_line)] = figure_lines[..] else {
            return Err(place.error(format!(
                "slide `{title}` needs exactly one figure ({{{{< rope-explorer query=\"fig=...\" >}}}}), it has {}",
                figure_lines.len()
            )));
        };
        if bullet_lines.len() > MOST_BULLETS {
            return Err(place.error(format!(
                "slide `{title}` has {} bullets; at most {MOST_BULLETS} read from the back of a hall",
                bullet_lines.len()
            )));
        }
        if let Some((long, at)) = bullet_lines
            .iter()
            .find(|(b, _)| b.chars().count() > MOST_BULLET_CHARS)
        {
            return Err(Place::new(path, *at).error(format!(
                "a bullet of at most {MOST_BULLET_CHARS} characters, not {}: {long}",
                long.chars().count()
            )));
        }
        if note_lines.is_empty() {
            return Err(place.error(format!(
                "slide `{title}` has no notes (`> ` lines): what the lecturer says"
            )));
        }
        let figure = expand_shortcodes(figure_call, path, figure_line, hooks)?;
        let figure = figure
            .trim()
            .strip_prefix("<div class=\"story-figure\">")
            .and_then(|f| f.strip_suffix("</div>"))
            .ok_or_else(|| place.error("the figure's element could not be read".to_string()))?
            .replacen("<rope-figure ", "<rope-figure fill bare ", 1);
        let bullets_md: String = bullet_lines
            .iter()
            .map(|(b, _)| format!("- {b}\n"))
            .collect();
        let bullets = expand_shortcodes(&bullets_md, path, line, hooks)?;
        let notes = expand_shortcodes(&note_lines.join("\n"), path, line, hooks)?;
        slides.push(Slide {
            section: section.to_string(),
            title,
            figure,
            bullets_html: to_html(&bullets, path, line)?,
            notes_html: to_html(&notes, path, line)?,
        });
    }
    Ok(slides)
}

/// The deck's HTML: a `<main>` with one `<section>` a slide (hooks in DESIGN.md, "Lecture
/// view"). `site` is `SITE_URL` (empty: the deck makes its QR codes' addresses from its own).
pub fn deck_html(lecture: &Lecture, site: &str) -> String {
    let total = lecture.slides.len();
    let slides: String = lecture
        .slides
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let n = k + 1;
            format!(
                "<section class=\"slide\" id=\"slide-{n}\" data-testid=\"slide-{n}\" data-slide=\"{n}\" \
                 aria-roledescription=\"slide\" aria-label=\"{n} of {total}: {title}\">\
                 <header class=\"slide-head\"><p class=\"slide-section\">{section}</p><h2>{title}</h2></header>\
                 <div class=\"slide-text\">{bullets}</div>\
                 <div class=\"slide-figure\" data-fill>{figure}</div>\
                 <aside class=\"slide-notes\" data-testid=\"slide-notes\">{notes}</aside>\
                 <figure class=\"slide-qr\" data-testid=\"slide-qr\"></figure>\
                 </section>",
                title = escape(&s.title),
                section = escape(&s.section),
                bullets = s.bullets_html,
                figure = s.figure,
                notes = s.notes_html,
            )
        })
        .collect();
    format!(
        "<main class=\"lecture\" data-testid=\"lecture\" data-site=\"{site}\" data-slides=\"{total}\">\
         <header class=\"lecture-bar\"><p class=\"lecture-title\">{title} <span class=\"lecture-subtitle\">{subtitle}</span></p>\
         <nav class=\"lecture-nav\" aria-label=\"slides\">\
         <button type=\"button\" data-testid=\"slide-prev\" aria-label=\"previous slide\">←</button>\
         <span class=\"slide-count\" data-testid=\"slide-count\" aria-live=\"polite\">1 / {total}</span>\
         <button type=\"button\" data-testid=\"slide-next\" aria-label=\"next slide\">→</button>\
         <button type=\"button\" data-testid=\"slide-reset\" title=\"R\">reset figure</button>\
         <button type=\"button\" data-testid=\"slide-full\" title=\"F\">full screen</button>\
         <button type=\"button\" data-testid=\"slide-presenter\" title=\"P\">presenter</button>\
         <button type=\"button\" data-testid=\"slide-print\">print</button>\
         <a href=\"./\">the story</a></nav></header>\
         <div class=\"slides\">{slides}</div></main>",
        site = escape(site),
        title = escape(&lecture.title),
        subtitle = escape(&lecture.subtitle),
    )
}

/// The store `index.html` holds for the deck (shown by scripts/show-copy.js when the address
/// asks for `view=lecture`), and the call that shows it.
pub fn served_lecture(deck: &str) -> Result<String, String> {
    if deck.to_ascii_lowercase().contains("</script") {
        return Err("the lecture holds </script".to_string());
    }
    Ok(format!(
        "<script type=\"text/html\" data-served=\"lecture\">{deck}</script>\n<script>showServedCopy();</script>\n"
    ))
}

#[cfg(test)]
#[path = "lecture_tests.rs"]
mod tests;
