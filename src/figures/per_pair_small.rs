//! The per-pair-scaling figure's small charts: one method's multiplier per pair on a shared
//! log axis, with its band edges dashed and named beside them.

use crate::format::plain;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::{Band, Detail, Frequencies, Rope, Scaling};

/// Where a method's bands meet, as pair positions with a name in plain words: YaRN's ramp
/// ends (pairs that turn `beta_fast` and `beta_slow` times in training) and Llama 3's
/// wavelength edges, also written as turns in the training length so the two methods' edges
/// read in one unit.
fn band_edges(detail: &Detail, rope: &Rope) -> Vec<(f64, String)> {
    let turns = |t: f64| format!("{} turn{}", plain(t, 3), if t == 1.0 { "" } else { "s" });
    match detail {
        Detail::Yarn { low, high, .. } => {
            vec![
                (*low, turns(rope.beta_fast)),
                (*high, turns(rope.beta_slow)),
            ]
        }
        Detail::Llama3 {
            bands,
            low_freq_wavelen_tokens,
            high_freq_wavelen_tokens,
        } => {
            let first = |b: Band| bands.iter().position(|x| *x == b).map(|i| i as f64 - 0.5);
            [
                (first(Band::Medium), *high_freq_wavelen_tokens),
                (first(Band::Low), *low_freq_wavelen_tokens),
            ]
            .into_iter()
            .filter_map(|(x, wavelength)| {
                x.map(|x| (x, turns(rope.train_len_tokens as f64 / wavelength.max(1.0))))
            })
            .collect()
        }
        _ => Vec::new(),
    }
}

/// A short name for a small chart's title.
fn short_name(method: Scaling) -> &'static str {
    match method {
        // The story calls it by its paper's name; the lab's selector adds "linear".
        Scaling::Linear => "interpolation",
        Scaling::Ntk => "NTK-aware",
        Scaling::Dynamic => "dynamic NTK",
        Scaling::Yarn => "YaRN",
        Scaling::Llama3 => "Llama 3",
        Scaling::LongRope => "LongRoPE",
        other => other.label(),
    }
}

/// The multiplier axis's marks: ×1 (kept), ×1/s (squeezed by the stretch, where the text's
/// "×1/8" reads off the axis) and, when some curve goes much lower (dynamic NTK), its lowest
/// value; each a faint line across the chart and its name left of the axis.
fn y_marks<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    chart: &ChartContext<DB, Cartesian2d<RangedCoordf64, LogCoord<f64>>>,
    factor: f64,
    lowest: f64,
    style: &PlotStyle,
) -> DrawResult {
    let (x0, x1) = (chart.x_range().start, chart.x_range().end);
    let squeezed = 1.0 / factor.max(1.0);
    let mut marks = vec![1.0];
    if factor > 1.0 {
        marks.push(squeezed);
    }
    if lowest < squeezed / 2.5 {
        marks.push(lowest);
    }
    let base = area.get_base_pixel();
    let font = style.label_font().pos(Pos::new(HPos::Right, VPos::Center));
    // On a short chart the marks crowd: one closer than a line of text to a mark already
    // named is left out (×1 first, then the lowest, then ×1/s).
    let line_px = style.px(13.0) as i32;
    let y_of = |v: f64| chart.backend_coord(&(x0, v)).1;
    let mut order = marks.clone();
    if order.len() == 3 {
        order.swap(1, 2);
    }
    let mut kept: Vec<f64> = Vec::new();
    for v in order {
        if kept.iter().all(|k| (y_of(*k) - y_of(v)).abs() >= line_px) {
            kept.push(v);
        }
    }
    for v in kept {
        let (from, to) = (chart.backend_coord(&(x0, v)), chart.backend_coord(&(x1, v)));
        area.draw(&PathElement::new(
            vec![
                (from.0 - base.0, from.1 - base.1),
                (to.0 - base.0, to.1 - base.1),
            ],
            style.grid().mix(0.9).stroke_width(style.px(1.0)),
        ))?;
        let name = if v >= 1.0 {
            "×1".to_string()
        } else {
            format!("×1/{}", plain(1.0 / v, 2))
        };
        area.draw(&Text::new(
            name,
            (from.0 - base.0 - style.px(4.0) as i32, from.1 - base.1),
            font.clone(),
        ))?;
    }
    Ok(())
}

