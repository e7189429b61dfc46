//! The interpolation figure's picture: the text's positions against the squeezed ones the
//! model sees, and the fastest pair's dials for neighbouring tokens before and after.

use crate::format::{plain, tokens};
use crate::plot::dial::{draw_dial, Dial, Hand};
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::scaling::interpolated_position;

/// Neighbouring tokens drawn on the dials: m, m + 1, …
const NEIGHBOURS: usize = 4;

/// What the figure shows.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Squeeze {
    pub(super) m: u64,
    pub(super) train_len_tokens: u64,
    pub(super) infer_len_tokens: u64,
    /// The fastest pair's θ (1 rad per token for any base).
    pub(super) theta0: f64,
    pub(super) num_pairs: usize,
}

impl Squeeze {
    pub(super) fn squeezed(&self, pos: f64) -> f64 {
        interpolated_position(
            pos,
            self.train_len_tokens as f64,
            self.infer_len_tokens as f64,
        )
    }
}

/// The positions as the text has them (top row) and as the squeezed model sees them (bottom),
/// the range training covered shaded.
fn number_line<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    s: &Squeeze,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let end = s.infer_len_tokens.max(s.train_len_tokens).max(s.m) as f64;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(10.0))
        .margin_right(style.px(18.0))
        .x_label_area_size(style.px(36.0))
        .build_cartesian_2d(0.0..end, 0.0..4.0)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .disable_y_mesh()
        .y_labels(0)
        .x_labels(5)
        .x_desc("position")
        .x_label_formatter(&|v| tokens(*v))
        .draw()?;
    // Two rows, each a label above a dot: the text (y 3) and the model's view (y 1), where the
    // trained range is shaded.
    let trained = s.train_len_tokens as f64;
    chart.draw_series([Rectangle::new(
        [(0.0, 0.55), (trained, 1.45)],
        style.trained_fill().mix(0.9).filled(),
    )])?;
    let (from, to) = (s.m as f64, s.squeezed(s.m as f64));
    let colour = style.pair_colour(0, s.num_pairs);
    chart.draw_series([PathElement::new(
        vec![(from, 2.9), (to, 1.0)],
        colour.stroke_width(style.px(2.0)),
    )])?;
    chart.draw_series([
        Circle::new((from, 2.9), style.px(6.0), colour.filled()),
        Circle::new((to, 1.0), style.px(6.0), colour.filled()),
    ])?;
    // The rows' labels last, each on a pale backing over the grid. The model's row is named
    // above its dots, on whichever side of the line from the text's dot has more room, in the
    // longest form that fits there, so the line never runs through it.
    let row_font = font.clone().pos(Pos::new(HPos::Left, VPos::Top));
    let plot = chart.plotting_area();
    let base = plot.get_base_pixel();
    let pixels = plot.strip_coord_spec();
    let pad = style.px(2.0) as i32;
    let gap = style.px(6.0) as i32;
    let model_y = 2.2;
    // Where the line crosses the label's rows (its top and bottom, device px from the plot).
    let (p1, p2) = (
        chart.backend_coord(&(from, 2.9)),
        chart.backend_coord(&(to, 1.0)),
    );
    let label_top = chart.backend_coord(&(0.0, model_y)).1;
    let label_bottom = label_top + style.px(14.0) as i32;
    let x_at_row = |yp: i32| {
        let t = f64::from(yp - p1.1) / f64::from((p2.1 - p1.1).max(1));
        (f64::from(p1.0) + f64::from(p2.0 - p1.0) * t.clamp(0.0, 1.0)) as i32 - base.0
    };
    let (cross_a, cross_b) = (x_at_row(label_top), x_at_row(label_bottom));
    let width_px = plot.dim_in_pixel().0 as i32;
    let (room_left, room_right) = (
        cross_a.min(cross_b) - gap,
        width_px - cross_a.max(cross_b) - gap,
    );
    let forms = [
        format!(
            "as the model sees it (shaded: trained, {} tokens)",
            tokens(trained)
        ),
        "as the model sees it (shaded: trained)".to_string(),
        "as the model sees it".to_string(),
        "model's view".to_string(),
    ];
    // Left of the line first: there the label sits over the shaded range and the model's own
    // dot; right of the line it would sit under the text's dot and read as its name. The
    // right side takes it only when not even the short name fits on the left.
    let fits = |label: &String, room: i32| {
        plot.estimate_text_size(label, &row_font)
            .is_ok_and(|(w, _)| w as i32 <= room)
    };
    let left_form = forms[..3].iter().find(|l| fits(l, room_left));
    let (model_label, on_left) = match left_form {
        Some(label) => (label.clone(), true),
        None => {
            let room = room_left.max(room_right).max(0);
            let label = forms
                .iter()
                .find(|l| fits(l, room))
                .unwrap_or(&forms[3])
                .clone();
            (label, room_left >= room_right)
        }
    };
    let (model_w, _) = plot.estimate_text_size(&model_label, &row_font)?;
    // Right of the line, it starts just past it, not at the far edge.
    let model_x = if on_left {
        0
    } else {
        (cross_a.max(cross_b) + gap).min(width_px - model_w as i32)
    };
    let text_y = |y: f64| chart.backend_coord(&(0.0, y)).1 - base.1;
    // Best of all, on the model's own row, right of its shading, its dot and the line: a
    // short chart (the story's) leaves the rows too close for the line to clear a label
    // between them.
    let (_, label_h) = plot.estimate_text_size(&forms[2], &row_font)?;
    let row_top = chart.backend_coord(&(0.0, 1.0)).1 - label_h as i32 / 2;
    let start = [
        chart.backend_coord(&(trained, 1.0)).0 - base.0,
        chart.backend_coord(&(to, 1.0)).0 - base.0 + style.px(6.0) as i32,
        x_at_row(row_top - pad),
    ]
    .into_iter()
    .max()
    .unwrap_or(0)
        + gap;
    let on_row = forms[..3]
        .iter()
        .find(|l| fits(l, width_px - start))
        .map(|l| (l.clone(), start, row_top - base.1));
    let (model_label, model_x, model_top) =
        on_row.unwrap_or((model_label, model_x, text_y(model_y)));
    for (label, x, y) in [
        (
            format!("the text: {} tokens", tokens(s.infer_len_tokens as f64)),
            0,
            text_y(4.0),
        ),
        (model_label, model_x, model_top),
    ] {
        let (w, h) = plot.estimate_text_size(&label, &row_font)?;
        pixels.draw(&Rectangle::new(
            [(x, y - pad), (x + w as i32 + pad, y + h as i32 + pad)],
            style.background().mix(0.85).filled(),
        ))?;
        pixels.draw(&Text::new(label, (x, y), row_font.clone()))?;
    }
    Ok(())
}

