//! Figure `interpolation`: position interpolation divides every position by L′/L, so a long text
//! lands inside the trained range; the price is paid by the fastest pair, whose neighbouring
//! tokens end up a fraction of their old angle apart.

use super::frame::FigureFrame;
use super::interpolation_charts::{draw, Squeeze};
use crate::format::{plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use rope_math::freq::default_inv_freq;
use rope_params::figures::plot_of;

#[component]
pub fn InterpolationFigure() -> impl IntoView {
    let state = use_app_state();
    let squeeze = Memo::new(move |_| {
        state.params.with(|p| Squeeze {
            m: p.probe.m,
            train_len_tokens: p.rope.train_len_tokens,
            infer_len_tokens: p.rope.infer_len_tokens,
            theta0: default_inv_freq(p.rope.d, p.rope.base)
                .first()
                .copied()
                .unwrap_or(1.0),
            num_pairs: p.rope.num_pairs(),
        })
    });
    let squeezed = Signal::derive(move || squeeze.with(|s| s.squeezed(s.m as f64)));
    let step_deg = |squeezed: bool| {
        Signal::derive(move || {
            squeeze.with(|s| {
                let gap = if squeezed {
                    s.squeezed(s.m as f64 + 1.0) - s.squeezed(s.m as f64)
                } else {
                    1.0
                };
                (gap * s.theta0).to_degrees()
            })
        })
    };
    let (before, after) = (step_deg(false), step_deg(true));
    // The other side of the bargain, the slowest pair at the text's end: unsqueezed past the
    // angle training showed it, squeezed back to that angle (L′·θ/(L′/L) = L·θ).
    let slowest = Memo::new(move |_| {
        state.params.with(|p| {
            let theta = default_inv_freq(p.rope.d, p.rope.base)
                .last()
                .copied()
                .unwrap_or(f64::NAN);
            let (train, infer) = (
                p.rope.train_len_tokens as f64,
                p.rope.infer_len_tokens as f64,
            );
            let squeeze = (infer / train).max(1.0);
            (
                p.rope.num_pairs().saturating_sub(1),
                (infer * theta).to_degrees(),
                (train * theta).to_degrees(),
                (infer * theta / squeeze).to_degrees(),
            )
        })
    });
    let slow_deg =
        move |pick: fn(&(usize, f64, f64, f64)) -> f64| Signal::derive(move || slowest.with(pick));
    let factor = Signal::derive(move || {
        squeeze.with(|s| (s.infer_len_tokens as f64 / s.train_len_tokens as f64).max(1.0))
    });
    let label = Signal::derive(move || {
        squeeze.with(|s| {
            format!(
                "Top: position {} of a {}-token text is turned as position {} was in training (trained to {} tokens). \
                 Bottom: the fastest pair's hands for positions m to m+3: {}° apart as trained, {}° apart squeezed.",
                tokens(s.m as f64),
                tokens(s.infer_len_tokens as f64),
                plain(s.squeezed(s.m as f64), 6),
                tokens(s.train_len_tokens as f64),
                plain(before.get(), 4),
                plain(after.get(), 4),
            )
        })
    });
    view! {
        <FigureFrame slug="interpolation" caption="Dividing every position by L′/L keeps each angle inside the trained range and brings neighbours that much closer on the fastest dial.">
            <PlotCanvas testid=plot_of("interpolation") label=label min_height_css_px=250.0 max_height_css_px=300.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 260.0 } else { (w * 0.85).max(250.0) })
                picture=paint(move |area, style| squeeze.with(|s| draw(&area, s, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "m = " {move || tokens(squeeze.with(|s| s.m) as f64)} " is turned as "
                <NumText testid="squeezed-position" value=squeezed shown=Signal::derive(move || plain(squeezed.get(), 6))/>
                " (÷"
                <NumText testid="squeeze-factor" value=factor shown=Signal::derive(move || plain(factor.get(), 4))/>
                "); neighbours "
                <NumText testid="neighbour-step-before-deg" value=before shown=Signal::derive(move || format!("{}°", plain(before.get(), 3)))/>
                " → "
                <NumText testid="neighbour-step-after-deg" value=after shown=Signal::derive(move || format!("{}°", plain(after.get(), 3)))/> " apart"
            </p>
            // What the squeeze is for, where a slide has the room: the slow pairs gain.
            <p class="readout-line fill-only" aria-live="polite">
                "The slowest pair (" {move || slowest.with(|s| s.0)} ") at the text's end: "
                <NumText testid="slowest-infer-deg" value=slow_deg(|s| s.1) shown=Signal::derive(move || format!("{}°", plain(slowest.with(|s| s.1), 3)))/>
                " unsqueezed, past the "
                <NumText testid="slowest-train-deg" value=slow_deg(|s| s.2) shown=Signal::derive(move || format!("{}°", plain(slowest.with(|s| s.2), 3)))/>
                " training showed; squeezed, "
                <NumText testid="slowest-squeezed-deg" value=slow_deg(|s| s.3) shown=Signal::derive(move || format!("{}°", plain(slowest.with(|s| s.3), 3)))/>
                ": back inside."
            </p>
            <div class="controls compact">
                <KeySlider label="position m" key="m" min=1.0 max=1_048_576.0 step=0.125 scale=SliderScale::Log2
                    max_of=|p: &rope_params::Params| p.rope.infer_len_tokens.saturating_sub(1).max(1) as f64
                    format=|v| tokens(v)/>
                <KeySlider label="run to L′" key="infer" min=128.0 max=8_388_608.0 step=0.125 scale=SliderScale::Log2
                    format=|v| format!("{} tokens", tokens(v))/>
            </div>
        </FigureFrame>
    }
}
