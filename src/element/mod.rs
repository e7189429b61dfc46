//! `<rope-figure>`: a figure as a custom element, for the story and for any page that loads
//! `rope-figures.js`. The element itself (its shadow root, when it is built and taken down, its
//! theme) is `assets/rope-figure.js`; this module builds the figure inside it. Every figure is
//! a Leptos root of its own with a state of its own, starting at its worked example plus the
//! element's `query`, and nothing it does writes the page's address.

pub mod style;

use crate::figures::figure_view;
use crate::figures::place::{FigurePlace, Guess, GuessHides};
use crate::state::AppState;
use crate::widgets::notice::CorrectionNotice;
use leptos::prelude::*;
use rope_params::Params;
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
fn mount(
    host: web_sys::HtmlElement,
    slug: String,
    query: String,
    dark: bool,
    guess: String,
    open: bool,
) -> JsValue {
    let handles: Rc<RefCell<Option<Live>>> = Rc::default();
    let guess_open: Rc<RefCell<Option<RwSignal<bool>>>> = Rc::default();
    let guess_inside = guess_open.clone();
    let inside = handles.clone();
    let view_slug = slug.clone();
    let mounted = leptos::mount::mount_to(host, move || {
        let dark = RwSignal::new(dark);
        let (mut start, corrections) =
            Params::from_query(&format!("fig={view_slug}&{}", without_fig(&query)));
        // The figure's own settings; its embed snippet adds `fig=` back.
        start.view.fig = None;
        let state = AppState::standalone(start, corrections, dark.into());
        *inside.borrow_mut() = Some((dark, state));
        provide_context(state);
        provide_context(FigurePlace::Story);
        if let Some(hides) = GuessHides::from_slug(&guess) {
            let open = RwSignal::new(open);
            *guess_inside.borrow_mut() = Some(open);
            provide_context(Guess { open, hides });
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
    let query_now = Closure::<dyn Fn() -> String>::new(move || {
        state_now
            .borrow()
            .as_ref()
            .map_or_else(String::new, |(_, state)| {
                let mut p = state.current();
                p.view.fig = Some(slug.clone());
                without_fig(&p.to_query())
            })
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
    let _ = js_sys::Reflect::set(&handle, &"open".into(), &still_open.into_js_value());
    let _ = js_sys::Reflect::set(&handle, &"query".into(), &query_now.into_js_value());
    let _ = js_sys::Reflect::set(&handle, &"setDark".into(), &set_dark.into_js_value());
    let _ = js_sys::Reflect::set(&handle, &"unmount".into(), &unmount.into_js_value());
    handle.into()
}

/// Defines `<rope-figure>`; `base` is where the app is served when the page is not its own.
pub fn define(base: Option<String>) {
    crate::address::set_app_base(base);
    let mount = Closure::<
        dyn Fn(web_sys::HtmlElement, String, String, bool, String, bool) -> JsValue,
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
