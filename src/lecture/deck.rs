//! The deck: which slide shows, the keys and buttons that move it, the figure's own steps, the
//! projector's scale, the QR codes, and the channel to the presenter view.

use super::keys::{action_for, slide_of_hash, Action, Target};
use super::scale::set_scale;
use super::CHANNEL;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A deck's state: its element, the slide on screen and how many there are.
#[derive(Clone)]
pub struct Deck {
    pub main: web_sys::HtmlElement,
    pub current: Rc<Cell<usize>>,
    pub total: usize,
    pub channel: Option<web_sys::BroadcastChannel>,
}

impl Deck {
    pub fn new(main: web_sys::HtmlElement) -> Deck {
        let total = main
            .query_selector_all("section.slide")
            .map_or(0, |l| l.length() as usize);
        Deck {
            main,
            current: Rc::new(Cell::new(1)),
            total,
            channel: web_sys::BroadcastChannel::new(CHANNEL).ok(),
        }
    }

    /// Slide `n` (1-based).
    pub fn slide(&self, n: usize) -> Option<web_sys::Element> {
        self.main
            .query_selector(&format!("section.slide[data-slide=\"{n}\"]"))
            .ok()
            .flatten()
    }

    /// The `<rope-figure>` of slide `n`.
    pub fn figure(&self, n: usize) -> Option<web_sys::Element> {
        self.slide(n)?.query_selector("rope-figure").ok().flatten()
    }

    /// Shows slide `n` (clamped), writes the address and the counter, and tells the other
    /// window when `announce`.
    pub fn show(&self, n: usize, announce: bool) {
        let n = n.clamp(1, self.total.max(1));
        self.current.set(n);
        for k in 1..=self.total {
            if let Some(slide) = self.slide(k) {
                if k == n {
                    let _ = slide.set_attribute("data-current", "true");
                } else {
                    let _ = slide.remove_attribute("data-current");
                }
            }
        }
        if let Ok(Some(count)) = self.main.query_selector("[data-testid=\"slide-count\"]") {
            count.set_text_content(Some(&format!("{n} / {}", self.total)));
        }
        if let Some(window) = web_sys::window() {
            if let Ok(history) = window.history() {
                let _ = history.replace_state_with_url(
                    &JsValue::NULL,
                    "",
                    Some(&format!("#slide-{n}")),
                );
            }
        }
        if announce {
            self.send(&format!("slide:{n}"));
        }
    }

    /// Tells the other window (deck or presenter) something.
    pub fn send(&self, message: &str) {
        if let Some(channel) = &self.channel {
            let _ = channel.post_message(&message.into());
        }
    }

    /// Calls `heard` with each message the other window (deck or presenter) sends.
    pub fn listen(&self, heard: impl Fn(&Deck, &str) + 'static) {
        let Some(channel) = self.channel.clone() else {
            return;
        };
        let deck = self.clone();
        let on_message =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
                heard(&deck, &ev.data().as_string().unwrap_or_default());
            });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The channel lives as long as the page.
        on_message.forget();
    }

    /// Calls a method of the current slide's figure element with one argument.
    fn call_figure(&self, method: &str, arg: JsValue) -> JsValue {
        let Some(figure) = self.figure(self.current.get()) else {
            return JsValue::UNDEFINED;
        };
        js_sys::Reflect::get(&figure, &method.into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| f.call1(&figure, &arg).ok())
            .unwrap_or(JsValue::UNDEFINED)
    }

    /// Does what `action` asks.
    pub fn act(&self, action: Action) {
        let n = self.current.get();
        match action {
            Action::Next => {
                if !self.call_figure("ropeStep", 1.into()).is_truthy() {
                    self.show(n + 1, true);
                }
            }
            Action::Prev => {
                if !self.call_figure("ropeStep", (-1).into()).is_truthy() && n > 1 {
                    self.show(n - 1, true);
                    // Back into a slide lands on its last step, as the lecturer left it.
                    self.call_figure("ropeStepToEnd", JsValue::UNDEFINED);
                }
            }
            Action::First => self.show(1, true),
            Action::Last => self.show(self.total, true),
            Action::Reset => {
                self.call_figure("ropeReset", JsValue::UNDEFINED);
            }
            Action::FullScreen => toggle_full_screen(),
            Action::Presenter => open_presenter(n),
        }
    }
}

/// Full screen on, or off again.
fn toggle_full_screen() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        let _ = root.request_fullscreen();
    }
}

