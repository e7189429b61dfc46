//! Drawing of the score panel: the total score's envelope (with the unscaled one, the random-
//! vector band, length markers, the m − n cursor and an optional ALiBi line), RoFormer's bound,
//! and the pair × offset heatmap of mean contributions.

use super::data::ScoreData;
use super::labels::place_labels;
use super::raster::{column_x, paint_band};
use crate::format::{plain, tokens};
use crate::plot::blit::{draw_raster, RgbaBlit};
use crate::plot::style::PlotStyle;
use plotters::coord::ranged1d::{AsRangedCoord, ValueFormatter};
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use raster::Raster;
use rope_math::envelope::{AxisScale, Column};

/// Plot-area edges in CSS px, shared by the three charts and the pointer read-out.
pub const LEFT_CSS_PX: f64 = 10.0 + 64.0;
/// (No labels on the right: room for the last x label to overhang.)
pub const RIGHT_CSS_PX: f64 = 10.0 + 24.0;

/// ALiBi overlay: the slope of the chosen head.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AlibiLine {
    pub slope: f64,
    pub head: usize,
}

/// What the picture marks besides the data.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Marks {
    pub cursor_offset: Option<u64>,
    pub alibi: Option<AlibiLine>,
}

/// How many offset labels fit under a chart `width_px` wide (about one per 80 CSS px, so
/// "120 000" labels do not run into each other on a phone).
pub fn x_label_count(width_px: u32, style: &PlotStyle) -> usize {
    let width_css = f64::from(width_px) / style.device_from_css.max(1e-9);
    ((width_css - LEFT_CSS_PX - RIGHT_CSS_PX) / 80.0).clamp(2.0, 10.0) as usize
}

/// The offset under a pointer at `x_css_px` of a canvas `width_css_px` wide.
pub fn offset_at(x_css_px: f64, width_css_px: f64, data: &ScoreData) -> u64 {
    let plot = (width_css_px - LEFT_CSS_PX - RIGHT_CSS_PX).max(1.0);
    let t = ((x_css_px - LEFT_CSS_PX) / plot).clamp(0.0, 1.0);
    let span = data.span_tokens.max(2) as f64;
    let x = match data.axis {
        AxisScale::Linear => t * span,
        AxisScale::Log => (t * span.ln()).exp(),
    };
    (x.round() as u64).min(data.span_tokens)
}

type Chart<'a, DB, X> = ChartContext<'a, DB, Cartesian2d<X, RangedCoordf64>>;

/// Paints envelopes into one raster over `chart`'s plotting area and composites it there.
/// Each entry: the columns, their colour and the edge width in device px.
pub(super) fn raster_bands<DB: RgbaBlit, X: Ranged<ValueType = f64>>(
    chart: &Chart<'_, DB, X>,
    axis: AxisScale,
    bands: &[(&[Column], RGBColor, u32)],
) -> Result<(), String> {
    let area = chart.plotting_area();
    let (width, height) = area.dim_in_pixel();
    let (x0, y0) = area.get_base_pixel();
    let to_px = |x: f64, y: f64| {
        let (px, py) = chart.backend_coord(&(x, y));
        (f64::from(px - x0), f64::from(py - y0))
    };
    let mut raster = Raster::new(width, height);
    for &(columns, colour, edge_px) in bands {
        paint_band(&mut raster, columns, axis, &to_px, colour, edge_px);
    }
    draw_raster(&raster, &area.strip_coord_spec())
}

