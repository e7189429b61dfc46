//! The score panel's picture: the total score's envelope on top (with the unscaled one, the
//! random-vector band, length markers, the m − n cursor and an optional ALiBi line), then the
//! lower charts (`lower.rs`) on the same offset axis.

use super::axis::{aligned_chart, x_label_count};
use super::band_label::band_label;
use super::data::ScoreData;
use super::labels::markers;
use super::lower::{bound_chart, heat_chart, pairs_chart};
use super::raster::{column_x, raster_bands, Chart};
use crate::format::{plain, tokens};
use crate::plot::blit::RgbaBlit;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use plotters::coord::ranged1d::{AsRangedCoord, ValueFormatter};
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::envelope::{AxisScale, Column};

/// ALiBi overlay: the slope of the chosen head.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AlibiLine {
    pub slope: f64,
    pub head: usize,
}

/// What the picture marks besides the data.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Marks {
    /// The training and inference lengths as upright lines.
    pub lengths: bool,
    pub cursor_offset: Option<u64>,
    pub alibi: Option<AlibiLine>,
}

/// Draws the whole picture.
pub fn draw<DB: RgbaBlit>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    marks: &Marks,
    style: &PlotStyle,
) -> DrawResult {
    let span = data.span_tokens.max(2) as f64;
    match data.axis {
        AxisScale::Linear => charts(area, data, marks, style, 0.0..span),
        AxisScale::Log => charts(area, data, marks, style, (1.0..span).log_scale()),
    }
}

/// The total score alone, with its markers (the compact figure).
pub fn draw_total<DB: RgbaBlit>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    marks: &Marks,
    style: &PlotStyle,
) -> DrawResult {
    let span = data.span_tokens.max(2) as f64;
    match data.axis {
        AxisScale::Linear => score_chart(area, data, marks, style, 0.0..span),
        AxisScale::Log => score_chart(area, data, marks, style, (1.0..span).log_scale()),
    }
}

/// Draws the four charts one under the other; `x` is their shared offset axis (linear or log).
fn charts<DB, X>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    marks: &Marks,
    style: &PlotStyle,
    x: X,
) -> DrawResult
where
    DB: RgbaBlit,
    X: AsRangedCoord<Value = f64> + Clone,
    X::CoordDescType: ValueFormatter<f64>,
{
    let h = area.dim_in_pixel().1;
    let (top, rest) = area.split_vertically((h as f64 * 0.47) as u32);
    let (pairs, rest) = rest.split_vertically((h as f64 * 0.18) as u32);
    let (mid, bottom) = rest.split_vertically((h as f64 * 0.12) as u32);
    score_chart(&top, data, marks, style, x.clone())?;
    pairs_chart(&pairs, data, style, x.clone())?;
    bound_chart(&mid, data, style, x.clone())?;
    heat_chart(&bottom, data, style, x)
}

/// The total score: the random-vector band, the envelopes (the unscaled one under the scaled),
/// the markers and the ALiBi line.
fn score_chart<DB, X>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    marks: &Marks,
    style: &PlotStyle,
    x: X,
) -> DrawResult
where
    DB: RgbaBlit,
    X: AsRangedCoord<Value = f64>,
    X::CoordDescType: ValueFormatter<f64>,
{
    let all = data.scaled.iter().chain(data.original.iter().flatten());
    let (mut lo, mut hi) = all.fold((0.0f64, 0.0f64), |(l, h), c| (l.min(c.min), h.max(c.max)));
    lo = lo.min(-data.random_spread);
    hi = hi.max(data.random_spread);
    let pad = (hi - lo).max(1e-9) * 0.06;
    let y_span = (lo - pad, hi + pad);
    let mut chart = aligned_chart(area, style)
        .margin_top(style.px(10.0))
        .margin_bottom(style.px(10.0))
        .x_label_area_size(style.px(40.0))
        .build_cartesian_2d(x, y_span.0..y_span.1)?;
    style
        .mesh(
            &mut chart.configure_mesh(),
            &style.label_font(),
            Grid::PLAIN,
        )
        .y_desc("score")
        .x_desc("offset m − n, tokens")
        // A label every 20 CSS px or more, so a short chart (a phone) does not stack them.
        .y_labels(((style.css_px(area.dim_in_pixel().1) / 20.0) as usize).clamp(3, 10))
        .x_labels(x_label_count(area.dim_in_pixel().0, style))
        .x_label_formatter(&|v| tokens(*v))
        .y_label_formatter(&|v| plain(*v, 3))
        .draw()?;
    let spread = data.random_spread;
    let x_ends: Vec<f64> = [data.scaled.first(), data.scaled.last()]
        .iter()
        .flatten()
        .map(|c| column_x(c, data.axis))
        .collect();
    if let [x0, x1] = x_ends[..] {
        chart.draw_series(std::iter::once(Rectangle::new(
            [(x0, -spread), (x1, spread)],
            style.chance().mix(0.3).filled(),
        )))?;
    }
    let mut bands: Vec<(&[Column], RGBColor, u32)> = Vec::new();
    if let Some(original) = &data.original {
        bands.push((original, style.grid(), style.px(1.0)));
    }
    // The score in the foreground colour: red means "outside training" across the story, and
    // the fastest pair's warm colour belongs to that pair alone.
    bands.push((&data.scaled, style.foreground(), style.px(1.5)));
    raster_bands(&chart, data.axis, &bands)?;
    // The band's edges again, over the score's strip: where the two overlap their fills blend,
    // and the olive lines keep the band's limits readable there.
    if let [x0, x1] = x_ends[..] {
        for edge in [-spread, spread] {
            chart.draw_series(LineSeries::new(
                [(x0, edge), (x1, edge)],
                style.chance().stroke_width(style.px(1.5)),
            ))?;
        }
        band_label(&chart, &data.scaled, data.axis, spread, style)?;
    }
    markers(
        &mut chart,
        data,
        (marks.lengths, marks.cursor_offset),
        style,
        y_span,
    )?;
    if let Some(alibi) = marks.alibi {
        alibi_line(area, &mut chart, data, alibi, style, y_span)?;
    }
    Ok(())
}

