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
    ACCELERATOR_MEMORY_BYTES, ACCELERATOR_OPS_PER_S, DECODE_PARAMS, LLAMA_3_1_8B,
};
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

/// One step's time on the reference accelerator: reading the weights and the cache against
/// doing the sums, as three bars on one linear axis of milliseconds.
fn time_chart<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    d: &Decode,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let ms = |s: f64| s * 1e3;
    let bars = [
        (
            2.0,
            ms(d.step.weights_s),
            "reading the weights",
            "weights",
            style.foreground(),
        ),
        (
            1.0,
            ms(d.step.cache_s),
            "reading the cache",
            "cache",
            style.foreground(),
        ),
        (
            0.0,
            ms(d.step.sums_s),
            "all the sums",
            "sums",
            style.highlight(),
        ),
    ];
    let top_ms = bars.iter().map(|b| b.1).fold(1e-9, f64::max) * 1.08;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(18.0))
        .caption(format!("one step on an {ACCELERATOR}"), font.clone())
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(8.0))
        .build_cartesian_2d(0.0..top_ms, 0.0..3.0)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("milliseconds")
        .x_labels(3)
        .y_labels(0)
        .disable_y_mesh()
        .x_label_formatter(&|v| plain(*v, 3))
        .draw()?;
    // Each bar's name and time beside its end where the rest of the row holds it, else inside
    // the bar from the axis, in the ink that reads on the bar: never over another row.
    let (plot_w, _) = chart.plotting_area().dim_in_pixel();
    let pad_ms = top_ms * 0.01;
    for (y, ms, what, short, colour) in bars {
        chart.draw_series([Rectangle::new(
            [(0.0, y + 0.18), (ms, y + 0.82)],
            colour.filled(),
        )])?;
        // The full name, else the short one: beside the bar's end if the row holds it there,
        // else inside the bar if the bar holds it.
        let end_px = (ms / top_ms * f64::from(plot_w)).round() as u32;
        let room = |t: &str| area.estimate_text_size(t, &font).map_or(0, |(w, _)| w);
        let forms = [
            format!("{what}: {} ms", plain(ms, 3)),
            format!("{short}: {} ms", plain(ms, 3)),
        ];
        let beside = forms
            .iter()
            .find(|t| end_px + style.px(6.0) + room(t) <= plot_w);
        let inside = forms.iter().find(|t| room(t) + style.px(6.0) <= end_px);
        let (text, x, ink) = match (beside, inside) {
            (Some(t), _) => (t.clone(), ms + pad_ms, style.foreground()),
            (None, Some(t)) => (t.clone(), pad_ms, style.ink_on(colour)),
            (None, None) => (forms[1].clone(), ms + pad_ms, style.foreground()),
        };
        chart.draw_series([Text::new(
            text,
            (x, y + 0.5),
            font.clone()
                .color(&ink)
                .pos(Pos::new(HPos::Left, VPos::Center)),
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
            let shape = preset.decode_shape().unwrap_or(LLAMA_3_1_8B);
            // No model writes past its context: the length stops there.
            let len_tokens = p.rope.infer_len_tokens.clamp(1, shape.context_tokens);
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
    let (weight_bytes, cache_bytes, ops, per_byte) = (
        step(|s| s.weight_bytes),
        step(|s| s.cache_bytes),
        step(|s| s.ops),
        step(DecodeStep::cache_ops_per_byte),
    );
    let (read_ms, sums_ms) = (
        step(|s| (s.weights_s + s.cache_s) * 1e3),
        step(|s| s.sums_s * 1e3),
    );
    // Past the model's context, or more than the accelerator holds: said, not hidden.
    let limits_note = move || {
        decode.with(|d| {
            let asked = state.params.with(|p| p.rope.infer_len_tokens);
            let mut notes = Vec::new();
            if asked > d.shape.context_tokens {
                notes.push(format!(
                    "{} stops at its {}-token context.",
                    short_name(d.model),
                    tokens(d.shape.context_tokens as f64)
                ));
            }
            if !d.step.fits() {
                notes.push(format!(
                    "Weights and cache, {}, would not fit in an {ACCELERATOR}'s {}.",
                    bytes(d.step.weight_bytes + d.step.cache_bytes),
                    bytes(ACCELERATOR_MEMORY_BYTES)
                ));
            }
            (!notes.is_empty()).then(
                || view! { <p class="readout-line notice" role="status">{notes.join(" ")}</p> },
            )
        })
    };
    let label = Signal::derive(move || {
        decode.with(|d| {
            format!(
                "Left, linear axes: tokens run through the model to write token t, t without a cache and 1 with one, up to t = {}. \
                 Right: one step of {} at {} tokens on an {ACCELERATOR}: reading the {} of weights takes {} ms, the {} cache {} ms, all {} operations {} ms.",
                tokens(d.len_tokens as f64),
                d.model,
                tokens(d.len_tokens as f64),
                bytes(d.step.weight_bytes),
                plain(d.step.weights_s * 1e3, 3),
                bytes(d.step.cache_bytes),
                plain(d.step.cache_s * 1e3, 3),
                count_words(d.step.ops),
                plain(d.step.sums_s * 1e3, 3),
            )
        })
    });
    // Every cached model but latent attention, whose decoding this figure does not model.
    let models = DECODE_PARAMS
        .iter()
        .filter_map(|(id, _)| find(id))
        .filter(|p| p.decode_shape().is_some())
        .map(|p| (p.id.to_string(), short_name(p.label).to_string()))
        .collect::<Vec<_>>();
    let caption = format!(
        "{ACCELERATOR}: {} trillion operations a second (dense bf16), {} TB/s from memory. One text at a time, bf16 weights and cache; a multiply and an add count as two operations.",
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
                <NumText testid="decode-fewer" value=fewer shown=Signal::derive(move || format!("{}×", plain(fewer.get(), 7)))/>
                " fewer)."
            </p>
            <p class="readout-line" data-answer="" aria-live="polite">
                "A step reads "
                <NumText testid="decode-weight-bytes" value=weight_bytes shown=Signal::derive(move || bytes(weight_bytes.get()))/>
                " of weights and all "
                <NumText testid="decode-bytes" value=cache_bytes shown=Signal::derive(move || bytes(cache_bytes.get()))/>
                " of cache ("
                <NumText testid="decode-ops-per-byte" value=per_byte shown=Signal::derive(move || plain(per_byte.get(), 3))/>
                {move || if per_byte.get() == 1.0 { " operation a byte): " } else { " operations a byte): " }}
                <NumText testid="decode-read-ms" value=read_ms shown=Signal::derive(move || format!("{} ms", plain(read_ms.get(), 3)))/>
                "; its "
                <NumText testid="decode-ops" value=ops shown=Signal::derive(move || count_words(ops.get()))/>
                " operations take "
                <NumText testid="decode-sums-ms" value=sums_ms shown=Signal::derive(move || format!("{} ms", plain(sums_ms.get(), 3)))/>
                "."
            </p>
            {limits_note}
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
