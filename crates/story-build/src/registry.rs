//! `figures.json`: the figure registry as the end-to-end tests read it, so no spec keeps its
//! own list or count. Each figure's row from `rope_params::figures` (slug, title, chart), with
//! where the story places it and the guess it asks there; and the chapters in reading order.

use crate::content::Story;
use rope_params::display::json_string;
use rope_params::figures::FIGURES;
use rope_params::params::KEYS;

/// Where the story places a figure first: the chapter, and the guess asked there (if any).
#[derive(Clone, Debug, Default, PartialEq)]
struct Placed {
    chapter: Option<String>,
    guess: Option<String>,
}

/// The value of attribute `name` in one tag's text (`fig="rotate" guess="chart"`).
fn attribute(tag: &str, name: &str) -> Option<String> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[start..].find('"')?;
    Some(tag[start..start + len].to_string())
}

/// Where `slug` first stands in the story's HTML, reading the sections in order.
fn placed(html: &str, slug: &str) -> Placed {
    let mut chapter = None;
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        rest = &rest[at..];
        let end = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[..end];
        if tag.starts_with("<section class=\"chapter") {
            chapter = attribute(tag, "id");
        } else if tag.starts_with("<rope-figure") && attribute(tag, "fig").as_deref() == Some(slug)
        {
            return Placed {
                chapter,
                guess: attribute(tag, "guess"),
            };
        }
        rest = &rest[end.min(rest.len())..];
        if rest.len() <= 1 {
            break;
        }
        rest = &rest[1..];
    }
    Placed::default()
}

fn text_or_null(value: &Option<String>) -> String {
    value.as_deref().map_or("null".to_string(), json_string)
}

/// The JSON the specs read: `{"chapters": [...], "depths": {id: "core" | "implementers" |
/// "research"}, "heads": [...], "figures": [{slug, title, plot, in_lab, chapter, guess}]}`
/// (`heads`: the chapters that open an entry, whose anchors the contents number).
pub fn figures_json(story: &Story, html: &str) -> String {
    let chapters = story
        .chapters
        .iter()
        .map(|c| json_string(&c.id))
        .collect::<Vec<_>>()
        .join(", ");
    let depths = story
        .chapters
        .iter()
        .map(|c| {
            format!(
                "{}: {}",
                json_string(&c.id),
                json_string(story.depths[c.part - 1].word())
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let heads = story
        .chapters
        .iter()
        .filter(|c| !c.continues)
        .map(|c| json_string(&c.id))
        .collect::<Vec<_>>()
        .join(", ");
    let figures = FIGURES
        .iter()
        .map(|f| {
            let at = placed(html, f.slug);
            format!(
                "    {{\"slug\": {}, \"title\": {}, \"plot\": {}, \"in_lab\": {}, \"chapter\": {}, \"guess\": {}}}",
                json_string(f.slug),
                json_string(f.title),
                json_string(f.plot),
                f.in_lab,
                text_or_null(&at.chapter),
                text_or_null(&at.guess),
            )
        })
        .collect::<Vec<_>>()
        .join(",\n");
    format!("{{\n  \"chapters\": [{chapters}],\n  \"depths\": {{{depths}}},\n  \"heads\": [{heads}],\n  \"figures\": [\n{figures}\n  ]\n}}\n")
}

/// URL keys whose names a notebook widget already has (ipywidgets' `layout`, a widget's
/// `open()`): as traits they take a trailing underscore.
const TAKEN_BY_WIDGETS: [&str; 2] = ["layout", "open"];

/// The trait a notebook widget holds key `name` in.
fn trait_name(name: &str) -> String {
    if TAKEN_BY_WIDGETS.contains(&name) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// `keys.json`, what a notebook's widget and the Python package know of the URL keys:
/// `[{name, trait, group, shape}]` in the table's order (`shape` as `Key::shape` names it),
/// with every figure's slug and title.
pub fn keys_json() -> String {
    let keys = KEYS
        .iter()
        .map(|k| {
            format!(
                "    {{\"name\": {}, \"trait\": {}, \"group\": {}, \"shape\": {}}}",
                json_string(k.name),
                json_string(&trait_name(k.name)),
                json_string(&format!("{:?}", k.group).to_lowercase()),
                json_string(k.shape()),
            )
        })
        .collect::<Vec<_>>()
        .join(",\n");
    let figures = FIGURES
        .iter()
        .map(|f| {
            format!(
                "    {{\"slug\": {}, \"title\": {}}}",
                json_string(f.slug),
                json_string(f.title)
            )
        })
        .collect::<Vec<_>>()
        .join(",\n");
    format!("{{\n  \"keys\": [\n{keys}\n  ],\n  \"figures\": [\n{figures}\n  ]\n}}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_figure_is_found_in_its_chapter_with_its_guess() {
        let html = "<section class=\"chapter\" id=\"a\"><rope-figure fig=\"rotate\"></rope-figure></section>\
                    <section class=\"chapter\" id=\"b\"><div><rope-figure fig=\"cost\" guess=\"chart\"></rope-figure></div></section>";
        assert_eq!(
            placed(html, "cost"),
            Placed {
                chapter: Some("b".into()),
                guess: Some("chart".into())
            }
        );
        assert_eq!(placed(html, "rotate").chapter.as_deref(), Some("a"));
        assert_eq!(placed(html, "mrope"), Placed::default());
    }

    #[test]
    fn keys_json_names_every_key_with_its_shape() {
        let json = keys_json();
        assert!(json.contains(
            "{\"name\": \"base\", \"trait\": \"base\", \"group\": \"rope\", \"shape\": \"number\"}"
        ));
        assert!(json.contains("{\"name\": \"short_factor\", \"trait\": \"short_factor\", \"group\": \"rope\", \"shape\": \"list\"}"));
        assert!(json.contains("{\"name\": \"preset\", \"trait\": \"preset\", \"group\": \"label\", \"shape\": \"label\"}"));
        assert!(json.contains("{\"slug\": \"score-distance\""));
        assert!(json.contains("{\"name\": \"layout\", \"trait\": \"layout_\""));
        assert_eq!(json.matches("\"shape\"").count(), KEYS.len());
    }

    #[test]
    fn the_embedding_guide_lists_every_figure() {
        let path = crate::root().join("docs/embedding.md");
        let guide = std::fs::read_to_string(&path).unwrap_or_default();
        for f in FIGURES.iter() {
            assert!(
                guide.contains(&format!("| `{}` |", f.slug)),
                "{} does not list {}",
                path.display(),
                f.slug
            );
        }
    }
}
