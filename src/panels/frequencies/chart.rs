//! The frequencies chart: θ_i against the pair index on a log axis, wavelengths on the right.

use crate::format::{log_tick, plain, sig};
use crate::plot::style::PlotStyle;
use crate::plot::y_label_room;
use crate::plot::{DrawResult, Grid};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Draws θ_i against the pair index on a log axis, one dot per pair in its colour; pairs that
/// do not rotate (θ = 0, partial rotation) as hollow rings on the bottom edge. `reference`, if
/// given, is drawn first as faint hollow dots with its name (`reference_name`): the speeds the
/// reader started from, so a change of base moves the dots away from them rather than
/// rescaling the axis under them.
pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    inv_freq: &[f64],
    reference: Option<(&[f64], &str)>,
    style: &PlotStyle,
) -> DrawResult {
    let n = inv_freq.len();
    let all = || {
        inv_freq
            .iter()
            .chain(reference.map_or(&[][..], |(r, _)| r))
            .copied()
    };
    let lo = all()
        .filter(|&f| f > 0.0)
        .fold(f64::INFINITY, f64::min)
        .clamp(1e-300, 1.0);
    let hi = all().fold(0.0, f64::max).max(lo * 10.0);
    let font = style.label_font();
    // On a slide's short box the axis titles would be clipped to their height: the readout
    // under the figure names both axes' numbers instead, and the axes label what fits.
    let (_, height_px) = area.dim_in_pixel();
    let short = style.boxed && style.css_px(height_px) < 220.0;
    // Each side as wide as its longest tick name plus its title's line: a large base's
    // "1.0×10⁻⁵" ran into the left title, and "62 832" into the last dot.
    let widest = |names: &[String]| {
        names
            .iter()
            .filter_map(|s| area.estimate_text_size(s, &font).ok())
            .map(|(w, _)| w)
            .max()
            .unwrap_or(0)
    };
    let title_room = style.px(if short { 10.0 } else { 28.0 });
    let side = |names: &[String]| (widest(names) + title_room).max(style.px(62.0));
    let left_names = [sig(lo, 2), sig(hi, 2), sig(lo / 2.0, 2)];
    let right_names = [grouped(plain(std::f64::consts::TAU / (lo / 2.0), 3))];
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(10.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(side(&left_names))
        .right_y_label_area_size(side(&right_names))
        .build_cartesian_2d(
            -0.5f64..(n as f64 - 0.5).max(0.5),
            (lo / 2.0..hi * 2.0).log_scale(),
        )?
        // The right axis reads the same positions as wavelengths 2π/θ.
        .set_secondary_coord(
            -0.5f64..(n as f64 - 0.5).max(0.5),
            (lo / 2.0..hi * 2.0).log_scale(),
        );
    let grid = Grid::Lines {
        bold: 1.0,
        light: 0.4,
    };
    let labels = y_label_room(height_px, style, 10);
    let mut mesh = chart.configure_mesh();
    style
        .mesh(&mut mesh, &font, grid)
        .x_desc("pair index i (fast → slow)")
        .y_labels(labels)
        .y_label_formatter(&|v| log_tick(*v))
        .x_label_formatter(&|v| format!("{}", v.round() as i64));
    if !short {
        mesh.y_desc("θᵢ, radians per token");
    }
    mesh.draw()?;
    let mut secondary = chart.configure_secondary_axes();
    style
        .secondary_mesh(&mut secondary, &font)
        .y_labels(labels)
        .y_label_formatter(&|v| grouped(plain(std::f64::consts::TAU / *v, 3)));
    if !short {
        secondary.y_desc("wavelength 2π/θᵢ, tokens");
    }
    secondary.draw()?;
    if let Some((reference, name)) = reference {
        let faint = style.foreground().mix(0.45);
        chart.draw_series(reference.iter().enumerate().filter(|(_, &f)| f > 0.0).map(
            |(i, &f)| {
                Circle::new(
                    (i as f64, f),
                    style.px(3.5),
                    faint.stroke_width(style.px(1.0)),
                )
            },
        ))?;
        // Named at the top right, where the slowest pairs' dots never reach.
        let plot = chart.plotting_area();
        let (w, _) = plot.dim_in_pixel();
        plot.strip_coord_spec().draw(&Text::new(
            format!("○ {name}"),
            (w as i32 - style.px(4.0) as i32, style.px(4.0) as i32),
            font.clone()
                .color(&style.foreground())
                .pos(Pos::new(HPos::Right, VPos::Top)),
        ))?;
    }
    let turning = || inv_freq.iter().enumerate().filter(|(_, &f)| f > 0.0);
    chart.draw_series(LineSeries::new(
        turning().map(|(i, &f)| (i as f64, f)),
        style.grid().stroke_width(style.px(1.5)),
    ))?;
    let radius = style.px(if n > 128 { 2.0 } else { 3.5 });
    chart.draw_series(
        turning()
            .map(|(i, &f)| Circle::new((i as f64, f), radius, style.pair_colour(i, n).filled())),
    )?;
    // Still pairs sit on the floor of the axis, hollow: they have no frequency to plot.
    let floor = lo / 2.0 * 1.15;
    chart.draw_series(
        inv_freq
            .iter()
            .enumerate()
            .filter(|(_, &f)| f <= 0.0)
            .map(|(i, _)| {
                Circle::new(
                    (i as f64, floor),
                    radius,
                    style.foreground().stroke_width(style.px(1.0)),
                )
            }),
    )?;
    if let Some(first) = inv_freq.iter().position(|&f| f <= 0.0) {
        chart.draw_series(std::iter::once(Text::new(
            "not rotated (θ = 0) →",
            (first as f64, floor * 1.6),
            font.clone().color(&style.foreground()),
        )))?;
    }
    Ok(())
}

/// An axis label with four-digit whole numbers grouped too ("6 283"), so they read alike
/// beside the five-digit ones ("62 832") on the same axis.
fn grouped(label: String) -> String {
    if label.len() == 4 && label.chars().all(|c| c.is_ascii_digit()) {
        format!("{}\u{202f}{}", &label[..1], &label[1..])
    } else {
        label
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::backend::SVGBackend;

    fn svg_of(inv_freq: &[f64], reference: Option<(&[f64], &str)>) -> String {
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (600, 300)).into_drawing_area();
            let style = PlotStyle {
                dark: false,
                device_from_css: 1.0,
                boxed: false,
            };
            draw(&area, inv_freq, reference, &style).expect("draws");
        }
        svg
    }

    #[test]
    fn draws_both_axes_into_svg() {
        let svg = svg_of(&[1.0, 0.1, 0.01, 0.001], None);
        assert!(svg.contains("radians per token") && svg.contains("wavelength"));
        assert_eq!(svg.matches("<circle").count(), 4);
    }

    #[test]
    fn a_reference_is_drawn_hollow_and_named_and_the_axis_holds_it() {
        // A larger base's speeds over the original's: the original's slowest (10⁻⁵) is below
        // every current one, and the axis must reach it.
        let original = [1.0, 0.01, 1e-5];
        let svg = svg_of(&[1.0, 0.1, 0.01], Some((&original, "base 10 000")));
        assert!(svg.contains("base 10 000"), "{svg}");
        assert_eq!(svg.matches("<circle").count(), 6);
        assert!(svg.contains("10⁻⁵"), "{svg}");
    }
}
