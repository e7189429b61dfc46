//! The caption of one circle of the pairs panel: its pair and speed, the positions (a figure's
//! one or two large circles), and the turn from k to q; under the circle, or beside it in a
//! slide's wide box, and cut to the pair's name where many circles leave no room.

use super::geometry::Cell;
use super::input::{PairsPicture, PlaneData};
use crate::format::sig;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Gap between the ring and the caption under it, CSS px (the letters' room, plus a little).
pub(super) const LETTER_GAP_CSS_PX: f64 = 22.0;

/// Draws the caption of `plane`'s circle in `cell`; `gap` is the turn from k to q, radians.
pub(super) fn draw_caption<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    cell: &Cell,
    plane: &PlaneData,
    pic: &PairsPicture,
    gap: f64,
) -> DrawResult {
    let (q_colour, k_colour) = (style.q_colour(), style.k_colour());
    let caption_font = style.label_font();
    // Under the circle, or beside it (a slide's wide box), its three lines centred on it.
    let (x0, y0) = if cell.caption_beside {
        (
            cell.cx_css_px + cell.radius_css_px + LETTER_GAP_CSS_PX,
            cell.cy_css_px - 22.0,
        )
    } else {
        (
            cell.cx_css_px - cell.radius_css_px,
            cell.cy_css_px + cell.radius_css_px + LETTER_GAP_CSS_PX,
        )
    };
    let line = |k: f64| y0 + 15.0 * k;
    // Many circles in a short box (a slide) leave cells narrower than the captions: each then
    // names only its pair, centred, so no caption runs into its neighbour's.
    let cell_css_px = 2.0 * (cell.radius_css_px + LETTER_GAP_CSS_PX);
    let full = format!(
        "pair {} · θ = {} rad ({}°)",
        plane.pair,
        sig(plane.theta, 3),
        sig(plane.theta.to_degrees(), 3)
    );
    let full_css_px = area
        .estimate_text_size(&full, &caption_font)
        .map_or(f64::INFINITY, |(w, _)| style.css_px(w));
    if pic.num_pairs > 1 && full_css_px > cell_css_px {
        area.draw(&Text::new(
            format!("pair {}", plane.pair),
            style.point((cell.cx_css_px, line(0.0))),
            caption_font.pos(Pos::new(HPos::Center, VPos::Top)),
        ))?;
        return Ok(());
    }
    area.draw(&Text::new(
        // A lone pair (the rotate and proof figures' worked example, with a speed of its own)
        // is not the model's pair 0: it gets its speed alone. Several are numbered.
        if pic.num_pairs > 1 {
            format!(
                "pair {} · θ = {} rad ({}°)",
                plane.pair,
                sig(plane.theta, 3),
                sig(plane.theta.to_degrees(), 3)
            )
        } else {
            format!(
                "θ = {} rad ({}°)",
                sig(plane.theta, 3),
                sig(plane.theta.to_degrees(), 3)
            )
        },
        style.point((x0, line(0.0))),
        caption_font.clone(),
    ))?;
    // A figure's one or two large circles also name the positions (so a playing animation shows
    // them run on); the lab's many small ones have no room.
    let roomy = pic.planes.len() <= 2;
    if roomy {
        let q_text = format!("q at m = {:.0}", pic.m_pos);
        let q_width = area
            .estimate_text_size(&q_text, &caption_font)
            .map_or(80.0, |(w, _)| style.css_px(w));
        area.draw(&Text::new(
            q_text,
            style.point((x0, line(1.0))),
            caption_font.clone().color(&q_colour),
        ))?;
        area.draw(&Text::new(
            format!("k at n = {:.0}", pic.n_pos),
            style.point((x0 + q_width + 10.0, line(1.0))),
            caption_font.clone().color(&k_colour),
        ))?;
    }
    // Radians first where they fit, as the rotation's chapter counts them; degrees alone in a
    // narrow box (a true minus sign, as every number in the prose has).
    let with_rad = format!(
        "turn from k to q: {:.3} rad ({:.1}°)",
        gap,
        gap.to_degrees()
    );
    let room_css_px = style.css_px(area.dim_in_pixel().0) - x0;
    let fits = area
        .estimate_text_size(&with_rad, &caption_font)
        .is_ok_and(|(w, _)| style.css_px(w) <= room_css_px);
    let turn = if fits {
        with_rad
    } else {
        format!("turn from k to q: {:.1}°", gap.to_degrees())
    };
    area.draw(&Text::new(
        turn.replace('-', "−"),
        style.point((x0, line(if roomy { 2.0 } else { 1.0 }))),
        caption_font,
    ))?;
    Ok(())
}
