//! The score panel's dense layers as pixels: min/max envelopes as a translucent band with solid
//! edges, and the pair × offset heatmap (see `crate::raster` for why pixels).

use crate::raster::Raster;
use plotters::style::RGBColor;
use rope_math::envelope::{AxisScale, Column};

/// x of a column on the plot: its centre (at least 1 on a log axis, which has no 0).
pub fn column_x(c: &Column, axis: AxisScale) -> f64 {
    let x = (c.first_offset + c.last_offset) as f64 / 2.0;
    match axis {
        AxisScale::Linear => x,
        AxisScale::Log => x.max(1.0),
    }
}

/// One pixel column's extent: `(top, bottom)` in pixel rows (top ≤ bottom).
type Span = (f64, f64);

/// Each pixel column's envelope. Columns whose centres fall in the same pixel merge (min of
/// mins, max of maxes); pixels between two centres take the straight line between them, as a
/// polyline through the centres would. Pixels left of the first centre or right of the last
/// stay empty.
fn pixel_spans(
    columns: &[Column],
    axis: AxisScale,
    width_px: u32,
    to_px: &dyn Fn(f64, f64) -> (f64, f64),
) -> Vec<Option<Span>> {
    let mut spans: Vec<Option<Span>> = vec![None; width_px as usize];
    // (pixel x, top, bottom) of every column centre, in order.
    let mut centres: Vec<(f64, f64, f64)> = Vec::with_capacity(columns.len());
    for c in columns {
        let x = column_x(c, axis);
        let (px, top) = to_px(x, c.max);
        let (_, bottom) = to_px(x, c.min);
        if !(px.is_finite() && top.is_finite() && bottom.is_finite()) {
            continue;
        }
        centres.push((px, top.min(bottom), top.max(bottom)));
        let i = px.floor();
        if i >= 0.0 && i < width_px as f64 {
            let slot = &mut spans[i as usize];
            *slot = Some(match *slot {
                Some((t, b)) => (t.min(top.min(bottom)), b.max(top.max(bottom))),
                None => (top.min(bottom), top.max(bottom)),
            });
        }
    }
    for pair in centres.windows(2) {
        let ((x0, t0, b0), (x1, t1, b1)) = (pair[0], pair[1]);
        let (first, last) = (x0.floor() as i64 + 1, x1.floor() as i64 - 1);
        for i in first.max(0)..=last.min(width_px as i64 - 1) {
            let f = ((i as f64 + 0.5 - x0) / (x1 - x0).max(1e-9)).clamp(0.0, 1.0);
            if spans[i as usize].is_none() {
                spans[i as usize] = Some((t0 + (t1 - t0) * f, b0 + (b1 - b0) * f));
            }
        }
    }
    spans
}

/// Paints an envelope: the band between min and max at 30 % opacity, and its upper and lower
/// edges `edge_px` thick in full colour, each edge joined to its neighbour so steep stretches
/// stay connected. `to_px` maps (offset, score) to pixel coordinates within `raster`.
pub fn paint_band(
    raster: &mut Raster,
    columns: &[Column],
    axis: AxisScale,
    to_px: &dyn Fn(f64, f64) -> (f64, f64),
    colour: RGBColor,
    edge_px: u32,
) {
    let spans = pixel_spans(columns, axis, raster.width_px(), to_px);
    let thick = i64::from(edge_px.max(1)) - 1;
    let mut prev: Option<(i64, i64)> = None;
    for (x, span) in spans.iter().enumerate() {
        let Some((top, bottom)) = *span else {
            prev = None;
            continue;
        };
        let (t, b) = (top.round() as i64, bottom.round() as i64);
        let x = x as i64;
        if b - t > 1 {
            raster.vspan(x, t + 1, b - 1, colour, 0.3);
        }
        let (pt, pb) = prev.unwrap_or((t, b));
        raster.vspan(x, t.min(pt), t.max(pt) + thick, colour, 1.0);
        raster.vspan(x, b.min(pb) - thick, b.max(pb), colour, 1.0);
        prev = Some((t, b));
    }
}