/// One small chart: `method`'s multiplier per pair on the shared log range `(lo, hi)`, its
/// band edges dashed, in the highlight colour when it is the chosen method.
pub(super) fn small_chart<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    (method, freqs): &(Scaling, Frequencies),
    rope: &Rope,
    chosen: bool,
    (lo, hi): (f64, f64),
    style: &PlotStyle,
) -> DrawResult {
    let mult = freqs.multipliers();
    let n = mult.len();
    let (w, h) = area.dim_in_pixel();
    let roomy = style.css_px(w) >= 120.0 && style.css_px(h) >= 100.0;
    // A short chart (a phone's or a 4:3 slide's small multiples) leaves out the axis's name:
    // the figure's caption says the axis is the pair, and its plot keeps the room.
    let short = style.css_px(h) < 150.0;
    let font = style.label_font();
    let colour = if chosen {
        style.highlight().to_rgba()
    } else {
        style.foreground().to_rgba()
    };
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(6.0))
        .caption(short_name(*method), font.clone().color(&colour))
        .x_label_area_size(style.px(if short { 20.0 } else { 36.0 }))
        .y_label_area_size(style.px(52.0))
        .build_cartesian_2d(-0.5f64..n as f64 - 0.5, (lo..hi).log_scale())?;
    let mut mesh = chart.configure_mesh();
    if !short {
        mesh.x_desc("pair i");
    }
    style
        .mesh(&mut mesh, &font, Grid::FAINT)
        .x_labels(3)
        // The multiplier axis is named at the values the text speaks of, below (a log axis
        // keeps its decade ticks whatever the count, so their names are left blank).
        .y_labels(0)
        .y_label_formatter(&|_| String::new())
        .x_label_formatter(&|v| format!("{}", v.round() as i64))
        .draw()?;
    // A curve that dives far below ×1/s (dynamic NTK's) gets its own lowest value marked.
    let lowest = mult.iter().copied().fold(1.0f64, f64::min);
    y_marks(area, &chart, rope.factor, lowest, style)?;
    let edges = band_edges(&freqs.detail, rope);
    for (x, _) in &edges {
        chart.draw_series(DashedLineSeries::new(
            [(*x, lo), (*x, hi)],
            style.px(4.0),
            style.px(3.0),
            style.foreground().mix(0.6).stroke_width(style.px(1.0)),
        ))?;
    }
    // Both names on the bottom row, under every curve (the axis leaves room below the
    // lowest); a chart too small for names keeps the dashed lines alone (the caption says
    // what they are).
    if roomy {
        edge_names(&chart, &edges, lo, &font, style)?;
    }
    chart.draw_series(LineSeries::new(
        mult.iter().enumerate().map(|(i, &x)| (i as f64, x)),
        colour.stroke_width(style.px(if chosen { 3.0 } else { 2.0 })),
    ))?;
    Ok(())
}

/// Where edge `k`'s name of `text_w` px starts (its left edge, device px): beside its line at
/// `line_px`, `gap` px off it, the first edge's name to the left, the second's to the right,
/// each on its other side when its own has no room; never leaving the plot's `(left, right)`
/// nor crossing any of the `line_xs`. `None` when neither side has room.
fn name_left(
    k: usize,
    line_px: i32,
    text_w: i32,
    gap: i32,
    (left_px, right_px): (i32, i32),
    line_xs: &[i32],
) -> Option<i32> {
    let left_of = line_px - gap - text_w;
    let right_of = line_px + gap;
    let sides = if k == 0 {
        [left_of, right_of]
    } else {
        [right_of, left_of]
    };
    let clear = |left: i32| {
        left >= left_px
            && left + text_w <= right_px
            && line_xs
                .iter()
                .all(|&l| l < left - 1 || l > left + text_w + 1)
    };
    sides.into_iter().find(|left| clear(*left))
}

/// Each band edge's name beside its dashed line, on the bottom row: the first edge's to the
/// left of its line, the second's to the right, each on its other side when its own has no
/// room. A name never crosses a line (its own or the other edge's) nor leaves the plot, and a
/// second name that would share the first's columns goes above it; a name with no such place
/// is left out (the caption says what the dashed lines are). On a 4:3 slide the ramp between
/// YaRN's edges is narrower than "32 turns", which used to run across the other line.
fn edge_names<DB: DrawingBackend>(
    chart: &ChartContext<DB, Cartesian2d<RangedCoordf64, LogCoord<f64>>>,
    edges: &[(f64, String)],
    lo: f64,
    font: &TextStyle,
    style: &PlotStyle,
) -> DrawResult {
    let plot = chart.plotting_area();
    let base = plot.get_base_pixel();
    let (left_px, right_px) = (base.0, base.0 + plot.dim_in_pixel().0 as i32);
    let line_xs: Vec<i32> = edges
        .iter()
        .map(|(x, _)| chart.backend_coord(&(*x, lo)).0)
        .collect();
    let gap = style.px(3.0) as i32;
    // The first name's box (left, right, top; device px).
    let mut first_box: Option<(i32, i32, i32)> = None;
    for (k, (x, name)) in edges.iter().enumerate() {
        let (line_px, y_px) = chart.backend_coord(&(*x, lo * 1.05));
        let (text_w, text_h) = plot.estimate_text_size(name, font)?;
        let text_w = text_w as i32;
        let Some(left) = name_left(k, line_px, text_w, gap, (left_px, right_px), &line_xs) else {
            continue;
        };
        let (h_pos, dx) = if left < line_px {
            (HPos::Right, -gap)
        } else {
            (HPos::Left, gap)
        };
        let right = left + text_w;
        let y_px = match first_box {
            Some((l, r, top)) if left < r && right > l => y_px.min(top - style.px(2.0) as i32),
            _ => y_px,
        };
        first_box.get_or_insert((left, right, y_px - text_h as i32));
        plot.strip_coord_spec().draw(&Text::new(
            name.clone(),
            (line_px + dx - base.0, y_px - base.1),
            font.clone().pos(Pos::new(h_pos, VPos::Bottom)),
        ))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::name_left;

    #[test]
    fn an_edge_name_sits_beside_its_line_and_crosses_no_other() {
        let plot = (0, 200);
        let lines = [60, 130];
        // Room on both sides: the first name to the left of its line, the second's to the right.
        assert_eq!(name_left(0, 60, 40, 3, plot, &lines), Some(17));
        assert_eq!(name_left(1, 130, 40, 3, plot, &lines), Some(133));
        // No room left of the first line (the axis): it goes right, between the lines.
        assert_eq!(name_left(0, 60, 60, 3, plot, &lines), Some(63));
        // A name wider than the gap between the lines would cross the second: left out
        // (a 4:3 slide's YaRN chart, where "32 turns" ran across the "1 turn" line).
        assert_eq!(name_left(0, 60, 100, 3, (20, 200), &lines), None);
        // The second name with no room to its right goes left, if that crosses nothing.
        assert_eq!(name_left(1, 130, 50, 3, (0, 150), &lines), Some(77));
        assert_eq!(name_left(1, 130, 70, 3, (0, 150), &lines), None);
    }
}
