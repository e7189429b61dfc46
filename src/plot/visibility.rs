//! Whether an element is on screen, for plots that draw only while seen and animations that
//! pause when scrolled away.

use leptos::prelude::*;
use leptos_use::core::IntoElementsMaybeSignal;
use leptos_use::use_intersection_observer;

/// Whether `target` is on screen, by the latest report of an `IntersectionObserver`. Unlike
/// leptos-use's `use_element_visibility`, which keeps the first entry of a batch: when a page
/// moves an element out and back in within one frame (a blog resizing the frames above an
/// embedded figure), the batch holds the stale state first, and a plot read it as off screen
/// and never drew (the host page test, one load in about ten). Entries with an empty box
/// (reported before layout) are skipped, as leptos-use does.
pub fn use_on_screen<Els, M>(target: Els) -> Signal<bool>
where
    Els: IntoElementsMaybeSignal<web_sys::Element, M>,
{
    let (visible, set_visible) = signal(false);
    use_intersection_observer(target, move |entries, _| {
        let current = entries.iter().rev().find(|entry| {
            let rect = entry.bounding_client_rect();
            rect.width() > 0.0 || rect.height() > 0.0
        });
        if let Some(entry) = current {
            set_visible.set(entry.is_intersecting());
        }
    });
    visible.into()
}
