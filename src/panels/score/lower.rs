//! The lower charts of the score panel: a few single pairs' contributions overlaid, RoFormer's
//! relative bound, and the pair × offset heatmap of each pair's mean contribution (red
//! positive, blue negative).

use super::chart::{raster_bands, x_label_count, RIGHT_CSS_PX};
use super::data::ScoreData;
use super::raster::paint_heat;
use crate::format::{plain, tokens};
use crate::plot::blit::{draw_raster, RgbaBlit};
use crate::plot::style::PlotStyle;
use plotters::coord::ranged1d::{AsRangedCoord, ValueFormatter};
use plotters::coord::Shift;
use plotters::prelude::*;
use raster::Raster;
use rope_math::envelope::{AxisScale, Column};

/// Draws the overlaid single-pair curves (fastest, selected, middle, slowest pair) in their pair
/// colours, on the shared offset axis `x`.
pub fn pairs_chart<DB, X>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    style: &PlotStyle,
    x: X,
) -> Result<(), String>
where
    DB: RgbaBlit,
    X: AsRangedCoord<Value = f64> + Clone,
    X::CoordDescType: ValueFormatter<f64>,
{
    let e = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    let fg = style.foreground();
    let font = || style.label_font();
    let px = |css: f64| style.font_px(css);
    let amp = data
        .pair_curves
        .iter()
        .flat_map(|c| &c.columns)
        .fold(1e-9f64, |m, c| m.max(c.max.abs()).max(c.min.abs()))
        * 1.1;
    let mut chart = ChartBuilder::on(area)
        .margin_left(px(10.0))
        .margin_right(px(RIGHT_CSS_PX))
        // Room above the plot for the pair names.
        .margin_top(px(16.0))
        .y_label_area_size(px(64.0))
        .build_cartesian_2d(x, -amp..amp)
        .map_err(e)?;
    chart
        .configure_mesh()
        .y_desc("pairs")
        .x_labels(0)
        .y_labels(3)
        .y_label_formatter(&|v| plain(*v, 2))
        .label_style(font())
        .axis_desc_style(font())
        .axis_style(fg)
        .bold_line_style(style.grid().mix(0.5))
        .light_line_style(style.grid().mix(0.2))
        .draw()
        .map_err(e)?;
    // Slowest first, so the fast pairs' wide bands do not hide the slow pairs' lines.
    let bands: Vec<(&[Column], RGBColor, u32)> = data
        .pair_curves
        .iter()
        .rev()
        .map(|c| {
            (
                &c.columns[..],
                style.pair_colour(c.pair, data.num_pairs),
                style.stroke_px(1.5),
            )
        })
        .collect();
    raster_bands(&chart, data.axis, &bands)?;
    let mut at = px(80.0) as i32;
    for c in &data.pair_curves {
        let label = format!("pair {}", c.pair);
        let colour = style.pair_colour(c.pair, data.num_pairs);
        area.draw(&Text::new(
            label.clone(),
            (at, px(1.0) as i32),
            font().color(&colour),
        ))
        .map_err(e)?;
        at += px(12.0) as i32 * (label.len() as i32 + 2) * 6 / 10;
    }
    Ok(())
}

