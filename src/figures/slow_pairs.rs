//! Figure `slow-pairs`: trained to one length, the slowest pairs swept only part of their
//! circle; at a longer length they land on angles training never showed them, and their part
//! of the score takes values the model never met.

use super::frame::FigureFrame;
use crate::format::{count_of, plain, tokens};
use crate::panels::coverage::{out_colour, turns_chart, turns_range, CoverageTable};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{two_parts, y_label_room, DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::analysis::{lowest_cos, Coverage, PairCoverage};
use rope_math::freq::Frequencies;
use rope_params::figures::plot_of;
use rope_params::Params;

/// Points along the score curve: enough for a smooth line at any width.
const CURVE_POINTS: usize = 600;

/// The selected pair's part of the score of two aligned unit vectors, cos(offset·θ), as the
/// offset runs to the longer of the two lengths: the values training showed it shaded, the
/// training length marked, the curve red where it leaves what training showed.
fn score_curve<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    p: &PairCoverage,
    (train_tokens, infer_tokens): (f64, f64),
) -> DrawResult {
    let floor = lowest_cos(p.angle_train_rad);
    let x_end = infer_tokens.max(train_tokens).max(1.0);
    let font = style.label_font();
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .caption(
            format!("pair {}: its part of the score", p.pair),
            font.clone(),
        )
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(44.0))
        .build_cartesian_2d(0f64..x_end, -1.15f64..1.15)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("offset (tokens)")
        .y_desc("cos(offset·θ)")
        // A slide's narrower half has room for three offsets, not four.
        .x_labels(if style.boxed { 3 } else { 4 })
        .y_labels(y_label_room(area.dim_in_pixel().1, style, 5))
        .x_label_formatter(&|v| tokens(*v))
        .y_label_formatter(&|v| plain(*v, 2))
        .draw()?;
    // The trained range at full strength: at 0.6 it read as no band at all on a 1280 screen.
    chart.draw_series([Rectangle::new(
        [(0.0, floor), (x_end, 1.0)],
        style.trained_fill().filled(),
    )])?;
    chart.draw_series(DashedLineSeries::new(
        [(train_tokens, -1.15), (train_tokens, 1.15)],
        style.px(4.0),
        style.px(3.0),
        style.foreground().mix(0.7).stroke_width(style.px(1.0)),
    ))?;
    // The name on the side of the chart the curve is not on where it crosses the line.
    let (name_y, name_v) = if (train_tokens * p.inv_freq_scaled).cos() > 0.0 {
        (-1.13, VPos::Bottom)
    } else {
        (1.13, VPos::Top)
    };
    // A little right of the dashed line, clear of its stroke; left of it where the line is
    // near the chart's right edge (a length no longer than training), so it is never cut off.
    let (name_x, name_h) = if train_tokens > 0.7 * x_end {
        (train_tokens - x_end * 0.01, HPos::Right)
    } else {
        (train_tokens + x_end * 0.01, HPos::Left)
    };
    chart.draw_series([Text::new(
        "trained",
        (name_x, name_y),
        font.clone().pos(Pos::new(name_h, name_v)),
    )])?;
    // The curve in runs: plain inside the shaded band, red outside it.
    let points: Vec<(f64, f64)> = (0..=CURVE_POINTS)
        .map(|k| {
            let offset = x_end * k as f64 / CURVE_POINTS as f64;
            (offset, (offset * p.inv_freq_scaled).cos())
        })
        .collect();
    let outside = |y: f64| y < floor - 1e-9;
    let mut start = 0;
    while start < points.len() {
        let out = outside(points[start].1);
        let mut end = start;
        while end + 1 < points.len() && outside(points[end + 1].1) == out {
            end += 1;
        }
        let colour = if out {
            out_colour(style)
        } else {
            style.foreground()
        };
        // Each run takes its neighbour's first point so the line has no gap.
        let last = (end + 1).min(points.len() - 1);
        chart.draw_series(LineSeries::new(
            points[start..=last].iter().copied(),
            colour.stroke_width(style.px(2.0)),
        ))?;
        start = end + 1;
    }
    Ok(())
}

/// The turns chart and, beside it (under it on a narrow screen), the selected pair's score.
fn draw_figure<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    cov: &Coverage,
    freqs: &Frequencies,
    pair: usize,
    lengths: (f64, f64),
    style: &PlotStyle,
) -> DrawResult {
    let (chart, score) = two_parts(area, style, 520.0, 0.56, 0.52);
    // A phone's chart gets the short title: the long one would run past the canvas.
    let title = if f64::from(chart.dim_in_pixel().0) < f64::from(style.px(460.0)) {
        "bar: trained, dot: now (crimson: new angles)"
    } else {
        "turns per pair: bar = training, dot = inference (crimson: angles never seen)"
    };
    turns_chart(
        &chart,
        cov,
        &freqs.detail,
        style,
        turns_range(&[cov]),
        title,
        false,
    )?;
    if let Some(p) = cov.pairs.get(pair.min(cov.pairs.len().saturating_sub(1))) {
        score_curve(&score, style, p, lengths)?;
    }
    Ok(())
}

