//! The score chart's vertical markers (training length, inference length, the m − n cursor)
//! and where their labels go: beside their line, in the first row down where they meet no
//! other label, and to the line's left where they would run past the plot's right edge. On a
//! narrow screen the markers crowd together; their labels must stay readable.

use super::data::ScoreData;
use super::raster::Chart;
use crate::format::tokens;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::prelude::*;
use rope_math::envelope::AxisScale;

/// A label's place: its left edge in pixels from the plot's left, and its row (0 at the top).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelPlace {
    pub left_px: f64,
    pub row: usize,
}

/// Places labels `(line_x_px, width_px)` (in drawing order) in a plot `plot_width_px` wide,
/// leaving `gap_px` between neighbours in a row.
pub fn place_labels(labels: &[(f64, f64)], plot_width_px: f64, gap_px: f64) -> Vec<LabelPlace> {
    // Per row, the spans `[left, right]` already taken.
    let mut rows: Vec<Vec<(f64, f64)>> = Vec::new();
    labels
        .iter()
        .map(|&(x, width)| {
            let left = if x + gap_px + width > plot_width_px {
                (x - gap_px - width).max(0.0)
            } else {
                x + gap_px
            };
            let right = left + width;
            let free = |taken: &Vec<(f64, f64)>| {
                taken
                    .iter()
                    .all(|&(l, r)| right + gap_px <= l || left >= r + gap_px)
            };
            let row = rows.iter().position(free).unwrap_or(rows.len());
            if row == rows.len() {
                rows.push(Vec::new());
            }
            rows[row].push((left, right));
            LabelPlace { left_px: left, row }
        })
        .collect()
}

/// Vertical markers (training length and inference length unless `lengths` is false, the
/// cursor), then their labels, placed so crowded ones do not overlap.
pub(super) fn markers<DB: DrawingBackend, X: Ranged<ValueType = f64>>(
    chart: &mut Chart<'_, DB, X>,
    data: &ScoreData,
    (lengths, cursor_offset): (bool, Option<u64>),
    style: &PlotStyle,
    y_span: (f64, f64),
) -> DrawResult {
    let font = style.label_font();
    let mut lines = vec![
        (
            data.train_len_tokens,
            style.training(),
            format!("trained {}", tokens(data.train_len_tokens as f64)),
        ),
        (
            data.infer_len_tokens,
            style.outside(),
            format!("infer {}", tokens(data.infer_len_tokens as f64)),
        ),
    ];
    if !lengths {
        lines.clear();
    }
    if let Some(at) = cursor_offset {
        lines.push((at, style.foreground(), format!("m−n = {at}")));
    }
    lines.retain(|&(at, _, _)| at <= data.span_tokens);
    let plot = chart.plotting_area().strip_coord_spec();
    let plot_left_px = chart.plotting_area().get_base_pixel().0;
    let plot_width_px = f64::from(plot.dim_in_pixel().0);
    let gap_px = f64::from(style.px(3.0));
    let mut labels = Vec::new();
    for (at, colour, label) in &mut lines {
        let xv = match data.axis {
            AxisScale::Linear => *at as f64,
            AxisScale::Log => (*at as f64).max(1.0),
        };
        // The training length is dashed, as in every chart that draws it.
        if *at == data.train_len_tokens {
            chart.draw_series(DashedLineSeries::new(
                vec![(xv, y_span.0), (xv, y_span.1)],
                style.px(4.0),
                style.px(3.0),
                colour.stroke_width(style.px(1.5)),
            ))?;
        } else {
            chart.draw_series(LineSeries::new(
                vec![(xv, y_span.0), (xv, y_span.1)],
                colour.stroke_width(style.px(1.5)),
            ))?;
        }
        let x_px = f64::from(chart.backend_coord(&(xv, y_span.1)).0 - plot_left_px);
        // A label too wide for either side of its line (a slide's narrow chart: "trained
        // 4096" sat over the curve at the axis, away from its line) keeps its name alone.
        let room = (x_px - gap_px).max(plot_width_px - x_px - gap_px);
        let width = |text: &str| {
            plot.estimate_text_size(text, &font)
                .map(|(w, _)| f64::from(w))
        };
        if width(label)? > room {
            if let Some((name, _)) = label.split_once(' ') {
                *label = name.to_string();
            }
        }
        labels.push((x_px, width(label)?));
    }
    let line_px = f64::from(style.px(15.0));
    let places = place_labels(&labels, plot_width_px, gap_px);
    for (((_, colour, label), place), (_, width)) in lines.iter().zip(places).zip(&labels) {
        let (left, top) = (place.left_px as i32, (place.row as f64 * line_px) as i32);
        // An opaque backing: where a crowded label must sit across a neighbouring marker's
        // line, the line stops at the label instead of running through its text.
        let pad = style.px(2.0) as i32;
        let right = left + *width as i32 + pad;
        plot.draw(&Rectangle::new(
            [(left - pad, top), (right, top + line_px as i32)],
            style.background().filled(),
        ))?;
        plot.draw(&Text::new(label.as_str(), (left, top), font.color(colour)))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_apart_share_the_top_row() {
        let placed = place_labels(&[(10.0, 50.0), (200.0, 50.0)], 400.0, 3.0);
        assert_eq!(
            placed[0],
            LabelPlace {
                left_px: 13.0,
                row: 0
            }
        );
        assert_eq!(
            placed[1],
            LabelPlace {
                left_px: 203.0,
                row: 0
            }
        );
    }

    #[test]
    fn crowded_labels_step_down_a_row() {
        // Lines 20 px apart with labels 60 px wide: each needs its own row.
        let placed = place_labels(&[(100.0, 60.0), (120.0, 60.0), (140.0, 60.0)], 400.0, 3.0);
        let rows: Vec<usize> = placed.iter().map(|p| p.row).collect();
        assert_eq!(rows, vec![0, 1, 2]);
        // A fourth label far away goes back to the top row.
        let placed = place_labels(&[(100.0, 60.0), (120.0, 60.0), (300.0, 60.0)], 400.0, 3.0);
        assert_eq!(placed[2].row, 0);
    }

    #[test]
    fn a_label_at_the_right_edge_turns_to_the_left_of_its_line() {
        let placed = place_labels(&[(380.0, 60.0)], 400.0, 3.0);
        assert_eq!(
            placed[0],
            LabelPlace {
                left_px: 317.0,
                row: 0
            }
        );
        // Never past the left edge either.
        let placed = place_labels(&[(30.0, 500.0)], 400.0, 3.0);
        assert_eq!(placed[0].left_px, 0.0);
    }
}