/// Draws the bound into `mid` and the heatmap into `bottom`, on the shared offset axis `x`.
pub fn bound_and_heat<DB, X>(
    mid: &DrawingArea<DB, Shift>,
    bottom: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    style: &PlotStyle,
    x: X,
) -> Result<(), String>
where
    DB: RgbaBlit,
    X: AsRangedCoord<Value = f64> + Clone,
    X::CoordDescType: ValueFormatter<f64>,
{
    let e = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    let fg = style.foreground();
    let font = || style.label_font();
    let px = |css: f64| style.font_px(css);
    // 2. RoFormer's relative bound.
    let b_hi = data.bound.iter().fold(0.0f64, |m, c| m.max(c.max)) * 1.05;
    let mut chart = ChartBuilder::on(mid)
        .margin_left(px(10.0))
        .margin_right(px(RIGHT_CSS_PX))
        .y_label_area_size(px(64.0))
        .build_cartesian_2d(x.clone(), 0.0..b_hi.max(1e-9))
        .map_err(e)?;
    chart
        .configure_mesh()
        .y_desc("bound")
        .x_labels(0)
        .y_labels(3)
        .y_label_formatter(&|v| plain(*v, 2))
        .label_style(font())
        .axis_desc_style(font())
        .axis_style(fg)
        .bold_line_style(style.grid().mix(0.5))
        .light_line_style(style.grid().mix(0.2))
        .draw()
        .map_err(e)?;
    raster_bands(
        &chart,
        data.axis,
        &[(&data.bound, style.accent(), style.stroke_px(1.0))],
    )?;

    // 3. Heatmap: pair (rows, fast at the top) × offset (columns), mean contribution.
    let rows = data.heat_pairs.len().max(1) as f64;
    let mut chart = ChartBuilder::on(bottom)
        .margin(px(10.0))
        // y labels on the left only (half the text to draw each frame); the empty right
        // margin keeps the plot where the pointer read-out expects it.
        .margin_right(px(RIGHT_CSS_PX))
        // Labels and the axis title below them (at 30 px the title covered the labels).
        .x_label_area_size(px(40.0))
        .y_label_area_size(px(64.0))
        .build_cartesian_2d(x, 0.0..rows)
        .map_err(e)?;
    chart
        .configure_mesh()
        .x_desc("offset m − n, tokens")
        .y_desc("pair")
        .x_labels(x_label_count(bottom.dim_in_pixel().0, style))
        .x_label_formatter(&|v| tokens(*v))
        .y_labels(4)
        .y_label_formatter(&|v| {
            let row =
                ((rows - v).floor().max(0.0) as usize).min(data.heat_pairs.len().saturating_sub(1));
            format!("{}", data.heat_pairs.get(row).copied().unwrap_or(0))
        })
        .label_style(font())
        .axis_desc_style(font())
        .axis_style(fg)
        .disable_mesh()
        .draw()
        .map_err(e)?;
    let amp = data
        .terms
        .iter()
        .map(|t| t.dot.hypot(t.cross))
        .fold(1e-12f64, f64::max)
        * data.logit_scale;
    // Painted as pixels: one image instead of a rectangle per cell.
    let area = chart.plotting_area();
    let (width, height) = area.dim_in_pixel();
    // The inverse of the offset axis (0..span linear, 1..span log) across the plot's width.
    let span = data.span_tokens.max(2) as f64;
    let axis = data.axis;
    let offset_at_px = move |px: f64| {
        let t = (px / f64::from(width.max(1))).clamp(0.0, 1.0);
        Some(match axis {
            AxisScale::Linear => t * span,
            AxisScale::Log => (t * span.ln()).exp(),
        })
    };
    let colour_of = |v: f64| diverging(v / amp, style);
    let mut raster = Raster::new(width, height);
    paint_heat(
        &mut raster,
        &data.heat,
        &data.heat_bounds,
        &offset_at_px,
        &colour_of,
    );
    draw_raster(&raster, &area.strip_coord_spec())
}

/// Blue (negative) – background (0) – red (positive), for `t` in [−1, 1].
fn diverging(t: f64, style: &PlotStyle) -> RGBColor {
    let RGBColor(br, bg, bb) = style.background();
    let (tr, tg, tb) = if t >= 0.0 {
        (0xd7, 0x30, 0x27)
    } else {
        (0x31, 0x6f, 0xd6)
    };
    let a = t.abs().clamp(0.0, 1.0);
    let mix = |b: u8, c: u8| (b as f64 + (c as f64 - b as f64) * a).round() as u8;
    RGBColor(mix(br, tr), mix(bg, tg), mix(bb, tb))
}
