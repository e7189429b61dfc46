//! THE app state: one `Params` signal read from the URL at start, the memos derived from it,
//! and the one effect that writes it back to the URL (`replaceState`, never a push per drag).

use leptos::prelude::*;
use leptos_use::use_preferred_dark;
use rope_math::analysis::{coverage, Coverage};
use rope_math::{frequencies, Correction, Frequencies, Params, Theme};

/// Shared handles, `Copy`, provided as context by [`provide_state`].
#[derive(Clone, Copy, Debug)]
pub struct AppState {
    pub params: RwSignal<Params>,
    /// What the URL codec corrected at start (shown in the notice until dismissed).
    pub corrections: RwSignal<Vec<Correction>>,
    /// Frequencies of the current method.
    pub freqs: Memo<Frequencies>,
    /// Per-pair coverage at the training and inference lengths.
    pub coverage: Memo<Coverage>,
    /// Whether the page is dark (explicit theme or the system's preference).
    pub dark: Signal<bool>,
}

impl AppState {
    /// Changes the parameters through `change`, then restores every invariant. A change of
    /// the RoPE settings makes the preset label stale; any change but the theme or panel makes
    /// the scene label stale (a scene sets everything); stale labels are dropped.
    pub fn edit(&self, change: impl FnOnce(&mut Params)) {
        self.params.update(|p| {
            let before = p.clone();
            change(p);
            let (mut fixed, _) = p.clone().clamped();
            if !fixed.same_rope(&before) {
                fixed.preset = None;
            }
            let view_only = Params {
                theme: before.theme,
                panel: before.panel.clone(),
                ..fixed.clone()
            };
            if view_only != before {
                fixed.scene = None;
            }
            *p = fixed;
        });
    }
}

/// The query string of the page's URL (empty when unavailable).
fn location_query() -> String {
    window().location().search().unwrap_or_default()
}

/// Writes `query` into the address bar without adding a history entry.
fn replace_url_query(query: &str) {
    let location = window().location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let url = if query.is_empty() {
        format!("{path}{hash}")
    } else {
        format!("{path}?{query}{hash}")
    };
    if let Ok(history) = window().history() {
        if let Err(e) = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url))
        {
            leptos::logging::warn!("could not update the URL: {e:?}");
        }
    }
}

/// Reads the URL once, creates the state and its URL-writing effect, and provides it.
pub fn provide_state() -> AppState {
    let (params0, fixes) = Params::from_query(&location_query());
    let params = RwSignal::new(params0);
    let corrections = RwSignal::new(fixes);
    let freqs = Memo::new(move |_| params.with(frequencies));
    let coverage = Memo::new(move |_| {
        let f = freqs.get();
        params.with(|p| {
            coverage(
                &f,
                p.d,
                p.base,
                p.train_len_tokens as f64,
                p.infer_len_tokens as f64,
            )
        })
    });
    let system_dark = use_preferred_dark();
    // A memo, not a derived signal: every plot redraws when it changes, and it must not change
    // (notify) each time an unrelated parameter such as a position moves.
    let dark = Memo::new(move |_| match params.with(|p| p.theme) {
        Theme::Dark => true,
        Theme::Light => false,
        Theme::Auto => system_dark.get(),
    });
    let query = Memo::new(move |_| params.with(Params::to_query));
    // At most one URL write per 200 ms: an animation or a drag changes the parameters every
    // frame, and browsers throttle (and warn about) more frequent history updates.
    let write_pending = StoredValue::new(false);
    Effect::new(move |_| {
        query.track();
        if !write_pending.get_value() {
            write_pending.set_value(true);
            set_timeout(
                move || {
                    write_pending.set_value(false);
                    replace_url_query(&query.get_untracked());
                },
                std::time::Duration::from_millis(200),
            );
        }
    });
    // The theme lives on <html> so CSS variables (and the page around the plots) follow it.
    Effect::new(move |_| {
        let slug = params.with(|p| p.theme.slug());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("data-theme", slug);
        }
    });
    let state = AppState {
        params,
        corrections,
        freqs,
        coverage,
        dark: dark.into(),
    };
    provide_context(state);
    state
}

/// The state provided by [`provide_state`].
pub fn use_app_state() -> AppState {
    expect_context::<AppState>()
}
