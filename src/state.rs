//! THE app state: one `Params` signal read from the URL at start, the memos derived from it,
//! and the one effect that writes it back to the URL (`replaceState`, never a push per drag).
//!
//! Each panel sees the parameters through [`AppState::for_panel`]: a panel in view follows
//! every change at once; a panel out of view catches up when the browser is next idle (at
//! most [`CATCH_UP_MS`] later), so a drag redraws what the reader sees without waiting for
//! the tables and readouts scrolled away.

use leptos::prelude::*;
use leptos_use::{use_preferred_dark, use_throttle_fn_with_options, ThrottleOptions};
use rope_math::analysis::{coverage, Coverage};
use rope_math::{frequencies, Choice, Frequencies};
use rope_params::{Correction, Page, Params, Theme};

/// Longest a panel out of view lags the parameters (a busy page may have no idle moment).
pub const CATCH_UP_MS: u32 = 100;

/// Shared handles, `Copy`, provided as context by [`provide_state`] (and per panel by
/// [`AppState::for_panel`]).
#[derive(Clone, Copy, Debug)]
pub struct AppState {
    /// The parameters as this part of the page shows them (read here, change with `edit`).
    pub params: Signal<Params>,
    /// The page's one parameter signal, which every change writes.
    source: RwSignal<Params>,
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
    /// the RoPE settings makes the preset label stale; a change of the RoPE settings or the
    /// probe makes the scene label stale (a scene sets both); stale labels are dropped.
    pub fn edit(&self, change: impl FnOnce(&mut Params)) {
        self.source.update(|p| {
            let before = p.clone();
            change(p);
            let (mut fixed, _) = p.clone().clamped();
            if fixed.rope != before.rope {
                fixed.preset = None;
            }
            if fixed.rope != before.rope || fixed.probe != before.probe {
                fixed.scene = None;
            }
            *p = fixed;
        });
    }

    /// Applies `change` as it is: a preset, a scene or a pasted config sets a consistent whole
    /// (with its own labels), which `edit` would treat as a hand edit.
    pub fn apply(&self, change: impl FnOnce(&mut Params)) {
        self.source.update(change);
    }

    /// The parameters right now, for event handlers (a panel's view of them may lag).
    pub fn current(&self) -> Params {
        self.source.get_untracked()
    }

    /// A state of its own for a figure built as an element (`<rope-figure>`), with no page
    /// around it: it starts at `start`, lists `corrections` in its notice, follows `dark`, and
    /// writes nothing to the address or the document.
    pub fn standalone(start: Params, corrections: Vec<Correction>, dark: Signal<bool>) -> AppState {
        let source = RwSignal::new(start);
        let params: Signal<Params> = source.into();
        let (freqs, coverage) = derived(params);
        AppState {
            params,
            source,
            corrections: RwSignal::new(corrections),
            freqs,
            coverage,
            dark,
        }
    }

    /// This state as a panel sees it: `on_screen` says whether the panel is in view. The
    /// panel reads a copy of the parameters (and its own frequency and coverage memos on it)
    /// that follows the page's at once while in view and catches up in an idle moment while
    /// out of view, so an input's task only does the work the reader can see.
    pub fn for_panel(self, on_screen: Signal<bool>) -> AppState {
        let source = self.source;
        // The copy read while out of view. In view the panel reads the page's signal itself:
        // no extra step between a change and the panel's effects, which would otherwise run
        // twice in a frame that changes the parameters and something else.
        let copy = RwSignal::new(source.get_untracked());
        let params = Memo::new(move |_| {
            if on_screen.get() {
                source.get()
            } else {
                copy.get()
            }
        });
        let queued = StoredValue::new(false);
        Effect::new(move |_| {
            let now = source.get();
            if on_screen.get() {
                // Nothing reads the copy meanwhile; it must be current when the panel leaves.
                copy.update_untracked(|c| *c = now);
            } else if !queued.get_value() {
                queued.set_value(true);
                when_idle(CATCH_UP_MS, move || {
                    queued.try_set_value(false);
                    if let Some(now) = source.try_get_untracked() {
                        copy.try_set(now);
                    }
                });
            }
        });
        let params: Signal<Params> = params.into();
        let (freqs, coverage) = derived(params);
        AppState {
            params,
            freqs,
            coverage,
            ..self
        }
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

/// The frequencies and per-pair coverage of `params`, recomputed only when its RoPE settings
/// change (not when a position moves).
fn derived(params: Signal<Params>) -> (Memo<Frequencies>, Memo<Coverage>) {
    let rope = Memo::new(move |_| params.with(|p| p.rope.clone()));
    let freqs = Memo::new(move |_| rope.with(frequencies));
    let coverage = Memo::new(move |_| {
        let f = freqs.get();
        rope.with(|r| coverage(&f, r.train_len_tokens as f64, r.infer_len_tokens as f64))
    });
    (freqs, coverage)
}

/// Runs `f` when the browser is next idle, or after `timeout_ms` at the latest (at once where
/// idle callbacks are unavailable).
pub(crate) fn when_idle(timeout_ms: u32, f: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    let callback: js_sys::Function =
        wasm_bindgen::closure::Closure::once_into_js(f).unchecked_into();
    let options = web_sys::IdleRequestOptions::new();
    options.set_timeout(timeout_ms);
    if window()
        .request_idle_callback_with_options(&callback, &options)
        .is_err()
    {
        let _ = callback.call0(&wasm_bindgen::JsValue::NULL);
    }
}

/// Reads the URL once, creates the state and its URL-writing effect, and provides it.
pub fn provide_state() -> AppState {
    let (params0, fixes) = Params::from_query(&location_query());
    let params = RwSignal::new(params0);
    let corrections = RwSignal::new(fixes);
    let (freqs, coverage) = derived(params.into());
    let system_dark = use_preferred_dark();
    // A memo, not a derived signal: every plot redraws when it changes, and it must not change
    // (notify) each time an unrelated parameter such as a position moves.
    let dark = Memo::new(move |_| match params.with(|p| p.view.theme) {
        Theme::Dark => true,
        Theme::Light => false,
        Theme::Auto => system_dark.get(),
    });
    let query = Memo::new(move |_| params.with(Params::to_query));
    // At most one URL write per 200 ms, of the latest query: an animation or a drag changes
    // the parameters every frame, and browsers throttle (and warn about) more frequent
    // history updates.
    let write_url = use_throttle_fn_with_options(
        move || replace_url_query(&query.get_untracked()),
        200.0,
        ThrottleOptions::default().leading(false).trailing(true),
    );
    // The story keeps the address as the reader typed it (its figures have states of their
    // own); the lab and a figure or panel alone keep their settings in it.
    let story = params.with_untracked(|p| {
        p.view.page == Page::Story && p.view.fig.is_none() && p.view.panel.is_none()
    });
    Effect::new(move |_| {
        query.track();
        if !story {
            write_url();
        }
    });
    // The theme lives on <html> so CSS variables (and the page around the plots) follow it.
    Effect::new(move |_| {
        let (theme, bg) = params.with(|p| (p.view.theme.slug(), p.view.bg.slug()));
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("data-theme", theme);
            // `transparent`: an embedded view lets the host page's background show.
            let _ = root.set_attribute("data-bg", bg);
        }
    });
    let state = AppState {
        params: params.into(),
        source: params,
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