/// Paints the heatmap: pixel column → the heat column covering its offset, pixel row → the
/// pair row (fast pairs at the top), in `colour_of(value)`.
pub fn paint_heat(
    raster: &mut Raster,
    heat: &[Vec<f64>],
    bounds: &[u64],
    offset_at_px: &dyn Fn(f64) -> Option<f64>,
    colour_of: &dyn Fn(f64) -> RGBColor,
) {
    let (width, height) = (raster.width_px(), raster.height_px());
    let rows = heat.len();
    if rows == 0 || height == 0 || bounds.len() < 2 {
        return;
    }
    let last_column = bounds.len() - 2;
    // The heat column under each pixel column: the last one starting at or before its offset.
    let column_of_x: Vec<Option<usize>> = (0..width)
        .map(|x| {
            offset_at_px(f64::from(x) + 0.5).map(|offset| {
                bounds
                    .partition_point(|&b| b as f64 <= offset)
                    .saturating_sub(1)
                    .min(last_column)
            })
        })
        .collect();
    // One pixel row per pair row, copied down the rows that pair covers.
    let mut line = vec![0u8; width as usize * 4];
    let mut y = 0u32;
    for (r, row) in heat.iter().enumerate() {
        let end = ((r + 1) as u64 * u64::from(height) / rows as u64) as u32;
        let colours: Vec<RGBColor> = row.iter().map(|&v| colour_of(v)).collect();
        for (px, column) in line.chunks_exact_mut(4).zip(&column_of_x) {
            let rgba = match column.and_then(|c| colours.get(c)) {
                Some(&RGBColor(red, green, blue)) => [red, green, blue, 255],
                None => [0, 0, 0, 0],
            };
            px.copy_from_slice(&rgba);
        }
        for yy in y..end {
            raster.set_row(yy, &line);
        }
        y = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn column(at: u64, min: f64, max: f64) -> Column {
        Column {
            first_offset: at,
            last_offset: at,
            min,
            max,
        }
    }

    #[test]
    fn band_fills_between_edges_and_joins_steps() {
        // x = offset, y = 10 − score: two columns 4 pixels apart.
        let to_px = |x: f64, y: f64| (x, 10.0 - y);
        let mut r = Raster::new(8, 12);
        let red = RGBColor(200, 0, 0);
        paint_band(
            &mut r,
            &[column(1, 2.0, 8.0), column(5, 6.0, 6.0)],
            AxisScale::Linear,
            &to_px,
            red,
            1,
        );
        // Column 1: edges at rows 2 and 8, the inside translucent.
        assert_eq!(r.pixel(1, 2).map(|p| p[3]), Some(255));
        assert_eq!(r.pixel(1, 8).map(|p| p[3]), Some(255));
        assert_eq!(r.pixel(1, 5).map(|p| p[3]), Some(77));
        assert_eq!(r.pixel(1, 9).map(|p| p[3]), Some(0));
        // Pixel 5 (a single value, row 4) joins pixel 4's edges: solid from row 4 up to its top.
        assert_eq!(r.pixel(5, 4).map(|p| p[3]), Some(255));
        // Nothing before the first centre or after the last.
        assert_eq!(r.pixel(0, 4).map(|p| p[3]), Some(0));
        assert_eq!(r.pixel(6, 4).map(|p| p[3]), Some(0));
    }

    #[test]
    fn heat_rows_and_columns_land_on_their_pixels() {
        let mut r = Raster::new(4, 4);
        // Two columns (offsets 0..2 and 2..4), two rows.
        let heat = vec![vec![1.0, 2.0], vec![3.0, 4.0]];
        let colour = |v: f64| RGBColor(v as u8, 0, 0);
        paint_heat(&mut r, &heat, &[0, 2, 4], &|x| Some(x), &colour);
        assert_eq!(r.pixel(0, 0), Some([1, 0, 0, 255]));
        assert_eq!(r.pixel(3, 0), Some([2, 0, 0, 255]));
        assert_eq!(r.pixel(0, 3), Some([3, 0, 0, 255]));
        assert_eq!(r.pixel(3, 3), Some([4, 0, 0, 255]));
    }
}
