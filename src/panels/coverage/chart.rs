//! Drawing of the coverage panel: per pair, the turns seen in training (grey bar) and the turns
//! asked for at inference (dot, red when outside what training showed), on a log axis with the
//! one-turn line; the critical dimension and YaRN's ramp or Llama 3's band edges; and the same
//! chart once per method, side by side (the polar fans are in `fan.rs`).

use crate::format::{count_of, plain};
use crate::plot::style::PlotStyle;
use crate::plot::{y_label_room, DrawResult, Grid};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::analysis::Coverage;
use rope_math::freq::{Band, Detail};

/// Pairs pushed outside their training range: the palette's colour for outside training.
pub fn out_colour(style: &PlotStyle) -> RGBColor {
    style.outside()
}

/// The y range (turns, log) that fits every chart of `all`.
pub fn turns_range(all: &[&Coverage]) -> (f64, f64) {
    let values = all
        .iter()
        .flat_map(|c| c.pairs.iter().flat_map(|p| [p.turns_train, p.turns_infer]));
    let (lo, hi) = values
        .filter(|v| *v > 0.0)
        .fold((f64::INFINITY, 0.0f64), |(l, h), v| (l.min(v), h.max(v)));
    if lo.is_finite() {
        ((lo / 2.0).min(0.5), (hi * 2.0).max(2.0))
    } else {
        (1e-3, 10.0)
    }
}

