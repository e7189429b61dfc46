//! Figure `semantic-drift` (Barbero et al. 2025): the slowest pair of a head barely turns, so it
//! can carry meaning that does not depend on position, until the context grows long enough for
//! it to turn too. Its angle over the context for base 10,000, 500,000 and the chosen base.

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
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::research::slowest_drift_rad;
use rope_params::figures::plot_of;
use std::f64::consts::{FRAC_PI_2, TAU};

/// The context lengths drawn, tokens.
const FROM_TOKENS: f64 = 1e3;
const TO_TOKENS: f64 = 1e7;
/// The bases every reader compares against: the original one and Llama 3's.
const REFERENCE_BASES: [f64; 2] = [1e4, 5e5];

/// What the chart shows.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Drift {
    d: usize,
    base: f64,
    len_tokens: f64,
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    s: &Drift,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let curve = |base: f64| {
        (0..=120).map(move |k| {
            let len = FROM_TOKENS * (TO_TOKENS / FROM_TOKENS).powf(k as f64 / 120.0);
            (len, slowest_drift_rad(s.d, base, len))
        })
    };
    let all = REFERENCE_BASES.iter().copied().chain([s.base]);
    let lo = all
        .clone()
        .map(|b| slowest_drift_rad(s.d, b, FROM_TOKENS))
        .fold(f64::INFINITY, f64::min)
        .clamp(1e-9, 0.05);
    let hi = all
        .map(|b| slowest_drift_rad(s.d, b, TO_TOKENS))
        .fold(TAU * 2.0, f64::max);
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(34.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(52.0))
        .build_cartesian_2d((FROM_TOKENS..TO_TOKENS).log_scale(), (lo..hi).log_scale())?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("context length, tokens")
        .y_desc("slowest pair's angle, rad")
        .x_labels(5)
        .y_labels(6)
        .x_label_formatter(&|v| tokens(*v))
        .y_label_formatter(&|v| sig(*v, 2))
        .draw()?;
    // A quarter turn (its part of an aligned score falls to 0) and a whole turn.
    for (y, name) in [(FRAC_PI_2, "a quarter turn"), (TAU, "one turn")] {
        chart.draw_series(DashedLineSeries::new(
            [(FROM_TOKENS, y), (TO_TOKENS, y)],
            style.px(4.0),
            style.px(3.0),
            style.foreground().mix(0.6).stroke_width(style.px(1.0)),
        ))?;
        chart.draw_series([Text::new(
            name,
            (FROM_TOKENS * 1.15, y),
            font.clone().pos(Pos::new(HPos::Left, VPos::Bottom)),
        )])?;
    }
    for base in REFERENCE_BASES {
        if (base - s.base).abs() > 1e-9 * base {
            chart.draw_series(LineSeries::new(
                curve(base),
                style.foreground().mix(0.45).stroke_width(style.px(1.5)),
            ))?;
            let end = slowest_drift_rad(s.d, base, TO_TOKENS);
            chart.draw_series([Text::new(
                format!("base {}", plain(base, 6)),
                (TO_TOKENS, end),
                font.clone().pos(Pos::new(HPos::Right, VPos::Bottom)),
            )])?;
        }
    }
    chart.draw_series(LineSeries::new(
        curve(s.base),
        style.highlight().stroke_width(style.px(3.0)),
    ))?;
    // The chosen base named at the left, where its line starts (the right end can leave the
    // chart at the top).
    chart.draw_series([Text::new(
        format!("base {}", plain(s.base, 6)),
        (
            FROM_TOKENS * 1.15,
            slowest_drift_rad(s.d, s.base, FROM_TOKENS).clamp(lo, hi) * 1.6,
        ),
        font.clone()
            .color(&style.highlight())
            .pos(Pos::new(HPos::Left, VPos::Bottom)),
    )])?;
    let at = slowest_drift_rad(s.d, s.base, s.len_tokens);
    if (FROM_TOKENS..=TO_TOKENS).contains(&s.len_tokens) {
        chart.draw_series([Circle::new(
            (s.len_tokens, at.clamp(lo, hi)),
            style.px(5.0),
            style.highlight().filled(),
        )])?;
    }
    Ok(())
}

#[component]
pub fn SemanticDriftFigure() -> impl IntoView {
    let state = use_app_state();
    let drift = Memo::new(move |_| {
        state.params.with(|p| Drift {
            d: p.rope.d,
            base: p.rope.base,
            len_tokens: p.rope.infer_len_tokens as f64,
        })
    });
    let rad = Signal::derive(move || drift.with(|s| slowest_drift_rad(s.d, s.base, s.len_tokens)));
    let cos = Signal::derive(move || rad.get().cos());
    let label = Signal::derive(move || {
        drift.with(|s| {
            format!(
                "The slowest pair's angle against the context length, both on log axes, for a head {} wide at base 10 000 and 500 000 (grey) and at base {} (bold). \
                 At {} tokens it has turned {} radians.",
                s.d,
                plain(s.base, 6),
                tokens(s.len_tokens),
                sig(rad.get(), 3)
            )
        })
    });
    view! {
        <FigureFrame slug="semantic-drift" caption="The slowest pair hardly turns, so it can carry what a token means wherever it stands, until the context is long enough for it to turn as well. A larger base keeps it still for longer.">
            <PlotCanvas testid=plot_of("semantic-drift") label=label aspect=0.42 min_height_css_px=220.0 max_height_css_px=260.0
                picture=paint(move |area, style| drift.with(|s| draw(&area, s, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {move || format!("over {} tokens the slowest pair turns ", tokens(drift.with(|s| s.len_tokens)))}
                <NumText testid="drift-rad" value=rad shown=Signal::derive(move || format!("{} rad", sig(rad.get(), 3)))/>
                {move || format!(" ({} turns); its part of an aligned score goes from 1 to cos = ", sig(rad.get() / TAU, 3))}
                <NumText testid="drift-cos" value=cos shown=Signal::derive(move || plain(cos.get(), 3))/>
            </p>
            <div class="controls compact">
                <KeySlider label="base" key="base" min=1e3 max=1e8 step=0.01 scale=SliderScale::Log10
                    format=|v| plain(v, 4)/>
                <KeySlider label="context" key="infer" min=1e3 max=1e7 step=0.01 scale=SliderScale::Log10
                    format=|v| format!("{} tokens", tokens(v))/>
            </div>
        </FigureFrame>
    }
}
