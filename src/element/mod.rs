//! `<rope-figure>`: a figure as a custom element, for the story and for any page that loads
//! `rope-figures.js`. The element itself (its shadow root, when it is built and taken down, its
//! theme) is `assets/rope-figure.js`; this module builds the figure inside it. Every figure is
//! a Leptos root of its own with a state of its own, starting at its worked example plus the
//! element's `query`, and nothing it does writes the page's address.

pub mod style;

use crate::figures::figure_view;
use crate::figures::place::{FigurePlace, Guess, GuessHides};
use crate::figures::steps::FigureSteps;
use crate::state::AppState;
use crate::widgets::notice::CorrectionNotice;
use leptos::prelude::*;
use rope_params::{Correction, Params};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(module = "/assets/rope-figure.js")]
extern "C" {
    #[wasm_bindgen(js_name = defineRopeFigure)]
    fn define_rope_figure(mount: &js_sys::Function, css_text: &str);
}

/// A built figure's handles: its dark signal and its state.
type Live = (RwSignal<bool>, AppState);

/// `query` without its `fig=` pairs.
fn without_fig(query: &str) -> String {
    query
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("fig="))
        .collect::<Vec<_>>()
        .join("&")
}

/// The settings of figure `slug` as its element's `query` writes them (no `fig=`).
fn figure_query(p: &Params, slug: &str) -> String {
    let mut p = p.clone();
    p.view.fig = Some(slug.to_string());
    without_fig(&p.to_query())
}

/// `start` with a model's `config.json` imported over it (as the lab imports a pasted one);
/// the importer's notes, or why it could not read the text, join the figure's notice.
fn with_config(start: Params, config: &str, corrections: &mut Vec<Correction>) -> Params {
    match rope_params::import::import_config(config, &start) {
        Ok((imported, notes)) => {
            corrections.extend(notes.into_iter().map(|n| Correction::new("config", n)));
            imported
        }
        Err(e) => {
            corrections.push(Correction::new(
                "config",
                format!("{e}; the figure keeps its other settings"),
            ));
            start
        }
    }
}

/// The list of figure names, for an element whose `fig` names none.
fn unknown_figure(slug: &str) -> AnyView {
    let known = rope_params::figures::FIGURES
        .iter()
        .map(|f| f.slug)
        .collect::<Vec<_>>()
        .join(", ");
    view! {
        <div class="notice" role="status" data-testid="notice">
            <p>"RoPE Explorer has no figure named “"{slug.to_string()}"”. The figures: "{known}"."</p>
        </div>
    }
    .into_any()
}

