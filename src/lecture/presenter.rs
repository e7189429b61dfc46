//! The presenter view (`?view=lecture&presenter=1#slide-<n>`): the slide's notes large, the
//! clock and the time since the view opened, the next slide's title, and buttons. It follows
//! the deck (`slide:<n>` on the channel) and steers it (`do:next`, ...): the deck takes the
//! figure's steps, so the presenter sends actions, not slide numbers.

use super::deck::Deck;
use super::keys::{action_for, slide_of_hash, Action, Target};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// `h:mm` of the wall clock and `m:ss` since `started_ms`.
pub fn times(now: &js_sys::Date, started_ms: f64) -> (String, String) {
    let clock = format!("{}:{:02}", now.get_hours(), now.get_minutes());
    let elapsed_s = ((now.get_time() - started_ms) / 1000.0).max(0.0) as u64;
    (clock, elapsed(elapsed_s))
}

/// Seconds as `m:ss` (or `h:mm:ss` past an hour).
pub fn elapsed(seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The panel's HTML (its parts are filled in as the deck moves).
const PANEL: &str = "<div class=\"presenter-panel\" data-testid=\"presenter\">\
    <p class=\"presenter-times\"><span data-testid=\"presenter-clock\"></span> · \
    <span data-testid=\"presenter-elapsed\"></span> since this view opened</p>\
    <p class=\"presenter-next\">next: <span data-testid=\"presenter-next\"></span>\
    <img class=\"presenter-thumb\" data-testid=\"presenter-next-figure\" alt=\"\" hidden></p>\
    <p class=\"presenter-buttons\">\
    <button type=\"button\" data-do=\"prev\">← back</button>\
    <button type=\"button\" data-do=\"next\">next →</button>\
    <button type=\"button\" data-do=\"reset\">reset figure</button></p></div>";

fn fill(deck: &Deck, testid: &str, text: &str) {
    if let Ok(Some(el)) = deck
        .main
        .query_selector(&format!("[data-testid=\"{testid}\"]"))
    {
        el.set_text_content(Some(text));
    }
}

/// The smallest the notes shrink to, CSS px: still read at arm's length from a laptop.
const NOTES_MIN_PX: f64 = 13.0;

/// The current slide's notes, smaller until they fit their box (a long note at 1.1 rem needed
/// the mouse to scroll, which a lecturer with a clicker has not got).
fn fit_notes(deck: &Deck) {
    let Some(notes) = deck
        .slide(deck.current.get())
        .and_then(|s| {
            s.query_selector("[data-testid=\"slide-notes\"]")
                .ok()
                .flatten()
        })
        .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let style = notes.style();
    let _ = style.remove_property("font-size");
    let Some(mut size_px) = web_sys::window()
        .and_then(|w| w.get_computed_style(&notes).ok().flatten())
        .and_then(|c| c.get_property_value("font-size").ok())
        .and_then(|v| v.trim_end_matches("px").parse::<f64>().ok())
    else {
        return;
    };
    while notes.scroll_height() > notes.client_height() + 1 && size_px > NOTES_MIN_PX {
        size_px -= 1.0;
        let _ = style.set_property("font-size", &format!("{size_px}px"));
    }
}

/// The next slide's title, or the end.
fn show_next(deck: &Deck) {
    fit_notes(deck);
    let n = deck.current.get();
    let next = deck
        .slide(n + 1)
        .and_then(|s| s.query_selector("h2").ok().flatten())
        .and_then(|h| h.text_content())
        .unwrap_or_else(|| "the end of the lecture".to_string());
    fill(deck, "presenter-next", &next);
    // The next slide's figure as the build drew it at the slide's own settings
    // (`lecture/slide-<n>.png`): the lecturer sees what comes without a second live figure.
    let slug = deck
        .figure(n + 1)
        .and_then(|f| f.get_attribute("fig"))
        .filter(|s| s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
    let next = n + 1;
    if let Ok(Some(img)) = deck
        .main
        .query_selector("[data-testid=\"presenter-next-figure\"]")
    {
        match slug {
            Some(slug) => {
                let _ = img.set_attribute("src", &format!("lecture/slide-{next}.png"));
                let _ = img.set_attribute("alt", &format!("the next slide's figure, {slug}"));
                let _ = img.remove_attribute("hidden");
            }
            None => {
                let _ = img.set_attribute("hidden", "");
            }
        }
    }
}

pub fn start(main: web_sys::HtmlElement) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let _ = main.class_list().add_1("presenter");
    if let Ok(Some(bar)) = main.query_selector(".lecture-bar") {
        let _ = bar.insert_adjacent_html("afterend", PANEL);
    }
    // A build without the figures' preview pages (`make serve`) hides the preview rather than
    // showing a broken image.
    if let Ok(Some(img)) = main.query_selector("[data-testid=\"presenter-next-figure\"]") {
        let missing = img.clone();
        let on_error = Closure::<dyn Fn()>::new(move || {
            let _ = missing.set_attribute("hidden", "");
        });
        let _ = img.add_event_listener_with_callback("error", on_error.as_ref().unchecked_ref());
        on_error.forget();
    }
    let deck = Deck::new(main);
    let first = slide_of_hash(&window.location().hash().unwrap_or_default(), deck.total);
    deck.show(first.unwrap_or(1), false);
    show_next(&deck);
    deck.send("where");
    // A resized window fits the notes again.
    let resize_deck = deck.clone();
    let on_resize = Closure::<dyn Fn()>::new(move || fit_notes(&resize_deck));
    let _ = window.add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref());
    // The window's listener lives as long as the page.
    on_resize.forget();
    let started_ms = js_sys::Date::now();
    let tick_deck = deck.clone();
    let tick = Closure::<dyn Fn()>::new(move || {
        let (clock, since) = times(&js_sys::Date::new_0(), started_ms);
        fill(&tick_deck, "presenter-clock", &clock);
        fill(&tick_deck, "presenter-elapsed", &since);
    });
    let _ = tick
        .as_ref()
        .unchecked_ref::<js_sys::Function>()
        .call0(&JsValue::NULL);
    let _ = window.set_interval_with_callback_and_timeout_and_arguments_0(
        tick.as_ref().unchecked_ref(),
        1000,
    );
    tick.forget();
    // The deck moved: follow it.
    deck.listen(|deck, text| {
        if let Some(n) = text.strip_prefix("slide:").and_then(|n| n.parse().ok()) {
            deck.show(n, false);
            show_next(deck);
        }
    });
    // Keys and buttons steer the deck; it answers with where it went.
    let keys_deck = deck.clone();
    let on_key =
        Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |ev: web_sys::KeyboardEvent| {
            let modified = ev.ctrl_key() || ev.alt_key() || ev.meta_key();
            let on_button = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| el.tag_name().eq_ignore_ascii_case("button"));
            let target = if on_button {
                Target::Button
            } else {
                Target::Page
            };
            match action_for(&ev.key(), target, modified) {
                Some(Action::Presenter) | None => {}
                Some(Action::FullScreen) => {}
                Some(action) => {
                    ev.prevent_default();
                    keys_deck.send(&format!("do:{}", action.word()));
                }
            }
        });
    let _ = window.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
    on_key.forget();
    let click_deck = deck.clone();
    let on_click = Closure::<dyn Fn(web_sys::MouseEvent)>::new(move |ev: web_sys::MouseEvent| {
        let word = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.get_attribute("data-do"));
        if let Some(word) = word {
            click_deck.send(&format!("do:{word}"));
        }
    });
    let _ = deck
        .main
        .add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    on_click.forget();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elapsed_time_reads_as_a_clock() {
        assert_eq!(elapsed(0), "0:00");
        assert_eq!(elapsed(75), "1:15");
        assert_eq!(elapsed(3725), "1:02:05");
    }
}
