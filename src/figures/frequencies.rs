//! Figure `frequencies`: how fast each pair turns (θᵢ on a log axis, wavelengths on the right)
//! for the reader's `d` and base.

use super::frame::FigureFrame;
use crate::format::sig;
use crate::panels::frequencies::{describe, draw};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::svg_draw;
use crate::state::use_app_state;
use crate::widgets::live_rows::Cells;
use crate::widgets::pair_table::PairTable;
use crate::widgets::rope_dims::DimsAndBase;
use leptos::prelude::*;
use rope_math::freq::{default_inv_freq, wavelength_tokens};

#[component]
pub fn FrequenciesFigure() -> impl IntoView {
    let state = use_app_state();
    let inv_freq = Memo::new(move |_| {
        state
            .params
            .with(|p| default_inv_freq(p.rope.d, p.rope.base))
    });
    let label = Signal::derive(move || {
        state
            .params
            .with(|p| inv_freq.with(|f| describe(f, p.rope.d, p.rope.base)))
    });
    let num_pairs = Memo::new(move |_| inv_freq.with(Vec::len));
    view! {
        <FigureFrame slug="frequencies" caption="Each dot is one pair: the first turns a radian per token, like a second hand; each later one is slower by the same ratio, down to hour hands that need thousands of tokens per turn.">
            <PlotCanvas testid="plot-frequencies" label=label aspect=0.42 min_height_css_px=200.0 max_height_css_px=260.0
                draw=move |area, style| inv_freq.with(|f| draw(&area, f, style))
                svg=svg_draw(move |area, style| inv_freq.with(|f| draw(&area, f, style)))/>
            <div class="controls compact"><DimsAndBase/></div>
            <PairTable
                testid="pair-table"
                summary="every pair's frequency and wavelength (table)"
                caption="θᵢ in radians per token; wavelength 2π/θᵢ in tokens"
                columns=&[("θᵢ (rad/token)", Some("inv-freq")), ("wavelength (tokens)", Some("wavelength"))]
                rows=num_pairs
                num_pairs=num_pairs
                fill=move |cells: &mut Cells| inv_freq.with(|f| {
                    for &theta in f {
                        cells.number(theta, || sig(theta, 6));
                        let wave = wavelength_tokens(theta);
                        cells.number(wave, || sig(wave, 6));
                    }
                })
            />
        </FigureFrame>
    }
}