/// One turns-per-pair chart, captioned `title`, on the turns range `(lo, hi)` (see
/// [`turns_range`]). `detail` marks YaRN's ramp or Llama 3's bands. `compact` draws one of
/// several small charts side by side: a smaller font, fewer labels, no axis titles and no labels
/// on the critical-dimension and one-turn lines.
pub fn turns_chart<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    cov: &Coverage,
    detail: &Detail,
    style: &PlotStyle,
    (lo, hi): (f64, f64),
    title: &str,
    compact: bool,
) -> DrawResult {
    let n = cov.pairs.len();
    let fg = style.foreground();
    let font = style.font(12.0);
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .caption(title, font.clone())
        .x_label_area_size(style.px(if compact { 18.0 } else { 34.0 }))
        .y_label_area_size(style.px(if compact { 40.0 } else { 60.0 }))
        // Half a pair of room past each end: the last dot (3.5 px) was cut by the plot's edge.
        .build_cartesian_2d(-1.0f64..(n as f64).max(1.0), (lo..hi).log_scale())?;
    let y_label = move |v: &f64| {
        if (v - 1.0).abs() < 1e-9 && !compact {
            "1 turn".to_string()
        } else {
            plain(*v, 2)
        }
    };
    let pair_label = move |v: &f64| {
        let k = v.round();
        if (v - k).abs() < 1e-6 && k >= 0.0 && k < n as f64 {
            format!("{}", k as i64)
        } else {
            String::new()
        }
    };
    let mut mesh = chart.configure_mesh();
    style
        .mesh(&mut mesh, &font, Grid::PLAIN)
        // The one-turn line is named on its own tick: a label inside the plot would cover the
        // fast pairs' bars at the left or the slow pairs' dots at the right.
        .y_label_formatter(&y_label)
        // Pairs are whole numbers from 0 to n − 1: a tick between two, or in the room past
        // either end (a chart of one or two pairs), is unlabelled.
        .x_label_formatter(&pair_label)
        .y_labels(y_label_room(
            area.dim_in_pixel().1,
            style,
            if compact { 4 } else { 8 },
        ))
        .x_labels(if compact { 3 } else { 10 });
    if !compact {
        mesh.x_desc("pair index i (fast → slow)")
            .y_desc("turns (log)");
    }
    mesh.draw()?;
    let y_lo = lo * 1.0001;
    // Method marks first, under the data.
    match detail {
        Detail::Yarn { low, high, .. } => {
            chart.draw_series(std::iter::once(Rectangle::new(
                [(*low, y_lo), (high.min(n as f64 - 0.5), hi)],
                style.highlight().mix(0.12).filled(),
            )))?;
        }
        Detail::Llama3 { bands, .. } => {
            for (i, w) in bands.windows(2).enumerate() {
                if w[0] != w[1] {
                    let x = i as f64 + 0.5;
                    chart.draw_series(LineSeries::new(
                        vec![(x, y_lo), (x, hi)],
                        style.highlight().stroke_width(style.px(1.0)),
                    ))?;
                }
            }
            let medium: Vec<usize> = bands
                .iter()
                .enumerate()
                .filter(|(_, b)| **b == Band::Medium)
                .map(|(i, _)| i)
                .collect();
            if let (Some(a), Some(b)) = (medium.first(), medium.last()) {
                chart.draw_series(std::iter::once(Rectangle::new(
                    [(*a as f64 - 0.5, y_lo), (*b as f64 + 0.5, hi)],
                    style.highlight().mix(0.12).filled(),
                )))?;
            }
        }
        _ => {}
    }
    let half = if n > 64 { 0.5 } else { 0.35 };
    chart.draw_series(cov.pairs.iter().map(|p| {
        let x = p.pair as f64;
        Rectangle::new(
            [(x - half, y_lo), (x + half, p.turns_train.max(y_lo))],
            style.trained_fill().filled(),
        )
    }))?;
    // Guides over the bars, under the dots.
    let critical = cov.critical_dim as f64 / 2.0 - 0.5;
    chart.draw_series(LineSeries::new(
        vec![(critical, y_lo), (critical, hi)],
        fg.mix(0.6).stroke_width(style.px(1.0)),
    ))?;
    chart.draw_series(LineSeries::new(
        vec![(-0.5, 1.0), (n as f64 - 0.5, 1.0)],
        style.highlight().stroke_width(style.px(1.5)),
    ))?;
    let r = style.px(if compact || n > 64 { 2.0 } else { 3.5 });
    chart.draw_series(cov.pairs.iter().filter(|p| p.rotates).map(|p| {
        // Crimson means one thing in every chart of the story: outside what training showed. The
        // x axis already names the pair, so a pair inside its range is drawn plain.
        let c = if p.out_of_distribution {
            out_colour(style)
        } else {
            fg
        };
        Circle::new((p.pair as f64, p.turns_infer.clamp(lo, hi)), r, c.filled())
    }))?;
    // Pairs that do not rotate (partial rotation) never turn: hollow rings on the floor.
    chart.draw_series(
        cov.pairs
            .iter()
            .filter(|p| !p.rotates)
            .map(|p| Circle::new((p.pair as f64, lo), r, fg.stroke_width(style.px(1.0)))),
    )?;
    if !compact {
        // Plain words first: the story shows this chart before it names the critical dimension.
        // Counted in pairs, as the axis is (the critical dimension counts dimensions).
        let long = format!(
            "never a full turn from here ({})",
            count_of(cov.pairs.len().saturating_sub(cov.critical_dim / 2), "pair")
        );
        // Beside the line, or left of it where it would run past the plot's right edge; the
        // short form where neither side has room for the long one.
        let plot = chart.plotting_area();
        let line_px = chart.backend_coord(&(critical, hi / 1.6)).0;
        let left_px = plot.get_base_pixel().0;
        let right_px = left_px + plot.dim_in_pixel().0 as i32;
        // Right of the line first, where the slow pairs' dots sit low: left of it the fast
        // pairs' dots run along the top, where the label would hide them.
        let mut choice = None;
        for label in [long.clone(), "no full turn →".to_string()] {
            let (width, _) = plot.estimate_text_size(&label, &font)?;
            if line_px + width as i32 <= right_px {
                choice = Some((label, Pos::new(HPos::Left, VPos::Top)));
                break;
            }
        }
        if choice.is_none() {
            let (width, _) = plot.estimate_text_size(&long, &font)?;
            if line_px - width as i32 >= left_px {
                choice = Some((long, Pos::new(HPos::Right, VPos::Top)));
            }
        }
        let (label, anchor) =
            choice.unwrap_or(("no full turn".to_string(), Pos::new(HPos::Right, VPos::Top)));
        // Each label on a pale backing, so the dots and bars under it never hide it.
        let pixels = plot.strip_coord_spec();
        let base = plot.get_base_pixel();
        let backing = style.background().mix(0.85).filled();
        let pad = style.px(2.0) as i32;
        let (w, h) = plot.estimate_text_size(&label, &font)?;
        let (lx, mut ly) = chart.backend_coord(&(critical, hi / 1.6));
        // Never across the one-turn line (a chart whose range barely passes one turn, such as
        // the made-up pair's): above it if the plot has room there, else under it.
        let line_y = chart.backend_coord(&(critical, 1.0)).1;
        if ly - pad <= line_y + 1 && ly + h as i32 + pad >= line_y - 1 {
            let above = line_y - h as i32 - 2 * pad - 1;
            ly = if above - pad >= base.1 {
                above
            } else {
                line_y + 2 * pad + 1
            };
        }
        let left = if matches!(anchor.h_pos, HPos::Left) {
            lx
        } else {
            lx - w as i32
        };
        pixels.draw(&Rectangle::new(
            [
                (left - pad - base.0, ly - pad - base.1),
                (left + w as i32 + pad - base.0, ly + h as i32 + pad - base.1),
            ],
            backing,
        ))?;
        pixels.draw(&Text::new(
            label,
            (left - base.0, ly - base.1),
            font.pos(Pos::new(HPos::Left, VPos::Top)),
        ))?;
    }
    Ok(())
}

#[cfg(test)]
#[path = "chart_tests.rs"]
mod tests;
