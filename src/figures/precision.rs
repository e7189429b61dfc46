//! Figure `precision`: how far one pair's rotation is off when the angle table is built as HF
//! builds it: the float32 angle against float64, and what casting its cos and sin to bfloat16
//! adds on top, at
//! positions from 10 to ten million, with the reader's position marked, a line at 1% of a
//! turn and one at the pair's one-token turn θᵢ (an error above it blurs neighbours).

use super::frame::FigureFrame;
use crate::format::{plain, sig, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::precision::{angle_error_rad, cast_error_rad, shift_test_demo, Precision};
use rope_params::figures::plot_of;
use rope_params::Params;
use std::f64::consts::TAU;

/// Positions the chart spans, tokens.
const POSITIONS: (f64, f64) = (10.0, 1e7);
/// Positions sampled along the axis (geometric).
const SAMPLES: usize = 240;
/// Errors below this are drawn on the floor of the log axis (many small angles are exact).
const FLOOR_RAD: f64 = 1e-9;
/// The shift test's move and gap: both tokens moved by 117, the key 30 before the query.
const SHIFT_TOKENS: u64 = 117;
const GAP_TOKENS: u64 = 30;
/// An error the reader would notice: a hundredth of a turn.
const VISIBLE_RAD: f64 = TAU / 100.0;

/// Both precisions' errors along the axis and at the reader's position.
#[derive(Clone, Debug, PartialEq)]
struct Errors {
    pair: usize,
    /// The pair's θ, radians per token: how far one token turns it.
    step_rad: f64,
    pos_tokens: u64,
    f32_rad: Vec<(f64, f64)>,
    /// What the bfloat16 cast adds: its rotation against the float32 angle.
    cast_rad: Vec<(f64, f64)>,
    at_f32_rad: f64,
    /// The whole bfloat16 error against float64.
    at_bf16_rad: f64,
    at_cast_rad: f64,
    /// How far the float32 score moves when both positions move by [`SHIFT_TOKENS`].
    shift_gap: f64,
}

impl Errors {
    fn of(p: &Params) -> Errors {
        let (d, base, pair) = (p.rope.d, p.rope.base, p.probe.pair);
        let along = |error: &dyn Fn(u64) -> f64| {
            (0..SAMPLES)
                .map(|k| {
                    let t = k as f64 / (SAMPLES - 1) as f64;
                    let pos = (POSITIONS.0 * (POSITIONS.1 / POSITIONS.0).powf(t)).round();
                    (pos, error(pos as u64))
                })
                .collect()
        };
        Errors {
            pair,
            step_rad: rope_math::freq::default_inv_freq(d, base)
                .get(pair)
                .copied()
                .unwrap_or(1.0),
            pos_tokens: p.probe.m,
            f32_rad: along(&|m| angle_error_rad(m, pair, d, base, Precision::F32)),
            cast_rad: along(&|m| cast_error_rad(m, pair, d, base)),
            at_f32_rad: angle_error_rad(p.probe.m, pair, d, base, Precision::F32),
            at_bf16_rad: angle_error_rad(p.probe.m, pair, d, base, Precision::Bf16),
            at_cast_rad: cast_error_rad(p.probe.m, pair, d, base),
            shift_gap: shift_test_demo(
                p.probe.m,
                p.probe.m.saturating_sub(GAP_TOKENS),
                SHIFT_TOKENS,
                d,
                base,
            ),
        }
    }
}

/// float32's colour: the foreground (orange and blue are the query's and the key's alone).
fn f32_colour(style: &PlotStyle) -> RGBColor {
    style.foreground()
}

/// bfloat16's colour: the highlight, the coarser format the figure is about.
fn bf16_colour(style: &PlotStyle) -> RGBColor {
    style.highlight()
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    e: &Errors,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let narrow = style.css_px(area.dim_in_pixel().0) < 480.0;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(10.0))
        // Room for the last tick label (1×10⁷, 1×10⁹) at the right edge.
        .margin_right(style.px(26.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(62.0))
        .build_cartesian_2d(
            (POSITIONS.0..POSITIONS.1).log_scale(),
            (FLOOR_RAD..4.0).log_scale(),
        )?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("position m, tokens")
        .y_desc("error of the angle, rad")
        .x_labels(if narrow { 4 } else { 6 })
        .y_labels(6)
        .x_label_formatter(&|v| sig(*v, 1))
        .y_label_formatter(&|v| sig(*v, 1))
        .draw()?;
    let r = style.px(2.2);
    // The legend is the readout under the chart, in the same colours.
    for (points, colour) in [
        (&e.cast_rad, bf16_colour(style)),
        (&e.f32_rad, f32_colour(style)),
    ] {
        chart.draw_series(
            points
                .iter()
                .map(|&(x, y)| Circle::new((x, y.max(FLOOR_RAD)), r, colour.filled())),
        )?;
    }
    chart.draw_series(LineSeries::new(
        [(POSITIONS.0, VISIBLE_RAD), (POSITIONS.1, VISIBLE_RAD)],
        style.foreground().mix(0.6).stroke_width(style.px(1.0)),
    ))?;
    chart.draw_series(std::iter::once(Text::new(
        "1% of a turn",
        (POSITIONS.0 * 1.3, VISIBLE_RAD / 2.4),
        font.clone(),
    )))?;
    if e.step_rad > FLOOR_RAD && e.step_rad < 4.0 {
        chart.draw_series(DashedLineSeries::new(
            [(POSITIONS.0, e.step_rad), (POSITIONS.1, e.step_rad)],
            style.px(4.0),
            style.px(3.0),
            style.foreground().mix(0.6).stroke_width(style.px(1.0)),
        ))?;
        chart.draw_series(std::iter::once(Text::new(
            "one token's turn θᵢ",
            (POSITIONS.0 * 1.3, (e.step_rad * 1.4).min(3.0)),
            font.clone(),
        )))?;
    }
    let m = (e.pos_tokens as f64).clamp(POSITIONS.0, POSITIONS.1);
    chart.draw_series(LineSeries::new(
        [(m, FLOOR_RAD), (m, 4.0)],
        style.foreground().stroke_width(style.px(1.0)),
    ))?;
    Ok(())
}

fn describe(e: &Errors) -> String {
    format!(
        "Dot chart on log axes of pair {}'s angle error against the position, from 10 to ten million tokens: \
         the float32 angle against float64 (the plain line), and what casting its cos and sin to bfloat16 adds (teal). At position {} \
         the float32 angle is off by {} rad and the cast adds {} rad; lines mark 1% of a turn, {} rad, and the pair's \
         one-token turn, {} rad.",
        e.pair,
        tokens(e.pos_tokens as f64),
        sig(e.at_f32_rad, 2),
        sig(e.at_cast_rad, 2),
        plain(VISIBLE_RAD, 3),
        sig(e.step_rad, 3),
    )
}

#[component]
pub fn PrecisionFigure() -> impl IntoView {
    let state = use_app_state();
    let errors = Memo::new(move |_| state.params.with(Errors::of));
    let f32_rad = Signal::derive(move || errors.with(|e| e.at_f32_rad));
    let bf16_rad = Signal::derive(move || errors.with(|e| e.at_bf16_rad));
    let cast_rad = Signal::derive(move || errors.with(|e| e.at_cast_rad));
    let shift_gap = Signal::derive(move || errors.with(|e| e.shift_gap));
    let turn_pct = |s: Signal<f64>| {
        Signal::derive(move || {
            format!(
                "{} rad ({}% of a turn)",
                sig(s.get(), 2),
                sig(s.get() / TAU * 100.0, 2)
            )
        })
    };
    let label = Signal::derive(move || errors.with(describe));
    view! {
        <FigureFrame slug="precision" caption="float32 keeps about 7 digits of the angle, so its error grows with the position; bfloat16 keeps under 3 of cos and sin, a blur that stops growing below 0.003 rad.">
            <PlotCanvas testid=plot_of("precision") label=label aspect=0.4 min_height_css_px=190.0 max_height_css_px=228.0
                picture=paint(move |area, style| errors.with(|e| draw(&area, e, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "pair " {move || errors.with(|e| e.pair)} " at " {move || tokens(errors.with(|e| e.pos_tokens) as f64)} ": "
                <span class="prec-f32">"float32"</span> " off by "
                <NumText testid="angle-error-f32" value=f32_rad shown=turn_pct(f32_rad)/>
                "; bfloat16 "
                <NumText testid="angle-error-bf16" value=bf16_rad shown=Signal::derive(move || format!("{} rad", sig(bf16_rad.get(), 2)))/>
                ", "<span class="prec-bf16">"the cast"</span>" adding "
                <NumText testid="cast-error-bf16" value=cast_rad shown=Signal::derive(move || format!("{} rad", sig(cast_rad.get(), 2)))/>
            </p>
            <p class="readout-line" data-answer="" aria-live="polite">
                "Shift test (key 30 before, both moved 117): the float32 score moves by "
                <NumText testid="shift-gap-f32" value=shift_gap shown=Signal::derive(move || sig(shift_gap.get(), 2))/>
            </p>
            <div class="controls compact">
                <KeySlider label="position m" key="m" min=10.0 max=1e7 step=0.01 scale=SliderScale::Log10
                    format=|v| tokens(v)/>
                <KeySlider label="pair" key="pair" min=0.0 max=63.0
                    format=|v| format!("{v}")/>
            </div>
        </FigureFrame>
    }
}
