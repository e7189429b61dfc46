//! Where a dial writes a hand's name: beyond its tip, inside the dial's area, and the box it
//! takes, so names of crowded hands can be kept apart (`dial.rs`).

use crate::plot::style::PlotStyle;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// A hand's name anchored at `(x, y)`: the point and anchor to draw it with, and its box
/// `[left, top, right, bottom]`. Kept inside the dial's area: a name that would run past its
/// edge is set against that edge instead.
pub(super) fn place_label(
    (x, y): (i32, i32),
    (label_w, label_h): (i32, i32),
    (h_pos, v_pos): (HPos, VPos),
    area_w: i32,
    style: &PlotStyle,
) -> ((i32, i32), Pos, [i32; 4]) {
    let (mut x, mut h_pos) = (x, h_pos);
    let (left, right) = match h_pos {
        HPos::Left => (x, x + label_w),
        HPos::Right => (x - label_w, x),
        HPos::Center => (x - label_w / 2, x + label_w / 2),
    };
    let edge = style.px(2.0) as i32;
    if right > area_w - edge {
        (x, h_pos) = (area_w - edge, HPos::Right);
    } else if left < edge {
        (x, h_pos) = (edge, HPos::Left);
    }
    let left = match h_pos {
        HPos::Left => x,
        HPos::Right => x - label_w,
        HPos::Center => x - label_w / 2,
    };
    let top = match v_pos {
        VPos::Top => y,
        VPos::Bottom => y - label_h,
        VPos::Center => y - label_h / 2,
    };
    (
        (x, y),
        Pos::new(h_pos, v_pos),
        [left, top, left + label_w, top + label_h],
    )
}

/// Whether two boxes `[left, top, right, bottom]` share any pixel.
pub(super) fn overlaps(a: &[i32; 4], b: &[i32; 4]) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}