/// ALiBi's bias −slope·distance, from 0 down to its value at the span, scaled to fill the
/// chart's height `y_span`, with its range written in the chart's top-left corner (`area`).
fn alibi_line<DB: DrawingBackend, X: Ranged<ValueType = f64>>(
    area: &DrawingArea<DB, Shift>,
    chart: &mut Chart<'_, DB, X>,
    data: &ScoreData,
    alibi: AlibiLine,
    style: &PlotStyle,
    (y_lo, y_hi): (f64, f64),
) -> DrawResult {
    let min_bias = -alibi.slope * data.span_tokens as f64;
    let to_left = |b: f64| y_lo + (b - min_bias) / (0.0 - min_bias).max(1e-12) * (y_hi - y_lo);
    let points: Vec<(f64, f64)> = data
        .scaled
        .iter()
        .map(|c| {
            (
                column_x(c, data.axis),
                to_left(-alibi.slope * column_x(c, data.axis)),
            )
        })
        .collect();
    chart.draw_series(LineSeries::new(
        points,
        style.highlight().stroke_width(style.px(2.0)),
    ))?;
    let label = format!(
        "ALiBi head {}: bias 0 … {}",
        alibi.head + 1,
        plain(min_bias, 3)
    );
    area.draw(&Text::new(
        label,
        (style.px(80.0) as i32, style.px(14.0) as i32),
        style.label_font().color(&style.highlight()),
    ))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::backend::SVGBackend;
    use rope_math::frequencies;
    use rope_params::Params;

    #[test]
    fn draws_both_axes_into_svg() {
        for q in [
            "axis=log&scaling=yarn&factor=4",
            "axis=linear&span=5000&vec=random",
        ] {
            let (p, _) = Params::from_query(q);
            let data = ScoreData::compute(&p, &frequencies(&p.rope), false);
            let marks = Marks {
                lengths: true,
                cursor_offset: Some(4),
                alibi: Some(AlibiLine {
                    slope: 0.5,
                    head: 0,
                }),
            };
            let mut svg = String::new();
            {
                let area = SVGBackend::with_string(&mut svg, (900, 600)).into_drawing_area();
                let style = PlotStyle {
                    dark: true,
                    device_from_css: 1.0,
                    boxed: false,
                };
                draw(&area, &data, &marks, &style).expect("draws");
            }
            assert!(svg.contains("train"), "{q}");
        }
    }

    #[test]
    fn the_lengths_can_be_left_out() {
        let (p, _) = Params::from_query("train=4096&infer=32768");
        let data = ScoreData::compute(&p, &frequencies(&p.rope), false);
        let svg_with = |lengths: bool| {
            let mut svg = String::new();
            {
                let area = SVGBackend::with_string(&mut svg, (900, 600)).into_drawing_area();
                let style = PlotStyle {
                    dark: false,
                    device_from_css: 1.0,
                    boxed: false,
                };
                let marks = Marks {
                    lengths,
                    cursor_offset: None,
                    alibi: None,
                };
                draw(&area, &data, &marks, &style).expect("draws");
            }
            svg
        };
        assert!(svg_with(true).contains("trained"));
        let bare = svg_with(false);
        assert!(
            !bare.contains("trained") && !bare.contains("infer"),
            "{bare}"
        );
    }
}
