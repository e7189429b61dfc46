//! A chapter's body: live at once, or first as the served HTML showed it (its nodes moved back,
//! inert so neither a reader nor a test can use its dead controls) until it comes within a
//! screen of the viewport. Then it is built live, one chapter per task: loading the story
//! builds only the chapters a reader is near, so no long task blocks the first seconds. Once
//! the reader does anything (a key, a pointer, a wheel), the rest are built in idle time, one
//! per idle period, so the keyboard and find-in-page reach every chapter's controls.

use super::prerendered::take;
use crate::state::when_idle;
use leptos::html::Div;
use leptos::prelude::*;
use leptos_use::{use_intersection_observer_with_options, UseIntersectionObserverOptions};
use std::cell::RefCell;
use std::time::Duration;

thread_local! {
    /// The chapters still shown as served, in reading order.
    static WAITING: RefCell<Vec<RwSignal<bool>>> = const { RefCell::new(Vec::new()) };
    static LISTENING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Builds the next waiting chapter, then asks for the next idle period for the one after (or
/// 300 ms later at the latest: a page busy drawing may have no idle period for a while).
fn build_next_when_idle() {
    when_idle(300, || {
        let next = WAITING.with(|w| {
            let mut w = w.borrow_mut();
            w.retain(|live| !live.get_untracked());
            (!w.is_empty()).then(|| w.remove(0))
        });
        if let Some(live) = next {
            live.set(true);
            build_next_when_idle();
        }
    });
}

/// On the reader's first key, pointer or wheel, starts building the waiting chapters.
fn on_first_interaction() {
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let started = std::rc::Rc::new(std::cell::Cell::new(false));
    for event in ["keydown", "pointerdown", "wheel", "touchstart"] {
        let started = started.clone();
        let handle = window_event_listener_untyped(event, move |_| {
            if !started.replace(true) {
                build_next_when_idle();
            }
        });
        // The listeners live as long as the page: the story is never unmounted.
        std::mem::forget(handle);
    }
}

#[component]
pub fn ChapterBody(id: &'static str, body: fn() -> AnyView) -> impl IntoView {
    let Some(served) = take(id) else {
        return view! { <div class="chapter-body" data-chapter-body=id data-live="">{body()}</div> }
            .into_any();
    };
    let live = RwSignal::new(false);
    WAITING.with(|w| w.borrow_mut().push(live));
    on_first_interaction();
    let holder = NodeRef::<Div>::new();
    // The served nodes go back into the placeholder as soon as it exists, before any paint.
    Effect::new(move |_| {
        if let Some(el) = holder.get() {
            while let Some(child) = served.first_child() {
                if el.append_child(&child).is_err() {
                    break;
                }
            }
        }
    });
    use_intersection_observer_with_options(
        holder,
        move |entries, _| {
            if !live.get_untracked() && entries.iter().any(|e| e.is_intersecting()) {
                // A task of its own, so building it never joins the scroll's frame.
                set_timeout(move || live.set(true), Duration::ZERO);
            }
        },
        UseIntersectionObserverOptions::default().root_margin("100% 0px 100% 0px"),
    );
    view! {
        {move || if live.get() {
            view! { <div class="chapter-body" data-chapter-body=id data-live="">{body()}</div> }.into_any()
        } else {
            view! { <div class="chapter-body" data-chapter-body=id inert="" node_ref=holder></div> }.into_any()
        }}
    }
    .into_any()
}
