//! A guess's answer in the prose. The paragraph right after a figure that asks a guess is the
//! one that answers it: it carries `data-answer` and waits with the figure's own answer (the
//! page's stylesheet hides it while the element says `data-guess="open"`, which only the
//! module sets). So do the paragraphs and lists after it, up to the next figure: what follows
//! an answer discusses it, and would give it away. Served without scripts, in a feed, or before
//! the module runs, they are there.

/// How a figure placed by the story's shortcode starts (`shortcode/expand.rs`).
const FIGURE: &str = "<div class=\"story-figure\"><rope-figure ";

/// `html` (one chapter's body) with the paragraph after each guessing figure marked; an error
/// names the figure whose guess has no paragraph right after it.
pub fn mark_answers(html: &str) -> Result<String, String> {
    let mut out = String::with_capacity(html.len() + 64);
    let mut rest = html;
    while let Some(at) = rest.find(FIGURE) {
        let Some(close) = rest[at..].find("</div>") else {
            break;
        };
        let end = at + close + "</div>".len();
        let figure = &rest[at..end];
        out.push_str(&rest[..end]);
        rest = &rest[end..];
        if !figure.contains(" guess=\"") {
            continue;
        }
        let after = rest.trim_start();
        match after.strip_prefix("<p>") {
            Some(paragraph) => {
                out.push_str(&rest[..rest.len() - after.len()]);
                out.push_str("<p data-answer=\"\">");
                // The blocks after it, up to the next figure, wait too.
                let until = answer_end(paragraph);
                let mut tail = paragraph[..until].to_string();
                for block in ["p", "ul", "ol"] {
                    tail = tail.replace(
                        &format!("\n<{block}>"),
                        &format!("\n<{block} data-answer=\"\">"),
                    );
                }
                tail = tail.replace("\n<details ", "\n<details data-answer=\"\" ");
                out.push_str(&tail);
                rest = &paragraph[until..];
            }
            None => {
                let slug = figure
                    .split("fig=\"")
                    .nth(1)
                    .and_then(|s| s.split('"').next())
                    .unwrap_or("?");
                return Err(format!(
                    "the figure `{slug}` asks a guess: the paragraph right after it must be the one that answers it"
                ));
            }
        }
    }
    out.push_str(rest);
    Ok(out)
}

/// Where an answer's blocks end in `after` (the HTML after its first paragraph): at the next
/// figure outside any fold, or the next that asks a guess of its own. A figure in a fold that
/// asks nothing (ch 13's published numbers) is part of the answer's material, and the blocks
/// after that fold still follow the answer.
fn answer_end(after: &str) -> usize {
    let mut from = 0;
    while let Some(found) = after[from..].find(FIGURE) {
        let at = from + found;
        let depth = after[..at].matches("<details").count() as i64
            - after[..at].matches("</details>").count() as i64;
        let close = after[at..].find("</div>").map_or(after.len(), |c| at + c);
        if depth <= 0 || after[at..close].contains(" guess=\"") {
            return at;
        }
        from = close;
    }
    after.len()
}

/// Whether a chapter's Markdown leaves its reader on a guess's answer: the last figure outside
/// any fold asks a guess, so the answer's reveal is still to come when the next section opens.
pub fn ends_on_answer(markdown: &str) -> bool {
    let mut depth = 0i32;
    let mut last_asks = false;
    for line in markdown.lines().map(str::trim_start) {
        if line.starts_with("<details") {
            depth += 1;
        } else if line.starts_with("</details>") {
            depth -= 1;
        } else if depth == 0 && line.starts_with("{{< rope-explorer") {
            last_asks = line.contains(" guess=\"");
        }
    }
    last_asks
}