/// Draws the four charts; `x` is the shared offset axis (linear or log).
fn charts<DB, X>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    marks: &Marks,
    style: &PlotStyle,
    x: X,
) -> Result<(), String>
where
    DB: RgbaBlit,
    X: AsRangedCoord<Value = f64> + Clone,
    X::CoordDescType: ValueFormatter<f64>,
{
    let e = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    let h = area.dim_in_pixel().1;
    let (top, rest) = area.split_vertically((h as f64 * 0.47) as u32);
    let (pairs, rest) = rest.split_vertically((h as f64 * 0.18) as u32);
    let (mid, bottom) = rest.split_vertically((h as f64 * 0.12) as u32);
    let fg = style.foreground();
    let font = || style.label_font();
    let px = |css: f64| style.font_px(css);
    let all = data.scaled.iter().chain(data.original.iter().flatten());
    let (mut lo, mut hi) = all.fold((0.0f64, 0.0f64), |(l, h), c| (l.min(c.min), h.max(c.max)));
    lo = lo.min(-data.random_spread);
    hi = hi.max(data.random_spread);
    let pad = (hi - lo).max(1e-9) * 0.06;

    // 1. The total score.
    let mut chart = ChartBuilder::on(&top)
        .margin(px(10.0))
        // y labels on the left only (half the text to draw each frame); the empty right
        // margin keeps the plot where the pointer read-out expects it.
        .margin_right(px(RIGHT_CSS_PX))
        .x_label_area_size(px(30.0))
        .y_label_area_size(px(64.0))
        .build_cartesian_2d(x.clone(), (lo - pad)..(hi + pad))
        .map_err(e)?;
    chart
        .configure_mesh()
        .y_desc("score")
        .x_labels(x_label_count(area.dim_in_pixel().0, style))
        .x_label_formatter(&|v| tokens(*v))
        .y_label_formatter(&|v| plain(*v, 3))
        .label_style(font())
        .axis_desc_style(font())
        .axis_style(fg)
        .bold_line_style(style.grid())
        .light_line_style(style.grid().mix(0.3))
        .draw()
        .map_err(e)?;
    let spread = data.random_spread;
    let x_ends: Vec<f64> = [data.scaled.first(), data.scaled.last()]
        .iter()
        .flatten()
        .map(|c| column_x(c, data.axis))
        .collect();
    if let [x0, x1] = x_ends[..] {
        chart
            .draw_series(std::iter::once(Rectangle::new(
                [(x0, -spread), (x1, spread)],
                style.grid().mix(0.35).filled(),
            )))
            .map_err(e)?;
    }
    let mut bands: Vec<(&[Column], RGBColor, u32)> = Vec::new();
    if let Some(original) = &data.original {
        bands.push((original, style.grid(), style.stroke_px(1.0)));
    }
    bands.push((&data.scaled, style.pair_colour(0, 1), style.stroke_px(1.5)));
    raster_bands(&chart, data.axis, &bands)?;
    let y_span = (lo - pad, hi + pad);
    // Vertical markers, then their labels, placed so crowded ones do not overlap.
    let mut lines = vec![
        (
            data.train_len_tokens,
            style.accent(),
            format!("train {}", tokens(data.train_len_tokens as f64)),
        ),
        (
            data.infer_len_tokens,
            style.pair_colour(1, 2),
            format!("infer {}", tokens(data.infer_len_tokens as f64)),
        ),
    ];
    if let Some(at) = marks.cursor_offset {
        lines.push((at, fg, format!("m−n = {at}")));
    }
    lines.retain(|&(at, _, _)| at <= data.span_tokens);
    let plot = chart.plotting_area().strip_coord_spec();
    let plot_left_px = chart.plotting_area().get_base_pixel().0;
    let mut labels = Vec::new();
    for (at, colour, label) in &lines {
        let xv = match data.axis {
            AxisScale::Linear => *at as f64,
            AxisScale::Log => (*at as f64).max(1.0),
        };
        chart
            .draw_series(LineSeries::new(
                vec![(xv, y_span.0), (xv, y_span.1)],
                colour.stroke_width(style.stroke_px(1.5)),
            ))
            .map_err(e)?;
        let x_px = f64::from(chart.backend_coord(&(xv, y_span.1)).0 - plot_left_px);
        let (width, _) = plot.estimate_text_size(label, &font()).map_err(e)?;
        labels.push((x_px, f64::from(width)));
    }
    let line_px = f64::from(style.font_px(15.0));
    let plot_width_px = f64::from(plot.dim_in_pixel().0);
    let places = place_labels(&labels, plot_width_px, f64::from(px(3.0)));
    for (((_, colour, label), place), (_, width)) in lines.iter().zip(places).zip(&labels) {
        let (left, top) = (place.left_px as i32, (place.row as f64 * line_px) as i32);
        // A backing, so a neighbouring marker's line does not run through the text.
        let pad = px(2.0) as i32;
        let right = left + *width as i32 + pad;
        plot.draw(&Rectangle::new(
            [(left - pad, top), (right, top + line_px as i32)],
            style.background().mix(0.85).filled(),
        ))
        .map_err(e)?;
        plot.draw(&Text::new(
            label.as_str(),
            (left, top),
            font().color(colour),
        ))
        .map_err(e)?;
    }
    if let Some(alibi) = marks.alibi {
        // Drawn against the right axis: bias −slope·distance, from 0 down to its value at the span.
        let min_bias = -alibi.slope * data.span_tokens as f64;
        let to_left = |b: f64| {
            (lo - pad) + (b - min_bias) / (0.0 - min_bias).max(1e-12) * ((hi + pad) - (lo - pad))
        };
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
        chart
            .draw_series(LineSeries::new(
                points,
                style.accent().stroke_width(style.stroke_px(2.0)),
            ))
            .map_err(e)?;
        let label = format!(
            "ALiBi head {}: bias 0 … {}",
            alibi.head + 1,
            plain(min_bias, 3)
        );
        top.draw(&Text::new(
            label,
            (px(80.0) as i32, px(14.0) as i32),
            font().color(&style.accent()),
        ))
        .map_err(e)?;
    }

    super::lower::pairs_chart(&pairs, data, style, x.clone())?;
    super::lower::bound_and_heat(&mid, &bottom, data, style, x)
}

