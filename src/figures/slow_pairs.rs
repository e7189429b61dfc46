//! Figure `slow-pairs`: trained to one length, the slowest pairs swept only part of their
//! circle; at a longer length they land on angles training never showed them.

use super::frame::FigureFrame;
use crate::format::tokens;
use crate::panels::coverage::{fan, turns_chart, turns_range, CoverageTable};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::svg_draw;
use crate::plot::style::PlotStyle;
use crate::plot::{two_parts, DrawResult};
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::slider::{ParamSlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::analysis::Coverage;
use rope_math::freq::Frequencies;
use rope_math::Params;

/// The turns chart and, beside it (under it on a narrow screen), the selected pair's circle.
fn draw_figure<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    cov: &Coverage,
    freqs: &Frequencies,
    pair: usize,
    style: &PlotStyle,
) -> DrawResult {
    let (chart, dial) = two_parts(area, style, 520.0, 0.68, 0.6);
    turns_chart(
        &chart,
        cov,
        &freqs.detail,
        style,
        turns_range(&[cov]),
        "turns per pair: bar = training, dot = inference",
        true,
    )?;
    if let Some(p) = cov.pairs.get(pair.min(cov.pairs.len().saturating_sub(1))) {
        fan(&dial, style, p, cov.pairs.len())?;
    }
    Ok(())
}

#[component]
pub fn SlowPairsFigure() -> impl IntoView {
    let state = use_app_state();
    let pair = Memo::new(move |_| state.params.with(|p| p.probe.pair));
    let selected = Memo::new(move |_| {
        state.coverage.with(|c| {
            c.pairs
                .get(pair.get().min(c.pairs.len().saturating_sub(1)))
                .cloned()
        })
    });
    let angle = move |f: fn(&rope_math::analysis::PairCoverage) -> f64| {
        Signal::derive(move || selected.with(|p| p.as_ref().map_or(0.0, f)))
    };
    let label = Signal::derive(move || {
        let c = state.coverage.get();
        format!(
            "Turns per pair over the training length (bars) and the inference length (dots); {} of {} pairs reach angles they never reached in training. \
             The circle shows pair {}: the angle seen in training, shaded, and where inference takes it.",
            c.out_of_distribution_count, c.pairs.len(), pair.get()
        )
    });
    let seed_pair = move |_| {
        if let Some(scene) = rope_math::scenes::find("slow-pair") {
            state.apply(|p| scene.apply(p));
        }
    };
    view! {
        <FigureFrame slug="slow-pairs" caption="A pair that turned once in training has seen every angle; the slowest have not, and past the training length they point where they never did.">
            <PlotCanvas testid="plot-coverage" label=label min_height_css_px=200.0 max_height_css_px=290.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 230.0 } else { w * 0.78 })
                draw=move |area, style| state.coverage.with(|c| state.freqs.with(|f| draw_figure(&area, c, f, pair.get(), style)))
                svg=svg_draw(move |area, style| state.coverage.with(|c| state.freqs.with(|f| draw_figure(&area, c, f, pair.get(), style))))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "pair " {move || pair.get()} ": "
                <Num testid="slow-angle-train-deg" value=angle(|p| p.angle_train_rad.to_degrees()) digits=1/> "° trained, "
                <Num testid="slow-angle-infer-deg" value=angle(|p| p.angle_infer_rad.to_degrees()) digits=1/> "° at inference; "
                {move || format!("{} pairs outside", state.coverage.with(|c| c.out_of_distribution_count))}
            </p>
            <div class="controls compact">
                <ParamSlider label="inference length" key="infer" min=128.0 max=1e7 step=0.01 scale=SliderScale::Log10
                    get=|p| p.rope.infer_len_tokens as f64 set=|p: &mut Params, v: f64| p.rope.infer_len_tokens = v.round() as u64
                    format=|v| format!("{} tokens", tokens(v))/>
            </div>
            <div class="figure-row">
                <button type="button" data-testid="scene-slow-pair" on:click=seed_pair>"load θ = 0.0001, divided by 8"</button>
                <CoverageTable summary="all pairs (table)"/>
            </div>
        </FigureFrame>
    }
}
