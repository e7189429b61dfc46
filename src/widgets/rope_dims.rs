//! The two sliders every view of plain RoPE starts from: the rotated dimensions `d` and the
//! base. Moving either replaces explicit per-pair angles (a scene's θ list) with `base^(-2i/d)`.

use super::slider::{ParamSlider, SliderScale};
use crate::format::plain;
use leptos::prelude::*;
use rope_math::Params;

#[component]
pub fn DimsAndBase() -> impl IntoView {
    view! {
        <ParamSlider
            label="rotated dimensions d"
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
