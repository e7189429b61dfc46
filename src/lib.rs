//! RoPE Explorer: the Leptos app. The math lives in the `rope-math` crate; this crate only
//! holds state, controls and drawing.

pub mod address;
pub mod app;
pub mod element;
pub mod embed;
pub mod figures;
pub mod files;
pub mod format;
pub mod lecture;
pub mod panels;
pub mod plot;
pub mod print;
pub mod state;
pub mod story;
pub mod widgets;

pub use app::App;

use rope_params::{Page, Params};

/// The base address `rope-figures.js` set, when the module runs in someone else's page to
/// build `<rope-figure>` elements only.
fn elements_only_base() -> Option<String> {
    let global = js_sys::global();
    js_sys::Reflect::get(&global, &"ropeExplorerElements".into())
        .ok()
        .and_then(|v| v.as_string())
}

/// Starts what the page is: a blog's `<rope-figure>` elements; the story (its served prose
/// stays, its figures are elements); or the lab, a figure or a panel alone (the app, which
/// takes over the served copy in the same task as it is built: no frame shows both).
pub fn start() {
    if let Some(base) = elements_only_base() {
        element::define(Some(base));
        return;
    }
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let (params, fixes) = Params::from_query(&search);
    let named = fixes.iter().any(|c| c.key == "fig" || c.key == "panel");
    let story = params.view.page == Page::Story
        && params.view.fig.is_none()
        && params.view.panel.is_none()
        && !named;
    let lecture = params.view.page == Page::Lecture
        && params.view.fig.is_none()
        && params.view.panel.is_none()
        && !named;
    if lecture {
        lecture::start();
    } else if story {
        story::start();
    } else {
        story::prerendered::adopt();
        leptos::mount::mount_to_body(App);
    }
    // Tests (and a curious reader) can tell the module has started.
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-module", "started");
    }
}
