//! The lower charts of the score panel, on the total score's offset axis: a few single pairs'
//! contributions overlaid, RoFormer's relative bound, and the pair × offset heatmap of each
//! pair's mean contribution (red positive, blue negative).

use super::axis::{aligned_chart, offset_at_fraction, x_label_count};
use super::data::ScoreData;
use super::raster::{paint_heat, raster_bands};
use crate::format::{plain, tokens};
use crate::plot::blit::{draw_raster, RgbaBlit};
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use plotters::coord::ranged1d::{AsRangedCoord, ValueFormatter};
use plotters::coord::Shift;
use plotters::prelude::*;
use raster::Raster;
use rope_math::envelope::Column;

/// Draws the overlaid single-pair curves (fastest, selected, middle, slowest pair) in their pair
/// colours, on the shared offset axis `x`.
pub fn pairs_chart<DB, X>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    style: &PlotStyle,
    x: X,
) -> DrawResult
where
    DB: RgbaBlit,
    X: AsRangedCoord<Value = f64>,
    X::CoordDescType: ValueFormatter<f64>,
{
    let font = style.label_font();
    let amp = data
        .pair_curves
        .iter()
        .flat_map(|c| &c.columns)
        .fold(1e-9f64, |m, c| m.max(c.max.abs()).max(c.min.abs()))
        * 1.1;
    let mut chart = aligned_chart(area, style)
        // Room above the plot for the pair names.
        .margin_top(style.px(16.0))
        .build_cartesian_2d(x, -amp..amp)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .y_desc("pairs")
        .x_labels(0)
        .y_labels(3)
        .y_label_formatter(&|v| plain(*v, 2))
        .draw()?;
    // Slowest first, so the fast pairs' wide bands do not hide the slow pairs' lines.
    let bands: Vec<(&[Column], RGBColor, u32)> = data
        .pair_curves
        .iter()
        .rev()
        .map(|c| {
            (
                &c.columns[..],
                style.pair_colour(c.pair, data.num_pairs),
                style.px(1.5),
            )
        })
        .collect();
    raster_bands(&chart, data.axis, &bands)?;
    let mut at = style.px(80.0) as i32;
    for c in &data.pair_curves {
        let label = format!("pair {}", c.pair);
        let colour = style.pair_colour(c.pair, data.num_pairs);
        area.draw(&Text::new(
            label.clone(),
            (at, style.px(1.0) as i32),
            font.color(&colour),
        ))?;
        at += style.px(12.0) as i32 * (label.len() as i32 + 2) * 6 / 10;
    }
    Ok(())
}

/// Draws RoFormer's relative bound on the shared offset axis `x`.
pub fn bound_chart<DB, X>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    style: &PlotStyle,
    x: X,
) -> DrawResult
where
    DB: RgbaBlit,
    X: AsRangedCoord<Value = f64>,
    X::CoordDescType: ValueFormatter<f64>,
{
    let b_hi = data.bound.iter().fold(0.0f64, |m, c| m.max(c.max)) * 1.05;
    let mut chart = aligned_chart(area, style).build_cartesian_2d(x, 0.0..b_hi.max(1e-9))?;
    style
        .mesh(
            &mut chart.configure_mesh(),
            &style.label_font(),
            Grid::FAINT,
        )
        .y_desc("bound")
        .x_labels(0)
        .y_labels(3)
        .y_label_formatter(&|v| plain(*v, 2))
        .draw()?;
    raster_bands(
        &chart,
        data.axis,
        &[(&data.bound, style.highlight(), style.px(1.0))],
    )
}

/// Draws the heatmap, pair (rows, fast at the top) × offset (columns), of mean contributions on
/// the shared offset axis `x`, with the offset axis's labels and title below it.
pub fn heat_chart<DB, X>(
    area: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    style: &PlotStyle,
    x: X,
) -> DrawResult
where
    DB: RgbaBlit,
    X: AsRangedCoord<Value = f64>,
    X::CoordDescType: ValueFormatter<f64>,
{
    let rows = data.heat_pairs.len().max(1) as f64;
    let mut chart = aligned_chart(area, style)
        .margin_top(style.px(10.0))
        .margin_bottom(style.px(10.0))
        // Room for the labels and the axis title below them (less made the title cover the
        // labels).
        .x_label_area_size(style.px(40.0))
        .build_cartesian_2d(x, 0.0..rows)?;
    style
        .mesh(&mut chart.configure_mesh(), &style.label_font(), Grid::Off)
        .x_desc("offset m − n, tokens")
        .y_desc("pair")
        .x_labels(x_label_count(area.dim_in_pixel().0, style))
        .x_label_formatter(&|v| tokens(*v))
        .y_labels(4)
        .y_label_formatter(&|v| {
            let row =
                ((rows - v).floor().max(0.0) as usize).min(data.heat_pairs.len().saturating_sub(1));
            format!("{}", data.heat_pairs.get(row).copied().unwrap_or(0))
        })
        .draw()?;
    let amp = data
        .terms
        .iter()
        .map(|t| t.dot.hypot(t.cross))
        .fold(1e-12f64, f64::max);
    // Painted as pixels: one image instead of a rectangle per cell.
    let plot = chart.plotting_area();
    let (width, height) = plot.dim_in_pixel();
    let offset_at_px = |px: f64| {
        let t = (px / f64::from(width.max(1))).clamp(0.0, 1.0);
        Some(offset_at_fraction(t, data.span_tokens, data.axis))
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
    draw_raster(&raster, &plot.strip_coord_spec())
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
