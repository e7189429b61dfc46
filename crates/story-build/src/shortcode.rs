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

use crate::error::{BuildError, Place};
use crate::numbers::{table, worked, TABLE_NAMES, WORKED_NAMES};
use std::collections::HashSet;
use std::path::Path;

/// The number hooks (`text-<name>`) already written on the page.
pub type Hooks = HashSet<String>;

/// Text with `&`, `<`, `>` and `"` escaped, for HTML text and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// One shortcode's name and its arguments: positional (`"x"`) and named (`key="x"`).
#[derive(Debug, PartialEq)]
struct Call {
    name: String,
    positional: Vec<String>,
    named: Vec<(String, String)>,
}

/// Parses the inside of `{{< ... >}}`.
fn parse_call(inner: &str) -> Result<Call, String> {
    let inner = inner.trim();
    let (name, mut rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
    let mut call = Call {
        name: name.to_string(),
        positional: Vec::new(),
        named: Vec::new(),
    };
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Ok(call);
        }
        let (key, value_start) = match rest.find('=') {
            Some(eq) if !rest[..eq].contains('"') && !rest[..eq].contains(char::is_whitespace) => {
                (Some(rest[..eq].to_string()), &rest[eq + 1..])
            }
            _ => (None, rest),
        };
        let quoted = value_start
            .strip_prefix('"')
            .ok_or_else(|| format!("an argument must be \"quoted\": {value_start}"))?;
        let end = quoted
            .find('"')
            .ok_or_else(|| format!("an argument's quote is never closed: {value_start}"))?;
        let value = quoted[..end].to_string();
        match key {
            Some(k) => call.named.push((k, value)),
            None => call.positional.push(value),
        }
        rest = &quoted[end + 1..];
    }
}

/// The `<rope-figure>` of `query` (URL keys; `fig=` must name a figure), asking a guess that
/// hides `guess` (`readouts` or `chart`) until the reader acts.
fn figure_html(query: &str, guess: Option<&str>) -> Result<String, String> {
    let mut slug = None;
    let mut rest = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        match pair.split_once('=') {
            Some(("fig", s)) => slug = Some(s.to_string()),
            _ => rest.push(pair),
        }
    }
    let slug = slug.ok_or_else(|| format!("the figure's query has no fig=<slug>: {query}"))?;
    if rope_params::figures::find(&slug).is_none() {
        let known = rope_params::figures::FIGURES
            .iter()
            .map(|f| f.slug)
            .collect::<Vec<_>>()
            .join(", ");
        return Err(format!("unknown figure `{slug}` (the figures: {known})"));
    }
    let settings = if rest.is_empty() {
        String::new()
    } else {
        format!(" query=\"{}\"", escape(&rest.join("&")))
    };
    let guess = guess.map_or(String::new(), |g| format!(" guess=\"{}\"", escape(g)));
    Ok(format!(
        "<div class=\"story-figure\"><rope-figure fig=\"{}\"{settings}{guess}></rope-figure></div>",
        escape(&slug)
    ))
}

fn one_name(call: &Call) -> Result<&str, String> {
    match (call.positional.as_slice(), call.named.is_empty()) {
        ([name], true) => Ok(name),
        _ => Err(format!("`{}` takes one \"name\"", call.name)),
    }
}

/// What a shortcode becomes, and whether it must stand alone on its line.
fn expand(call: &Call, hooks: &mut Hooks) -> Result<(String, bool), String> {
    match call.name.as_str() {
        "rope-explorer" => {
            let query = call
                .named
                .iter()
                .find(|(k, _)| k == "query")
                .map(|(_, v)| v.as_str())
                .ok_or("`rope-explorer` needs query=\"fig=<slug>...\"")?;
            if let Some((k, _)) = call
                .named
                .iter()
                .find(|(k, _)| !["query", "title", "guess"].contains(&k.as_str()))
            {
                return Err(format!(
                    "`rope-explorer` takes query=, title= and guess=, not {k}="
                ));
            }
            let guess = call
                .named
                .iter()
                .find(|(k, _)| k == "guess")
                .map(|(_, v)| v.as_str());
            if let Some(g) = guess.filter(|g| !["readouts", "chart"].contains(g)) {
                return Err(format!(
                    "guess=\"{g}\": a guess hides the figure's \"readouts\" (and caption), or its \"chart\" too"
                ));
            }
            Ok((figure_html(query, guess)?, true))
        }
        "rope-num" => {
            let name = one_name(call)?;
            let w = worked(name).ok_or_else(|| {
                format!(
                    "unknown number `{name}` (the numbers: {})",
                    WORKED_NAMES.join(", ")
                )
            })?;
            // Quoted again, a number keeps its value but not its hook: hooks are unique.
            let hook = if hooks.insert(name.to_string()) {
                format!(" data-testid=\"text-{}\"", escape(name))
            } else {
                String::new()
            };
            Ok((
                format!(
                    "<span class=\"num\"{hook} data-value=\"{}\">{}</span>",
                    escape(&w.value),
                    escape(&w.shown)
                ),
                false,
            ))
        }
        "rope-table" => {
            let name = one_name(call)?;
            let html = table(name).ok_or_else(|| {
                format!(
                    "unknown table `{name}` (the tables: {})",
                    TABLE_NAMES.join(", ")
                )
            })?;
            Ok((format!("<div class=\"computed-table\">{html}</div>"), true))
        }
        other => Err(format!(
            "unknown shortcode `{other}` (rope-explorer, rope-num and rope-table are known)"
        )),
    }
}

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
