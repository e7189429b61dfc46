//! The two sliders every view of plain RoPE starts from: the head's dimensions `d` and the
//! base (moving either replaces explicit per-pair angles, a scene's θ list, with
//! `base^(-2i/d)`); and the share of the head that rotates, for the lab.

use super::slider::{ParamSlider, SliderScale};
use crate::format::plain;
use leptos::prelude::*;
use rope_params::Params;

#[component]
pub fn DimsAndBase() -> impl IntoView {
    view! {
        <ParamSlider
            label="head dimensions d"
            key="d"
            min=2.0
            max=512.0
            step=2.0
            get=|p| p.rope.d as f64
            set=|p: &mut Params, v: f64| {
                p.rope.d = v.round() as usize;
                p.rope.theta_rad.clear();
            }
            format=|v| format!("{} dims, {} pairs", v, v / 2.0)
            exact=true
            exact_range=(2.0, 1024.0)
        />
        <ParamSlider
            label="base (rope_theta)"
            key="base"
            min=100.0
            max=1e7
            step=0.01
            scale=SliderScale::Log10
            get=|p| p.rope.base
            set=|p: &mut Params, v: f64| {
                p.rope.base = v;
                p.rope.theta_rad.clear();
            }
            format=|v| plain(v, 7)
            exact=true
            exact_range=(2.0, 1e12)
        />
    }
}

/// HF's `partial_rotary_factor`: the share of the head's pairs that rotate (the rest keep
/// θ = 0). With `scaling = proportional` the kept pairs are the full head's fastest; with any
/// other method every frequency is squeezed into them.
#[component]
pub fn PartialShare() -> impl IntoView {
    let state = crate::state::use_app_state();
    let rotated = move || {
        state.params.with(|p| {
            let (k, n) = (p.rope.rotated_pairs(), p.rope.num_pairs());
            if k == n {
                "Every pair rotates.".to_string()
            } else {
                format!(
                    "{k} of {n} pairs rotate; pairs {k} to {} carry no position.",
                    n - 1
                )
            }
        })
    };
    view! {
        <ParamSlider
            label="rotated share (partial_rotary_factor)"
            key="partial"
            min=0.05
            max=1.0
            step=0.05
            get=|p| p.rope.partial
            set=|p: &mut Params, v: f64| {
                p.rope.partial = v;
                p.rope.theta_rad.clear();
            }
            format=|v| plain(v, 4)
            exact=true
            exact_range=(0.001, 1.0)
        />
        <p class="hint" data-testid="rotated-pairs-hint">{rotated}</p>
    }
}
