//! The score panel's dense layers as pixels (see the `raster` crate for why): min/max
//! envelopes and the pair × offset heatmap, mapped from offsets and scores to pixels, and the
//! envelopes composited over a chart's plot.

use crate::plot::blit::{draw_raster, RgbaBlit};
use crate::plot::DrawResult;
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use raster::{paint_envelope, Raster};
use rope_math::envelope::{AxisScale, Column};

/// A score chart: offsets (linear or log) across, scores up.
pub type Chart<'a, DB, X> = ChartContext<'a, DB, Cartesian2d<X, RangedCoordf64>>;

/// Paints envelopes into one raster over `chart`'s plotting area and composites it there.
/// Each entry: the columns, their colour and the edge width in device px.
pub fn raster_bands<DB: RgbaBlit, X: Ranged<ValueType = f64>>(
    chart: &Chart<'_, DB, X>,
    axis: AxisScale,
    bands: &[(&[Column], RGBColor, u32)],
) -> DrawResult {
    let area = chart.plotting_area();
    let (width, height) = area.dim_in_pixel();
    let (x0, y0) = area.get_base_pixel();
    let to_px = |x: f64, y: f64| {
        let (px, py) = chart.backend_coord(&(x, y));
        (f64::from(px - x0), f64::from(py - y0))
    };
    let mut raster = Raster::new(width, height);
    for &(columns, colour, edge_px) in bands {
        paint_band(&mut raster, columns, axis, &to_px, colour, edge_px);
    }
    draw_raster(&raster, &area.strip_coord_spec())
}

/// x of a column on the plot: its centre (at least 1 on a log axis, which has no 0).
pub fn column_x(c: &Column, axis: AxisScale) -> f64 {
    let x = (c.first_offset + c.last_offset) as f64 / 2.0;
    match axis {
        AxisScale::Linear => x,
        AxisScale::Log => x.max(1.0),
    }
}

/// Paints an envelope (band at 30 % opacity, edges `edge_px` thick); `to_px` maps (offset,
/// score) to pixel coordinates within `raster`.
pub fn paint_band(
    raster: &mut Raster,
    columns: &[Column],
    axis: AxisScale,
    to_px: &dyn Fn(f64, f64) -> (f64, f64),
    RGBColor(r, g, b): RGBColor,
    edge_px: u32,
) {
    let centres: Vec<(f64, f64, f64)> = columns
        .iter()
        .map(|c| {
            let x = column_x(c, axis);
            let (px, top) = to_px(x, c.max);
            let (_, bottom) = to_px(x, c.min);
            (px, top, bottom)
        })
        .collect();
    paint_envelope(raster, &centres, [r, g, b], edge_px);
}

/// Paints the heatmap over the whole raster: pixel column → the heat column covering its
/// offset (the last starting at or before it), pixel row → the pair row (fast pairs at the
/// top), in `colour_of(value)`.
pub fn paint_heat(
    raster: &mut Raster,
    heat: &[Vec<f64>],
    bounds: &[u64],
    offset_at_px: &dyn Fn(f64) -> Option<f64>,
    colour_of: &dyn Fn(f64) -> RGBColor,
) {
    if bounds.len() < 2 {
        return;
    }
    let last_column = bounds.len() - 2;
    let column_of_x: Vec<Option<usize>> = (0..raster.width_px())
        .map(|x| {
            offset_at_px(f64::from(x) + 0.5).map(|offset| {
                bounds
                    .partition_point(|&b| b as f64 <= offset)
                    .saturating_sub(1)
                    .min(last_column)
            })
        })
        .collect();
    let rows: Vec<Vec<[u8; 3]>> = heat
        .iter()
        .map(|row| {
            row.iter()
                .map(|&v| {
                    let RGBColor(r, g, b) = colour_of(v);
                    [r, g, b]
                })
                .collect()
        })
        .collect();
    raster::paint_heat(raster, &rows, &column_of_x);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heat_columns_follow_the_offset_axis() {
        let mut r = Raster::new(4, 2);
        // Two columns (offsets 0..2 and 2..4), one row.
        let colour = |v: f64| RGBColor(v as u8, 0, 0);
        paint_heat(&mut r, &[vec![1.0, 2.0]], &[0, 2, 4], &|x| Some(x), &colour);
        assert_eq!(r.pixel(1, 0), Some([1, 0, 0, 255]));
        assert_eq!(r.pixel(2, 1), Some([2, 0, 0, 255]));
    }

    #[test]
    fn band_centres_sit_at_column_middles() {
        let mut r = Raster::new(12, 12);
        let columns = [Column {
            first_offset: 4,
            last_offset: 6,
            min: 2.0,
            max: 8.0,
        }];
        paint_band(
            &mut r,
            &columns,
            AxisScale::Linear,
            &|x, y| (x, 10.0 - y),
            RGBColor(9, 9, 9),
            1,
        );
        assert_eq!(r.pixel(5, 2).map(|p| p[3]), Some(255));
        assert_eq!(r.pixel(4, 2).map(|p| p[3]), Some(0));
    }
}
