//! The random-vector band's name, written inside the band at its left end where the score's
//! line stays clear of the band: with q = k = ones the band otherwise sits unexplained under a
//! curve it does not describe until the text reaches it.

use super::raster::{column_x, Chart};
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::envelope::{AxisScale, Column};

/// What the band is, in the chart's own words.
pub const BAND_LABEL: &str = "for comparison: random vectors' typical score";

/// Writes [`BAND_LABEL`] just under the band's top edge (`spread`), from the plot's left, if
/// every column under it keeps its score outside the band; else nothing (the line would cross
/// the words).
pub fn band_label<DB: DrawingBackend, X: Ranged<ValueType = f64>>(
    chart: &Chart<'_, DB, X>,
    columns: &[Column],
    axis: AxisScale,
    spread: f64,
    style: &PlotStyle,
) -> DrawResult {
    let Some(first) = columns.first() else {
        return Ok(());
    };
    let font = style.label_font();
    let plot = chart.plotting_area();
    let (w_px, h_px) = plot.estimate_text_size(BAND_LABEL, &font).unwrap_or((0, 0));
    let pad_px = style.px(4.0) as i32;
    let top_px = chart.backend_coord(&(column_x(first, axis), spread)).1;
    let bottom_px = chart.backend_coord(&(column_x(first, axis), -spread)).1;
    // The band must hold the words with room to spare.
    if bottom_px - top_px < h_px as i32 + 2 * pad_px {
        return Ok(());
    }
    let left_px = chart.backend_coord(&(column_x(first, axis), 0.0)).0 + pad_px;
    let right_px = left_px + w_px as i32 + pad_px;
    let clear = columns
        .iter()
        .filter(|c| {
            let x = chart.backend_coord(&(column_x(c, axis), 0.0)).0;
            x <= right_px
        })
        .all(|c| c.min > spread || c.max < -spread);
    if !clear {
        return Ok(());
    }
    let base = plot.get_base_pixel();
    plot.strip_coord_spec().draw(&Text::new(
        BAND_LABEL,
        (left_px - base.0, top_px + pad_px - base.1),
        font.color(&style.foreground())
            .pos(Pos::new(HPos::Left, VPos::Top)),
    ))?;
    Ok(())
}
