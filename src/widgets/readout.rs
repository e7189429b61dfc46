//! Numbers the page shows as results. Each carries its full-precision value in `data-value`
//! (Rust `{}` of the f64) whatever the display rounding, so tests and other tools read the
//! exact number.

use leptos::prelude::*;

/// The `data-value` text of a shown number.
fn full_value(value: f64) -> String {
    value.to_string()
}

/// A number inline in text, `digits` decimals on screen.
#[component]
pub fn Num(
    #[prop(into)] testid: String,
    #[prop(into)] value: Signal<f64>,
    #[prop(default = 6)] digits: usize,
) -> impl IntoView {
    view! {
        <span class="num" data-testid=testid data-value=move || full_value(value.get())>
            // A typographic minus, as the rest of the page writes one.
            {move || format!("{:.*}", digits, value.get()).replace('-', "−")}
        </span>
    }
}

/// A number inline in text shown as `shown` (units, grouping, words), its full value in
/// `data-value`.
#[component]
pub fn NumText(
    #[prop(into)] testid: String,
    #[prop(into)] value: Signal<f64>,
    #[prop(into)] shown: Signal<String>,
) -> impl IntoView {
    view! {
        <span class="num" data-testid=testid data-value=move || full_value(value.get())>
            {move || shown.get()}
        </span>
    }
}

/// A labelled readout in a `<dl class="readouts">`: `shown` is the text on screen.
#[component]
pub fn Readout(
    label: &'static str,
    testid: &'static str,
    #[prop(into)] value: Signal<f64>,
    #[prop(into)] shown: Signal<String>,
) -> impl IntoView {
    view! {
        <div class="readout-item">
            <dt>{label}</dt>
            <dd data-testid=testid data-value=move || full_value(value.get())>{move || shown.get()}</dd>
        </div>
    }
}
