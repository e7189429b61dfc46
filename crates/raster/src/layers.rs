//! The plots' dense layers painted into a [`Raster`]: min/max envelopes and heatmaps.

use crate::pixels::{Raster, Rgb};

/// One pixel column's extent: `(top, bottom)` in pixel rows (top ≤ bottom).
type Span = (f64, f64);

/// Each pixel column's extent from the column centres `(x, top, bottom)` (pixels, in order of
/// x). Centres in the same pixel merge; pixels between two centres take the straight line
/// between them, as a polyline through the centres would; pixels outside stay empty.
fn pixel_spans(centres: &[(f64, f64, f64)], width_px: u32) -> Vec<Option<Span>> {
    let mut spans: Vec<Option<Span>> = vec![None; width_px as usize];
    let finite: Vec<(f64, f64, f64)> = centres
        .iter()
        .filter(|(x, t, b)| x.is_finite() && t.is_finite() && b.is_finite())
        .map(|&(x, t, b)| (x, t.min(b), t.max(b)))
        .collect();
    for &(x, top, bottom) in &finite {
        let i = x.floor();
        if i >= 0.0 && i < f64::from(width_px) {
            let slot = &mut spans[i as usize];
            *slot = Some(match *slot {
                Some((t, b)) => (t.min(top), b.max(bottom)),
                None => (top, bottom),
            });
        }
    }
    for pair in finite.windows(2) {
        let ((x0, t0, b0), (x1, t1, b1)) = (pair[0], pair[1]);
        let (first, last) = (x0.floor() as i64 + 1, x1.floor() as i64 - 1);
        for i in first.max(0)..=last.min(i64::from(width_px) - 1) {
            let f = ((i as f64 + 0.5 - x0) / (x1 - x0).max(1e-9)).clamp(0.0, 1.0);
            if spans[i as usize].is_none() {
                spans[i as usize] = Some((t0 + (t1 - t0) * f, b0 + (b1 - b0) * f));
            }
        }
    }
    spans
}

/// Paints a min/max envelope given its column centres `(x, top, bottom)` in pixels: the band
/// between top and bottom at 30 % opacity, and its upper and lower edges `edge_px` thick in
/// full colour, each edge joined to its neighbour so steep stretches stay connected.
// Kept out of the app's size-optimised code (see Cargo.toml).
#[inline(never)]
pub fn paint_envelope(raster: &mut Raster, centres: &[(f64, f64, f64)], colour: Rgb, edge_px: u32) {
    let spans = pixel_spans(centres, raster.width_px());
    let thick = i64::from(edge_px.max(1)) - 1;
    let mut prev: Option<(i64, i64)> = None;
    // Every band first, then every edge: spans of different columns never meet, and within a
    // column the band still comes before its edges. So neighbouring columns' bands, and
    // their edges, follow each other and can merge into rectangles.
    let mut bands = Vec::with_capacity(spans.len() * 3);
    let mut edges = Vec::with_capacity(spans.len() * 2);
    for (x, span) in spans.iter().enumerate() {
        let Some((top, bottom)) = *span else {
            prev = None;
            continue;
        };
        let (t, b) = (top.round() as i64, bottom.round() as i64);
        let x = x as i64;
        if b - t > 1 {
            bands.extend(raster.clip(x, t + 1, b - 1, colour, 0.3));
        }
        let (pt, pb) = prev.unwrap_or((t, b));
        edges.extend(raster.clip(x, t.min(pt), t.max(pt) + thick, colour, 1.0));
        edges.extend(raster.clip(x, b.min(pb) - thick, b.max(pb), colour, 1.0));
        prev = Some((t, b));
    }
    bands.append(&mut edges);
    raster.paint(&bands);
}

/// Paints a heatmap filling the raster: `rows[r][c]` is the colour of row `r` (top first) in
/// data column `c`; `column_of_x[x]` is the data column under pixel column `x` (transparent
/// where `None`).
// Kept out of the app's size-optimised code (see Cargo.toml).
#[inline(never)]
pub fn paint_heat(raster: &mut Raster, rows: &[Vec<Rgb>], column_of_x: &[Option<usize>]) {
    let (width, height) = (raster.width_px(), raster.height_px());
    if rows.is_empty() || height == 0 {
        return;
    }
    // One pixel row per data row, copied down the rows it covers.
    let mut line = vec![0u8; width as usize * 4];
    let mut y = 0u32;
    for (r, colours) in rows.iter().enumerate() {
        let end = ((r + 1) as u64 * u64::from(height) / rows.len() as u64) as u32;
        for (px, column) in line.chunks_exact_mut(4).zip(column_of_x) {
            let rgba = match column.and_then(|c| colours.get(c)) {
                Some(&[red, green, blue]) => [red, green, blue, 255],
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

    #[test]
    fn envelope_fills_between_edges_and_joins_steps() {
        // Two centres 4 pixels apart: rows 2..8 at x = 1, row 4 at x = 5.
        let mut r = Raster::new(8, 12);
        paint_envelope(&mut r, &[(1.0, 2.0, 8.0), (5.0, 4.0, 4.0)], [200, 0, 0], 1);
        // Column 1: edges at rows 2 and 8, the inside translucent.
        assert_eq!(r.pixel(1, 2).map(|p| p[3]), Some(255));
        assert_eq!(r.pixel(1, 8).map(|p| p[3]), Some(255));
        assert_eq!(r.pixel(1, 5).map(|p| p[3]), Some(77));
        assert_eq!(r.pixel(1, 9).map(|p| p[3]), Some(0));
        // Pixel 5 (a single value, row 4) joins pixel 4's edges.
        assert_eq!(r.pixel(5, 4).map(|p| p[3]), Some(255));
        // Nothing before the first centre or after the last.
        assert_eq!(r.pixel(0, 4).map(|p| p[3]), Some(0));
        assert_eq!(r.pixel(6, 4).map(|p| p[3]), Some(0));
    }

    #[test]
    fn heat_rows_and_columns_land_on_their_pixels() {
        let mut r = Raster::new(4, 4);
        let rows = vec![vec![[1, 0, 0], [2, 0, 0]], vec![[3, 0, 0], [4, 0, 0]]];
        paint_heat(&mut r, &rows, &[Some(0), Some(0), Some(1), Some(1)]);
        assert_eq!(r.pixel(0, 0), Some([1, 0, 0, 255]));
        assert_eq!(r.pixel(3, 0), Some([2, 0, 0, 255]));
        assert_eq!(r.pixel(0, 3), Some([3, 0, 0, 255]));
        assert_eq!(r.pixel(3, 3), Some([4, 0, 0, 255]));
    }
}
