//! What each shortcode becomes: a figure's element, a worked number's span, a computed table.

use super::call::Call;
use super::html::{escape, Hooks};
use crate::numbers::{table, worked, TABLE_NAMES, WORKED_NAMES};

/// The `<rope-figure>` of `query` (URL keys; `fig=` must name a figure), asking a guess that
/// hides `guess` (`readouts` or `chart`) until the reader acts.
fn figure_html(query: &str, guess: Option<&str>, answer: Option<&str>) -> Result<String, String> {
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
    let answer = answer.map_or(String::new(), |a| format!(" answer=\"{}\"", escape(a)));
    Ok(format!(
        "<div class=\"story-figure\"><rope-figure fig=\"{}\"{settings}{guess}{answer}></rope-figure></div>",
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
pub(super) fn expand(call: &Call, hooks: &mut Hooks) -> Result<(String, bool), String> {
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
                .find(|(k, _)| !["query", "title", "guess", "answer"].contains(&k.as_str()))
            {
                return Err(format!(
                    "`rope-explorer` takes query=, title=, guess= and answer=, not {k}="
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
            // answer="n=3": the settings "show the answer" moves the figure to.
            let answer = call
                .named
                .iter()
                .find(|(k, _)| k == "answer")
                .map(|(_, v)| v.as_str());
            if answer.is_some() && guess.is_none() {
                return Err("answer= belongs to a figure that asks a guess (guess=)".to_string());
            }
            Ok((figure_html(query, guess, answer)?, true))
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