/// The presenter view in a window of its own, at slide `n`.
fn open_presenter(n: usize) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let search = window.location().search().unwrap_or_default();
    let query = if search.is_empty() {
        "?view=lecture".to_string()
    } else {
        search
    };
    let url = format!("{query}&presenter=1#slide-{n}");
    let _ = window.open_with_url_and_target_and_features(
        &url,
        "rope-presenter",
        "popup,width=960,height=720",
    );
}

/// Where a key press landed.
fn target_of(ev: &web_sys::KeyboardEvent) -> Target {
    let Some(el) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return Target::Page;
    };
    let tag = el.tag_name().to_ascii_lowercase();
    let editable = el
        .dyn_ref::<web_sys::HtmlElement>()
        .is_some_and(|h| h.is_content_editable());
    // A figure's element: its shadow root's focused control is the real target.
    let inner = el
        .shadow_root()
        .and_then(|s| s.active_element())
        .map(|a| a.tag_name().to_ascii_lowercase());
    match inner.as_deref().unwrap_or(tag.as_str()) {
        "input" | "select" | "textarea" => Target::Field,
        _ if editable => Target::Field,
        "button" | "summary" | "a" => Target::Button,
        _ => Target::Page,
    }
}

/// Binds a button of the bar to an action.
fn bind_button(deck: &Deck, testid: &str, action: Action) {
    let Ok(Some(button)) = deck
        .main
        .query_selector(&format!("[data-testid=\"{testid}\"]"))
    else {
        return;
    };
    let deck = deck.clone();
    let on_click = Closure::<dyn Fn()>::new(move || deck.act(action));
    let _ = button.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
    on_click.forget();
}

/// Brings the deck to life; returns it for the handout and the QR codes.
pub fn start(main: web_sys::HtmlElement) -> Option<Deck> {
    let window = web_sys::window()?;
    let deck = Deck::new(main);
    let first = slide_of_hash(&window.location().hash().unwrap_or_default(), deck.total);
    deck.show(first.unwrap_or(1), false);
    set_scale(&deck.main);
    for (testid, action) in [
        ("slide-prev", Action::Prev),
        ("slide-next", Action::Next),
        ("slide-reset", Action::Reset),
        ("slide-full", Action::FullScreen),
        ("slide-presenter", Action::Presenter),
    ] {
        bind_button(&deck, testid, action);
    }
    // The page's lifetime: these listeners stay as long as the deck does.
    let keys_deck = deck.clone();
    let on_key =
        Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |ev: web_sys::KeyboardEvent| {
            let modified = ev.ctrl_key() || ev.alt_key() || ev.meta_key();
            // Escape lets go of a focused field, so the clicker moves the deck again.
            if ev.key() == "Escape" && target_of(&ev) == Target::Field {
                if let Some(field) = super::focus::deep_active_element()
                    .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = field.blur();
                }
                return;
            }
            // Ctrl+P (⌘P) prints the handout, as the print button does: the browser's own
            // printing of the deck would draw only the figures built near the slide shown.
            if (ev.ctrl_key() || ev.meta_key())
                && !ev.alt_key()
                && ev.key().eq_ignore_ascii_case("p")
            {
                if let Some(button) = keys_deck
                    .main
                    .query_selector("[data-testid=\"slide-print\"]")
                    .ok()
                    .flatten()
                    .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    ev.prevent_default();
                    button.click();
                    return;
                }
            }
            if let Some(action) = action_for(&ev.key(), target_of(&ev), modified) {
                ev.prevent_default();
                keys_deck.act(action);
            }
        });
    let _ = window.add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref());
    on_key.forget();
    super::focus::give_back_after_mouse(&window);
    let resize_main = deck.main.clone();
    let on_resize = Closure::<dyn Fn()>::new(move || set_scale(&resize_main));
    let _ = window.add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref());
    on_resize.forget();
    let hash_deck = deck.clone();
    let on_hash = Closure::<dyn Fn()>::new(move || {
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        if let Some(n) = slide_of_hash(&hash, hash_deck.total) {
            hash_deck.show(n, true);
        }
    });
    let _ = window.add_event_listener_with_callback("hashchange", on_hash.as_ref().unchecked_ref());
    on_hash.forget();
    // The presenter view steers the deck ("next", "reset", ...) and asks where it is ("where").
    deck.listen(|deck, text| {
        if let Some(n) = text.strip_prefix("slide:").and_then(|n| n.parse().ok()) {
            deck.show(n, false);
        } else if text == "where" {
            deck.send(&format!("slide:{}", deck.current.get()));
        } else if let Some(action) = text.strip_prefix("do:").and_then(Action::from_word) {
            deck.act(action);
        }
    });
    Some(deck)
}
