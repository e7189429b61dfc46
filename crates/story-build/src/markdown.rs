//! Markdown to HTML (pulldown-cmark), with the story's one extension: `$m$` is a symbol. `$m$`,
//! `$n$`, `$q$` and `$k$` take their colour class (the query's and key's positions, the query
//! and the key keep one colour in text and plots); `$q:query$` writes "query" in q's colour;
//! any other `$x$` is a plain `<var>`. In a Hugo post with math enabled they render as math.

use crate::error::{BuildError, Place};
use crate::shortcode::escape;
use pulldown_cmark::{html, CowStr, Event, Options, Parser};
use std::path::Path;

/// The colour classes a symbol can carry.
const CLASSES: [&str; 4] = ["m", "n", "q", "k"];

/// The `<var>` of a `$...$` symbol.
pub fn symbol_html(math: &str) -> Result<String, String> {
    let (class, text) = match math.split_once(':') {
        Some((class, text)) if CLASSES.contains(&class) && !text.is_empty() => (Some(class), text),
        Some((class, _)) if !class.contains(char::is_whitespace) && class.len() <= 2 => {
            return Err(format!(
                "`${math}$`: a symbol's colour is one of m, n, q, k (as `$q:query$`)"
            ))
        }
        _ => (CLASSES.iter().copied().find(|c| *c == math), math),
    };
    Ok(match class {
        Some(c) => format!("<var class=\"{c}\">{}</var>", escape(text)),
        None => format!("<var>{}</var>", escape(text)),
    })
}

/// `markdown` (whose first line is line `first_line` of `file`) as HTML.
pub fn to_html(markdown: &str, file: &Path, first_line: usize) -> Result<String, BuildError> {
    let options = Options::ENABLE_TABLES | Options::ENABLE_MATH;
    let mut failure = None;
    let events = Parser::new_ext(markdown, options)
        .into_offset_iter()
        .map(|(event, range)| match event {
            Event::InlineMath(math) => match symbol_html(&math) {
                Ok(html) => Event::InlineHtml(CowStr::from(html)),
                Err(e) => {
                    let line = first_line + markdown[..range.start].matches('\n').count();
                    failure.get_or_insert(Place::new(file, line).error(e));
                    Event::Text(math)
                }
            },
            Event::DisplayMath(math) => {
                let line = first_line + markdown[..range.start].matches('\n').count();
                failure.get_or_insert(Place::new(file, line).error(
                    "display math ($$...$$) is not supported: write symbols as $m$".to_string(),
                ));
                Event::Text(math)
            }
            other => other,
        })
        .collect::<Vec<_>>();
    if let Some(e) = failure {
        return Err(e);
    }
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut out, events.into_iter());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn html(md: &str) -> String {
        to_html(md, Path::new("c.md"), 1).unwrap_or_else(|e| e.to_string())
    }

    #[test]
    fn symbols_take_their_colour() {
        assert_eq!(
            html("turned by $m$·θ and $n$θ; the $q:query$ and $d$/2 pairs"),
            "<p>turned by <var class=\"m\">m</var>·θ and <var class=\"n\">n</var>θ; the \
             <var class=\"q\">query</var> and <var>d</var>/2 pairs</p>\n"
        );
    }

    #[test]
    fn markdown_and_inline_html() {
        assert_eq!(
            html("A *vector*, **guess**, <q>cat</q> f<sub>i</sub>."),
            "<p>A <em>vector</em>, <strong>guess</strong>, <q>cat</q> f<sub>i</sub>.</p>\n"
        );
    }

    #[test]
    fn a_bad_symbol_names_its_line() {
        let err = html("one\n\ntwo $x:y$");
        assert!(err.starts_with("c.md:3:"), "{err}");
    }
}
