//! The story's build program: `content/*.md` → the story's HTML, with its worked numbers
//! computed by rope-math. Trunk runs it before every build (Trunk.toml), so `make serve`,
//! `make dev` and `make dist` all serve the prose as written; bad content stops the build with
//! `file:line: message`.
//!
//! - `story-build`: writes `target/story/story.html` (the served story, which index.html
//!   inlines), `target/story/rope-numbers.json` (every worked number as shown, for a Hugo
//!   site's data folder) and `target/story/figures.json` (the figure registry with where the
//!   story places each figure, which the end-to-end specs read instead of lists of their own)
//!   and `target/story/keys.json` (the URL keys and their shapes, for the notebook widget).
//! - `story-build figures-js`: after Trunk's build, writes `rope-figures.js` into its staging
//!   folder: the one script a blog loads to use `<rope-figure>` elements.

mod answers;
mod content;
mod error;
mod lecture;
mod markdown;
mod notes;
mod numbers;
mod page;
mod paths;
mod registry;
#[cfg(test)]
mod shape_tests;
mod shortcode;
mod toc;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The workspace root (this crate is `crates/story-build`).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `rope-numbers.json`: every worked number's shown text by name.
fn numbers_json() -> String {
    let rows = numbers::WORKED_NAMES
        .iter()
        .filter_map(|name| numbers::worked(name).map(|w| (name, w)))
        .map(|(name, w)| {
            format!(
                "  \"{name}\": \"{}\"",
                w.shown.replace('\\', "\\\\").replace('"', "\\\"")
            )
        })
        .collect::<Vec<_>>()
        .join(",\n");
    format!("{{\n{rows}\n}}\n")
}

fn build_story() -> Result<String, String> {
    let root = root();
    let story = content::read_story(&root.join("content")).map_err(|e| e.to_string())?;
    let parts = page::story_parts(&story).map_err(|e| e.to_string())?;
    let show_copy = std::fs::read_to_string(root.join("scripts/show-copy.js"))
        .map_err(|e| format!("scripts/show-copy.js: {e}"))?;
    // Its comment lines are for the source only.
    let show_copy = show_copy
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut block = page::served_block(&parts, &show_copy)?;
    let lecture =
        lecture::read_lecture(&root.join("content/lecture")).map_err(|e| e.to_string())?;
    let site = std::env::var("SITE_URL").unwrap_or_default();
    block.push_str(&lecture::served_lecture(&lecture::deck_html(
        &lecture, &site,
    ))?);
    let out = root.join("target/story");
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let write = |name: &str, text: &str| {
        let path = out.join(name);
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    write("story.html", &block)?;
    write("rope-numbers.json", &numbers_json())?;
    write("keys.json", &registry::keys_json())?;
    write(
        "figures.json",
        &registry::figures_json(&story, &parts.concat()),
    )?;
    Ok(format!(
        "story-build: {} chapters, {} slides, {} characters of HTML",
        story.chapters.len(),
        lecture.slides.len(),
        block.len()
    ))
}

/// The blog's loader, next to the module Trunk wrote in `staging`.
fn figures_js(staging: &Path) -> Result<String, String> {
    let names = std::fs::read_dir(staging)
        .map_err(|e| format!("{}: {e}", staging.display()))?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect::<Vec<_>>();
    let module = names
        .iter()
        .find(|n| n.starts_with("rope-explorer") && n.ends_with(".js"))
        .ok_or("no rope-explorer*.js in Trunk's staging folder")?;
    let wasm = names
        .iter()
        .find(|n| n.starts_with("rope-explorer") && n.ends_with("_bg.wasm"))
        .ok_or("no rope-explorer*_bg.wasm in Trunk's staging folder")?;
    let js = format!(
        "// RoPE Explorer's figures as elements. Load this once in a page:\n\
         //   <script type=\"module\" src=\".../rope-figures.js\"></script>\n\
         // then place <rope-figure fig=\"rotate\"></rope-figure> (and query=\"m=3&n=7\", theme=\"dark\") anywhere.\n\
         // One module runs every figure of the page; each is built as it nears the viewport.\n\
         import init from './{module}';\n\
         globalThis.ropeExplorerElements = new URL('./', import.meta.url).href;\n\
         await init({{ module_or_path: new URL('./{wasm}', import.meta.url) }});\n"
    );
    let path = staging.join("rope-figures.js");
    std::fs::write(&path, js).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(format!("story-build: wrote {}", path.display()))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        None => build_story(),
        Some("figures-js") => match std::env::var("TRUNK_STAGING_DIR") {
            Ok(dir) => figures_js(Path::new(&dir)),
            Err(_) => {
                Err("figures-js runs as Trunk's post_build hook (TRUNK_STAGING_DIR)".to_string())
            }
        },
        Some(other) => Err(format!("unknown command {other} (none, or figures-js)")),
    };
    match result {
        Ok(msg) => {
            eprintln!("{msg}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_story_builds_from_content() {
        let story = match content::read_story(&root().join("content")) {
            Ok(s) => s,
            Err(e) => panic!("{e}"),
        };
        let ids: Vec<&str> = story.chapters.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids.first(), Some(&"order-blind"));
        let parts = match page::story_parts(&story) {
            Ok(p) => p,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(parts.len(), story.parts.len());
        let html = parts.concat();
        // Every chapter is a section with its anchor, and every figure an element.
        for c in &story.chapters {
            let class = if c.continues {
                "chapter chapter-section"
            } else {
                "chapter"
            };
            assert!(
                html.contains(&format!("<section class=\"{class}\" id=\"{}\"", c.id)),
                "{}",
                c.id
            );
        }
        // Every registered figure stands in the story.
        let json = registry::figures_json(&story, &html);
        assert!(!json.contains("\"chapter\": null"), "{json}");
        assert!(html.contains("data-testid=\"text-kv-per-token\" data-value=\"524288\""));
        assert!(
            !html.contains("{{<") && !html.contains('$'),
            "a shortcode or symbol was left"
        );
        assert!(page::served_block(&parts, "function showServedCopy(){}").is_ok());
    }

    /// The README's reading times are the story's: computed from the chapters' words and
    /// figures, as the contents give them.
    #[test]
    fn the_readme_gives_the_reading_times_as_computed() {
        let story = match content::read_story(&root().join("content")) {
            Ok(s) => s,
            Err(e) => panic!("{e}"),
        };
        let sentence = paths::readme_reading_times(&story);
        let readme = std::fs::read_to_string(root().join("README.md")).unwrap_or_default();
        assert!(
            readme.replace('\n', " ").contains(&sentence),
            "README.md should say: {sentence}"
        );
        // The core has 13 figures and about 3,000 words: 53 minutes at fresh readers' pace.
        // Folding one figure and cutting 175 words (47 computed) did not move two fresh
        // readers' minutes and cost clarity, so they came back. The bound keeps it from growing.
        let [(_, core), _, _] = paths::reading_times(&story);
        assert!(core <= 53, "the core takes {core} minutes");
    }

    #[test]
    fn the_numbers_json_lists_every_number() {
        let json = numbers_json();
        assert!(json.contains("\"kv-per-token\": \"524 kB\""), "{json}");
        assert_eq!(json.matches(": \"").count(), numbers::WORKED_NAMES.len());
    }
}
