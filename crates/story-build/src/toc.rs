//! The story's contents: each part with its chapters, a chapter of sections with its later
//! sections under its title, and each depth part marked optional with its reading time.

use crate::content::{Chapter, Depth, Story};
use crate::shortcode::escape;

/// The contents' HTML (`data-testid="toc"`).
pub fn contents(story: &Story) -> String {
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
