//! A select bound to one `Params` field, with `data-testid="param-<key>"`.

use super::ids::scoped_id;
use crate::state::use_app_state;
use leptos::prelude::*;
use rope_params::Params;

/// A select bound to one field: `options` are `(URL value, label)`.
#[component]
pub fn ParamSelect(
    label: &'static str,
    key: &'static str,
    options: Vec<(String, String)>,
    get: fn(&Params) -> String,
    set: fn(&mut Params, &str),
) -> impl IntoView {
    let state = use_app_state();
    let value = Memo::new(move |_| state.params.with(get));
    let id = scoped_id(&format!("param-{key}"));
    let testid = format!("param-{key}");
    view! {
        <div class="control">
            <label for=id.clone()>
                <span class="control-name">{label}</span>
            </label>
            <select
                id=id.clone()
                data-testid=testid
                prop:value=move || value.get()
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    state.edit(|p| set(p, &v));
                }
            >
                {options
                    .into_iter()
                    .map(|(v, l)| {
                        let selected = v.clone();
                        view! { <option value=v selected=move || value.get() == selected>{l}</option> }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}
