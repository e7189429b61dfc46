//! Figure `cost`: what a longer context costs. Every token scores every other, so one head of
//! one layer fills n² entries; and every token leaves a key and a value in every layer's cache.
//! Both on log axes against the length, with the reference length and the chosen one marked.

use super::frame::FigureFrame;
use crate::format::{bytes, count_words, plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{two_parts, y_label_room, DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::cost::{
    attention_ops, kv_bytes_per_token, score_matrix_bytes, score_matrix_entries, ModelShape,
};
use rope_math::presets::kv_model;
use rope_params::figures::plot_of;
use rope_params::params::limits;

/// Query and key width the fused kernel's arithmetic is counted at (Llama's and most models').
const FUSED_HEAD_DIM: u64 = 128;
/// Bytes per cached value: bf16, as models are usually served.
const BYTES_PER_VALUE: f64 = 2.0;
/// Lengths the axes span, tokens.
const AXIS_TOKENS: (f64, f64) = (100.0, 1e7);
/// Decades every y axis spans: n² over the lengths, with a little room.
const Y_DECADES: f64 = 10.6;

/// What the figure shows.
#[derive(Clone, Debug, PartialEq)]
struct Cost {
    ref_len_tokens: u64,
    len_tokens: u64,
    model: &'static str,
    shape: ModelShape,
}

impl Cost {
    fn kv_per_token(&self) -> f64 {
        kv_bytes_per_token(self.shape, BYTES_PER_VALUE)
    }
}

/// One log–log line `y(n)` over the axis lengths, with dots at the marked lengths.
fn growth_chart<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    title: &str,
    y: impl Fn(f64) -> f64,
    y_label: fn(f64) -> String,
    marks: &[(u64, ShapeStyle)],
) -> DrawResult {
    let font = style.label_font();
    // On a slide the charts sit side by side: lengths in short form (10k, 1M) so the axis's
    // numbers never run together.
    let boxed = style.boxed;
    let x_label = move |v: &f64| {
        if boxed && *v >= 1e6 {
            format!("{}M", plain(v / 1e6, 2))
        } else if boxed && *v >= 1e3 {
            format!("{}k", plain(v / 1e3, 2))
        } else {
            plain(*v, 2)
        }
    };
    // A title wider than its chart (two charts side by side on a slide) keeps its part before
    // the colon's explanation: "score entries" / "KV cache of …, 2 bytes a number".
    let (width_px, _) = area.dim_in_pixel();
    // Shorter and shorter forms, the first that fits: the whole title, the part before the
    // colon, then the part before its first comma.
    let head = title.split_once(": ").map_or(title, |(head, _)| head);
    let forms = [title, head, head.split(", ").next().unwrap_or(head)];
    let fits = |t: &str| {
        area.estimate_text_size(t, &font)
            .is_ok_and(|(w, _)| w + style.px(16.0) <= width_px)
    };
    let title = forms.into_iter().find(|t| fits(t)).unwrap_or(forms[2]);
    // Both charts' y axes span the same number of decades, so a line's slope on screen is its
    // power of n: the square climbs twice as steeply as the cache.
    let hi = y(AXIS_TOKENS.1) * 2.0;
    let lo = hi / 10f64.powf(Y_DECADES);
    // A y number within about a label's height of the axis's foot (in decades of the axis).
    let label_h = area
        .estimate_text_size("Ag", &font)
        .map_or(0.0, |(_, h)| f64::from(h));
    let area_h = f64::from(area.dim_in_pixel().1.max(1));
    let corner = lo * 10f64.powf(Y_DECADES * 1.5 * label_h / area_h);
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(14.0))
        .caption(title, font.clone())
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(66.0))
        .build_cartesian_2d(
            (AXIS_TOKENS.0..AXIS_TOKENS.1).log_scale(),
            (lo..hi).log_scale(),
        )?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("text length, tokens")
        .x_labels(4)
        .y_labels(y_label_room(area.dim_in_pixel().1, style, 5))
        .x_label_formatter(&x_label)
        // On a slide the labels are large: a number at the axis's foot would run into the x
        // axis's first in the corner, so the corner keeps the x axis's alone.
        .y_label_formatter(&|v| {
            if boxed && *v < corner {
                String::new()
            } else {
                y_label(*v)
            }
        })
        .draw()?;
    let points = (0..=120).map(|k| {
        let n = AXIS_TOKENS.0 * (AXIS_TOKENS.1 / AXIS_TOKENS.0).powf(k as f64 / 120.0);
        (n, y(n))
    });
    chart.draw_series(LineSeries::new(
        points,
        style.foreground().stroke_width(style.px(2.0)),
    ))?;
    for &(len, mark) in marks {
        let n = (len as f64).clamp(AXIS_TOKENS.0, AXIS_TOKENS.1);
        chart.draw_series([Circle::new((n, y(n)), style.px(5.0), mark)])?;
    }
    Ok(())
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    c: &Cost,
    style: &PlotStyle,
) -> DrawResult {
    let (left, right) = two_parts(area, style, 520.0, 0.5, 0.5);
    // The length compared against hollow, the chosen one filled.
    let marks = [
        (
            c.ref_len_tokens,
            style.foreground().stroke_width(style.px(2.0)),
        ),
        (c.len_tokens, style.highlight().filled()),
    ];
    // n² of the real length, unrounded: rounding each sample to a whole token drew steps
    // into the line at the short end of the log axis.
    let entries = |n: f64| n * n;
    growth_chart(
        &left,
        style,
        "score entries, one head, one layer: length²",
        entries,
        count_words,
        &marks,
    )?;
    let per_token = c.kv_per_token();
    growth_chart(
        &right,
        style,
        &format!("KV cache of {}, 2 bytes a number", c.model),
        move |n| per_token * n,
        bytes,
        &marks,
    )
}

