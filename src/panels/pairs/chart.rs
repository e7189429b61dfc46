//! Drawing of the pairs panel: one circle per shown pair with the unrotated q and k (faint),
//! q turned by m·θ and k by n·θ, each labelled with its position, and the arc of the angle
//! between them. q and k keep the colours the prose gives them.

use super::caption::draw_caption;
use super::cells::shown_cells;
use super::geometry::{px_per_unit, tip, Cell};
use super::input::{PairsPicture, PlaneData};
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::f64::consts::TAU;

/// An arrow from the centre to `to`, with a small head.
fn arrow<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    from: (f64, f64),
    to: (f64, f64),
    line: ShapeStyle,
) -> DrawResult {
    area.draw(&PathElement::new(
        vec![style.point(from), style.point(to)],
        line,
    ))?;
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = dx.hypot(dy);
    if len > 1.0 {
        let (ux, uy) = (dx / len, dy / len);
        let head = 9.0;
        let left = (
            to.0 - head * ux + head * 0.5 * uy,
            to.1 - head * uy - head * 0.5 * ux,
        );
        let right = (
            to.0 - head * ux - head * 0.5 * uy,
            to.1 - head * uy + head * 0.5 * ux,
        );
        area.draw(&Polygon::new(
            vec![style.point(to), style.point(left), style.point(right)],
            line.color.filled(),
        ))?;
    }
    Ok(())
}

fn draw_plane<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    cell: &Cell,
    plane: &PlaneData,
    pic: &PairsPicture,
) -> DrawResult {
    let (q_colour, k_colour) = (style.q_colour(), style.k_colour());
    let fg = style.foreground();
    let selected = plane.pair == pic.selected;
    let centre = (cell.cx_css_px, cell.cy_css_px);
    // The lab rings its selected pair in the highlight; a figure's lone circle stays plain, so
    // the ring is never mistaken for the query's orange.
    let ring = if selected && pic.planes.len() > 2 {
        style.highlight().stroke_width(style.px(2.5))
    } else {
        // Grey enough to hold on a projector (the grid's tint measured 1.6:1 against the
        // page, lighter than a washed-out screen shows).
        fg.mix(0.4).stroke_width(style.px(1.0))
    };
    area.draw(&Circle::new(
        style.point(centre),
        (cell.radius_css_px * style.device_from_css).round() as i32,
        ring,
    ))?;
    let len = |v: (f64, f64)| v.0.hypot(v.1);
    let scale = px_per_unit(cell, &[len(plane.q), len(plane.k)]);
    let angle_q = pic.m_pos * plane.theta;
    let angle_k = pic.n_pos * plane.theta;
    // Unrotated vectors, fainter than the turned ones and without heads, but visible on a
    // projector: a lecturer points at them for the angle k starts at.
    for (v, c) in [(plane.q, q_colour), (plane.k, k_colour)] {
        area.draw(&PathElement::new(
            vec![style.point(centre), style.point(tip(cell, scale, v, 0.0))],
            c.mix(0.5).stroke_width(style.px(2.0)),
        ))?;
    }
    // The arc from k's direction to q's, at half the radius: nearer the centre, a small gap's
    // arc read as a right-angle mark.
    let start = plane.k.1.atan2(plane.k.0) + angle_k.rem_euclid(TAU);
    let gap = (plane.q.1.atan2(plane.q.0) + angle_q.rem_euclid(TAU) - start + TAU / 2.0)
        .rem_euclid(TAU)
        - TAU / 2.0;
    let arc_r = cell.radius_css_px * 0.5 / scale;
    let arc: Vec<(i32, i32)> = (0..=24)
        .map(|s| {
            let a = start + gap * s as f64 / 24.0;
            style.point(tip(cell, scale, (arc_r * a.cos(), arc_r * a.sin()), 0.0))
        })
        .collect();
    area.draw(&PathElement::new(
        arc,
        fg.mix(0.7).stroke_width(style.px(1.5)),
    ))?;
    let q_tip = tip(cell, scale, plane.q, angle_q);
    let k_tip = tip(cell, scale, plane.k, angle_k);
    arrow(
        area,
        style,
        centre,
        k_tip,
        k_colour.stroke_width(style.px(2.5)),
    )?;
    arrow(
        area,
        style,
        centre,
        q_tip,
        q_colour.stroke_width(style.px(2.5)),
    )?;
    // Each letter just outside the ring, along its arrow, so the stroke never runs through it.
    let label_font = style.font(13.0);
    let ring_css_px = cell.radius_css_px;
    let outside = |p: (f64, f64)| {
        let (dx, dy) = (p.0 - centre.0, p.1 - centre.1);
        let l = dx.hypot(dy).max(1.0);
        let at = (l + 10.0).max(ring_css_px + 9.0);
        (centre.0 + at * dx / l, centre.1 + at * dy / l)
    };
    for (text, tip_at, c) in [("q", q_tip, q_colour), ("k", k_tip, k_colour)] {
        area.draw(&Text::new(
            text,
            style.point(outside(tip_at)),
            label_font
                .clone()
                .color(&c)
                .pos(Pos::new(HPos::Center, VPos::Center)),
        ))?;
    }
    if selected {
        area.draw(&Circle::new(
            style.point(q_tip),
            style.px(6.0) as i32,
            q_colour.stroke_width(style.px(1.5)),
        ))?;
        area.draw(&Circle::new(
            style.point(k_tip),
            style.px(6.0) as i32,
            k_colour.stroke_width(style.px(1.5)),
        ))?;
    }
    draw_caption(area, style, cell, plane, pic, gap)
}

/// Draws every circle of `pic` that fits its box.
pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    pic: &PairsPicture,
    style: &PlotStyle,
) -> DrawResult {
    let (width_dev, height_dev) = area.dim_in_pixel();
    let pairs: Vec<usize> = pic.planes.iter().map(|p| p.pair).collect();
    let (w, h) = (style.css_px(width_dev), style.css_px(height_dev));
    for (cell, i) in shown_cells(w, h, style.boxed, &pairs, pic.selected) {
        draw_plane(area, style, &cell, &pic.planes[i], pic)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::backend::SVGBackend;

    #[test]
    fn draws_into_svg() {
        let pic = PairsPicture {
            planes: vec![
                PlaneData {
                    pair: 0,
                    q: (0.9, 0.4),
                    k: (0.9, 0.4),
                    theta: 0.1,
                },
                PlaneData {
                    pair: 1,
                    q: (2.0, 0.0),
                    k: (1.0, 1.0),
                    theta: 0.5,
                },
            ],
            num_pairs: 2,
            selected: 1,
            m_pos: 3.0,
            n_pos: 7.0,
        };
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (500, 300)).into_drawing_area();
            let style = PlotStyle {
                dark: false,
                device_from_css: 1.0,
                boxed: false,
            };
            draw(&area, &pic, &style).expect("draws");
        }
        assert!(svg.contains("pair 1"));
        assert!(svg.matches("<circle").count() >= 2);
        // A lone pair is not called pair 0.
        let lone = PairsPicture {
            planes: pic.planes[..1].to_vec(),
            num_pairs: 1,
            selected: 0,
            ..pic
        };
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (500, 300)).into_drawing_area();
            let style = PlotStyle {
                dark: false,
                device_from_css: 1.0,
                boxed: false,
            };
            draw(&area, &lone, &style).expect("draws");
        }
        assert!(svg.contains("θ = 0.100 rad") && !svg.contains("pair 0"));
    }
}
