//! Sections a reader opens and closes (`<details>`: tables, the proof), named in the URL's
//! `open` list so an embedded view can be shared with a section open. Alone in a frame, opening
//! or closing one writes the list back; in the lab the list is only read, so one table opened
//! does not open every panel's.

use crate::state::use_app_state;
use leptos::prelude::*;

/// Whether section `name` is open by the URL, and the handler that records a toggle.
pub fn use_section(name: &'static str) -> (Signal<bool>, impl Fn(leptos::ev::Event) + Copy) {
    let state = use_app_state();
    let open = Memo::new(move |_| state.params.with(|p| p.view.open.iter().any(|s| s == name)));
    let on_toggle = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(details) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok())
        else {
            return;
        };
        let now_open = details.open();
        let alone = state.current().view.fig.is_some() || state.current().view.panel.is_some();
        if alone && now_open != open.get_untracked() {
            state.edit(|p| {
                p.view.open.retain(|s| s != name);
                if now_open {
                    p.view.open.push(name.to_string());
                }
                // The key table writes the list in its own order.
                let order = |s: &String| {
                    rope_params::params::limits::SECTIONS
                        .iter()
                        .position(|c| c == s)
                };
                p.view.open.sort_by_key(order);
            });
        }
    };
    (open.into(), on_toggle)
}
