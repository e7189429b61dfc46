//! Geometry of the pairs panel, in CSS pixels: which pairs get a circle, where each circle sits,
//! where the rotated q and k tips are, and the inverse (a dragged tip back to an unrotated
//! vector). Pure, so drawing and pointer hit-testing use the same numbers.

use rope_math::freq::distinct_pairs;
use rope_math::rotation::rotate_pair;

/// Height of the caption under each circle, CSS px: two lines under the lab's many circles,
/// three under a figure's one or two (which also name the positions).
pub fn caption_css_px(count: usize) -> f64 {
    if count <= 2 {
        50.0
    } else {
        40.0
    }
}

/// Room between the ring and the cell's edge for the q and k letters, CSS px.
const LETTER_ROOM_CSS_PX: f64 = 18.0;
/// Widest a cell gets, CSS px.
const MAX_CELL_CSS_PX: f64 = 230.0;
/// Widest a cell gets when there are only one or two, CSS px.
const ROOMY_CELL_CSS_PX: f64 = 205.0;
/// Narrowest a cell gets before wrapping to another row, CSS px.
const MIN_CELL_CSS_PX: f64 = 130.0;
/// Part of the radius the longest vector reaches.
const VECTOR_REACH: f64 = 0.86;

/// The pairs that get a circle: all of them up to 8, else the three fastest, three spread
/// through the middle, the two slowest, and the selected one.
pub fn shown_pairs(num_pairs: usize, selected: usize) -> Vec<usize> {
    let n = num_pairs;
    let mut pairs: Vec<usize> = if n <= 8 {
        (0..n).collect()
    } else {
        vec![0, 1, 2, n / 4, n / 2, 3 * n / 4, n - 2, n - 1]
    };
    if selected < n {
        pairs.push(selected);
    }
    distinct_pairs(n, pairs)
}

/// One circle: its pair, centre and radius.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    pub pair: usize,
    pub cx_css_px: f64,
    pub cy_css_px: f64,
    pub radius_css_px: f64,
    /// The caption beside the circle (a slide's wide, short box), not under it.
    pub caption_beside: bool,
}

/// Lays the circles out in rows across `width_css_px`; returns them and the height needed.
pub fn layout(width_css_px: f64, pairs: &[usize]) -> (Vec<Cell>, f64) {
    let count = pairs.len().max(1);
    let fit = (width_css_px / MIN_CELL_CSS_PX).floor().max(1.0) as usize;
    let columns = count.min(fit);
    // A figure's one or two circles stay a little smaller, to leave room for their captions.
    let widest = if count <= 2 {
        ROOMY_CELL_CSS_PX
    } else {
        MAX_CELL_CSS_PX
    };
    let cell_w = (width_css_px / columns as f64).min(widest);
    let rows = count.div_ceil(columns);
    let left = (width_css_px - cell_w * columns as f64) / 2.0;
    let radius = (cell_w / 2.0 - LETTER_ROOM_CSS_PX).max(10.0);
    let row_h = cell_w + caption_css_px(count);
    (
        grid(pairs, columns, cell_w, left, radius, row_h),
        row_h * rows as f64,
    )
}

/// The circles of `pairs` in rows of `columns` cells `cell_w` wide (a row `row_h` tall,
/// circle and caption), the first column's left edge at `left`.
fn grid(
    pairs: &[usize],
    columns: usize,
    cell_w: f64,
    left: f64,
    radius: f64,
    row_h: f64,
) -> Vec<Cell> {
    pairs
        .iter()
        .enumerate()
        .map(|(k, &pair)| Cell {
            pair,
            cx_css_px: left + cell_w * ((k % columns) as f64 + 0.5),
            cy_css_px: row_h * (k / columns) as f64 + cell_w / 2.0,
            radius_css_px: radius,
            caption_beside: false,
        })
        .collect()
}

