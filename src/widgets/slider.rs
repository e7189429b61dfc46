//! A labelled slider bound to one `Params` field (linear or logarithmic) with an optional exact
//! number field: [`KeySlider`] takes the field, its rounding and its range from the URL key's
//! row; [`ParamSlider`] is for the few whose setter does more than set the key. Keyboard operable (a native input), with `aria-valuetext` that reads the value
//! with its unit, and `data-testid="param-<key>"`.

use super::ids::scoped_id;
use super::number::{FieldErrorText, NumberField};
pub use super::slider_scale::SliderScale;
use crate::state::use_app_state;
use leptos::prelude::*;
use rope_params::params::find_key;
use rope_params::Params;
use std::sync::Arc;

/// The setter a slider writes with (one type for every slider; see [`ParamSlider`]).
type Setter = StoredValue<Box<dyn Fn(&mut Params, f64) + Send + Sync>>;

/// What a slider reads.
type Getter = Arc<dyn Fn(&Params) -> f64 + Send + Sync>;

/// A slider bound to the URL key `key`: it reads and writes the key's field (whole-number keys
/// rounded) and its number field takes the key's whole range. `min` and `max` are the slider's
/// span, in value units (`step` in decades for [`SliderScale::Log10`]).
#[component]
pub fn KeySlider(
    label: &'static str,
    /// The URL key; the input's test id is `param-<key>`.
    key: &'static str,
    min: f64,
    max: f64,
    #[prop(default = 1.0)] step: f64,
    #[prop(default = SliderScale::Linear)] scale: SliderScale,
    /// The value with its unit, for the label and `aria-valuetext`.
    format: fn(f64) -> String,
    /// Also show a number field that takes any value of the key's range.
    #[prop(default = false)]
    exact: bool,
    /// A largest value that follows the settings, in place of `max`.
    #[prop(optional)]
    max_of: Option<fn(&Params) -> f64>,
) -> impl IntoView {
    let Some((row, range)) = find_key(key).and_then(|k| Some((k, k.number_range()?))) else {
        leptos::logging::warn!("no slider for {key}: the key holds no number");
        return ().into_any();
    };
    let limits = SliderLimits {
        min,
        max,
        step,
        scale,
        exact: exact.then_some(range),
        max_of,
    };
    let get: Getter = Arc::new(move |p| row.number(p).unwrap_or(min));
    let set = move |p: &mut Params, v: f64| {
        row.set_number(p, v);
    };
    slider(
        label,
        key,
        limits,
        get,
        StoredValue::new(Box::new(set)),
        format,
    )
}

/// A slider bound to one field. `min`, `max` and `step` are in value units (`step` in
/// decades for [`SliderScale::Log10`]).
#[component]
pub fn ParamSlider<S>(
    label: &'static str,
    /// The URL key; the input's test id is `param-<key>`.
    key: &'static str,
    min: f64,
    max: f64,
    #[prop(default = 1.0)] step: f64,
    #[prop(default = SliderScale::Linear)] scale: SliderScale,
    get: fn(&Params) -> f64,
    /// Writes a new value (may touch other fields, e.g. a locked offset).
    set: S,
    /// The value with its unit, for the label and `aria-valuetext`.
    format: fn(f64) -> String,
    /// Also show a number field that takes any exact value.
    #[prop(default = false)]
    exact: bool,
    /// Limits of the number field (default: the slider's).
    #[prop(optional)]
    exact_range: Option<(f64, f64)>,
    /// A largest value that follows the settings (a pair index below the head's pair count),
    /// in place of `max`.
    #[prop(optional)]
    max_of: Option<fn(&Params) -> f64>,
) -> impl IntoView
where
    S: Fn(&mut Params, f64) + Copy + Send + Sync + 'static,
{
    // The body is one function for every slider: as the body of this generic component it was
    // compiled once per call site.
    let limits = SliderLimits {
        min,
        max,
        step,
        scale,
        exact: exact.then(|| exact_range.unwrap_or((min, max))),
        max_of,
    };
    slider(
        label,
        key,
        limits,
        Arc::new(get),
        StoredValue::new(Box::new(set)),
        format,
    )
}

/// A slider's range, its scale, and the limits of its number field if it has one.
struct SliderLimits {
    min: f64,
    max: f64,
    step: f64,
    scale: SliderScale,
    exact: Option<(f64, f64)>,
    max_of: Option<fn(&Params) -> f64>,
}

fn slider(
    label: &'static str,
    key: &'static str,
    limits: SliderLimits,
    get: Getter,
    set: Setter,
    format: fn(f64) -> String,
) -> AnyView {
    let SliderLimits {
        min,
        max,
        step,
        scale,
        exact,
        max_of,
    } = limits;
    let state = use_app_state();
    let value = Memo::new(move |_| state.params.with(|p| get(p)));
    let id = scoped_id(&format!("param-{key}"));
    let testid = format!("param-{key}");
    let field_error = RwSignal::new(None::<String>);
    let on_slide = move |ev: leptos::ev::Event| {
        if let Ok(pos) = event_target_value(&ev).parse::<f64>() {
            let v = scale.stop_at(pos, step);
            state.edit(|p| set.with_value(|set| set(p, v)));
        }
    };
    let exact_field = exact.map(|(exact_min, exact_max)| {
        view! {
            <NumberField
                label=format!("{label}, exact value")
                testid=format!("param-{key}-exact")
                min=exact_min
                max=exact_max
                value=value
                format=format
                error=field_error
                set=move |v| state.edit(|p| set.with_value(|set| set(p, v)))
            />
        }
    });
    // A log slider's whole octaves or decades as tick marks under its track. The range's top
    // may follow the settings (`max_of`), but no log slider uses that: `max` sets the ticks.
    let ticks = scale.ticks(scale.position_of(min), scale.position_of(max));
    let list_id = (!ticks.is_empty()).then(|| format!("{id}-ticks"));
    let datalist = list_id.clone().map(|list| {
        view! {
            <datalist id=list>
                {ticks.into_iter().map(|t| view! { <option value=t.to_string()></option> }).collect_view()}
            </datalist>
        }
    });
    view! {
        <div class="control">
            <label for=id.clone()>
                <span class="control-name">{label}</span>
                <output data-testid=format!("value-{key}")>{move || format(value.get())}</output>
            </label>
            <div class="control-inputs">
                <input
                    id=id
                    type="range"
                    data-testid=testid
                    min=scale.position_of(min)
                    max=move || scale.position_of(max_of.map_or(max, |f| state.params.with(f)))
                    step=step
                    prop:value=move || scale.position_of(value.get()).to_string()
                    aria-valuetext=move || format(value.get())
                    list=list_id
                    on:input=on_slide
                />
                {datalist}
                {exact_field}
            </div>
            <FieldErrorText error=field_error/>
        </div>
    }
    .into_any()
}
