//! The rotate figure's shift check (`shift=117`), the lecture's "verify it in code": the score
//! of q at m and k at n, and again with both moved by the shift, as a float32 model computes
//! them. Exact arithmetic gives one number twice; float32 gives two that differ by rounding
//! alone, and the spread over 100 other random vectors shows how large that noise runs.

use crate::format::sig;
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use leptos::prelude::*;
use rope_math::precision::{half_layout_f32, score_f32, shift_noise_f32};

/// Random vectors the noise is measured over (seeds 1 to 100, as `vec=random&seed=…` draws).
const TRIALS: u64 = 100;

/// The figure's float32 scores at (m, n) and (m + shift, n + shift), and the noise over
/// [`TRIALS`] seeded vectors: (near, far, median gap, largest gap).
fn check(state: crate::state::AppState, shift: u64) -> Option<(f64, f64, f64, f64)> {
    let (q, k) = state.params.with(|p| p.query_key_pairs());
    let (m, n) = state.params.with(|p| (p.probe.m, p.probe.n));
    let inv_f32: Vec<f32> = state
        .freqs
        .with(|f| f.inv_freq.iter().map(|&t| t as f32).collect());
    let (q32, k32) = (half_layout_f32(&q), half_layout_f32(&k));
    let near = score_f32(&q32, &k32, m, n, &inv_f32)?;
    let far = score_f32(
        &q32,
        &k32,
        m.saturating_add(shift),
        n.saturating_add(shift),
        &inv_f32,
    )?;
    let (median, largest) = shift_noise_f32(&inv_f32, m, n, shift, TRIALS);
    Some((f64::from(near), f64::from(far), median, largest))
}

#[component]
pub fn ShiftCheck(#[prop(into)] shift: Signal<u64>) -> impl IntoView {
    let state = use_app_state();
    let result = Memo::new(move |_| check(state, shift.get()));
    let part = move |pick: fn((f64, f64, f64, f64)) -> f64| {
        Signal::derive(move || result.get().map_or(0.0, pick))
    };
    let (near, far, median, largest) = (part(|r| r.0), part(|r| r.1), part(|r| r.2), part(|r| r.3));
    let gap = Signal::derive(move || (far.get() - near.get()).abs());
    let seven = |v: Signal<f64>| Signal::derive(move || format!("{:.6}", v.get()));
    let small = |v: Signal<f64>| Signal::derive(move || sig(v.get(), 2));
    view! {
        <p class="readout-line shift-check" data-answer="" aria-live="polite">
            "In float32, as a model computes: score "
            <NumText testid="shift-score-f32" value=near shown=seven(near)/>
            "; both moved " {move || shift.get()} " later, "
            <NumText testid="shifted-score-f32" value=far shown=seven(far)/>
            ": a difference of "
            <NumText testid="shift-gap-f32" value=gap shown=small(gap)/>
            {move || if gap.get() == 0.0 { " (these two happen to round alike)" } else { "" }}
            ". Over " {TRIALS} " other random vectors it runs to "
            <NumText testid="shift-noise-max-f32" value=largest shown=small(largest)/>
            " (median "
            <NumText testid="shift-noise-median-f32" value=median shown=small(median)/>
            "): rounding, not a real gap."
        </p>
    }
}
