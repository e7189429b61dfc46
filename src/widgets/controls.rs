//! Labelled controls bound to one `Params` field: a slider (linear or logarithmic) with an
//! optional exact number field, and a select. Keyboard operable (native inputs), with
//! `aria-valuetext` that reads the value with its unit, and `data-testid="param-<key>"`.

use crate::state::use_app_state;
use leptos::prelude::*;
use rope_math::Params;

/// How slider positions map to values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliderScale {
    Linear,
    /// The slider moves in `log10(value)`, so each step multiplies the value.
    Log10,
}

impl SliderScale {
    fn position_of(self, value: f64) -> f64 {
        match self {
            SliderScale::Linear => value,
            SliderScale::Log10 => value.max(f64::MIN_POSITIVE).log10(),
        }
    }
    fn value_at(self, position: f64) -> f64 {
        match self {
            SliderScale::Linear => position,
            SliderScale::Log10 => 10f64.powf(position),
        }
    }
}

/// Rounds a log-slider value to 4 significant digits, so the URL and the field stay readable
/// (10000 rather than 9999.999999998).
fn tidy(value: f64) -> f64 {
    if value == 0.0 || !value.is_finite() {
        return value;
    }
    let digits = 4 - value.abs().log10().ceil() as i32;
    let scale = 10f64.powi(digits);
    (value * scale).round() / scale
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
) -> impl IntoView
where
    S: Fn(&mut Params, f64) + Copy + Send + Sync + 'static,
{
    let state = use_app_state();
    let value = Memo::new(move |_| state.params.with(get));
    let id = format!("param-{key}");
    let field_error = RwSignal::new(None::<String>);
    let (exact_min, exact_max) = exact_range.unwrap_or((min, max));
    let on_slide = move |ev: leptos::ev::Event| {
        if let Ok(pos) = event_target_value(&ev).parse::<f64>() {
            let v = scale.value_at(pos);
            let v = if scale == SliderScale::Log10 {
                tidy(v)
            } else {
                v
            };
            state.edit(|p| set(p, v));
        }
    };
    let on_exact =
        move |ev: leptos::ev::Event| match event_target_value(&ev).trim().parse::<f64>() {
            Ok(v) if v.is_finite() => {
                let clamped = v.clamp(exact_min, exact_max);
                field_error.set((clamped != v).then(|| {
                    format!("kept within {} to {}", format(exact_min), format(exact_max))
                }));
                state.edit(|p| set(p, clamped));
            }
            _ => field_error.set(Some("enter a number".to_string())),
        };
    let exact_field = exact.then(|| {
        view! {
            <input
                type="number"
                class="exact"
                aria-label=format!("{label}, exact value")
                data-testid=format!("param-{key}-exact")
                min=exact_min
                max=exact_max
                prop:value=move || format!("{}", value.get())
                on:change=on_exact
            />
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
                    id=id.clone()
                    type="range"
                    data-testid=id
                    min=scale.position_of(min)
                    max=scale.position_of(max)
                    step=step
                    prop:value=move || scale.position_of(value.get()).to_string()
                    aria-valuetext=move || format(value.get())
                    on:input=on_slide
                />
                {exact_field}
            </div>
            <Show when=move || field_error.with(Option::is_some)>
                <p class="field-error" role="alert">{move || field_error.get().unwrap_or_default()}</p>
            </Show>
        </div>
    }
}

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
    let id = format!("param-{key}");
    view! {
        <div class="control">
            <label for=id.clone()>
                <span class="control-name">{label}</span>
            </label>
            <select
                id=id.clone()
                data-testid=id
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_scale_round_trips() {
        let s = SliderScale::Log10;
        assert!((s.value_at(s.position_of(500000.0)) - 500000.0).abs() < 1e-6);
        assert_eq!(tidy(9999.999999998), 10000.0);
        assert_eq!(tidy(123456.0), 123500.0);
    }
}
