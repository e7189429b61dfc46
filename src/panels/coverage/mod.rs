//! Panel "coverage": how much of the circle each pair sweeps at the training length versus the
//! inference length, which pairs leave what training showed them, and how every scaling method
//! brings them back.

mod chart;
mod config;
mod fan;
mod pictures;
mod reach;
mod table;

use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::download::CsvButton;
use crate::widgets::heading::SubHeading;
pub use chart::{out_colour, turns_chart, turns_range};
use config::{ConfigPaste, LengthControls, MethodControls, PresetSelect};
pub use fan::fan;
use leptos::prelude::*;
use pictures::{coverage_picture, methods_picture};
pub use reach::ReachView;
use rope_math::analysis::{coverage, Coverage};
use rope_math::freq::Detail;
use rope_math::{frequencies, Choice, Rope, Scaling};
use rope_params::scenes::find as find_scene;
pub use table::CoverageTable;
use table::{coverage_csv, CoverageNumbers};

/// Coverage and method detail of every method for the current settings.
fn all_methods(p: &Rope) -> Vec<(Scaling, Coverage, Detail)> {
    Scaling::ALL
        .iter()
        .filter(|m| m.extends_context())
        .map(|&m| {
            let q = Rope {
                scaling: m,
                ..p.clone()
            };
            let f = frequencies(&q);
            let c = coverage(&f, q.train_len_tokens as f64, q.infer_len_tokens as f64);
            (m, c, f.detail)
        })
        .collect()
}

#[component]
pub fn CoveragePanel() -> impl IntoView {
    let state = use_app_state();
    // Only the RoPE settings matter here: positions moving (animation) recompute nothing.
    let rope = Memo::new(move |_| state.params.with(|p| p.rope.clone()));
    let methods = Memo::new(move |_| rope.with(all_methods));
    // The draw reads only what it shows, so moving positions (animation) does not redraw it.
    let selected = Memo::new(move |_| state.params.with(|p| p.probe.pair));
    let label = Signal::derive(move || {
        let (c, p) = (state.coverage.get(), state.params.get());
        format!(
            "Bar chart per pair of the turns made over the training length ({} tokens) and, as dots, over the inference length ({} tokens) \
             with the {} method; {} of {} pairs reach angles they never reached in training. The table below lists every value.",
            p.rope.train_len_tokens, p.rope.infer_len_tokens, p.rope.scaling.label(), c.out_of_distribution_count, c.pairs.len()
        )
    });
    let multiples_label = Signal::derive(move || {
        methods.with(|all| {
            let parts: Vec<String> = all
                .iter()
                .map(|(m, c, _)| {
                    format!(
                        "{}: {} pairs outside",
                        m.label(),
                        c.out_of_distribution_count
                    )
                })
                .collect();
            format!("The same chart for every method: {}.", parts.join("; "))
        })
    });
    let slow_pair = move |_| {
        if let Some(scene) = find_scene("slow-pair") {
            state.apply(|p| scene.apply(p));
        }
    };
    let base_500k = move |_| {
        state.edit(|p| {
            p.rope.theta_rad.clear();
            p.rope.d = 512;
            p.rope.base = 500_000.0;
            p.rope.scaling = Scaling::None;
            p.rope.train_len_tokens = 8192;
            p.rope.infer_len_tokens = 50_000;
        })
    };
    view! {
        <p class="lede">
            "A pair that turned at least once during training has seen every angle. A slow pair that only swept part of the "
            "circle has not: run the model past its training length and that pair lands on angles it never saw. Drag the "
            "inference length past the training length, then pick a scaling method and watch the crimson dots come back under their bars."
        </p>
        <div class="scenes" role="group" aria-label="worked examples">
            <button type="button" data-testid="scene-slow-pair" on:click=slow_pair>"the slow pair θ = 0.0001: 8192 → 50 000 tokens, ÷8"</button>
            <button type="button" data-testid="scene-base-500k" on:click=base_500k>"d = 512: base 10000 → 500000"</button>
        </div>
        <div class="controls">
            <PresetSelect/>
            <LengthControls/>
            <MethodControls/>
        </div>
        <ConfigPaste/>
        <PlotCanvas testid="plot-coverage" label=label aspect=0.62 min_height_css_px=340.0 max_height_css_px=680.0
            picture=paint(move |area, style| state.coverage.with(|c| state.freqs.with(|f| coverage_picture(&area, c, f, selected.get(), style))))/>
        <CoverageNumbers/>
        <SubHeading>"How far a larger base reaches (Liu et al. 2023)"</SubHeading>
        <ReachView/>
        <SubHeading>"Every method, same axes"</SubHeading>
        <PlotCanvas testid="plot-methods" label=multiples_label aspect=0.5 min_height_css_px=420.0 max_height_css_px=760.0
            picture=paint(move |area, style| methods.with(|all| methods_picture(&area, all, style)))/>
        <CoverageTable/>
        <CsvButton testid="download-coverage-csv" file_name="rope-coverage.csv" label="Download the table (CSV)"
            csv=move || state.coverage.with_untracked(|c| coverage_csv(&c.pairs))/>
    }
}
