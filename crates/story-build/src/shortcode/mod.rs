//! The shortcodes a chapter may use, in Hugo's syntax so a chapter pasted into a Hugo post
//! works with the README's shortcode files:
//!
//! - `{{< rope-explorer query="fig=rotate" >}}`, alone on its line: the figure (`fig=` names
//!   it; the other keys are its starting settings);
//! - `{{< rope-num "kv-per-token" >}}`, inline: a worked number (`numbers.rs`);
//! - `{{< rope-table "min-base-128" >}}`, alone on its line: a computed table.
//!
//! They are replaced before the Markdown is read: a figure or table by an HTML block, a number
//! by inline HTML. Anything else written `{{< ... >}}`, or a shortcode left open, stops the
//! build with its file and line.

mod call;
mod expand;
mod html;

pub use html::{escape, Hooks};

use crate::error::{BuildError, Place};
use call::parse_call;
use expand::expand;
use std::path::Path;

/// `markdown` (starting at line `first_line` of `file`) with its shortcodes replaced.
pub fn expand_shortcodes(
    markdown: &str,
    file: &Path,
    first_line: usize,
    hooks: &mut Hooks,
) -> Result<String, BuildError> {
    let mut out = String::with_capacity(markdown.len());
    for (k, line) in markdown.lines().enumerate() {
        let place = Place::new(file, first_line + k);
        let mut rest = line;
        let mut expanded = String::new();
        let mut alone_block = None;
        while let Some(open) = rest.find("{{<") {
            let after = &rest[open + 3..];
            let close = after.find(">}}").ok_or_else(|| {
                place.error(
                    "a shortcode opened with {{< is not closed with >}} on the same line"
                        .to_string(),
                )
            })?;
            let call = parse_call(&after[..close])
                .map_err(|e| place.error(format!("malformed shortcode: {e}")))?;
            let (html, alone) = expand(&call, hooks).map_err(|e| place.error(e))?;
            if alone {
                let outside = format!("{}{}", &rest[..open], &after[close + 3..]);
                if !outside.trim().is_empty() || !expanded.trim().is_empty() {
                    return Err(place.error(format!(
                        "`{}` must stand alone on its line, with a blank line before and after",
                        call.name
                    )));
                }
                alone_block = Some(html);
                rest = "";
                break;
            }
            expanded.push_str(&rest[..open]);
            expanded.push_str(&html);
            rest = &after[close + 3..];
        }
        if rest.contains(">}}") {
            return Err(place.error("a stray >}} with no {{< before it".to_string()));
        }
        match alone_block {
            Some(block) => {
                out.push_str(&block);
            }
            None => {
                out.push_str(&expanded);
                out.push_str(rest);
            }
        }
        out.push('\n');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(md: &str) -> Result<String, String> {
        expand_shortcodes(md, Path::new("content/07-x.md"), 5, &mut Hooks::default())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn a_figure_becomes_its_element() {
        let asked =
            run("{{< rope-explorer query=\"fig=cost\" guess=\"chart\" >}}").unwrap_or_default();
        assert!(
            asked.contains("<rope-figure fig=\"cost\" guess=\"chart\"></rope-figure>"),
            "{asked}"
        );
        let out = run("Text.\n\n{{< rope-explorer query=\"fig=rotate&m=4\" >}}\n\nMore.")
            .unwrap_or_default();
        assert!(
            out.contains("<rope-figure fig=\"rotate\" query=\"m=4\"></rope-figure>"),
            "{out}"
        );
        assert!(
            out.starts_with("Text.\n\n<div class=\"story-figure\">"),
            "{out}"
        );
    }

    #[test]
    fn a_number_is_computed_inline() {
        let out =
            run("At 4,096 tokens that is {{< rope-num \"entries-4096\" >}}.").unwrap_or_default();
        assert_eq!(
            out,
            "At 4,096 tokens that is <span class=\"num\" data-testid=\"text-entries-4096\" \
             data-value=\"16777216\">16.8 million</span>.\n"
        );
    }

    #[test]
    fn errors_name_the_file_and_line() {
        let unknown_fig = run("a\n\n{{< rope-explorer query=\"fig=rotat\" >}}").unwrap_err();
        assert!(
            unknown_fig.starts_with("content/07-x.md:7: unknown figure `rotat`"),
            "{unknown_fig}"
        );
        let unknown_num = run("{{< rope-num \"nope\" >}}").unwrap_err();
        assert!(
            unknown_num.starts_with("content/07-x.md:5: unknown number `nope`"),
            "{unknown_num}"
        );
        let open = run("x\n{{< rope-num \"kv-per-token\" ").unwrap_err();
        assert!(
            open.starts_with("content/07-x.md:6: a shortcode opened"),
            "{open}"
        );
        let unquoted = run("{{< rope-num kv-per-token >}}").unwrap_err();
        assert!(unquoted.contains(":5: malformed shortcode"), "{unquoted}");
        let other = run("{{< youtube \"x\" >}}").unwrap_err();
        assert!(other.contains("unknown shortcode `youtube`"), "{other}");
        let inline_fig = run("See {{< rope-explorer query=\"fig=rotate\" >}} here").unwrap_err();
        assert!(inline_fig.contains("must stand alone"), "{inline_fig}");
        let bad_guess = run("{{< rope-explorer query=\"fig=cost\" guess=\"yes\" >}}").unwrap_err();
        assert!(bad_guess.contains(":5: guess=\"yes\""), "{bad_guess}");
        let no_fig = run("{{< rope-explorer query=\"m=3\" >}}").unwrap_err();
        assert!(no_fig.contains("no fig=<slug>"), "{no_fig}");
    }

    #[test]
    fn a_number_quoted_twice_carries_its_hook_once() {
        let out =
            run("{{< rope-num \"kv-per-token\" >}} and again {{< rope-num \"kv-per-token\" >}}")
                .unwrap_or_default();
        assert_eq!(
            out.matches("data-testid=\"text-kv-per-token\"").count(),
            1,
            "{out}"
        );
        assert_eq!(out.matches("data-value=\"524288\"").count(), 2, "{out}");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
    }
}