/// Builds figure `slug` with the settings `query` into `host` (an element of the shadow
/// root), dark or not; returns the handle the element keeps: `query()` (its settings now),
/// `setDark(bool)` and `unmount()`.
///
/// `guess` (`readouts` or `chart`, from the element's `guess` attribute) makes the figure wait
/// for the reader's move before it shows its answer, while `open`; the handle's `open()` tells
/// whether it still waits, so a figure taken down and built again does not ask twice.
///
/// `config` (the element's `config` attribute: a model's `config.json`, empty for none) is
/// imported as the lab imports a pasted one, over the settings; its notes and any error join
/// the figure's notice. `changed` is called with the figure's settings (its query) whenever
/// they change, a reader's move or a clamp, so a host (the notebook widget) can follow them.
#[allow(clippy::too_many_arguments)]
fn mount(
    host: web_sys::HtmlElement,
    slug: String,
    query: String,
    dark: bool,
    guess: String,
    open: bool,
    config: String,
    changed: JsValue,
) -> JsValue {
    let handles: Rc<RefCell<Option<Live>>> = Rc::default();
    let guess_open: Rc<RefCell<Option<RwSignal<bool>>>> = Rc::default();
    let guess_inside = guess_open.clone();
    let steps: Rc<RefCell<Option<FigureSteps>>> = Rc::default();
    let steps_inside = steps.clone();
    let inside = handles.clone();
    let view_slug = slug.clone();
    let mounted = leptos::mount::mount_to(host, move || {
        let dark = RwSignal::new(dark);
        let (mut start, mut corrections) =
            Params::from_query(&format!("fig={view_slug}&{}", without_fig(&query)));
        if !config.trim().is_empty() {
            start = with_config(start, &config, &mut corrections);
        }
        // The figure's own settings; its embed snippet adds `fig=` back.
        start.view.fig = None;
        let state = AppState::standalone(start, corrections, dark.into());
        if let Some(changed) = changed.dyn_ref::<js_sys::Function>().cloned() {
            let fig = view_slug.clone();
            Effect::new(move |_| {
                let query = state.params.with(|p| figure_query(p, &fig));
                let _ = changed.call1(&JsValue::NULL, &query.into());
            });
        }
        *inside.borrow_mut() = Some((dark, state));
        provide_context(state);
        provide_context(FigurePlace::Story);
        let figure_steps = FigureSteps::new();
        *steps_inside.borrow_mut() = Some(figure_steps);
        provide_context(figure_steps);
        // `readouts` or `chart`, and after a `|` the settings the answer speaks of.
        let (kind, answer) = guess
            .split_once('|')
            .map_or((guess.as_str(), None), |(k, a)| (k, Some(a.to_string())));
        if let Some(hides) = GuessHides::from_slug(kind) {
            let open = RwSignal::new(open);
            *guess_inside.borrow_mut() = Some(open);
            provide_context(Guess {
                open,
                hides,
                answer: StoredValue::new(answer.filter(|a| !a.is_empty())),
            });
        }
        // An unknown name gets its own notice alone (the settings' notice would repeat it).
        match figure_view(&view_slug) {
            Some(figure) => view! { <CorrectionNotice/>{figure} }.into_any(),
            None => unknown_figure(&view_slug),
        }
    });
    let mounted = Rc::new(RefCell::new(Some(mounted)));
    let handle = js_sys::Object::new();
    let state_now = handles.clone();
    let query_slug = slug.clone();
    let query_now = Closure::<dyn Fn() -> String>::new(move || {
        state_now
            .borrow()
            .as_ref()
            .map_or_else(String::new, |(_, state)| {
                figure_query(&state.current(), &query_slug)
            })
    });
    let settings_now = handles.clone();
    let settings = Closure::<dyn Fn() -> JsValue>::new(move || {
        let out = js_sys::Object::new();
        if let Some((_, state)) = settings_now.borrow().as_ref() {
            let mut p = state.current();
            p.view.fig = Some(slug.clone());
            for key in rope_params::params::KEYS {
                let _ = js_sys::Reflect::set(&out, &key.name.into(), &key.setting(&p).into());
            }
        }
        out.into()
    });
    let dark_now = handles.clone();
    let set_dark = Closure::<dyn Fn(bool)>::new(move |d: bool| {
        if let Some((dark, _)) = dark_now.borrow().as_ref() {
            dark.try_set(d);
        }
    });
    let unmount = Closure::<dyn Fn()>::new(move || {
        // Dropping the handle takes the view down and disposes of its reactive owner.
        drop(mounted.borrow_mut().take());
        handles.borrow_mut().take();
    });
    let still_open = Closure::<dyn Fn() -> bool>::new(move || {
        guess_open
            .borrow()
            .as_ref()
            .and_then(|open| open.try_get_untracked())
            .unwrap_or(false)
    });
    // A page's clicker: the figure's own next (1) or previous (-1) step, if it has one left.
    let step = Closure::<dyn Fn(i32) -> bool>::new(move |direction: i32| {
        let figure_steps = *steps.borrow();
        figure_steps.is_some_and(|s| s.take(direction))
    });
    let _ = js_sys::Reflect::set(&handle, &"step".into(), &step.into_js_value());
    let _ = js_sys::Reflect::set(&handle, &"open".into(), &still_open.into_js_value());
    let _ = js_sys::Reflect::set(&handle, &"query".into(), &query_now.into_js_value());
    let _ = js_sys::Reflect::set(&handle, &"settings".into(), &settings.into_js_value());
    let _ = js_sys::Reflect::set(&handle, &"setDark".into(), &set_dark.into_js_value());
    let _ = js_sys::Reflect::set(&handle, &"unmount".into(), &unmount.into_js_value());
    handle.into()
}

/// Defines `<rope-figure>`; `base` is where the app is served when the page is not its own.
pub fn define(base: Option<String>) {
    crate::address::set_app_base(base);
    let mount = Closure::<
        dyn Fn(
            web_sys::HtmlElement,
            String,
            String,
            bool,
            String,
            bool,
            String,
            JsValue,
        ) -> JsValue,
    >::new(mount);
    define_rope_figure(
        mount.as_ref().unchecked_ref(),
        &style::shadow_css(style::PAGE_CSS),
    );
    // The element calls it for the rest of the page's life.
    mount.forget();
}

#[cfg(test)]
mod tests {
    use super::without_fig;

    #[test]
    fn settings_lose_their_figure_name() {
        assert_eq!(without_fig("fig=rotate&m=4&n=9"), "m=4&n=9");
        assert_eq!(without_fig("m=4&fig=x"), "m=4");
        assert_eq!(without_fig(""), "");
    }
}