/// The circles laid out across `width_css_px` and, where the box is shorter than they need
/// (a plot that fills a short, wide box), shrunk until they fit `height_css_px` too, and
/// centred across the width.
pub fn layout_in(width_css_px: f64, height_css_px: f64, pairs: &[usize]) -> Vec<Cell> {
    let (cells, needed) = layout(width_css_px, pairs);
    if needed <= height_css_px + 0.5 {
        return cells;
    }
    // Too tall for the box: the grid (rows × columns) whose circles come out largest in it,
    // each row a circle and its caption.
    let count = pairs.len().max(1);
    let caption = caption_css_px(count);
    let widest = if count <= 2 {
        ROOMY_CELL_CSS_PX
    } else {
        MAX_CELL_CSS_PX
    };
    let cell_for = |rows: usize| {
        let columns = count.div_ceil(rows);
        let cell = (width_css_px / columns as f64)
            .min(height_css_px / rows as f64 - caption)
            .min(widest);
        (columns, cell)
    };
    let (columns, cell_w) = (1..=count)
        .map(cell_for)
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or((count, widest));
    let cell_w = cell_w.max(2.0 * LETTER_ROOM_CSS_PX / 3.0);
    let left = (width_css_px - cell_w * columns as f64) / 2.0;
    let radius = (cell_w / 2.0 - LETTER_ROOM_CSS_PX).max(cell_w / 6.0);
    grid(pairs, columns, cell_w, left, radius, cell_w + caption)
}

/// Width of a caption set beside its circle, CSS px (its longest line, "θ = … rad (…°)").
pub const BESIDE_CAPTION_CSS_PX: f64 = 190.0;

/// The circles as large as a box lets them be (a slide's figure fills its box): the grid whose
/// circles come out largest, a caption under each; or, for one or two circles in a box much
/// wider than tall, in one row with each caption beside its circle, if that makes them larger.
pub fn layout_fill(width_css_px: f64, height_css_px: f64, pairs: &[usize]) -> Vec<Cell> {
    let count = pairs.len().max(1);
    let caption = caption_css_px(count);
    let under = |rows: usize| {
        let columns = count.div_ceil(rows);
        let cell = (width_css_px / columns as f64).min(height_css_px / rows as f64 - caption);
        (columns, cell)
    };
    let (columns, cell_w) = (1..=count)
        .map(under)
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or((count, MIN_CELL_CSS_PX));
    let beside_w = if count <= 2 {
        (width_css_px / count as f64 - BESIDE_CAPTION_CSS_PX).min(height_css_px)
    } else {
        0.0
    };
    if beside_w > cell_w {
        // One row: circle, then caption, per pair; the whole row centred.
        let slot = beside_w + BESIDE_CAPTION_CSS_PX;
        let left = (width_css_px - slot * count as f64) / 2.0;
        let radius = (beside_w / 2.0 - LETTER_ROOM_CSS_PX).max(beside_w / 6.0);
        return pairs
            .iter()
            .enumerate()
            .map(|(k, &pair)| Cell {
                pair,
                cx_css_px: left + slot * k as f64 + beside_w / 2.0,
                cy_css_px: height_css_px / 2.0,
                radius_css_px: radius,
                caption_beside: true,
            })
            .collect();
    }
    let cell_w = cell_w.max(2.0 * LETTER_ROOM_CSS_PX / 3.0);
    let left = (width_css_px - cell_w * columns as f64) / 2.0;
    let rows = count.div_ceil(columns);
    let top = ((height_css_px - (cell_w + caption) * rows as f64) / 2.0).max(0.0);
    let radius = (cell_w / 2.0 - LETTER_ROOM_CSS_PX).max(cell_w / 6.0);
    grid(pairs, columns, cell_w, left, radius, cell_w + caption)
        .into_iter()
        .map(|c| Cell {
            cy_css_px: c.cy_css_px + top,
            ..c
        })
        .collect()
}

/// CSS px per vector unit in a cell, so the longest of `lengths` reaches [`VECTOR_REACH`].
pub fn px_per_unit(cell: &Cell, lengths: &[f64]) -> f64 {
    let longest = lengths.iter().cloned().fold(0.0, f64::max);
    if longest > 0.0 {
        cell.radius_css_px * VECTOR_REACH / longest
    } else {
        cell.radius_css_px * VECTOR_REACH
    }
}

/// Screen position of a vector `v` turned by `angle_rad` (y grows downwards on screen).
pub fn tip(cell: &Cell, scale: f64, v: (f64, f64), angle_rad: f64) -> (f64, f64) {
    let (x, y) = rotate_pair(v, angle_rad);
    (cell.cx_css_px + x * scale, cell.cy_css_px - y * scale)
}

/// The unrotated vector whose tip, turned by `angle_rad`, lands at the screen point.
pub fn vector_at(cell: &Cell, scale: f64, point_css_px: (f64, f64), angle_rad: f64) -> (f64, f64) {
    let x = (point_css_px.0 - cell.cx_css_px) / scale;
    let y = (cell.cy_css_px - point_css_px.1) / scale;
    rotate_pair((x, y), -angle_rad)
}