#[component]
pub fn SlowPairsFigure() -> impl IntoView {
    let state = use_app_state();
    let pair = Memo::new(move |_| state.params.with(|p| p.probe.pair));
    let lengths = Memo::new(move |_| {
        state.params.with(|p| {
            (
                p.rope.train_len_tokens as f64,
                p.rope.infer_len_tokens as f64,
            )
        })
    });
    let selected = Memo::new(move |_| {
        state.coverage.with(|c| {
            c.pairs
                .get(pair.get().min(c.pairs.len().saturating_sub(1)))
                .cloned()
        })
    });
    let angle = move |f: fn(&PairCoverage) -> f64| {
        Signal::derive(move || selected.with(|p| p.as_ref().map_or(0.0, f)))
    };
    let label = Signal::derive(move || {
        let c = state.coverage.get();
        let p = selected.get();
        format!(
            "Turns per pair over the training length (bars) and the inference length (dots); {} of {} pairs reach angles they never reached in training. \
             Beside it, pair {}'s part of the score of two aligned vectors as the offset grows: in training it never fell below {}, by the inference length it reaches {}.",
            c.out_of_distribution_count,
            c.pairs.len(),
            pair.get(),
            plain(p.as_ref().map_or(1.0, |p| lowest_cos(p.angle_train_rad)), 3),
            plain(p.as_ref().map_or(1.0, |p| lowest_cos(p.angle_infer_rad)), 3),
        )
    });
    // The seeds' single pair (θ = 0.0001, divided by 8) and back to what was shown before.
    let before = StoredValue::new(None::<Params>);
    let seed_shown = RwSignal::new(false);
    let toggle_seed_pair = move |_| {
        if let Some(previous) = before.get_value() {
            state.apply(|p| *p = previous.clone());
            before.set_value(None);
            seed_shown.set(false);
        } else if let Some(scene) = rope_params::scenes::find("slow-pair") {
            before.set_value(Some(state.params.get_untracked()));
            // The made-up pair as read at 50,000 tokens, before any fix: the prose divides by 8.
            state.apply(|p| {
                scene.apply(p);
                p.rope.scaling = rope_math::Scaling::None;
                p.rope.factor = 1.0;
            });
            seed_shown.set(true);
        }
    };
    view! {
        <FigureFrame slug="slow-pairs" caption="Left: each pair's turns in training (bars) and now (dots; crimson: beyond trained angles); teal: one turn. Right: its score part; grey: the values seen in training.">
            <PlotCanvas testid=plot_of("slow-pairs") label=label min_height_css_px=200.0 max_height_css_px=340.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 220.0 } else { w * 0.85 })
                picture=paint(move |area, style| state.coverage.with(|c| state.freqs.with(|f| draw_figure(&area, c, f, pair.get(), lengths.get(), style))))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "pair " {move || pair.get()} ": "
                <Num testid="slow-angle-train-deg" value=angle(|p| p.angle_train_rad.to_degrees()) digits=1/>
                {move || format!("° at {} (trained), ", tokens(lengths.get().0))}
                <Num testid="slow-angle-infer-deg" value=angle(|p| p.angle_infer_rad.to_degrees()) digits=1/>
                {move || format!("° at {}; score part ≥ ", tokens(lengths.get().1))}
                <Num testid="slow-score-train-min" value=angle(|p| lowest_cos(p.angle_train_rad)) digits=3/> " in training; now "
                <Num testid="slow-score-infer-at" value=angle(|p| p.angle_infer_rad.cos()) digits=2/> " (lowest on the way: "
                <Num testid="slow-score-infer-min" value=angle(|p| lowest_cos(p.angle_infer_rad)) digits=3/> "); "
                {move || format!("{} past training", count_of(state.coverage.with(|c| c.out_of_distribution_count), "pair"))}
            </p>
            <div class="controls compact">
                <KeySlider label="length" key="infer" min=128.0 max=8_388_608.0 step=0.125 scale=SliderScale::Log2
                    format=|v| format!("{} tokens", tokens(v))/>
                <KeySlider label="pair shown" key="pair" min=0.0 max=255.0 max_of=|p| p.rope.num_pairs().saturating_sub(1) as f64 step=1.0
                    format=|v| format!("{}", v.round())/>
            </div>
            <div class="figure-row">
                <button type="button" data-testid="scene-slow-pair" title="one made-up pair, θ = 0.0001, trained to 8192 tokens and read to 50 000" aria-pressed=move || if seed_shown.get() { "true" } else { "false" } on:click=toggle_seed_pair>
                    {move || if seed_shown.get() { "back to our model" } else { "show one made-up pair (θ = 0.0001)" }}
                </button>
                <CoverageTable summary="table of pairs"/>
            </div>
        </FigureFrame>
    }
}