/// A model's name as the cache's drop-downs give it (here and in the decode figure): the
/// scaling method and rotary share of the full label belong to later chapters, and the cache
/// does not depend on them.
pub(super) fn cache_name(label: &str) -> &str {
    let name = label.split(" (").next().unwrap_or(label);
    name.split(", YaRN").next().unwrap_or(name)
}

#[component]
pub fn CostFigure() -> impl IntoView {
    let state = use_app_state();
    let cost = Memo::new(move |_| {
        state.params.with(|p| {
            // The model asked for, else the page's preset (`preset=deepseek-v3`), else the default.
            let preset = kv_model(p.view.model.as_deref().or(p.preset.as_deref()));
            Cost {
                ref_len_tokens: p.rope.train_len_tokens,
                len_tokens: p.rope.infer_len_tokens,
                model: preset.label,
                shape: preset.shape().unwrap_or(ModelShape::Heads {
                    layers: 32,
                    kv_heads: 8,
                    head_dim: 128,
                }),
            }
        })
    });
    let entries = Signal::derive(move || cost.with(|c| score_matrix_entries(c.len_tokens)));
    let ratio = Signal::derive(move || {
        cost.with(|c| score_matrix_entries(c.len_tokens) / score_matrix_entries(c.ref_len_tokens))
    });
    let per_token = Signal::derive(move || cost.with(Cost::kv_per_token));
    let per_sequence =
        Signal::derive(move || cost.with(|c| c.kv_per_token() * c.len_tokens as f64));
    let matrix_bytes =
        Signal::derive(move || cost.with(|c| score_matrix_bytes(c.len_tokens, BYTES_PER_VALUE)));
    let fused = Memo::new(move |_| state.params.with(|p| p.view.fused));
    let fused_ops =
        Signal::derive(move || cost.with(|c| attention_ops(c.len_tokens, FUSED_HEAD_DIM)));
    let label = Signal::derive(move || {
        cost.with(|c| {
            format!(
                "Log–log charts against the length. Left: score entries, the length squared, {} at {} tokens, {} times the {} at {} tokens. \
                 Right: the KV cache of {} ({} × 2 bytes = {} per token), {} at {} tokens.",
                count_words(score_matrix_entries(c.len_tokens)),
                tokens(c.len_tokens as f64),
                plain(score_matrix_entries(c.len_tokens) / score_matrix_entries(c.ref_len_tokens), 4),
                count_words(score_matrix_entries(c.ref_len_tokens)),
                tokens(c.ref_len_tokens as f64),
                c.model,
                c.shape.describe(),
                bytes(c.kv_per_token()),
                bytes(c.kv_per_token() * c.len_tokens as f64),
                tokens(c.len_tokens as f64),
            )
        })
    });
    let models = limits::KV_MODELS
        .iter()
        .map(|id| {
            (
                id.to_string(),
                cache_name(kv_model(Some(id)).label).to_string(),
            )
        })
        .collect::<Vec<_>>();
    view! {
        <FigureFrame slug="cost" caption="Hollow dot: the length compared against; filled: the length chosen. Scores grow with the square of the length, the cache in proportion to it.">
            <PlotCanvas testid=plot_of("cost") label=label min_height_css_px=230.0 max_height_css_px=280.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 230.0 } else { 280.0 })
                picture=paint(move |area, style| cost.with(|c| draw(&area, c, style)))/>
            <Show when=move || !fused.get()>
                <p class="readout-line" data-answer="" aria-live="polite">
                    <NumText testid="cost-entries" value=entries shown=Signal::derive(move || count_words(entries.get()))/>
                    " scores ("
                    <NumText testid="cost-ratio" value=ratio shown=Signal::derive(move || format!("{}×", plain(ratio.get(), 4)))/>
                    {move || cost.with(|c| format!(" the {} at {}", count_words(score_matrix_entries(c.ref_len_tokens)), tokens(c.ref_len_tokens as f64)))}
                    "; "
                    <NumText testid="score-matrix-bytes" value=matrix_bytes shown=Signal::derive(move || bytes(matrix_bytes.get()))/>
                    " a head and layer if ever written out whole)."
                </p>
            </Show>
            // `fused=1`: what a fused kernel saves, the table's memory, and what it cannot, the
            // sums, which grow with the table.
            <Show when=move || fused.get()>
                <p class="readout-line" data-answer="" aria-live="polite">
                    "Fused: "
                    <NumText testid="cost-entries" value=entries shown=Signal::derive(move || count_words(entries.get()))/>
                    " scores ("
                    <NumText testid="cost-ratio" value=ratio shown=Signal::derive(move || format!("{}×", plain(ratio.get(), 4)))/>
                    "), never stored ("
                    <NumText testid="score-matrix-bytes" value=matrix_bytes shown=Signal::derive(move || bytes(matrix_bytes.get()))/>
                    "), all "
                    <NumText testid="cost-fused-ops" value=fused_ops shown=Signal::derive(move || count_words(fused_ops.get()))/>
                    {format!(" operations still done (a head and layer, d = {FUSED_HEAD_DIM}).")}
                </p>
            </Show>
            // Named before the text below defines it, so the line says what the cache is.
            <p class="readout-line" data-answer="" aria-live="polite">
                "KV cache (each earlier key and value, kept while writing): "
                <NumText testid="kv-bytes-per-token" value=per_token shown=Signal::derive(move || bytes(per_token.get()))/>
                " a token, "
                <NumText testid="kv-bytes" value=per_sequence shown=Signal::derive(move || bytes(per_sequence.get()))/>
                " in all."
            </p>
            <div class="controls compact">
                <KeySlider label="text length" key="infer" min=128.0 max=16_777_216.0 step=0.125 scale=SliderScale::Log2
                    format=|v| format!("{} tokens", tokens(v))/>
                <ParamSelect label="model" key="model" options=models
                    get=|p| kv_model(p.view.model.as_deref().or(p.preset.as_deref())).id.to_string()
                    set=|p, v| p.view.model = Some(v.to_string())/>
            </div>
        </FigureFrame>
    }
}
