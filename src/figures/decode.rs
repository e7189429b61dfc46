//! Figure `decode`: writing token by token. Without a KV cache, writing token t runs all t
//! tokens through the model again; with one, only the new token, whose step then reads the
//! whole cache for a few operations a byte: on any current accelerator the reading, not the
//! arithmetic, sets the pace.

use super::frame::FigureFrame;
use crate::format::{bytes, count_words, plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{two_parts, DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::decode::{
    decode_step, DecodeShape, DecodeStep, ACCELERATOR, ACCELERATOR_BYTES_PER_S,
    ACCELERATOR_OPS_PER_S,
};
use rope_math::limits::KV_MODELS;
use rope_math::presets::{decode_model, find};
use rope_params::figures::plot_of;

/// Bytes per cached value: bf16, as models are usually served.
const BYTES_PER_VALUE: f64 = 2.0;

/// What the figure shows.
#[derive(Clone, Debug, PartialEq)]
struct Decode {
    len_tokens: u64,
    model: &'static str,
    shape: DecodeShape,
    step: DecodeStep,
}

/// Tokens run through the model to write each token, with and without a cache: linear axes,
/// so the cache's one token a step lies flat under the rerun's diagonal.
fn work_chart<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    d: &Decode,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let n = d.len_tokens.max(2) as f64;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(18.0))
        .caption("tokens run to write token t", font.clone())
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(58.0))
        .build_cartesian_2d(0.0..n, 0.0..n * 1.05)?;
    let short = |v: &f64| short_count(*v);
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("token written, t")
        .x_labels(3)
        .y_labels(3)
        .x_label_formatter(&short)
        .y_label_formatter(&short)
        .draw()?;
    let line = |colour: RGBColor| colour.stroke_width(style.px(3.0));
    chart.draw_series(LineSeries::new(
        [(1.0, 1.0), (n, n)],
        line(style.foreground()),
    ))?;
    chart.draw_series(LineSeries::new(
        [(1.0, 1.0), (n, 1.0)],
        line(style.highlight()),
    ))?;
    // Names at the right, under the diagonal where the chart is empty: the rerun's half way
    // up, the cache's just over its flat line.
    // Names where the chart is empty: the rerun's top left, over its diagonal; the cache's
    // bottom right, just over its flat line.
    let names = [
        (
            "no cache: all t",
            (n * 0.03, n * 1.04),
            style.foreground(),
            Pos::new(HPos::Left, VPos::Top),
        ),
        (
            "cache: 1",
            (n * 0.98, n * 0.05),
            style.highlight(),
            Pos::new(HPos::Right, VPos::Bottom),
        ),
    ];
    for (text, at, colour, pos) in names {
        chart.draw_series([Text::new(text, at, font.clone().color(&colour).pos(pos))])?;
    }
    Ok(())
}

/// 32768 as "32.8k", 1e6 as "1M": axis numbers that never run together.
fn short_count(v: f64) -> String {
    if v >= 1e6 {
        format!("{}M", plain(v / 1e6, 3))
    } else if v >= 1e3 {
        format!("{}k", plain(v / 1e3, 3))
    } else {
        plain(v, 3)
    }
}

/// One step's time on the reference accelerator: reading the cache against doing the sums,
/// as two bars on one linear axis of milliseconds.
fn time_chart<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    d: &Decode,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let (read_ms, sums_ms) = (d.step.read_s * 1e3, d.step.sums_s * 1e3);
    let top_ms = read_ms.max(sums_ms).max(1e-9) * 1.08;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(18.0))
        .caption(format!("one step on an {ACCELERATOR}"), font.clone())
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(8.0))
        .build_cartesian_2d(0.0..top_ms, 0.0..2.0)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("milliseconds")
        .x_labels(3)
        .y_labels(0)
        .disable_y_mesh()
        .x_label_formatter(&|v| plain(*v, 3))
        .draw()?;
    let bars = [
        (1.0, read_ms, "reading the cache", style.foreground()),
        (0.0, sums_ms, "the sums", style.highlight()),
    ];
    for (y, ms, what, colour) in bars {
        chart.draw_series([Rectangle::new(
            [(0.0, y + 0.12), (ms, y + 0.48)],
            colour.filled(),
        )])?;
        // The name and the time over the bar, from the axis: a bar too thin to hold text still
        // has its number read.
        chart.draw_series([Text::new(
            format!("{what}: {} ms", plain(ms, 3)),
            (top_ms * 0.01, y + 0.58),
            font.clone()
                .color(&style.foreground())
                .pos(Pos::new(HPos::Left, VPos::Bottom)),
        )])?;
    }
    Ok(())
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    d: &Decode,
    style: &PlotStyle,
) -> DrawResult {
    let (left, right) = two_parts(area, style, 520.0, 0.5, 0.5);
    work_chart(&left, d, style)?;
    time_chart(&right, d, style)
}

