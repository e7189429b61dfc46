//! The story (`/`). Its prose is the served page itself: `crates/story-build` writes it from
//! `content/` into `index.html`, and `scripts/show-copy.js` shows it before the module loads.
//! The module only brings it to life: its figures are `<rope-figure>` elements (each with
//! settings of its own, built as the reader nears it: `src/element/`), and the header's theme
//! select sets the page's theme. Nothing here writes the page's address.

pub mod prerendered;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Binds the served header's theme select: it shows the address's theme and sets the page's.
fn bind_theme_select() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(select) = document
        .get_element_by_id("param-theme")
        .and_then(|el| el.dyn_into::<web_sys::HtmlSelectElement>().ok())
    else {
        return;
    };
    let root = document.document_element();
    let asked = root
        .as_ref()
        .and_then(|r| r.get_attribute("data-theme"))
        .unwrap_or_else(|| "auto".to_string());
    select.set_value(&asked);
    let on_change = Closure::<dyn Fn(web_sys::Event)>::new(move |ev: web_sys::Event| {
        let value = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            .map(|s| s.value())
            .unwrap_or_default();
        if let Some(root) = root.as_ref() {
            // The figures watch this attribute (assets/rope-figure.js).
            let _ = root.set_attribute("data-theme", &value);
        }
    });
    let _ = select.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    // The select lives as long as the page.
    on_change.forget();
}

/// Brings the served story to life.
pub fn start() {
    crate::element::define(None);
    bind_theme_select();
    // `print=1`: every figure built and drawn, ready for the browser's print or a PDF.
    if crate::print::asked() {
        crate::print::prepare(crate::print::mark_ready);
    }
}