/// Squared distance between two points.
pub fn dist2(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Cell {
        /// From the centre to the bottom of the cell's caption.
        fn cell_bottom(&self) -> f64 {
            self.radius_css_px + LETTER_ROOM_CSS_PX + caption_css_px(8)
        }
    }

    #[test]
    fn a_box_to_fill_gets_circles_as_large_as_it_allows() {
        // A slide's wide, short box: one circle, its caption beside it, as tall as the box.
        let one = layout_fill(1000.0, 330.0, &[0]);
        assert!(one[0].caption_beside);
        assert!(2.0 * (one[0].radius_css_px + LETTER_ROOM_CSS_PX) >= 329.0);
        assert!(one[0].cx_css_px + one[0].radius_css_px + BESIDE_CAPTION_CSS_PX <= 1000.0);
        // Larger than the blog's capped circle in the same box.
        assert!(one[0].radius_css_px > layout_in(1000.0, 330.0, &[0])[0].radius_css_px);
        // A tall box: the caption goes under, the circle as wide as the box.
        let tall = layout_fill(400.0, 900.0, &[0]);
        assert!(!tall[0].caption_beside);
        assert!(tall[0].cy_css_px + tall[0].radius_css_px + caption_css_px(1) <= 900.0);
        // Many circles: every one inside the box.
        let pairs: Vec<usize> = (0..32).collect();
        for c in layout_fill(1000.0, 330.0, &pairs) {
            assert!(
                c.cx_css_px - c.radius_css_px >= 0.0 && c.cx_css_px + c.radius_css_px <= 1000.0
            );
            assert!(c.cy_css_px + c.radius_css_px <= 330.0);
        }
    }

    #[test]
    fn a_short_wide_box_shrinks_the_circles_to_fit_and_centres_them() {
        let cells = layout_in(600.0, 150.0, &[0]);
        let cell = cells[0];
        assert!(cell.cy_css_px + cell.radius_css_px + caption_css_px(1) <= 150.0 + 20.0);
        assert!((cell.cx_css_px - 300.0).abs() < 1.0);
        // Tall enough: the same as the width alone gives.
        assert_eq!(layout_in(600.0, 1000.0, &[0]), layout(600.0, &[0]).0);
    }

    #[test]
    fn many_circles_in_a_short_wide_box_take_one_row_and_stay_inside_it() {
        let pairs = shown_pairs(32, 0);
        let cells = layout_in(560.0, 140.0, &pairs);
        assert_eq!(cells.len(), pairs.len());
        for c in &cells {
            assert!(c.cy_css_px + c.cell_bottom() <= 140.0 + 0.5, "{c:?}");
            assert!(c.cx_css_px - c.radius_css_px >= 0.0 && c.cx_css_px + c.radius_css_px <= 560.0);
        }
        assert!(cells
            .iter()
            .all(|c| (c.cy_css_px - cells[0].cy_css_px).abs() < 1e-9));
    }

    #[test]
    fn shows_every_pair_when_few_and_a_spread_when_many() {
        assert_eq!(shown_pairs(2, 0), vec![0, 1]);
        assert_eq!(shown_pairs(64, 0), vec![0, 1, 2, 16, 32, 48, 62, 63]);
        assert_eq!(shown_pairs(64, 40), vec![0, 1, 2, 16, 32, 40, 48, 62, 63]);
    }

    #[test]
    fn layout_wraps_on_narrow_screens() {
        let (cells, h) = layout(1000.0, &[0, 1, 2, 3]);
        assert!(cells.iter().all(|c| c.cy_css_px == cells[0].cy_css_px));
        let (narrow, h_narrow) = layout(300.0, &[0, 1, 2, 3]);
        assert!(narrow[2].cy_css_px > narrow[0].cy_css_px);
        assert!(h_narrow > h);
        assert!(narrow
            .iter()
            .all(|c| c.cx_css_px + c.radius_css_px <= 300.0));
    }

    #[test]
    fn dragging_a_tip_recovers_the_vector() {
        let cell = Cell {
            pair: 0,
            cx_css_px: 100.0,
            cy_css_px: 100.0,
            radius_css_px: 80.0,
            caption_beside: false,
        };
        let v = (0.9, 0.4);
        let p = tip(&cell, 50.0, v, 0.7);
        let back = vector_at(&cell, 50.0, p, 0.7);
        assert!((back.0 - v.0).abs() < 1e-12 && (back.1 - v.1).abs() < 1e-12);
    }
}
