//! Panel "score": the attention score against the relative offset, pair by pair (heatmap) and
//! in total, with RoFormer's bound, the random-vector expectation, the training and inference
//! lengths, the pairs panel's m − n as a cursor, and an ALiBi comparison.

mod axis;
mod band_label;
mod chart;
mod data;
mod labels;
mod live;
mod lower;
mod raster;
mod table;

use crate::format::{plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::checkbox::Checkbox;
use crate::widgets::download::CsvButton;
use crate::widgets::number::{FieldErrorText, NumberField};
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, SliderScale};
use axis::offset_at;
use chart::draw;
pub use chart::{draw_total, AlibiLine, Marks};
pub use data::ScoreData;
use leptos::prelude::*;
pub use live::use_score_data;
use rope_math::alibi::alibi_slopes;
use rope_math::envelope::AxisScale;
use rope_math::{Choice, VecChoice};
pub use table::ScoreSummary;

#[component]
pub fn ScorePanel() -> impl IntoView {
    let state = use_app_state();
    let (inputs, data) = use_score_data(state);
    let exact_csv = move || {
        let p = inputs.get_untracked();
        state
            .freqs
            .with_untracked(|f| ScoreData::compute(&p, f, false).csv())
    };
    // Previews are drawn coarse on dense screens once the plot has been drawn exact: the
    // first picture of a page is sharp from the start.
    let shown_exact = StoredValue::new(false);
    let coarse = Signal::derive(move || {
        data.with(|d| {
            if d.exact {
                shown_exact.set_value(true);
            }
            !d.exact && shown_exact.get_value()
        })
    });
    let hover = RwSignal::new(None::<u64>);
    let alibi_on = Memo::new(move |_| state.params.with(|p| p.view.alibi));
    let heads = Memo::new(move |_| state.params.with(|p| p.view.alibi_heads));
    // Counted from 0 here, from 1 in the URL and on screen.
    let head = Memo::new(move |_| state.params.with(|p| p.view.alibi_head.saturating_sub(1)));
    let alibi_error = RwSignal::new(None::<String>);
    let offset_now = Memo::new(move |_| state.params.with(|p| p.probe.m.checked_sub(p.probe.n)));
    let cursor = Signal::derive(move || hover.get().or(offset_now.get()).unwrap_or(0));
    let alibi = Signal::derive(move || {
        alibi_on.get().then(|| {
            let slopes = alibi_slopes(heads.get());
            let h = head.get().min(slopes.len().saturating_sub(1));
            AlibiLine {
                slope: slopes.get(h).copied().unwrap_or(0.0),
                head: h,
            }
        })
    });
    let cursor_value = Signal::derive(move || data.with(|d| d.score_at(cursor.get())));
    let top = Signal::derive(move || data.with(|d| d.top_pairs(cursor.get(), 3)));
    let width_of = |ev: &web_sys::PointerEvent| {
        use wasm_bindgen::JsCast;
        ev.target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .map_or(1.0, |el| el.get_bounding_client_rect().width())
    };
    let label = Signal::derive(move || {
        data.with(|d| {
            format!(
                "Score against offset from 0 to {} tokens on a {} axis, for {} pairs: {} at offset 0, {} at 10, {} at 1000; \
                 below it a few single pairs' contributions, RoFormer's bound and a pair-by-offset heatmap. The summary table lists the exact values.",
                tokens(d.span_tokens as f64),
                d.axis.slug(),
                d.num_pairs,
                plain(d.score_at(0), 4),
                plain(d.score_at(10), 4),
                plain(d.score_at(1000), 4)
            )
        })
    });
    view! {
        <p class="lede">
            "The score of a query and a key is a sum of one cosine per pair, "
            "(q·k)ᵢcos(Δθᵢ) + (q×k)ᵢsin(Δθᵢ), with Δ = m − n. At Δ = 0 every pair agrees; "
            "as Δ grows the fast pairs fall out of step first, then the slower ones, so a query that points along its key "
            "scores less, on average, the farther away the key is: a soft preference for nearby look-alikes, not a cut-off. "
            "Independent random vectors show no such fall: the band, ±1 standard deviation, is flat (Barbero et al. 2025)."
        </p>
        <div class="controls">
            <ParamSelect label="vectors" key="vec"
                options=vec![("ones".into(), "q = k = ones".into()), ("gaussian-same".into(), "q = k, random (seeded)".into()), ("random".into(), "random (seeded)".into()), ("custom".into(), "the pairs panel's".into())]
                get=|p| p.probe.vec.slug().to_string()
                set=|p, v| p.probe.vec = VecChoice::from_slug(v).unwrap_or(VecChoice::Ones)/>
            <div class="control">
                <span class="control-name">"random seed " <output data-testid="value-seed">{move || state.params.with(|p| p.probe.seed)}</output></span>
                <button type="button" data-testid="reroll" on:click=move |_| state.edit(|p| { if p.probe.vec != VecChoice::GaussianSame { p.probe.vec = VecChoice::Random; } p.probe.seed = p.probe.seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407) % 1_000_000; })>
                    "re-roll random q and k"
                </button>
            </div>
            <OffsetAxisControls exact=true/>
            <Checkbox label="compare ALiBi's bias −slope·distance" testid="alibi" checked=alibi_on set=move |on| state.edit(|p| p.view.alibi = on)/>
            <Show when=move || alibi_on.get()>
                <div class="control">
                    <div class="control-inputs">
                        <label>"heads " <NumberField label="ALiBi heads".into() testid="alibi-heads".into() min=1.0 max=128.0 step="1"
                            value=Signal::derive(move || heads.get() as f64) format=|v| v.to_string() error=alibi_error
                            set=move |v| state.edit(|p| p.view.alibi_heads = v.round() as usize)/></label>
                        <label>"head " <NumberField label="ALiBi head shown".into() testid="alibi-head".into() min=1.0 max=128.0 step="1"
                            value=Signal::derive(move || head.get() as f64 + 1.0) format=|v| v.to_string() error=alibi_error
                            set=move |v| state.edit(|p| p.view.alibi_head = v.round() as usize)/></label>
                    </div>
                    <FieldErrorText error=alibi_error/>
                </div>
            </Show>
        </div>
        <div class="score-canvas" role="group" tabindex="0" data-testid="score-canvas-focus"
            data-exact=move || data.with(|d| d.exact.to_string())
            aria-label="score plot: arrow keys move the read-out offset, with Shift by 100"
            on:pointermove=move |ev: web_sys::PointerEvent| { let w = width_of(&ev); hover.set(Some(data.with(|d| offset_at(ev.offset_x() as f64, w, d)))) }
            on:pointerleave=move |_| hover.set(None)
            on:keydown=move |ev: web_sys::KeyboardEvent| {
                let step = if ev.shift_key() { 100 } else { 1 };
                let span = data.with(|d| d.span_tokens);
                let now = cursor.get_untracked();
                let next = match ev.key().as_str() {
                    "ArrowRight" => now.saturating_add(step).min(span),
                    "ArrowLeft" => now.saturating_sub(step),
                    "Home" => 0,
                    "End" => span,
                    _ => return,
                };
                ev.prevent_default();
                hover.set(Some(next));
            }>
            <PlotCanvas testid="plot-score" label=label aspect=0.7 min_height_css_px=460.0 max_height_css_px=720.0
                coarse=coarse
                picture=paint(move |area, style| data.with(|d| draw(&area, d, &Marks { lengths: true, cursor_offset: Some(cursor.get()), alibi: alibi.get() }, style)))/>
        </div>
        <p class="readout-line" aria-live="polite">
            "At offset " <strong>{move || tokens(cursor.get() as f64)}</strong> ": score "
            <span class="num" data-testid="score-cursor" data-offset=move || cursor.get().to_string() data-value=move || cursor_value.get().to_string()>
                {move || format!("{:.4}", cursor_value.get())}
            </span>
            "; largest contributions from "
            {move || top.get().into_iter().map(|(i, v)| format!("pair {i} ({v:+.3})")).collect::<Vec<_>>().join(", ")}
            {move || alibi.get().map(|a| format!("; ALiBi head {} would add {:.3}", a.head + 1, -a.slope * cursor.get() as f64))}
        </p>
        <p class="legend">
            "Coloured band: this q and k (exact min and max over every offset a pixel covers). Grey band: the unscaled curve, when a scaling method is on, "
            "and ±1 standard deviation of the score of random q and k (mean 0). Next strip: single pairs' contributions (the fastest, the selected, a middle and the slowest pair, in their colours). Then RoFormer's relative upper bound. Bottom: each pair's mean contribution (fast pairs at the top), red positive, blue negative. "
            "ALiBi does not oscillate: its penalty only grows with distance, so far tokens are always pushed down, while RoPE leaves them a small oscillating score."
        </p>
        <ScoreSummary data=data/>
        <CsvButton testid="download-csv" file_name="rope-score.csv" label="Download the plotted data (CSV)" csv=exact_csv/>
    }
}

/// The offset axis (log or linear) and its span: how far the score view looks.
#[component]
pub fn OffsetAxisControls(
    /// Also a number field for the span.
    #[prop(default = false)]
    exact: bool,
) -> impl IntoView {
    view! {
        <ParamSelect label="offset axis" key="axis"
            options=vec![("log".into(), "logarithmic".into()), ("linear".into(), "linear".into())]
            get=|p| p.view.axis.slug().to_string()
            set=|p, v| p.view.axis = AxisScale::from_slug(v).unwrap_or(AxisScale::Log)/>
        <KeySlider label="largest offset" key="span" min=1000.0 max=1e7 step=0.05 scale=SliderScale::Log10
            format=|v| format!("{} tokens", tokens(v)) exact=exact/>
    }
}
