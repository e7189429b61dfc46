//! Drawing of the pairs panel: one circle per shown pair with the unrotated q and k (faint),
//! q turned by m·θ and k by n·θ, and the arc of the angle between them.

use super::geometry::{layout, px_per_unit, tip, Cell};
use crate::format::sig;
use crate::plot::style::PlotStyle;
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

/// Converts CSS px to the backend's device px.
fn dev(style: &PlotStyle, (x, y): (f64, f64)) -> (i32, i32) {
    (
        (x * style.device_from_css).round() as i32,
        (y * style.device_from_css).round() as i32,
    )
}

/// An arrow from the centre to `to`, with a small head.
fn arrow<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    from: (f64, f64),
    to: (f64, f64),
    line: ShapeStyle,
) -> Result<(), String> {
    let err = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    area.draw(&PathElement::new(
        vec![dev(style, from), dev(style, to)],
        line,
    ))
    .map_err(err)?;
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
            vec![dev(style, to), dev(style, left), dev(style, right)],
            line.color.filled(),
        ))
        .map_err(err)?;
    }
    Ok(())
}

fn draw_plane<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    cell: &Cell,
    plane: &PlaneData,
    pic: &PairsPicture,
) -> Result<(), String> {
    let err = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    let colour = style.pair_colour(plane.pair, pic.num_pairs);
    let fg = style.foreground();
    let selected = plane.pair == pic.selected;
    let centre = (cell.cx_css_px, cell.cy_css_px);
    let ring = if selected {
        style.accent().stroke_width(style.stroke_px(2.5))
    } else {
        style.grid().stroke_width(style.stroke_px(1.0))
    };
    area.draw(&Circle::new(
        dev(style, centre),
        (cell.radius_css_px * style.device_from_css).round() as i32,
        ring,
    ))
    .map_err(err)?;
    let len = |v: (f64, f64)| v.0.hypot(v.1);
    let scale = px_per_unit(cell, &[len(plane.q), len(plane.k)]);
    let angle_q = pic.m_pos * plane.theta;
    let angle_k = pic.n_pos * plane.theta;
    // Unrotated vectors, faint.
    let faint = colour.mix(0.25).stroke_width(style.stroke_px(1.5));
    for v in [plane.q, plane.k] {
        area.draw(&PathElement::new(
            vec![dev(style, centre), dev(style, tip(cell, scale, v, 0.0))],
            faint,
        ))
        .map_err(err)?;
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
            dev(
                style,
                tip(cell, scale, (arc_r * a.cos(), arc_r * a.sin()), 0.0),
            )
        })
        .collect();
    area.draw(&PathElement::new(
        arc,
        fg.mix(0.7).stroke_width(style.stroke_px(1.5)),
    ))
    .map_err(err)?;
    let q_tip = tip(cell, scale, plane.q, angle_q);
    let k_tip = tip(cell, scale, plane.k, angle_k);
    arrow(
        area,
        style,
        centre,
        k_tip,
        colour.mix(0.65).stroke_width(style.stroke_px(2.0)),
    )?;
    arrow(
        area,
        style,
        centre,
        q_tip,
        colour.stroke_width(style.stroke_px(3.0)),
    )?;
    let label_font = ("sans-serif", style.font_px(13.0)).into_font().color(&fg);
    let nudge = |p: (f64, f64)| {
        let (dx, dy) = (p.0 - centre.0, p.1 - centre.1);
        let l = dx.hypot(dy).max(1.0);
        (p.0 + 10.0 * dx / l - 4.0, p.1 + 10.0 * dy / l - 7.0)
    };
    area.draw(&Text::new(
        "q",
        dev(style, nudge(q_tip)),
        label_font.clone(),
    ))
    .map_err(err)?;
    area.draw(&Text::new("k", dev(style, nudge(k_tip)), label_font))
        .map_err(err)?;
    if selected {
        area.draw(&Circle::new(
            dev(style, q_tip),
            style.stroke_px(6.0) as i32,
            colour.stroke_width(style.stroke_px(1.5)),
        ))
        .map_err(err)?;
        area.draw(&Circle::new(
            dev(style, k_tip),
            style.stroke_px(6.0) as i32,
            colour.mix(0.65).stroke_width(style.stroke_px(1.5)),
        ))
        .map_err(err)?;
    }
    let caption_font = ("sans-serif", style.font_px(12.0)).into_font().color(&fg);
    let y0 = cell.cy_css_px + cell.radius_css_px + 8.0;
    let x0 = cell.cx_css_px - cell.radius_css_px;
    area.draw(&Text::new(
        format!("pair {} · θ = {}", plane.pair, sig(plane.theta, 3)),
        dev(style, (x0, y0)),
        caption_font.clone(),
    ))
    .map_err(err)?;
    area.draw(&Text::new(
        format!("gap {:.1}°", gap.to_degrees()),
        dev(style, (x0, y0 + 15.0)),
        caption_font,
    ))
    .map_err(err)?;
    Ok(())
}

/// Draws every circle of `pic`.
pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    pic: &PairsPicture,
    style: &PlotStyle,
) -> Result<(), String> {
    let width_css_px = area.dim_in_pixel().0 as f64 / style.device_from_css;
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

    #[test]
    fn zz_snapshot() {
        let Ok(dir) = std::env::var("SNAP_DIR") else {
            return;
        };
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
                PlaneData {
                    pair: 5,
                    q: (0.0, 0.0),
                    k: (-1.0, 0.3),
                    theta: 0.01,
                },
            ],
            num_pairs: 8,
            selected: 1,
            m_pos: 3.5,
            n_pos: 7.0,
        };
        for (si, (dark, dpr, w, h)) in [
            (true, 1.0, 900, 300),
            (false, 2.0, 1400, 600),
            (false, 1.0, 360, 500),
        ]
        .iter()
        .enumerate()
        {
            let mut svg = String::new();
            {
                let area = SVGBackend::with_string(&mut svg, (*w, *h)).into_drawing_area();
                let style = PlotStyle {
                    dark: *dark,
                    device_from_css: *dpr,
                };
                draw(&area, &pic, &style).expect("draws");
            }
            std::fs::write(format!("{dir}/pairs-{si}.svg"), svg).unwrap();
        }
    }
}
