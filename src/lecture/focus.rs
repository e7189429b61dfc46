//! The clicker kept after mouse use: keys never act on a focused field, so a control the
//! lecturer used with the mouse lets go of the focus as soon as it is done with it.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The focused element, looked for inside figures' shadow roots.
pub(super) fn deep_active_element() -> Option<web_sys::Element> {
    let mut el = web_sys::window()?.document()?.active_element()?;
    while let Some(inner) = el.shadow_root().and_then(|s| s.active_element()) {
        el = inner;
    }
    Some(el)
}

/// Lets go of a focused slider once the current event's default actions are done.
fn release_slider_later() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let release = Closure::once_into_js(|| {
        if let Some(input) =
            deep_active_element().and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            if input.type_() == "range" {
                let _ = input.blur();
            }
        }
    });
    let _ =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(release.unchecked_ref(), 0);
}

/// A slider dragged, a figure's button clicked or its drop-down changed with the mouse gives
/// the clicker back: otherwise Space would press the button again and PageDown would change
/// the drop-down's choice instead of the slide. Controls reached by Tab keep their keys.
pub(super) fn give_back_after_mouse(window: &web_sys::Window) {
    // A slider: when the drag ends.
    let on_pointer_up = Closure::<dyn Fn(web_sys::Event)>::new(|ev: web_sys::Event| {
        let first = ev.composed_path().get(0);
        if let Ok(input) = first.dyn_into::<web_sys::HtmlInputElement>() {
            if input.type_() == "range" {
                let _ = input.blur();
            }
        }
    });
    let _ = window
        .add_event_listener_with_callback("pointerup", on_pointer_up.as_ref().unchecked_ref());
    on_pointer_up.forget();
    let on_click = Closure::<dyn Fn(web_sys::MouseEvent)>::new(|ev: web_sys::MouseEvent| {
        // A click from the keyboard (Enter, Space) has no mouse presses: `detail` is 0.
        if ev.detail() == 0 {
            return;
        }
        let path = ev.composed_path();
        for k in 0..path.length() {
            let item = path.get(k);
            if let Ok(button) = item.clone().dyn_into::<web_sys::HtmlButtonElement>() {
                let _ = button.blur();
                return;
            }
            // A slider's name clicked: the browser focuses the slider after this listener
            // has run, so the focus is let go once it has moved there.
            if item
                .dyn_into::<web_sys::Element>()
                .is_ok_and(|el| el.tag_name().eq_ignore_ascii_case("label"))
            {
                release_slider_later();
                return;
            }
        }
    });
    let _ = window.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    on_click.forget();
    // A drop-down's `change` does not leave a figure's shadow root, so a drop-down first
    // pressed with the mouse gets a listener of its own (one per drop-down, marked so a second
    // press adds none) that lets go of the focus after a change made with the mouse.
    let on_press = Closure::<dyn Fn(web_sys::Event)>::new(|ev: web_sys::Event| {
        let first = ev.composed_path().get(0);
        if let Ok(select) = first.dyn_into::<web_sys::HtmlSelectElement>() {
            let _ = select.set_attribute("data-mouse-pressed", "");
            if select.has_attribute("data-gives-back") {
                return;
            }
            let _ = select.set_attribute("data-gives-back", "");
            let target = select.clone();
            let on_change = Closure::<dyn Fn()>::new(move || {
                // Only after a mouse press: a change made with the keys keeps its focus.
                if target.has_attribute("data-mouse-pressed") {
                    let _ = target.remove_attribute("data-mouse-pressed");
                    let _ = target.blur();
                }
            });
            let _ = select
                .add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
            // A key pressed on it after a mouse press (the list closed unchanged, then
            // arrows) is the keyboard's change: the drop-down keeps its focus.
            let pressed = select.clone();
            let on_key = Closure::<dyn Fn()>::new(move || {
                let _ = pressed.remove_attribute("data-mouse-pressed");
            });
            let _ =
                select.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
            // Both live as long as their drop-down: two closures per drop-down, not per press.
            on_change.forget();
            on_key.forget();
        }
    });
    let _ =
        window.add_event_listener_with_callback("pointerdown", on_press.as_ref().unchecked_ref());
    on_press.forget();
}