/// Draws the whole picture.
pub fn draw<DB: RgbaBlit>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    marks: &Marks,
    style: &PlotStyle,
) -> Result<(), String> {
    let span = data.span_tokens.max(2) as f64;
    match data.axis {
        AxisScale::Linear => charts(area, data, marks, style, 0.0..span),
        AxisScale::Log => charts(area, data, marks, style, (1.0..span).log_scale()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::backend::SVGBackend;
    use rope_math::{frequencies, Params};

    #[test]
    fn draws_both_axes_into_svg() {
        for q in [
            "axis=log&scaling=yarn&factor=4",
            "axis=linear&span=5000&vec=random",
        ] {
            let (p, _) = Params::from_query(q);
            let data = ScoreData::compute(&p, &frequencies(&p.rope), false);
            let marks = Marks {
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
                };
                draw(&area, &data, &marks, &style).expect("draws");
            }
            assert!(svg.contains("train"), "{q}");
        }
    }

    #[test]
    fn pointer_maps_to_offsets_at_both_ends() {
        let (p, _) = Params::from_query("axis=linear&span=1000");
        let data = ScoreData::compute(&p, &frequencies(&p.rope), false);
        assert_eq!(offset_at(LEFT_CSS_PX, 1000.0, &data), 0);
        assert_eq!(offset_at(1000.0 - RIGHT_CSS_PX, 1000.0, &data), 1000);
    }

    #[test]
    fn zz_snapshot() {
        let Ok(dir) = std::env::var("SNAP_DIR") else {
            return;
        };
        for (qi, q) in [
            "axis=log&scaling=yarn&factor=4",
            "axis=linear&span=5000&vec=random",
            "axis=log&scaling=llama3&d=256&span=1000000",
            "axis=linear&vec=ones&d=16",
        ]
        .iter()
        .enumerate()
        {
            let (p, _) = Params::from_query(q);
            let data = ScoreData::compute(&p, &frequencies(&p.rope), qi % 2 == 1);
            for (si, (dark, dpr, w, h)) in [
                (true, 1.0, 900, 600),
                (false, 2.0, 1400, 1000),
                (false, 1.0, 360, 500),
            ]
            .iter()
            .enumerate()
            {
                let marks = Marks {
                    cursor_offset: if si == 1 {
                        None
                    } else {
                        Some(4 + qi as u64 * 700)
                    },
                    alibi: if si == 2 {
                        None
                    } else {
                        Some(AlibiLine {
                            slope: 0.5,
                            head: 1,
                        })
                    },
                };
                let mut svg = String::new();
                {
                    let area = SVGBackend::with_string(&mut svg, (*w, *h)).into_drawing_area();
                    let style = PlotStyle {
                        dark: *dark,
                        device_from_css: *dpr,
                    };
                    draw(&area, &data, &marks, &style).expect("draws");
                }
                std::fs::write(format!("{dir}/score-{qi}-{si}.svg"), svg).unwrap();
            }
        }
    }
}
