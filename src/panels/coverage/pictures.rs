//! The coverage panel's two pictures, whole: the turns chart with three pairs' circles under
//! it, and the same chart for every method side by side.

use super::chart::{turns_chart, turns_range};
use super::fan::fan;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::analysis::Coverage;
use rope_math::freq::{distinct_pairs, Detail, Frequencies};
use rope_math::{Choice, Scaling};

/// The turns per pair over 72 % of the height; under it the circles of the selected, the
/// middle and the slowest pair.
pub fn coverage_picture<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    cov: &Coverage,
    freqs: &Frequencies,
    selected: usize,
    style: &PlotStyle,
) -> DrawResult {
    let (top, bottom) = area.split_vertically((area.dim_in_pixel().1 as f64 * 0.72) as u32);
    let title = "turns per pair: bar = training, dot = inference";
    turns_chart(
        &top,
        cov,
        &freqs.detail,
        style,
        turns_range(&[cov]),
        title,
        false,
    )?;
    let n = cov.pairs.len();
    let picks = distinct_pairs(n, [selected, n / 2, n.saturating_sub(1)]);
    let cells = bottom.split_evenly((1, picks.len().max(1)));
    for (cell, i) in cells.iter().zip(picks) {
        if let Some(pair) = cov.pairs.get(i) {
            fan(cell, style, pair, n)?;
        }
    }
    Ok(())
}

/// Every method's turns chart on the same axes, in two columns on a narrow screen, else four.
pub fn methods_picture<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    all: &[(Scaling, Coverage, Detail)],
    style: &PlotStyle,
) -> DrawResult {
    let covs: Vec<&Coverage> = all.iter().map(|(_, c, _)| c).collect();
    let range = turns_range(&covs);
    let cols = if style.css_px(area.dim_in_pixel().0) < 560.0 {
        2
    } else {
        4
    };
    let cells = area.split_evenly((all.len().div_ceil(cols), cols));
    for (cell, (m, c, d)) in cells.iter().zip(all) {
        let title = format!("{} · {} outside", m.slug(), c.out_of_distribution_count);
        turns_chart(cell, c, d, style, range, &title, true)?;
    }
    Ok(())
}
