//! A pair's polar fan: the angles it swept in training (grey) and those asked of it at the new
//! length (its colour, crimson when outside what training showed).

use crate::format::plain;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::f64::consts::TAU;

/// A polar fan: the sector swept in training (grey) and at inference (pair colour, or red when
/// outside), for one pair.
pub fn fan<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    p: &rope_math::analysis::PairCoverage,
    num_pairs: usize,
) -> DrawResult {
    let (w, h) = area.dim_in_pixel();
    let r = (w.min(h) as f64 / 2.0 - style.px(22.0) as f64).max(8.0);
    let c = (w as f64 / 2.0, r + style.px(6.0) as f64);
    let sector = |angle: f64, radius: f64| -> Vec<(i32, i32)> {
        let sweep = angle.min(TAU);
        let steps = 64;
        std::iter::once((c.0 as i32, c.1 as i32))
            .chain((0..=steps).map(|s| {
                let a = sweep * s as f64 / steps as f64;
                (
                    (c.0 + radius * a.cos()) as i32,
                    (c.1 - radius * a.sin()) as i32,
                )
            }))
            .collect()
    };
    area.draw(&Circle::new(
        (c.0 as i32, c.1 as i32),
        r as i32,
        style.grid().stroke_width(style.px(1.0)),
    ))?;
    area.draw(&Polygon::new(
        sector(p.angle_train_rad, r),
        style.grid().filled(),
    ))?;
    let colour = if p.out_of_distribution {
        style.outside()
    } else {
        style.pair_colour(p.pair, num_pairs)
    };
    area.draw(&Polygon::new(
        sector(p.angle_infer_rad, r * 0.7),
        colour.mix(0.8).filled(),
    ))?;
    let font = style.label_font();
    let angles = format!(
        "{}° → {}°",
        plain(p.angle_train_rad.to_degrees().min(360.0), 3),
        plain(p.angle_infer_rad.to_degrees().min(360.0), 3)
    );
    // Centred under the fan; on two lines where one would not fit its width (a phone).
    let one_line = format!("pair {}: {angles}", p.pair);
    let fits = area
        .estimate_text_size(&one_line, &font)
        .is_ok_and(|(tw, _)| tw + style.px(4.0) <= w);
    let lines = if fits {
        vec![one_line]
    } else {
        vec![format!("pair {}", p.pair), angles]
    };
    let centred = font.pos(Pos::new(HPos::Center, VPos::Top));
    for (k, line) in lines.into_iter().enumerate() {
        let y = (c.1 + r) as i32 + style.px(4.0 + 14.0 * k as f64) as i32;
        area.draw(&Text::new(line, (c.0 as i32, y), centred.clone()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rope_math::analysis::coverage;
    use rope_math::frequencies;
    use rope_params::Params;

    #[test]
    fn a_fan_names_its_pair_and_angles() {
        let (p, _) = Params::from_query("infer=100000");
        let f = frequencies(&p.rope);
        let c = coverage(
            &f,
            p.rope.train_len_tokens as f64,
            p.rope.infer_len_tokens as f64,
        );
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (200, 200)).into_drawing_area();
            let style = PlotStyle {
                dark: true,
                device_from_css: 1.0,
                boxed: false,
            };
            fan(&area, &style, &c.pairs[0], c.pairs.len()).expect("draws");
        }
        assert!(svg.contains("pair 0"), "{svg}");
        assert!(svg.contains("°"), "{svg}");
    }
}
