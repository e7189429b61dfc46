//! The notice of settings that could not be used as given.

use crate::state::use_app_state;
use leptos::prelude::*;

/// The notice listing what the URL codec corrected (the address's settings, or an element's
/// `query`); dismissible.
#[component]
pub fn CorrectionNotice() -> impl IntoView {
    let state = use_app_state();
    view! {
        <Show when=move || state.corrections.with(|c| !c.is_empty())>
            <div class="notice" role="status" data-testid="notice">
                <p>"Some settings could not be used as given:"</p>
                <ul>
                    {move || {
                        state
                            .corrections
                            .get()
                            .into_iter()
                            .map(|c| view! { <li><code>{c.key}</code>": "{c.message}</li> })
                            .collect_view()
                    }}
                </ul>
                <button type="button" data-testid="notice-dismiss" on:click=move |_| state.corrections.set(Vec::new())>
                    "Dismiss"
                </button>
            </div>
        </Show>
    }
}
