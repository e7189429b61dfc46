//! The decode figure's two charts: tokens run to write each token, with and without a KV
//! cache, and one cached step's time on the reference accelerator (reading against sums).

use crate::format::plain;
use crate::plot::style::PlotStyle;
use crate::plot::{two_parts, DrawResult, Grid};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::decode::{DecodeShape, DecodeStep, ACCELERATOR};

/// What the figure shows.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Decode {
    pub(super) len_tokens: u64,
    pub(super) model: &'static str,
    pub(super) shape: DecodeShape,
    pub(super) step: DecodeStep,
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
        // The origin's 0 is the x axis's: the y axis's own would sit on it.
        .y_label_formatter(&|v| {
            if *v == 0.0 {
                String::new()
            } else {
                short_count(*v)
            }
        })
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
            "no cache",
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
    let (plot_w, plot_h) = chart.plotting_area().dim_in_pixel();
    let pad_ms = top_ms * 0.01;
    // A bar is two thirds of its row, thicker where its row is short (a slide at 1024×768), so
    // a label inside it stays inside: as tall as the text and a little more, up to the whole row.
    let text_h = area.estimate_text_size("Ag", &font).map_or(0, |(_, h)| h);
    let row_px = (f64::from(plot_h) / 3.0).max(1.0);
    let half = ((f64::from(text_h) / 2.0 + f64::from(style.px(2.0))) / row_px).clamp(0.32, 0.48);
    for (y, ms, what, short, colour) in bars {
        chart.draw_series([Rectangle::new(
            [(0.0, y + 0.5 - half), (ms, y + 0.5 + half)],
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

pub(super) fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    d: &Decode,
    style: &PlotStyle,
) -> DrawResult {
    let (left, right) = two_parts(area, style, 520.0, 0.5, 0.5);
    work_chart(&left, d, style)?;
    time_chart(&right, d, style)
}
