//! A comma-separated list of positive numbers bound to one `Params` field (LongRoPE's factor
//! lists): text that is not such a list is refused with a message and changes nothing.

use super::ids::scoped_id;
use super::number::{FieldError, FieldErrorText};
use crate::state::use_app_state;
use leptos::prelude::*;
use rope_params::Params;

/// Reads `text` as positive numbers separated by commas (blank entries skipped).
fn parse_positive_list(text: &str) -> Option<Vec<f64>> {
    let parsed: Result<Vec<f64>, _> = text
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::parse::<f64>)
        .collect();
    parsed
        .ok()
        .filter(|v| v.iter().all(|x| x.is_finite() && *x > 0.0))
}

#[component]
pub fn ListField(
    label: &'static str,
    /// The URL key; the input's test id is `param-<key>`.
    key: &'static str,
    get: fn(&Params) -> Vec<f64>,
    set: fn(&mut Params, Vec<f64>),
) -> impl IntoView {
    let state = use_app_state();
    let error: FieldError = RwSignal::new(None);
    let id = scoped_id(&format!("param-{key}"));
    let shown = move || {
        state.params.with(|p| {
            get(p)
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        })
    };
    view! {
        <div class="control">
            <label for=id.clone()><span class="control-name">{label}</span></label>
            <input id=id type="text" data-testid=format!("param-{key}") prop:value=shown
                on:change=move |ev| match parse_positive_list(&event_target_value(&ev)) {
                    Some(v) => {
                        error.set(None);
                        state.edit(|p| set(p, v));
                    }
                    None => error.set(Some("use positive numbers separated by commas".into())),
                }/>
            <FieldErrorText error=error/>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_positive_lists_only() {
        assert_eq!(parse_positive_list("1, 2.5,,3"), Some(vec![1.0, 2.5, 3.0]));
        assert_eq!(parse_positive_list(""), Some(vec![]));
        assert_eq!(parse_positive_list("1, -2"), None);
        assert_eq!(parse_positive_list("1, x"), None);
        assert_eq!(parse_positive_list("inf"), None);
    }
}
