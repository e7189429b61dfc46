//! What stands under the contents: the whole argument in five lines, each a link to the
//! chapter that makes it (`recap-top`), and a short path through the core for a reader short
//! on time (`short-path`), with its reading time computed from the chapters' words and
//! figures, so the number it gives stays true as the chapters change.

use crate::content::{Chapter, Depth, Story};
use crate::shortcode::escape;

/// Words a reader takes in a minute of careful reading: what fresh readers of the core
/// measured (about 150; they check the arithmetic as they go).
const WORDS_PER_MINUTE: usize = 150;
/// Tenths of a minute a reader spends with one figure (reading its prompt, guessing, moving a
/// control, comparing): the median of nine fresh readers of the core, who put it between 1.7
/// and 3.0 minutes a figure (2.0 was the estimate before them).
const TENTHS_OF_A_MINUTE_PER_FIGURE: usize = 24;

/// The body without its folded `<details>` blocks: derivations, sources and history a reader
/// opens on purpose, not part of the reading time.
fn unfolded(body: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut rest = body;
    while let Some(at) = rest.find("<details") {
        out.push_str(&rest[..at]);
        match rest[at..].find("</details>") {
            Some(end) => rest = &rest[at + end + "</details>".len()..],
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// Where the glossary starts: a list of definitions a reader looks things up in, not prose
/// read in order, so not reading time either.
const GLOSSARY_START: &str = "<h3 id=\"glossary\"";

/// A chapter's prose words (shortcodes, markup, folded details and the glossary left out) and
/// its figures.
pub fn words_and_figures(c: &Chapter) -> (usize, usize) {
    let mut words = 0;
    let mut figures = 0;
    let body = unfolded(&c.body);
    let body = body.split(GLOSSARY_START).next().unwrap_or_default();
    let mut rest = body;
    while let Some(at) = rest.find("{{<") {
        words += count_words(&rest[..at]);
        let end = rest[at..].find(">}}").map_or(rest.len(), |e| at + e + 3);
        if rest[at..end].contains("rope-explorer") {
            figures += 1;
        }
        rest = &rest[end..];
    }
    words += count_words(rest);
    (words, figures)
}

/// Words split at whitespace, but not at the narrow no-break space that groups a number's
/// thousands ("32 768" is one word, as "32,768" was).
fn count_words(text: &str) -> usize {
    text.split(|c: char| c.is_whitespace() && c != '\u{202f}')
        .filter(|w| !w.is_empty())
        .filter(|w| w.chars().any(char::is_alphanumeric))
        .filter(|w| !w.starts_with('<'))
        .count()
}

/// Minutes to read `chapters` with their figures, rounded up.
pub fn reading_minutes<'a>(chapters: impl Iterator<Item = &'a Chapter>) -> usize {
    let (words, figures) = chapters
        .map(words_and_figures)
        .fold((0, 0), |(w, f), (cw, cf)| (w + cw, f + cf));
    words.div_ceil(WORDS_PER_MINUTE) + (figures * TENTHS_OF_A_MINUTE_PER_FIGURE).div_ceil(10)
}

fn chapter<'a>(story: &'a Story, id: &str) -> Option<(usize, &'a Chapter)> {
    story
        .chapters
        .iter()
        .find(|c| c.id == id)
        .map(|c| (c.number - 1, c))
}

/// The files of a chapter: its first and the sections of its group.
fn with_sections<'a>(story: &'a Story, head: &'a Chapter) -> impl Iterator<Item = &'a Chapter> {
    story
        .chapters
        .iter()
        .skip_while(move |c| c.id != head.id)
        .enumerate()
        .take_while(|(k, c)| *k == 0 || c.continues)
        .map(|(_, c)| c)
}

/// Minutes to read the core, the implementers' part and the research notes.
pub fn reading_times(story: &Story) -> [(Depth, usize); 3] {
    let of = |depth: Depth| {
        reading_minutes(
            story
                .chapters
                .iter()
                .filter(move |c| story.depths[c.part - 1] == depth),
        )
    };
    [
        (Depth::Core, of(Depth::Core)),
        (Depth::Implementers, of(Depth::Implementers)),
        (Depth::Research, of(Depth::Research)),
    ]
}

/// The sentence the contents and the README give the reading times in.
pub fn reading_times_sentence(story: &Story) -> String {
    let [(_, core), (_, implementers), (_, research)] = reading_times(story);
    format!(
        "The core story takes about {core} minutes; the chapters for implementers about {implementers} more, the research notes about {research}."
    )
}

/// The README's reading times: [`reading_times_sentence`] and the short path's.
#[cfg(test)]
pub fn readme_reading_times(story: &Story) -> String {
    format!(
        "{} A marked short path takes about {} minutes",
        reading_times_sentence(story),
        short_path_minutes(story)
    )
}

/// Minutes to read the short path's chapters with their figures.
fn short_path_minutes(story: &Story) -> usize {
    let path = story.short_path.iter().filter_map(|id| chapter(story, id));
    reading_minutes(path.flat_map(|(_, c)| with_sections(story, c)))
}

/// The argument in five lines and the short path, as HTML (empty where `_index.md` gives none).
pub fn paths_html(story: &Story) -> String {
    let argument = story
        .argument
        .iter()
        .filter_map(|(id, line)| {
            chapter(story, id).map(|(i, c)| {
                format!(
                    "<li><a href=\"#{id}\">{}</a> <span class=\"chapter-ref\">(chapter {}: {})</span></li>",
                    escape(line),
                    i + 1,
                    escape(c.group.as_deref().unwrap_or(&c.title))
                )
            })
        })
        .collect::<String>();
    let path: Vec<(usize, &Chapter)> = story
        .short_path
        .iter()
        .filter_map(|id| chapter(story, id))
        .collect();
    let steps = path
        .iter()
        .map(|(i, c)| {
            format!(
                "<li><a href=\"#{}\">{}</a> <span class=\"chapter-ref\">(chapter {})</span></li>",
                c.id,
                escape(c.group.as_deref().unwrap_or(&c.title)),
                i + 1
            )
        })
        .collect::<String>();
    let minutes = short_path_minutes(story);
    let mut out = String::new();
    if !argument.is_empty() {
        out.push_str(&format!(
            "<nav class=\"story-argument\" aria-label=\"the argument\" data-testid=\"recap-top\"><details><summary><h2>The whole argument, in brief</h2> \
             <span class=\"spoiler-note\">(it answers the guesses below: open it if you would rather know first)</span></summary><ol>{argument}</ol></details></nav>"
        ));
    }
    out.push_str(&format!(
        "<p class=\"reading-times\" data-testid=\"reading-times\">{}</p>",
        escape(&reading_times_sentence(story))
    ));
    if !steps.is_empty() {
        out.push_str(&format!(
            "<nav class=\"short-path\" aria-label=\"a short path\" data-testid=\"short-path\"><h2>Short on time? {} chapters, about {minutes} minutes</h2><ol>{steps}</ol></nav>",
            path.len()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn chapter(body: &str) -> Chapter {
        Chapter {
            id: "x".into(),
            title: "X".into(),
            part: 1,
            number: 1,
            group: None,
            continues: false,
            explains_answer: false,
            closes: true,
            note: None,
            body: body.into(),
            file: PathBuf::from("x.md"),
            body_line: 1,
        }
    }

    #[test]
    fn folded_details_are_not_reading_time() {
        let c = chapter("One two.\n\n<details class=\"derivation\">\n<summary>more</summary>\n\nThree four five.\n\n</details>\n\nSix.");
        assert_eq!(words_and_figures(&c), (3, 0));
    }

    #[test]
    fn the_glossary_and_a_folded_figure_are_not_reading_time() {
        let c = chapter("One two.\n\n<details class=\"figure-fold\">\n<summary>the figure</summary>\n\n{{< rope-explorer query=\"fig=cost\" >}}\n\n</details>\n\n<h3 id=\"glossary\" data-testid=\"glossary\">Words</h3>\n\n- **token**: a word.");
        assert_eq!(words_and_figures(&c), (2, 0));
    }

    #[test]
    fn words_leave_out_shortcodes_and_count_figures() {
        let c = chapter("One two, three.\n\n{{< rope-explorer query=\"fig=rotate\" >}}\n\nFour {{< rope-num \"kv-per-token\" >}} five.");
        assert_eq!(words_and_figures(&c), (5, 1));
        // 5 words take a minute (rounded up), and the figure 2.4 more, rounded up to 3.
        assert_eq!(reading_minutes([&c].into_iter()), 4);
    }
}