/// The fastest pair's dial at positions `pos(m)`, `pos(m + 1)`, …
fn neighbours(s: &Squeeze, style: &PlotStyle, title: String, pos: impl Fn(f64) -> f64) -> Dial {
    let colour = style.pair_colour(0, s.num_pairs);
    Dial {
        title,
        seen_rad: None,
        hands: (0..NEIGHBOURS)
            .map(|k| Hand {
                angle_rad: pos(s.m as f64 + k as f64) * s.theta0,
                colour: colour.mix(1.0 - 0.2 * k as f64),
                // The first and last names only: squeezed, the hands crowd together.
                label: match k {
                    0 => "m".into(),
                    k if k + 1 == NEIGHBOURS => format!("m+{k}"),
                    _ => String::new(),
                },
            })
            .collect(),
    }
}

pub(super) fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    s: &Squeeze,
    style: &PlotStyle,
) -> DrawResult {
    let (w, h) = area.dim_in_pixel();
    // A slide's wide, short box: the number line on the left, the two dials beside it;
    // stacked, the line would get too little height for its two rows of text.
    // (from 3:2 on: stacked in a 16:9 slide's box, the line would get a sliver).
    let (top, bottom) = if style.boxed && 2 * w >= 3 * h {
        area.split_horizontally(w * 46 / 100)
    } else {
        area.split_vertically(h * 44 / 100)
    };
    number_line(&top, s, style)?;
    let (before, after) = bottom.split_horizontally(bottom.dim_in_pixel().0 / 2);
    let step = |f: f64| plain((f * s.theta0).to_degrees(), 3);
    let before_title = format!("pair 0, as trained: {}° apart", step(1.0));
    let squeezed_step = s.squeezed(s.m as f64 + 1.0) - s.squeezed(s.m as f64);
    draw_dial(&before, &neighbours(s, style, before_title, |p| p), style)?;
    let after_title = format!("squeezed: {}° apart", step(squeezed_step));
    draw_dial(
        &after,
        &neighbours(s, style, after_title, |p| s.squeezed(p)),
        style,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::backend::SVGBackend;

    #[test]
    fn the_model_row_is_named_on_its_own_row_beside_its_dot() {
        let s = Squeeze {
            m: 16_384,
            train_len_tokens: 4096,
            infer_len_tokens: 32_768,
            theta0: 1.0,
            num_pairs: 64,
        };
        let style = PlotStyle {
            dark: false,
            device_from_css: 1.0,
            boxed: false,
        };
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (800, 130)).into_drawing_area();
            assert!(number_line(&area, &s, &style).is_ok());
        }
        let at = svg.find("as the model sees it").unwrap_or(0);
        let tag = &svg[svg[..at].rfind("<text").unwrap_or(0)..at];
        let x: f64 = tag
            .split(" x=\"")
            .nth(1)
            .and_then(|v| v.split('"').next())
            .and_then(|v| v.parse().ok())
            .unwrap_or(f64::NAN);
        // On the model's own row, just right of its shading (to 4,096) and its dot (2,048),
        // well left of the text's dot at 16,384 (about half way along).
        assert!((110.0..250.0).contains(&x), "label at x = {x}\n{svg}");
    }
}
