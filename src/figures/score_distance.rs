//! Figure `score-distance`: the score of q and k against their offset, on a log or linear axis,
//! with the random-vector band: nearby tokens score higher on average, far ones oscillate near 0.

use super::frame::FigureFrame;
use crate::format::tokens;
use crate::panels::score::{draw_total, use_score_data, Marks, OffsetAxisControls, ScoreSummary};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::section::use_section;
use crate::widgets::select::ParamSelect;
use leptos::prelude::*;
use rope_math::{Choice, VecChoice};
use rope_params::figures::plot_of;

#[component]
pub fn ScoreDistanceFigure() -> impl IntoView {
    let state = use_app_state();
    let (_, data) = use_score_data(state);
    let marks = Memo::new(move |_| Marks {
        lengths: !state.params.with(|p| p.view.hide_lengths),
        // No cursor: the story's reader has no m and n to place here.
        cursor_offset: None,
        alibi: None,
    });
    let (table_open, on_toggle) = use_section("table");
    let label = Signal::derive(move || {
        data.with(|d| {
            format!(
                "The score of q and k (d = {}) against their offset up to {} tokens: largest near 0, then oscillating \
                 with a shrinking envelope; the olive band is ±1 standard deviation of random vectors. The table lists exact values.",
                d.num_pairs * 2,
                tokens(d.span_tokens as f64)
            )
        })
    });
    view! {
        <FigureFrame slug="score-distance" caption="The score of q and k against their offset m − n; a grey strip where offsets crowd (their lowest to highest score). Olive band: one standard deviation of random vectors' score.">
            <PlotCanvas testid=plot_of("score-distance") label=label aspect=0.45 min_height_css_px=220.0 max_height_css_px=260.0
                picture=paint(move |area, style| data.with(|d| marks.with(|m| draw_total(&area, d, m, style))))/>
            <div class="controls compact">
                <ParamSelect label="vectors" key="vec"
                    options=vec![("ones".into(), "q = k = ones".into()), ("random".into(), "random (seeded)".into())]
                    get=|p| p.probe.vec.slug().to_string()
                    set=|p, v| p.probe.vec = VecChoice::from_slug(v).unwrap_or(VecChoice::Ones)/>
                <OffsetAxisControls/>
            </div>
            <details class="table-wrap" open=move || table_open.get() on:toggle=on_toggle>
                <summary>"the score at chosen offsets (table)"</summary>
                <ScoreSummary data=data/>
            </details>
        </FigureFrame>
    }
}
