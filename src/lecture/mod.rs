//! The lecture (`?view=lecture`): the served deck (crates/story-build/src/lecture.rs writes
//! it from content/lecture/) brought to life. One slide shows at a time (`data-current`), the
//! address follows it (`#slide-<n>`), a clicker's keys step the figure first and then the
//! slides, `R` resets the figure, `F` goes full screen and `P` opens the presenter view, which
//! follows the deck and steers it over a `BroadcastChannel`. Each slide gets a QR code of its
//! live figure. Hooks: DESIGN.md, "Lecture view".

mod deck;
mod focus;
mod handout;
pub mod keys;
mod presenter;
pub mod qr;
mod scale;

use wasm_bindgen::JsCast;

/// The channel deck and presenter share (same origin, same browser).
const CHANNEL: &str = "rope-lecture";

/// Brings the served deck to life: the deck itself, or its presenter view (`presenter=1`).
pub fn start() {
    crate::element::define(None);
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(main) = document
        .query_selector("main.lecture")
        .ok()
        .flatten()
        .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let presenter = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|s| s.split(['?', '&']).any(|p| p == "presenter=1"));
    if presenter {
        presenter::start(main);
    } else {
        if let Some(deck) = deck::start(main) {
            handout::bind(&deck);
        }
    }
}
