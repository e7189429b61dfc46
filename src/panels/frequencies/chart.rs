//! The frequencies chart: θ_i against the pair index on a log axis, wavelengths on the right.

use crate::format::{plain, sig};
use crate::plot::style::PlotStyle;
use plotters::coord::Shift;
use plotters::prelude::*;

/// Draws θ_i against the pair index on a log axis, one dot per pair in its colour.
pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    inv_freq: &[f64],
    style: &PlotStyle,
) -> Result<(), String> {
    let n = inv_freq.len();
    let lo = inv_freq
        .iter()
        .cloned()
        .fold(f64::INFINITY, f64::min)
        .max(1e-300);
    let hi = inv_freq.iter().cloned().fold(0.0, f64::max).max(lo * 10.0);
    let fg = style.foreground();
    let font = style.label_font();
    let mut chart = ChartBuilder::on(area)
        .margin(style.font_px(10.0))
        .x_label_area_size(style.font_px(34.0))
        .y_label_area_size(style.font_px(62.0))
        .right_y_label_area_size(style.font_px(62.0))
        .build_cartesian_2d(
            -0.5f64..(n as f64 - 0.5).max(0.5),
            (lo / 2.0..hi * 2.0).log_scale(),
        )
        .map_err(|e| e.to_string())?
        // The right axis reads the same positions as wavelengths 2π/θ.
        .set_secondary_coord(
            -0.5f64..(n as f64 - 0.5).max(0.5),
            (lo / 2.0..hi * 2.0).log_scale(),
        );
    chart
        .configure_mesh()
        .x_desc("pair index i (fast → slow)")
        .y_desc("θᵢ, radians per token")
        .axis_desc_style(font.clone())
        .label_style(font)
        .axis_style(fg)
        .light_line_style(style.grid().mix(0.4))
        .bold_line_style(style.grid())
        .y_label_formatter(&|v| sig(*v, 2))
        .x_label_formatter(&|v| format!("{}", v.round() as i64))
        .draw()
        .map_err(|e| e.to_string())?;
    chart
        .configure_secondary_axes()
        .y_desc("wavelength 2π/θᵢ, tokens")
        .axis_desc_style(style.label_font())
        .label_style(style.label_font())
        .axis_style(fg)
        .y_label_formatter(&|v| plain(std::f64::consts::TAU / *v, 3))
        .draw()
        .map_err(|e| e.to_string())?;
    chart
        .draw_series(LineSeries::new(
            inv_freq.iter().enumerate().map(|(i, &f)| (i as f64, f)),
            style.grid().stroke_width(style.stroke_px(1.5)),
        ))
        .map_err(|e| e.to_string())?;
    let radius = style.stroke_px(if n > 128 { 2.0 } else { 3.5 });
    chart
        .draw_series(
            inv_freq.iter().enumerate().map(|(i, &f)| {
                Circle::new((i as f64, f), radius, style.pair_colour(i, n).filled())
            }),
        )
        .map_err(|e| e.to_string())?;
    Ok(())
}

#[cfg(test)]
mod zz_snapshot_tests {
    use super::*;
    use plotters::backend::SVGBackend;
    use rope_math::{frequencies, Params};

    #[test]
    fn zz_snapshot() {
        let Ok(dir) = std::env::var("SNAP_DIR") else {
            return;
        };
        for (qi, q) in ["", "scaling=yarn&factor=8&d=512", "d=16&base=500"]
            .iter()
            .enumerate()
        {
            let (p, _) = Params::from_query(q);
            let f = frequencies(&p.rope);
            for (si, (dark, dpr, w, h)) in [
                (true, 1.0, 900, 400),
                (false, 2.0, 1400, 600),
                (false, 1.0, 360, 300),
            ]
            .iter()
            .enumerate()
            {
                let mut svg = String::new();
                {
                    let area = SVGBackend::with_string(&mut svg, (*w, *h)).into_drawing_area();
                    let style = PlotStyle {
                        dark: *dark,
                        device_from_css: *dpr,
                    };
                    draw(&area, &f.inv_freq, &style).expect("draws");
                }
                std::fs::write(format!("{dir}/freq-{qi}-{si}.svg"), svg).unwrap();
            }
        }
    }
}
