//! The context-budget bar's marks: lines across the bar for a placed fact and for a measured
//! effective length, each with its name turned inwards near the edges.

use crate::format::tokens;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::budget::Budget;

/// The fact: a line across the bar and its name under it, turned inwards near either edge.
pub(super) fn draw_fact<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    fx: i32,
    (top, bottom): (i32, i32),
    edge_x: i32,
    style: &PlotStyle,
) -> DrawResult {
    let ink = style.foreground();
    area.draw(&PathElement::new(
        vec![
            (fx, top - style.px(4.0) as i32),
            (fx, bottom + style.px(4.0) as i32),
        ],
        ink.stroke_width(style.px(2.5)),
    ))?;
    area.draw(&Polygon::new(
        vec![
            (fx - style.px(5.0) as i32, top - style.px(9.0) as i32),
            (fx + style.px(5.0) as i32, top - style.px(9.0) as i32),
            (fx, top - style.px(2.0) as i32),
        ],
        ink.filled(),
    ))?;
    let (w, _) = area.dim_in_pixel();
    let name = "the fact";
    let half_px = name.len() as i32 * style.px(3.3) as i32;
    let anchor = if fx - half_px < 0 {
        HPos::Left
    } else if fx + half_px > (w as i32).min(edge_x + half_px) {
        HPos::Right
    } else {
        HPos::Center
    };
    area.draw(&Text::new(
        name,
        (fx, bottom + style.px(5.0) as i32),
        style.font(12.0).pos(Pos::new(anchor, VPos::Top)),
    ))?;
    Ok(())
}

/// The effective length: a dashed line across the bar, named above it, ending at the line (or,
/// where the window's own name would meet it, under the bar).
pub(super) fn draw_effective<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    ex: i32,
    (top, bottom): (i32, i32),
    crowded: bool,
    b: &Budget,
    style: &PlotStyle,
) -> DrawResult {
    let ink = style.foreground();
    let (dash, gap) = (style.px(6.0) as i32, style.px(4.0) as i32);
    let mut y = top - style.px(8.0) as i32;
    while y < bottom + style.px(8.0) as i32 {
        let end = (y + dash).min(bottom + style.px(8.0) as i32);
        area.draw(&PathElement::new(
            vec![(ex, y), (ex, end)],
            ink.stroke_width(style.px(2.5)),
        ))?;
        y = end + gap;
    }
    let name = format!("used well: {}", tokens(b.effective_tokens as f64));
    let (w, _) = area.dim_in_pixel();
    let name_px = name.len() as f64 * f64::from(style.px(6.5));
    let anchor = if f64::from(ex) < name_px {
        HPos::Left
    } else {
        HPos::Right
    };
    let at = if crowded {
        (ex, bottom + style.px(5.0) as i32)
    } else {
        (ex - style.px(4.0) as i32, top - style.px(10.0) as i32)
    };
    let vpos = if crowded { VPos::Top } else { VPos::Bottom };
    let anchor = if crowded && f64::from(ex) + name_px / 2.0 > f64::from(w) {
        HPos::Right
    } else {
        anchor
    };
    area.draw(&Text::new(
        name,
        at,
        style.font(12.0).pos(Pos::new(anchor, vpos)),
    ))?;
    Ok(())
}