#[component]
pub fn DecodeFigure() -> impl IntoView {
    let state = use_app_state();
    let decode = Memo::new(move |_| {
        state.params.with(|p| {
            // The model asked for, else the page's preset, else Llama 3.1 8B.
            let preset = decode_model(p.view.model.as_deref().or(p.preset.as_deref()));
            let shape = preset.decode_shape().unwrap_or(DecodeShape {
                layers: 32,
                query_heads: 32,
                kv_heads: 8,
                head_dim: 128,
            });
            let len_tokens = p.rope.infer_len_tokens.max(1);
            Decode {
                len_tokens,
                model: preset.label,
                shape,
                step: decode_step(shape, len_tokens, BYTES_PER_VALUE),
            }
        })
    });
    let step = move |f: fn(&DecodeStep) -> f64| Signal::derive(move || decode.with(|d| f(&d.step)));
    let (rerun, rerun_total, cached_total) = (
        step(|s| s.rerun_tokens),
        step(|s| s.rerun_total),
        step(|s| s.cached_total),
    );
    let fewer = step(|s| s.rerun_total / s.cached_total);
    let (bytes_read, ops, per_byte) = (
        step(|s| s.bytes_read),
        step(|s| s.ops),
        step(DecodeStep::ops_per_byte),
    );
    let (read_ms, sums_ms) = (step(|s| s.read_s * 1e3), step(|s| s.sums_s * 1e3));
    let label = Signal::derive(move || {
        decode.with(|d| {
            format!(
                "Left, linear axes: tokens run through the model to write token t, t without a cache and 1 with one, up to t = {}. \
                 Right: one step of {} at {} tokens on an {ACCELERATOR}: reading the {} cache takes {} ms, the {} operations {} ms.",
                tokens(d.len_tokens as f64),
                d.model,
                tokens(d.len_tokens as f64),
                bytes(d.step.bytes_read),
                plain(d.step.read_s * 1e3, 3),
                count_words(d.step.ops),
                plain(d.step.sums_s * 1e3, 3),
            )
        })
    });
    // Every cached model but latent attention, whose decoding this figure does not model.
    let models = KV_MODELS
        .iter()
        .filter_map(|id| find(id))
        .filter(|p| p.decode_shape().is_some())
        .map(|p| (p.id.to_string(), short_name(p.label).to_string()))
        .collect::<Vec<_>>();
    let caption = format!(
        "{ACCELERATOR}: {} trillion operations a second (dense bf16), {} TB/s from memory. The weights, read each step too, get 2 operations a 2-byte number for one text.",
        plain(ACCELERATOR_OPS_PER_S / 1e12, 3),
        plain(ACCELERATOR_BYTES_PER_S / 1e12, 3)
    );
    view! {
        <FigureFrame slug="decode" caption=caption>
            <PlotCanvas testid=plot_of("decode") label=label min_height_css_px=210.0 max_height_css_px=280.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 210.0 } else { 280.0 })
                picture=paint(move |area, style| decode.with(|d| draw(&area, d, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "Without a cache token " {move || tokens(rerun.get())} " reruns all "
                <NumText testid="decode-rerun" value=rerun shown=Signal::derive(move || tokens(rerun.get()))/>
                ", with one just itself: "
                <NumText testid="decode-rerun-total" value=rerun_total shown=Signal::derive(move || count_words(rerun_total.get()))/>
                " runs against "
                <NumText testid="decode-cached-total" value=cached_total shown=Signal::derive(move || tokens(cached_total.get()))/>
                " ("
                <NumText testid="decode-fewer" value=fewer shown=Signal::derive(move || format!("{}×", plain(fewer.get(), 4)))/>
                " fewer)."
            </p>
            <p class="readout-line" data-answer="" aria-live="polite">
                "A step reads all "
                <NumText testid="decode-bytes" value=bytes_read shown=Signal::derive(move || bytes(bytes_read.get()))/>
                " for "
                <NumText testid="decode-ops" value=ops shown=Signal::derive(move || count_words(ops.get()))/>
                " operations, "
                <NumText testid="decode-ops-per-byte" value=per_byte shown=Signal::derive(move || plain(per_byte.get(), 3))/>
                " a byte: reading "
                <NumText testid="decode-read-ms" value=read_ms shown=Signal::derive(move || format!("{} ms", plain(read_ms.get(), 3)))/>
                ", sums "
                <NumText testid="decode-sums-ms" value=sums_ms shown=Signal::derive(move || format!("{} ms", plain(sums_ms.get(), 3)))/>
                "."
            </p>
            <div class="controls compact">
                <KeySlider label="token n" key="infer" min=128.0 max=1_048_576.0 step=0.125 scale=SliderScale::Log2
                    format=|v| format!("{} tokens", tokens(v))/>
                <ParamSelect label="model" key="model" options=models
                    get=|p| decode_model(p.view.model.as_deref().or(p.preset.as_deref())).id.to_string()
                    set=|p, v| p.view.model = Some(v.to_string())/>
            </div>
        </FigureFrame>
    }
}

/// A model's name without the scaling method or rotary share its preset label carries.
fn short_name(label: &str) -> &str {
    let name = label.split(" (").next().unwrap_or(label);
    name.split(", YaRN").next().unwrap_or(name)
}
