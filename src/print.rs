//! A page made ready to print (the story's and the lecture's `print=1`, the lecture's print
//! button): figures are built only near the screen and taken down far from it, and plots draw
//! only while seen, which would print empty frames. Here every figure is built and kept and
//! every plot drawn; when all have drawn, the caller goes on (the lecture freezes its figures as
//! images and, once they have decoded, marks `<html>` `data-print-ready`; the button then opens
//! the browser's print dialogue).

use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How long to wait for every plot before printing what there is.
const MOST_WAIT_MS: f64 = 60_000.0;
const POLL_MS: i32 = 200;

/// Whether the address asks for the page ready to print (`print=1`).
pub fn asked() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|s| s.split(['?', '&']).any(|p| p == "print=1"))
}

fn set_global(name: &str, value: bool) {
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &name.into(), &value.into());
    }
}

/// Whether every figure of the page is built and each of its plots has drawn.
fn all_drawn(document: &web_sys::Document) -> bool {
    let Ok(figures) = document.query_selector_all("rope-figure") else {
        return false;
    };
    (0..figures.length()).all(|k| {
        let Some(figure) = figures
            .item(k)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            return true;
        };
        let Some(root) = figure.shadow_root() else {
            return false;
        };
        let canvases = root.query_selector_all("canvas").ok();
        figure.has_attribute("data-built")
            && canvases.is_some_and(|c| {
                (0..c.length()).all(|j| {
                    c.item(j)
                        .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                        .is_some_and(|canvas| canvas.has_attribute("data-draws"))
                })
            })
    })
}

/// Builds and keeps every figure, draws every plot, and calls `then` once all have drawn (or
/// after a minute, with what there is). `then` calls [`mark_ready`] when the page really is
/// ready: a handout's frozen images decode after the plots have drawn.
pub fn prepare(then: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    set_global("ropeKeepFigures", true);
    set_global("ropeDrawAll", true);
    // Prose and folds that wait with a guess's answer show (assets/style.css): paper cannot
    // answer, and a figure folded inside them must be built.
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute(PRINTING, "");
    }
    open_folds(&document);
    if let Ok(figures) = document.query_selector_all("rope-figure") {
        for k in 0..figures.length() {
            let Some(figure) = figures.item(k) else {
                continue;
            };
            if let Ok(near) = js_sys::Reflect::get(&figure, &"ropeNear".into()) {
                if let Some(near) = near.dyn_ref::<js_sys::Function>() {
                    let _ = near.call0(&figure);
                }
            }
        }
    }
    let started_ms = js_sys::Date::now();
    let then = Rc::new(Cell::new(Some(Box::new(then) as Box<dyn FnOnce()>)));
    let timer = Rc::new(Cell::new(0));
    let timer_inside = timer.clone();
    let poll = Closure::<dyn Fn()>::new(move || {
        let timed_out = js_sys::Date::now() - started_ms > MOST_WAIT_MS;
        if !(all_drawn(&document) || timed_out) {
            return;
        }
        if let Some(window) = web_sys::window() {
            window.clear_interval_with_handle(timer_inside.get());
        }
        if let Some(then) = then.take() {
            then();
        }
    });
    if let Ok(handle) = window.set_interval_with_callback_and_timeout_and_arguments_0(
        poll.as_ref().unchecked_ref(),
        POLL_MS,
    ) {
        timer.set(handle);
    }
    // The poll lives until it has fired its last.
    poll.forget();
}

/// Marks the page ready to print (`data-print-ready` on `<html>`, which a PDF maker waits for).
pub fn mark_ready() {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-print-ready", "true");
    }
}

/// Marks `<html>` while the page is made ready to print and printed.
const PRINTING: &str = "data-printing";

/// Marks each closed fold that holds a figure, so it can be closed again after printing.
const OPENED_FOR_PRINT: &str = "data-print-opened";

/// Opens every closed fold that holds a figure (a core chapter's optional figure): a printed
/// page has every figure drawn.
fn open_folds(document: &web_sys::Document) {
    let Ok(folds) = document.query_selector_all("details:not([open]):has(rope-figure)") else {
        return;
    };
    for k in 0..folds.length() {
        if let Some(fold) = folds
            .item(k)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        {
            let _ = fold.set_attribute(OPENED_FOR_PRINT, "");
            let _ = fold.set_attribute("open", "");
        }
    }
}

/// Closes again the folds [`open_folds`] opened.
fn close_folds(document: &web_sys::Document) {
    let Ok(folds) = document.query_selector_all(&format!("details[{OPENED_FOR_PRINT}]")) else {
        return;
    };
    for k in 0..folds.length() {
        if let Some(fold) = folds
            .item(k)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        {
            let _ = fold.remove_attribute(OPENED_FOR_PRINT);
            let _ = fold.remove_attribute("open");
        }
    }
}

/// The page back to its usual self after printing: figures far away may be taken down again,
/// and plots drawn only while seen.
pub fn release() {
    set_global("ropeKeepFigures", false);
    set_global("ropeDrawAll", false);
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    close_folds(&document);
    if let Some(root) = document.document_element() {
        let _ = root.remove_attribute(PRINTING);
        let _ = root.remove_attribute("data-print-ready");
    }
}
