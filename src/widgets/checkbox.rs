//! A labelled checkbox: the label wraps the box, so clicking the words toggles it.

use leptos::prelude::*;

/// A checkbox with `data-testid=testid`; `set` receives the new state.
#[component]
pub fn Checkbox(
    /// The words after the box.
    label: &'static str,
    testid: &'static str,
    #[prop(into)] checked: Signal<bool>,
    set: impl Fn(bool) + 'static,
) -> impl IntoView {
    view! {
        <div class="control">
            <label>
                <input
                    type="checkbox"
                    data-testid=testid
                    prop:checked=move || checked.get()
                    on:change=move |ev| set(event_target_checked(&ev))
                />
                " "
                {label}
            </label>
        </div>
    }
}
