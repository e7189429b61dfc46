//! Figure `base-bound` (Men et al. 2024): B(m) = Σ cos(m·θᵢ), scaled by d/2, against the
//! distance m on a log axis, for the reader's base and for base 10000; where each first dips
//! below zero is the longest context that base supports. The target length is a line, and
//! the readout gives the smallest base that reaches it.

use super::frame::FigureFrame;
use crate::format::{plain, sig, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::base_bound::{computed_min_base, paper_min_base, supported_len_tokens};
use rope_math::curves::CosineSum;
use rope_math::envelope::{envelope, AxisScale, Column};
use rope_math::freq::default_inv_freq;
use rope_math::score::PairTerms;
use rope_params::figures::plot_of;
use rope_params::Params;

/// The base drawn for comparison: the original RoPE's.
const REFERENCE_BASE: f64 = 10000.0;
/// The longest distance searched for a first dip, tokens: a scan this long stays within a
/// frame while the base is dragged, and covers the slider's largest base (10⁶).
const SEARCH_LIMIT_TOKENS: u64 = 1 << 17;
/// The pixel columns of a curve's envelope.
const COLUMNS: usize = 480;
/// Target lengths the reader can pick (the paper's rows up to 32k).
const TARGETS: [u64; 6] = [1024, 2048, 4096, 8192, 16384, 32768];

/// One base's curve: its envelope over the shown distances and the length it supports.
#[derive(Clone, Debug, PartialEq)]
struct Curve {
    base: f64,
    columns: Vec<Column>,
    supported_tokens: u64,
}

#[derive(Clone, Debug, PartialEq)]
struct Bound {
    d: usize,
    target_tokens: u64,
    span_tokens: u64,
    mine: Curve,
    reference: Option<Curve>,
}

/// B(m)/(d/2) at every integer distance: q = k = ones gives 2·cos per pair, so the scale is 1/d.
fn curve(d: usize, base: f64, span_tokens: u64) -> Curve {
    let inv_freq = default_inv_freq(d, base);
    let ones = PairTerms::of((1.0, 1.0), (1.0, 1.0));
    let terms = vec![ones; inv_freq.len()];
    let sum = CosineSum::new(&terms, &inv_freq, 1.0 / d as f64);
    Curve {
        base,
        columns: envelope(&sum, 1, span_tokens, COLUMNS, AxisScale::Log),
        supported_tokens: supported_len_tokens(d, base, SEARCH_LIMIT_TOKENS),
    }
}

/// The distances shown: four times the target, so a few targets' worth of dips are in view.
/// It follows the target only, so the reference curve is computed once per target.
fn span_for(target_tokens: u64) -> u64 {
    (target_tokens.saturating_mul(4)).clamp(4096, SEARCH_LIMIT_TOKENS)
}

impl Bound {
    fn of(p: &Params, reference: &Curve) -> Bound {
        let (d, target) = (p.rope.d, p.rope.infer_len_tokens);
        let span = span_for(target);
        Bound {
            d,
            target_tokens: target,
            span_tokens: span,
            mine: curve(d, p.rope.base, span),
            reference: (p.rope.base != REFERENCE_BASE).then(|| reference.clone()),
        }
    }
}

fn band<DB: DrawingBackend>(
    chart: &mut ChartContext<
        DB,
        Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
    >,
    c: &Curve,
    colour: RGBAColor,
) -> DrawResult {
    let log = |o: u64| ((o.max(1)) as f64).log10();
    let upper = c.columns.iter().map(|col| (log(col.first_offset), col.max));
    let lower = c
        .columns
        .iter()
        .rev()
        .map(|col| (log(col.first_offset), col.min));
    chart.draw_series(std::iter::once(Polygon::new(
        upper.clone().chain(lower.clone()).collect::<Vec<_>>(),
        colour.filled(),
    )))?;
    // The edges too: where the curve barely moves within a column the band has no area.
    for edge in [upper.collect::<Vec<_>>(), lower.collect::<Vec<_>>()] {
        chart.draw_series(LineSeries::new(edge, colour.stroke_width(1)))?;
    }
    Ok(())
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    b: &Bound,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let x_max = (b.span_tokens as f64).log10();
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(10.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(52.0))
        .build_cartesian_2d(0.0..x_max, -0.3f64..1.05)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("distance m, tokens (log)")
        .y_desc("B(m) / (d/2)")
        .x_labels(7)
        .y_labels(5)
        .x_label_formatter(&|v| tokens(10f64.powf(*v)))
        .y_label_formatter(&|v| plain(*v, 2))
        .draw()?;
    if let Some(r) = &b.reference {
        band(&mut chart, r, style.grid().mix(0.9))?;
    }
    band(&mut chart, &b.mine, style.highlight().mix(0.55))?;
    chart.draw_series(LineSeries::new(
        [(0.0, 0.0), (x_max, 0.0)],
        style.foreground().stroke_width(style.px(1.0)),
    ))?;
    let target = (b.target_tokens as f64).log10();
    chart.draw_series(LineSeries::new(
        [(target, -0.3), (target, 1.05)],
        style.foreground().mix(0.5).stroke_width(style.px(1.0)),
    ))?;
    // Labels end at their line or dot, so none runs past the right edge on a phone.
    let left_of = font.pos(Pos::new(HPos::Right, VPos::Top));
    chart.draw_series(std::iter::once(Text::new(
        format!("target {} ", tokens(b.target_tokens as f64)),
        (target, 0.98),
        left_of.clone(),
    )))?;
    for (c, colour) in [
        (Some(&b.mine), style.highlight()),
        (b.reference.as_ref(), style.foreground()),
    ] {
        let Some(c) = c else { continue };
        let x = ((c.supported_tokens + 1) as f64).log10();
        // The reader's base labelled above the reference's.
        let label_y = if colour == style.highlight() {
            -0.06
        } else {
            -0.16
        };
        let ink = style.foreground();
        let label = left_of.clone().color(&ink);
        if x > x_max {
            // Past the axis: the length, with an arrow, at the right edge.
            let length = if c.supported_tokens >= SEARCH_LIMIT_TOKENS {
                format!("over {}", tokens(SEARCH_LIMIT_TOKENS as f64))
            } else {
                tokens(c.supported_tokens as f64)
            };
            chart.draw_series(std::iter::once(Text::new(
                format!("base {}: L = {length} → ", plain(c.base, 3)),
                (x_max, label_y),
                label,
            )))?;
        } else {
            chart.draw_series(std::iter::once(Circle::new(
                (x, 0.0),
                style.px(5.0),
                colour.filled(),
            )))?;
            chart.draw_series(std::iter::once(Text::new(
                format!(
                    "base {}: L = {} ",
                    plain(c.base, 3),
                    tokens(c.supported_tokens as f64)
                ),
                (x, label_y),
                label,
            )))?;
        }
    }
    Ok(())
}

fn describe(b: &Bound) -> String {
    let reference = b.reference.as_ref().map_or(String::new(), |r| {
        format!(
            " Base {} (grey) supports {} tokens.",
            plain(r.base, 6),
            tokens(r.supported_tokens as f64)
        )
    });
    format!(
        "Band chart of B(m)/(d/2) for d = {} against the distance m from 1 to {} tokens on a log axis. \
         At base {} it stays at or above zero up to {} tokens, then dips below.{reference} The target length {} tokens is a vertical line.",
        b.d,
        tokens(b.span_tokens as f64),
        plain(b.mine.base, 6),
        tokens(b.mine.supported_tokens as f64),
        tokens(b.target_tokens as f64),
    )
}

#[component]
pub fn BaseBoundFigure() -> impl IntoView {
    let state = use_app_state();
    let key = Memo::new(move |_| state.params.with(|p| (p.rope.d, p.rope.infer_len_tokens)));
    let reference = Memo::new(move |_| {
        let (d, target) = key.get();
        curve(d, REFERENCE_BASE, span_for(target))
    });
    let bound = Memo::new(move |_| reference.with(|r| state.params.with(|p| Bound::of(p, r))));
    let len = Signal::derive(move || bound.with(|b| b.mine.supported_tokens as f64));
    // Only the table's lengths at d = 128 (this page's search, kept in rope-math and checked by
    // its tests): a live search for another head would take a noticeable moment per change.
    let need = Memo::new(move |_| {
        let (d, target) = bound.with(|b| (b.d, b.target_tokens));
        (d == 128)
            .then(|| computed_min_base(d, target))
            .flatten()
            .unwrap_or(f64::NAN)
    });
    let published = move || {
        bound.with(|b| {
            paper_min_base(b.d, b.target_tokens)
                .map_or(String::new(), |v| format!(" (published: {})", sig(v, 2)))
        })
    };
    let label = Signal::derive(move || bound.with(describe));
    let known = Memo::new(move |_| need.get().is_finite());
    let options = TARGETS
        .iter()
        .map(|t| (t.to_string(), format!("{} tokens", tokens(*t as f64))))
        .collect();
    view! {
        <FigureFrame slug="base-bound" caption="Where the band first dips below zero, a key like the query scores below chance: the distance up to which this criterion holds.">
            <PlotCanvas testid=plot_of("base-bound") label=label aspect=0.45 min_height_css_px=200.0 max_height_css_px=260.0
                picture=paint(move |area, style| bound.with(|b| draw(&area, b, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "base " {move || plain(bound.with(|b| b.mine.base), 6)} " keeps B ≥ 0 up to "
                <NumText testid="base-bound-len" value=len shown=Signal::derive(move || {
                    let l = len.get();
                    if l >= SEARCH_LIMIT_TOKENS as f64 { format!("beyond {} tokens", tokens(l)) } else { format!("{} tokens", tokens(l)) }
                })/>
                // A memo of the one bit: moving the base rebuilds nothing, only the numbers change.
                <Show when=move || known.get()>
                    "; " {move || tokens(bound.with(|b| b.target_tokens) as f64)} " tokens: smallest passing base "
                    <NumText testid="base-bound-min-base" value=need shown=Signal::derive(move || sig(need.get(), 3))/>
                    {published}
                    "; bases just above it can fail"
                </Show>
            </p>
            <div class="controls compact">
                <KeySlider label="base" key="base" min=1e3 max=1e6 step=0.01 scale=SliderScale::Log10
                    format=|v| plain(v, 4)/>
                <ParamSelect label="target length" key="infer" options=options
                    get=|p| p.rope.infer_len_tokens.to_string()
                    set=|p, v| { if let Ok(t) = v.parse::<u64>() { p.rope.infer_len_tokens = t } }/>
            </div>
        </FigureFrame>
    }
}
