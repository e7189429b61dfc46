//! The lecture's handout and QR codes: every slide on a page of its own with its figure drawn
//! (`print=1`, the print button), and each slide's code of its live figure's address.

use super::deck::Deck;
use super::qr::qr_svg;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Each slide's QR code: its figure's live address, absolute (the deck's `data-site`, from
/// SITE_URL, or this page's own address).
fn draw_qr_codes(deck: &Deck) {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return;
    };
    let site = deck
        .main
        .get_attribute("data-site")
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| {
            format!(
                "{}{}",
                location.origin().unwrap_or_default(),
                location.pathname().unwrap_or_default()
            )
        });
    for n in 1..=deck.total {
        let (Some(slide), Some(figure)) = (deck.slide(n), deck.figure(n)) else {
            continue;
        };
        let fig = figure.get_attribute("fig").unwrap_or_default();
        let url = match figure.get_attribute("query").filter(|q| !q.is_empty()) {
            Some(q) => format!("{site}?fig={fig}&{q}"),
            None => format!("{site}?fig={fig}"),
        };
        if let Ok(Some(holder)) = slide.query_selector("[data-testid=\"slide-qr\"]") {
            let label = format!("QR code: slide {n}'s figure, {url}");
            if let Some(svg) = qr_svg(&url, &label) {
                holder.set_inner_html(&svg);
                let _ = holder.set_attribute("data-url", &url);
            }
        }
    }
}

/// Every slide on a page of its own, with its figure drawn and then frozen as an image (a
/// browser may print a canvas as drawing commands, or differently at paper size; an image
/// prints as drawn); then `then` (the print button opens the browser's dialogue, `print=1`
/// stops there, ready to print or save as PDF).
fn handout(deck: &Deck, then: impl FnOnce() + 'static) {
    let _ = deck.main.class_list().add_1("handout");
    let frozen = deck.clone();
    let dark_before = on_paper();
    crate::print::prepare(move || {
        let decoded = freeze_figures(&frozen, true);
        // Print once every frozen copy has decoded: a dialogue opened sooner may lay out
        // empty images.
        let mut then = Some(then);
        let done = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            crate::print::mark_ready();
            if let Some(then) = then.take() {
                then();
            }
        });
        let _ = js_sys::Promise::all_settled(&decoded).then(&done);
        // Called once, by the promise; it lives as long as the page.
        done.forget();
    });
    // Set after `prepare`, which has every plot drawn from now on, so the redraw in light
    // reaches the figures off the screen too.
    if dark_before {
        forget_drawn(deck);
    }
}

/// Paper is white: a deck shown dark (the reader's setting or `theme=dark`) turns light for its
/// handout (the figures follow `<html>`'s `data-theme`, assets/rope-figure.js). Returns whether
/// it was dark, so the print button can turn it back.
fn on_paper() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let Some(root) = window.document().and_then(|d| d.document_element()) else {
        return false;
    };
    let asked = root.get_attribute("data-theme").unwrap_or_default();
    let prefers_dark = window
        .match_media("(prefers-color-scheme: dark)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    let dark = asked == "dark" || (asked != "light" && prefers_dark);
    if dark {
        let _ = root.set_attribute("data-handout-theme", &asked);
        let _ = root.set_attribute("data-theme", "light");
    }
    dark
}

/// The deck's own theme back after printing.
fn off_paper() {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    if let Some(asked) = root.get_attribute("data-handout-theme") {
        let _ = root.set_attribute("data-theme", &asked);
        let _ = root.remove_attribute("data-handout-theme");
    }
}

/// Clears each plot's mark of having drawn, so the handout waits for the redraw in the new
/// theme (`print::prepare` waits for every plot's `data-draws`).
fn forget_drawn(deck: &Deck) {
    for n in 1..=deck.total {
        let Some(root) = deck.figure(n).and_then(|f| f.shadow_root()) else {
            continue;
        };
        if let Ok(canvases) = root.query_selector_all("canvas[data-draws]") {
            for k in 0..canvases.length() {
                if let Some(canvas) = canvases
                    .item(k)
                    .and_then(|c| c.dyn_into::<web_sys::Element>().ok())
                {
                    let _ = canvas.remove_attribute("data-draws");
                }
            }
        }
    }
}

