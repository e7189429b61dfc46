//! The lower two charts of the score panel: RoFormer's relative bound, and the pair × offset
//! heatmap of each pair's mean contribution (red positive, blue negative).

use super::score_data::ScoreData;
use super::score_draw::band;
use crate::format::{plain, tokens};
use crate::theme::PlotStyle;
use plotters::coord::ranged1d::{AsRangedCoord, ValueFormatter};
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::envelope::AxisScale;

/// Draws the bound into `mid` and the heatmap into `bottom`, on the shared offset axis `x`.
pub fn bound_and_heat<DB, X>(
    mid: &DrawingArea<DB, Shift>,
    bottom: &DrawingArea<DB, Shift>,
    data: &ScoreData,
    style: &PlotStyle,
    x: X,
) -> Result<(), String>
where
    DB: DrawingBackend,
    X: AsRangedCoord<Value = f64> + Clone,
    X::CoordDescType: ValueFormatter<f64>,
{
    let e = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    let fg = style.foreground();
    let font = || ("sans-serif", style.font_px(12.0)).into_font().color(&fg);
    let px = |css: f64| style.font_px(css);
    // 2. RoFormer's relative bound.
    let b_hi = data.bound.iter().fold(0.0f64, |m, c| m.max(c.max)) * 1.05;
    let mut chart = ChartBuilder::on(mid)
        .margin_left(px(10.0))
        .margin_right(px(10.0))
        .y_label_area_size(px(64.0))
        .right_y_label_area_size(px(64.0))
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
    band(
        &mut chart,
        &data.bound,
        data.axis,
        style.accent(),
        style.stroke_px(1.0),
    )?;

    // 3. Heatmap: pair (rows, fast at the top) × offset (columns), mean contribution.
    let rows = data.heat_pairs.len().max(1) as f64;
    let mut chart = ChartBuilder::on(bottom)
        .margin(px(10.0))
        .x_label_area_size(px(30.0))
        .y_label_area_size(px(64.0))
        .right_y_label_area_size(px(64.0))
        .build_cartesian_2d(x, 0.0..rows)
        .map_err(e)?;
    chart
        .configure_mesh()
        .x_desc("offset m − n, tokens")
        .y_desc("pair (fast at top)")
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
    // Colours are quantised to 1/32 steps and equal neighbours merged into one rectangle: the
    // picture is the same to the eye and a fraction of the canvas calls.
    let bounds = &data.heat_bounds;
    let x_min = if data.axis == AxisScale::Log {
        1.0
    } else {
        0.0
    };
    let mut cells = Vec::new();
    for (r, row) in data.heat.iter().enumerate() {
        let (y0, y1) = (rows - r as f64 - 1.0, rows - r as f64);
        let mut run: Option<(f64, f64, i32)> = None;
        for (c, &v) in row
            .iter()
            .enumerate()
            .filter(|(c, _)| bounds[*c] < bounds[c + 1])
        {
            let level = (v / amp * 32.0).round().clamp(-32.0, 32.0) as i32;
            let x0 = (bounds[c] as f64).max(x_min);
            let x1 = (bounds[c + 1] as f64).max(x0);
            run = match run {
                Some((start, _, l)) if l == level => Some((start, x1, l)),
                Some((start, end, l)) => {
                    cells.push(Rectangle::new(
                        [(start, y0), (end, y1)],
                        diverging(l as f64 / 32.0, style).filled(),
                    ));
                    Some((x0, x1, level))
                }
                None => Some((x0, x1, level)),
            };
        }
        if let Some((start, end, l)) = run {
            cells.push(Rectangle::new(
                [(start, y0), (end, y1)],
                diverging(l as f64 / 32.0, style).filled(),
            ));
        }
    }
    chart.draw_series(cells).map_err(e)?;
    Ok(())
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
