//! Drawing of the pairs panel: one circle per shown pair with the unrotated q and k (faint),
//! q turned by m·θ and k by n·θ, and the arc of the angle between them.

use super::geometry::{layout, px_per_unit, tip, Cell};
use crate::format::sig;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::f64::consts::TAU;

/// What one circle shows.
#[derive(Clone, Debug, PartialEq)]
pub struct PlaneData {
    pub pair: usize,
    pub q: (f64, f64),
    pub k: (f64, f64),
    /// θ of the pair, radians per token.
    pub theta: f64,
}

/// Everything the picture needs.
#[derive(Clone, Debug, PartialEq)]
pub struct PairsPicture {
    pub planes: Vec<PlaneData>,
    pub num_pairs: usize,
    pub selected: usize,
    /// Query and key positions; fractional while animating between tokens.
    pub m_pos: f64,
    pub n_pos: f64,
}

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
    let colour = style.pair_colour(plane.pair, pic.num_pairs);
    let fg = style.foreground();
    let selected = plane.pair == pic.selected;
    let centre = (cell.cx_css_px, cell.cy_css_px);
    let ring = if selected {
        style.accent().stroke_width(style.px(2.5))
    } else {
        style.grid().stroke_width(style.px(1.0))
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
    // Unrotated vectors, faint.
    let faint = colour.mix(0.25).stroke_width(style.px(1.5));
    for v in [plane.q, plane.k] {
        area.draw(&PathElement::new(
            vec![style.point(centre), style.point(tip(cell, scale, v, 0.0))],
            faint,
        ))?;
    }
    // The arc from k's direction to q's, at a third of the radius.
    let start = plane.k.1.atan2(plane.k.0) + angle_k.rem_euclid(TAU);
    let gap = (plane.q.1.atan2(plane.q.0) + angle_q.rem_euclid(TAU) - start + TAU / 2.0)
        .rem_euclid(TAU)
        - TAU / 2.0;
    let arc_r = cell.radius_css_px * 0.3 / scale;
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
        colour.mix(0.65).stroke_width(style.px(2.0)),
    )?;
    arrow(
        area,
        style,
        centre,
        q_tip,
        colour.stroke_width(style.px(3.0)),
    )?;
    let label_font = style.font(13.0);
    let nudge = |p: (f64, f64)| {
        let (dx, dy) = (p.0 - centre.0, p.1 - centre.1);
        let l = dx.hypot(dy).max(1.0);
        (p.0 + 10.0 * dx / l - 4.0, p.1 + 10.0 * dy / l - 7.0)
    };
    area.draw(&Text::new(
        "q",
        style.point(nudge(q_tip)),
        label_font.clone(),
    ))?;
    area.draw(&Text::new("k", style.point(nudge(k_tip)), label_font))?;
    if selected {
        area.draw(&Circle::new(
            style.point(q_tip),
            style.px(6.0) as i32,
            colour.stroke_width(style.px(1.5)),
        ))?;
        area.draw(&Circle::new(
            style.point(k_tip),
            style.px(6.0) as i32,
            colour.mix(0.65).stroke_width(style.px(1.5)),
        ))?;
    }
    let caption_font = style.label_font();
    let y0 = cell.cy_css_px + cell.radius_css_px + 8.0;
    let x0 = cell.cx_css_px - cell.radius_css_px;
    area.draw(&Text::new(
        format!("pair {} · θ = {}", plane.pair, sig(plane.theta, 3)),
        style.point((x0, y0)),
        caption_font.clone(),
    ))?;
    area.draw(&Text::new(
        format!("gap {:.1}°", gap.to_degrees()),
        style.point((x0, y0 + 15.0)),
        caption_font,
    ))?;
    Ok(())
}

/// Draws every circle of `pic`.
pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    pic: &PairsPicture,
    style: &PlotStyle,
) -> DrawResult {
    let width_css_px = style.css_px(area.dim_in_pixel().0);
    let pairs: Vec<usize> = pic.planes.iter().map(|p| p.pair).collect();
    let (cells, _) = layout(width_css_px, &pairs);
    for (cell, plane) in cells.iter().zip(&pic.planes) {
        draw_plane(area, style, cell, plane, pic)?;
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
            };
            draw(&area, &pic, &style).expect("draws");
        }
        assert!(svg.contains("pair 1"));
        assert!(svg.matches("<circle").count() >= 2);
    }
}