/// Each figure's canvases as images of themselves (`on`), or the live canvases back; the
/// copies' decoding, one promise each.
fn freeze_figures(deck: &Deck, on: bool) -> js_sys::Array {
    let decoding = js_sys::Array::new();
    for n in 1..=deck.total {
        let Some(root) = deck.figure(n).and_then(|f| f.shadow_root()) else {
            continue;
        };
        // Frozen, a figure is paper: its controls go, its image keeps to the chart's room
        // (style.css, `data-frozen`).
        if let Ok(Some(host)) = root.query_selector(".rope-host") {
            let _ = if on {
                host.set_attribute("data-frozen", "")
            } else {
                host.remove_attribute("data-frozen")
            };
        }
        if !on {
            if let Ok(copies) = root.query_selector_all("img.print-copy") {
                for k in 0..copies.length() {
                    if let Some(copy) = copies
                        .item(k)
                        .and_then(|c| c.dyn_into::<web_sys::Element>().ok())
                    {
                        copy.remove();
                    }
                }
            }
        }
        let Ok(canvases) = root.query_selector_all("canvas") else {
            continue;
        };
        for k in 0..canvases.length() {
            let Some(canvas) = canvases
                .item(k)
                .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok())
            else {
                continue;
            };
            if !on {
                let _ = canvas.style().remove_property("display");
                continue;
            }
            let (Ok(url), Some(document)) = (
                canvas.to_data_url(),
                web_sys::window().and_then(|w| w.document()),
            ) else {
                continue;
            };
            let rect = canvas.get_bounding_client_rect();
            let Ok(img) = document.create_element("img") else {
                continue;
            };
            let _ = img.set_attribute("src", &url);
            let _ = img.set_attribute("class", "print-copy");
            let _ = img.set_attribute(
                "alt",
                &canvas.get_attribute("aria-label").unwrap_or_default(),
            );
            // At most as drawn and within the chart's own room (the plot box, which on the
            // page takes what the readouts and notes leave), in the image's own shape: a
            // figure drawn on a wide screen shrinks to the paper instead of running off its
            // edge or over the lines under it. (A canvas not laid out when frozen, 0 px wide,
            // sets no width bound.)
            let bound = if rect.width() >= 1.0 {
                format!("max-width:min(100%,{}px);", rect.width())
            } else {
                "max-width:100%;".to_string()
            };
            let _ = img.set_attribute(
                "style",
                &format!("display:block;width:auto;height:auto;{bound}max-height:100%;object-fit:contain"),
            );
            if let Ok(image) = img.clone().dyn_into::<web_sys::HtmlImageElement>() {
                decoding.push(&image.decode());
            }
            let _ = canvas.after_with_node_1(&img);
            let _ = canvas.style().set_property("display", "none");
        }
    }
    decoding
}

/// The print button: the handout, the dialogue, then the deck as it was.
fn print_now(deck: &Deck) {
    let after = deck.clone();
    handout(deck, move || {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
        let _ = after.main.class_list().remove_1("handout");
        let _ = freeze_figures(&after, false);
        crate::print::release();
        off_paper();
        after.show(after.current.get(), false);
    });
}

/// The deck's print button, the handout when the address asks for it, and the QR codes.
pub fn bind(deck: &Deck) {
    draw_qr_codes(deck);
    if let Ok(Some(button)) = deck.main.query_selector("[data-testid=\"slide-print\"]") {
        let print_deck = deck.clone();
        let on_click = Closure::<dyn Fn()>::new(move || print_now(&print_deck));
        let _ = button.add_event_listener_with_callback("click", on_click.as_ref().unchecked_ref());
        // The button lives as long as the page.
        on_click.forget();
    }
    if crate::print::asked() {
        handout(deck, || {});
    }
}
