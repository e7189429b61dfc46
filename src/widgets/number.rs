//! A number field that takes any exact value in a range: out-of-range values are kept within
//! it and say so, text that is not a number is refused with a message.

use leptos::prelude::*;

/// What the field shows under it, if anything.
pub type FieldError = RwSignal<Option<String>>;

/// A `type="number"` input. `set` receives the value, already within `min` to `max`; `error`
/// receives the message to show (placed by the caller, see [`FieldErrorText`]).
#[component]
pub fn NumberField(
    /// The accessible name.
    label: String,
    testid: String,
    #[prop(optional)] id: Option<String>,
    min: f64,
    max: f64,
    #[prop(optional)] step: Option<&'static str>,
    #[prop(into)] value: Signal<f64>,
    /// Formats the limits for the message.
    format: fn(f64) -> String,
    error: FieldError,
    set: impl Fn(f64) + 'static,
) -> impl IntoView {
    let on_change = move |ev: leptos::ev::Event| match event_target_value(&ev).trim().parse::<f64>()
    {
        Ok(v) if v.is_finite() => {
            let kept = v.clamp(min, max);
            error.set(
                (kept != v).then(|| format!("kept within {} to {}", format(min), format(max))),
            );
            set(kept);
        }
        _ => error.set(Some("enter a number".to_string())),
    };
    view! {
        <input
            type="number"
            class="exact"
            id=id
            aria-label=label
            data-testid=testid
            min=min
            max=max
            step=step
            prop:value=move || format!("{}", value.get())
            on:change=on_change
        />
    }
}

/// The message of a [`NumberField`] (or any field), announced when it appears.
#[component]
pub fn FieldErrorText(error: FieldError) -> impl IntoView {
    view! {
        <Show when=move || error.with(Option::is_some)>
            <p class="field-error" role="alert">{move || error.get().unwrap_or_default()}</p>
        </Show>
    }
}
