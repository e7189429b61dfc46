//! The served copy of the page, `#prerender`. `make dist` writes what each view shows first
//! into `index.html` (scripts/prerender.mjs), the page shows the one its address asks for, and
//! its loader starts the module only after that copy has been painted, so a reader sees the
//! prose (or a figure's frame) at once. When the module starts, [`adopt`] takes each chapter's
//! body out of the story's copy and removes the rest in the same task as the page is built (no
//! frame shows both); the story puts each served body back where it was until its live version
//! is built (`body.rs`). The lab's, a figure's or a panel's copy is removed whole.

use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::JsCast;

thread_local! {
    /// Chapter id → the served body, detached from the copy (its nodes move back unparsed).
    static BODIES: RefCell<HashMap<String, web_sys::Element>> = RefCell::new(HashMap::new());
}

/// The attribute naming a chapter body in the served copy and on the page (`body.rs` writes it).
pub const BODY_ATTR: &str = "data-chapter-body";

/// Takes the chapters' bodies from the served copy, if any, and removes the copy. Call before
/// mounting.
pub fn adopt() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(copy) = document.get_element_by_id("prerender") else {
        return;
    };
    if let Ok(bodies) = copy.query_selector_all(&format!("[{BODY_ATTR}]")) {
        BODIES.with(|map| {
            let mut map = map.borrow_mut();
            for k in 0..bodies.length() {
                let Some(el) = bodies
                    .item(k)
                    .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                else {
                    continue;
                };
                if let Some(id) = el.get_attribute(BODY_ATTR) {
                    map.insert(id, el);
                }
            }
        });
    }
    copy.remove();
}

/// The served body of chapter `id`, once (the live body replaces it).
pub fn take(id: &str) -> Option<web_sys::Element> {
    BODIES.with(|map| map.borrow_mut().remove(id))
}
