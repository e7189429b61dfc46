//! A worked number in a chapter's text: computed, shown rounded, with its full value in
//! `data-value` so tests can check it against the seeds.

use leptos::prelude::*;

/// `value` shown as `shown`, hook `testid`.
pub fn seed_num(testid: &'static str, value: f64, shown: String) -> impl IntoView {
    view! { <span class="num" data-testid=testid data-value=value.to_string()>{shown}</span> }
}