/// `html` (a section marked `explains_answer`, after a chapter ending on an answer) with its
/// paragraphs, lists and folds, up to its first figure outside a fold, marked to wait with
/// that answer: the section starts on the same screen as the guess, its first lines explain
/// the answer (the rotation's "any shift shared by both positions cancels"), and a fold opened
/// early would too (the proof's worked example). The stylesheet hides them while the previous
/// section's figure is open, and says where they went.
pub fn mark_opening(html: &str) -> String {
    let mut depth = 0i32;
    let mut stop = html.len();
    let mut at = 0;
    while let Some(next) = html[at..].find('<') {
        let tag = &html[at + next..];
        if tag.starts_with("<details") {
            depth += 1;
        } else if tag.starts_with("</details>") {
            depth -= 1;
        } else if depth == 0 && tag.starts_with(FIGURE) {
            stop = at + next;
            break;
        }
        at += next + 1;
    }
    let mut opening = html[..stop].to_string();
    for block in ["p", "ul", "ol"] {
        opening = opening.replace(
            &format!("<{block}>"),
            &format!("<{block} data-answer=\"\">"),
        );
    }
    opening = opening.replace("<details ", "<details data-answer=\"\" ");
    opening + &html[stop..]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_paragraph_after_a_guess_waits_with_its_answer() {
        let html = "<p>Guess: what will it be?</p>\n\
                    <div class=\"story-figure\"><rope-figure fig=\"cost\" guess=\"chart\"></rope-figure></div>\n\
                    <p>Not 8 times but 64.</p>\n<p>Then more.</p>\n\
                    <div class=\"story-figure\"><rope-figure fig=\"rotate\"></rope-figure></div>\n<p>No guess here.</p>";
        let marked = mark_answers(html).unwrap_or_default();
        assert!(
            marked.contains("<p data-answer=\"\">Not 8 times but 64.</p>"),
            "{marked}"
        );
        // What follows the answer, up to the next figure, waits with it.
        assert!(marked.contains("<p data-answer=\"\">Then more.</p>"));
        assert!(marked.contains("<p>No guess here.</p>"));
        assert_eq!(marked.matches("data-answer").count(), 2);
    }

    #[test]
    fn a_section_after_an_open_answer_waits_with_it_up_to_its_first_figure_outside_a_fold() {
        let asks = "Guess?\n\n{{< rope-explorer query=\"fig=rotate\" guess=\"readouts\" >}}\n\nSame.\n\n<details>\n{{< rope-explorer query=\"fig=proof\" >}}\n</details>\n";
        assert!(ends_on_answer(asks));
        // A later figure with no guess, outside the folds, closes the answer.
        assert!(!ends_on_answer(&format!(
            "{asks}\n{{{{< rope-explorer query=\"fig=matrix\" >}}}}\n"
        )));
        // A guessing figure inside a fold is the fold's own.
        assert!(!ends_on_answer(
            "<details>\n{{< rope-explorer query=\"fig=proof\" guess=\"chart\" >}}\n</details>\n"
        ));
        let html = "<p>Why it holds.</p>\n<p>The formula.</p>\n<details class=\"derivation\"><p>inside</p>\n<div class=\"story-figure\"><rope-figure fig=\"proof\"></rope-figure></div></details>\n<p>after</p>\n<div class=\"story-figure\"><rope-figure fig=\"matrix\"></rope-figure></div>\n<p>past the figure</p>";
        let marked = mark_opening(html);
        // Both paragraphs, the fold (and what it holds) and the paragraph after it wait; the
        // figure outside any fold ends the answer.
        assert!(
            marked.contains("<details data-answer=\"\" class=\"derivation\">"),
            "{marked}"
        );
        assert!(marked.contains("<p data-answer=\"\">after</p>"), "{marked}");
        assert!(marked.contains("<p>past the figure</p>"), "{marked}");
        assert_eq!(marked.matches("data-answer").count(), 5, "{marked}");
    }

    #[test]
    fn a_figure_in_a_fold_that_asks_nothing_does_not_end_the_answer() {
        let html = "<div class=\"story-figure\"><rope-figure fig=\"context-budget\" guess=\"chart\"></rope-figure></div>\n\
                    <p>No: 396.</p>\n<details class=\"derivation\"><p>sources</p>\n\
                    <div class=\"story-figure\"><rope-figure fig=\"lost-middle\"></rope-figure></div></details>\n\
                    <details class=\"derivation\"><summary>in practice: keep room for the answer</summary></details>\n\
                    <details class=\"figure-fold\"><div class=\"story-figure\"><rope-figure fig=\"proof\" guess=\"readouts\"></rope-figure></div>\n<p>2.</p></details>";
        let marked = mark_answers(html).unwrap_or_default();
        // The fold after the one holding a figure still waits with the answer ...
        assert!(
            marked.contains("<details data-answer=\"\" class=\"derivation\"><summary>in practice"),
            "{marked}"
        );
        // ... up to a fold's figure that asks its own guess, whose answer is its own.
        assert!(
            marked.contains("<details data-answer=\"\" class=\"figure-fold\">"),
            "{marked}"
        );
        assert!(marked.contains("<p data-answer=\"\">2.</p>"), "{marked}");
    }

    #[test]
    fn a_guess_without_its_answer_right_after_it_is_an_error() {
        let html = "<div class=\"story-figure\"><rope-figure fig=\"cost\" guess=\"chart\"></rope-figure></div>\n<details><p>x</p></details>";
        let err = mark_answers(html).err().unwrap_or_default();
        assert!(err.contains("`cost` asks a guess"), "{err}");
    }
}
