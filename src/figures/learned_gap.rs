//! The learned-positions figure's second chart, drawn when an address asks for a gap
//! (`gap=<tokens>`, the lecture's "their weaknesses"): two words that gap apart, slid along
//! the table, and their score with each one's mark added at every place. Nothing holds it
//! level, since the gap reaches the score only through what the two rows happen to hold, and
//! past the table's end there is no score at all.

use crate::format::plain;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_params::display::tokens;

/// What the chart draws.
pub struct GapPicture<'a> {
    /// The score at each first-word position with both rows in the table.
    pub scores: &'a [f64],
    /// The table's length (the end of training).
    pub rows: u64,
    pub gap_tokens: u64,
    /// The slider's position, marked when it has a score.
    pub position: u64,
}

/// Columns the strip is drawn in: each the lowest to the highest score of its positions, so
/// a table of 100,000 rows draws as fast as one of 4,000.
const STRIP_COLUMNS: usize = 480;

/// The scores as (position, lowest, highest), one entry a column of positions.
fn strip(scores: &[f64]) -> Vec<(f64, f64, f64)> {
    let per = scores.len().div_ceil(STRIP_COLUMNS).max(1);
    scores
        .chunks(per)
        .enumerate()
        .map(|(i, c)| {
            let (lo, hi) = c
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
                    (l.min(*v), h.max(*v))
                });
            ((i * per) as f64, lo, hi)
        })
        .collect()
}

pub fn draw_gap<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    pic: &GapPicture<'_>,
    style: &PlotStyle,
) -> DrawResult {
    let end = (2 * pic.rows) as f64;
    let cols = strip(pic.scores);
    let (lo, hi) = cols
        .iter()
        .fold((0.0f64, 0.0f64), |(l, h), &(_, a, b)| (l.min(a), h.max(b)));
    let pad = 0.08 * (hi - lo).max(1.0);
    let (y0, y1) = (lo - pad, hi + pad);
    let font = style.label_font();
    // The two names sit in a band over the plot, clear of the strip: the strip's own at the
    // left, the empty part's at the right (one under the other where they do not fit across).
    let width = |t: &str| area.estimate_text_size(t, &font).map_or(0, |(w, _)| w);
    let (area_w, _) = area.dim_in_pixel();
    let left = style.px(50.0) as i32;
    let room = area_w.saturating_sub(left as u32 + style.px(10.0));
    // The longer name where it fits (a page), the shorter on a slide's half.
    let own = [
        format!("two words {} apart: the score wanders", pic.gap_tokens),
        format!("{} apart: the score wanders", pic.gap_tokens),
        format!("{} apart: it wanders", pic.gap_tokens),
    ]
    .into_iter()
    .find(|t| width(t) <= room)
    .unwrap_or_else(|| format!("{} apart", pic.gap_tokens));
    let empty = "no rows: no score";
    let across = width(&own) + width(empty) + style.px(80.0) <= area_w;
    let line = style.px(20.0);
    let band = if across { line } else { 2 * line };
    area.draw(&Text::new(
        own.clone(),
        (left, style.px(4.0) as i32),
        font.clone()
            .color(&style.highlight())
            .pos(Pos::new(HPos::Left, VPos::Top)),
    ))?;
    let (ex, ey, eh) = if across {
        (
            area_w.saturating_sub(style.px(20.0)) as i32,
            style.px(4.0) as i32,
            HPos::Right,
        )
    } else {
        (left, (style.px(4.0) + line) as i32, HPos::Left)
    };
    area.draw(&Text::new(
        empty,
        (ex, ey),
        font.clone()
            .color(&style.foreground())
            .pos(Pos::new(eh, VPos::Top)),
    ))?;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(10.0))
        .margin_top(band + style.px(10.0))
        .margin_right(style.px(20.0))
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(40.0))
        .build_cartesian_2d(0.0..end, y0..y1)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::PLAIN)
        .x_desc("position of the first word")
        .y_desc("score")
        .x_labels(3)
        .y_labels(5)
        .x_label_formatter(&|v| tokens(v.round()))
        .y_label_formatter(&|v| plain(*v, 2))
        .draw()?;
    // Past the table: no rows, no score; the table's end drawn as the training length is.
    let rows = pic.rows as f64;
    chart.draw_series([Rectangle::new(
        [(rows, y0), (end, y1)],
        style.outside().mix(0.18).filled(),
    )])?;
    chart.draw_series(LineSeries::new(
        [(rows, y0), (rows, y1)],
        style.training().stroke_width(style.px(1.5)),
    ))?;
    // One column a stroke from its lowest score to its highest (a single position is a dot).
    chart.draw_series(cols.iter().map(|&(x, a, b)| {
        PathElement::new(
            vec![(x, a), (x, b)],
            style.highlight().stroke_width(style.px(1.5)),
        )
    }))?;
    if let Some(score) = usize::try_from(pic.position)
        .ok()
        .and_then(|p| pic.scores.get(p))
    {
        chart.draw_series([Circle::new(
            (pic.position as f64, *score),
            style.px(5.0),
            style.foreground().filled(),
        )])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_strip_keeps_every_extreme_in_few_columns() {
        let scores: Vec<f64> = (0..3997).map(|i| ((i * 37) % 101) as f64 - 50.0).collect();
        let cols = strip(&scores);
        assert!(cols.len() <= STRIP_COLUMNS);
        let lo = cols.iter().map(|c| c.1).fold(f64::INFINITY, f64::min);
        let hi = cols.iter().map(|c| c.2).fold(f64::NEG_INFINITY, f64::max);
        assert_eq!((lo, hi), (-50.0, 50.0));
        // A short table keeps a column a position.
        assert_eq!(strip(&[1.0, 2.0, 3.0]).len(), 3);
        assert!(strip(&[]).is_empty());
    }
}
