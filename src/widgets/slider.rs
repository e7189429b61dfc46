//! A labelled slider bound to one `Params` field (linear or logarithmic) with an optional exact
//! number field: [`KeySlider`] takes the field, its rounding and its range from the URL key's
//! row; [`ParamSlider`] is for the few whose setter does more than set the key. Keyboard operable (a native input), with `aria-valuetext` that reads the value
//! with its unit, and `data-testid="param-<key>"`.

use super::ids::scoped_id;
use super::number::{FieldErrorText, NumberField};
use crate::state::use_app_state;
use leptos::prelude::*;
use rope_params::params::find_key;
use rope_params::Params;
use std::sync::Arc;

/// How slider positions map to values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliderScale {
    Linear,
    /// The slider moves in `log10(value)`, so each step multiplies the value.
    Log10,
    /// The slider moves in `log2(value)` (`step` in octaves): with a `min` that is a power of
    /// two and a step that divides an octave, every power of two is a stop (4,096, 32,768; 2).
    Log2,
}

impl SliderScale {
    fn position_of(self, value: f64) -> f64 {
        match self {
            SliderScale::Linear => value,
            SliderScale::Log10 => value.max(f64::MIN_POSITIVE).log10(),
            SliderScale::Log2 => value.max(f64::MIN_POSITIVE).log2(),
        }
    }
    fn value_at(self, position: f64) -> f64 {
        match self {
            SliderScale::Linear => position,
            SliderScale::Log10 => 10f64.powf(position),
            SliderScale::Log2 => {
                // A whole octave is an exact power of two, never tidied to 4 digits.
                if (position - position.round()).abs() < 1e-9 {
                    2f64.powi(position.round() as i32)
                } else {
                    tidy(2f64.powf(position))
                }
            }
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

/// The roundest value (fewest significant digits, up to 4) within `half_step_dec` decades of
/// the log10 slider position `position_dec`. Each stop's window is its own, so the stops stay
/// in order, and a round number the text asks for is a stop: 500,000 is where 501,187 would
/// be, next to 490,000 (a reader could not drag to a base of 500,000 when every stop was
/// 10^position to 4 digits: 489,800, then 501,200).
fn roundest_near(position_dec: f64, half_step_dec: f64) -> f64 {
    let value = 10f64.powf(position_dec);
    if !value.is_finite() || value <= 0.0 {
        return value;
    }
    let (lo, hi) = (
        10f64.powf(position_dec - half_step_dec),
        10f64.powf(position_dec + half_step_dec),
    );
    (1..=4)
        .map(|digits| round_to_digits(value, digits))
        .find(|r| (lo..=hi).contains(r))
        .unwrap_or_else(|| tidy(value))
}

/// `value` to `digits` significant digits.
fn round_to_digits(value: f64, digits: i32) -> f64 {
    // Whole powers of ten on the side that keeps the result exact (500,000, not 499,999.99…).
    let shift = digits - value.abs().log10().ceil() as i32;
    if shift >= 0 {
        let scale = 10f64.powi(shift);
        (value * scale).round() / scale
    } else {
        let unit = 10f64.powi(-shift);
        (value / unit).round() * unit
    }
}

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
            let v = scale.value_at(pos);
            let v = if scale == SliderScale::Log10 {
                roundest_near(pos, step / 2.0)
            } else {
                v
            };
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
                    on:input=on_slide
                />
                {exact_field}
            </div>
            <FieldErrorText error=field_error/>
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log2_stops_on_powers_of_two() {
        let s = SliderScale::Log2;
        assert_eq!(s.value_at(15.0), 32768.0);
        assert_eq!(s.value_at(15.000_000_000_01), 32768.0);
        assert_eq!(s.value_at(1.0), 2.0);
        assert_eq!(s.value_at(-2.0), 0.25);
        assert_eq!(s.position_of(131_072.0), 17.0);
        // Between octaves: 4 significant digits, as the log10 slider shows.
        assert_eq!(s.value_at(15.5), 46340.0);
    }

    #[test]
    fn a_log10_stop_is_the_roundest_value_near_it() {
        // Steps of 0.01 decades: the text's base of 500,000 is a stop, and so are its
        // neighbours' round values.
        assert_eq!(roundest_near(5.70, 0.005), 500_000.0);
        assert_eq!(roundest_near(5.69, 0.005), 490_000.0);
        assert_eq!(roundest_near(5.71, 0.005), 510_000.0);
        assert_eq!(roundest_near(4.0, 0.005), 10_000.0);
        assert_eq!(roundest_near(5.11, 0.005), 130_000.0);
        // Every stop of a decade is distinct and in order.
        let stops: Vec<f64> = (0..=100)
            .map(|k| roundest_near(5.0 + f64::from(k) / 100.0, 0.005))
            .collect();
        assert!(stops.windows(2).all(|w| w[0] < w[1]), "{stops:?}");
        // Coarse steps: a round value is found within the wider window.
        assert_eq!(roundest_near(3.05, 0.025), 1100.0);
    }

    #[test]
    fn log_scale_round_trips() {
        let s = SliderScale::Log10;
        assert!((s.value_at(s.position_of(500000.0)) - 500000.0).abs() < 1e-6);
        assert_eq!(tidy(9999.999999998), 10000.0);
        assert_eq!(tidy(123456.0), 123500.0);
    }
}
