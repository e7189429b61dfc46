//! A dial: one pair's plane as a circle, with the sector of angles a model has seen shaded and
//! hands at chosen angles. Angles run anticlockwise from the right, as on the unit circle.

use super::dial_labels::{overlaps, place_label};
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::f64::consts::TAU;

/// One hand of a dial.
#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    pub angle_rad: f64,
    pub colour: RGBAColor,
    /// Written beyond the tip; empty for none.
    pub label: String,
}

/// What a dial shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Dial {
    /// Written under the circle.
    pub title: String,
    /// The sector from 0 to this angle is shaded (a whole turn or more shades the disc).
    pub seen_rad: Option<f64>,
    pub hands: Vec<Hand>,
}

/// Draws `dial` centred in `area`, as large as its labels allow.
pub fn draw_dial<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    dial: &Dial,
    style: &PlotStyle,
) -> DrawResult {
    let (w, h) = area.dim_in_pixel();
    // Room outside the ring for the hands' names: the longest name and a gap (a dial whose
    // hands have no names keeps only the gap), so a dial on a slide grows with its box.
    let name_font = style.font(11.0);
    let longest_name = dial
        .hands
        .iter()
        .filter(|h| !h.label.is_empty())
        .filter_map(|h| area.estimate_text_size(&h.label, &name_font).ok())
        .map(|(tw, _)| f64::from(tw))
        .fold(0.0, f64::max);
    let label_room = (longest_name + f64::from(style.px(10.0))).max(f64::from(style.px(12.0)));
    // Above and below the ring a name needs only its height.
    let label_room_v = if longest_name > 0.0 {
        f64::from(style.px(11.0)) * 1.3 + f64::from(style.px(8.0))
    } else {
        f64::from(style.px(12.0))
    };
    // A title wider than the dial's area takes two lines, split at the comma (or space)
    // nearest its middle.
    let font = style.label_font();
    let too_wide = area
        .estimate_text_size(&dial.title, &font)
        .is_ok_and(|(tw, _)| tw + style.px(8.0) > w);
    let title_lines: Vec<String> = if too_wide {
        split_near_middle(&dial.title)
    } else {
        vec![dial.title.clone()]
    };
    let title_room = f64::from(style.px(22.0)) * title_lines.len() as f64;
    let radius = ((f64::from(w) / 2.0 - label_room)
        .min((f64::from(h) - title_room) / 2.0 - label_room_v))
    .max(8.0);
    let centre = (f64::from(w) / 2.0, (f64::from(h) - title_room) / 2.0);
    let at = |angle: f64, r: f64| {
        (
            (centre.0 + r * angle.cos()) as i32,
            (centre.1 - r * angle.sin()) as i32,
        )
    };
    if let Some(seen) = dial.seen_rad {
        let sweep = seen.clamp(0.0, TAU);
        let steps = 96;
        let mut sector = vec![at(0.0, 0.0)];
        sector.extend((0..=steps).map(|k| at(sweep * k as f64 / steps as f64, radius)));
        area.draw(&Polygon::new(sector, style.grid().mix(0.9).filled()))?;
    }
    area.draw(&Circle::new(
        at(0.0, 0.0),
        radius as i32,
        style.foreground().mix(0.5).stroke_width(style.px(1.5)),
    ))?;
    let font = style.font(11.0);
    let mut written: Vec<[i32; 4]> = Vec::new();
    for hand in &dial.hands {
        area.draw(&PathElement::new(
            vec![at(0.0, 0.0), at(hand.angle_rad, radius)],
            hand.colour.stroke_width(style.px(2.5)),
        ))?;
        area.draw(&Circle::new(
            at(hand.angle_rad, radius),
            style.px(3.5),
            hand.colour.filled(),
        ))?;
        if hand.label.is_empty() {
            continue;
        }
        let (c, s) = (hand.angle_rad.cos(), hand.angle_rad.sin());
        let h_pos = if c > 0.3 {
            HPos::Left
        } else if c < -0.3 {
            HPos::Right
        } else {
            HPos::Center
        };
        let v_pos = if s > 0.3 {
            VPos::Bottom
        } else if s < -0.3 {
            VPos::Top
        } else {
            VPos::Center
        };
        let (label_w, label_h) = area.estimate_text_size(&hand.label, &font)?;
        let (label_w, label_h) = (label_w as i32, label_h as i32);
        // Beyond the tip; where hands crowd (a squeezed dial's neighbours), a name that would
        // touch one already written moves further out, and is left off if it still would:
        // its hand's shade tells it apart.
        let spot = (0..4).find_map(|step| {
            let out = f64::from(style.px(6.0)) + f64::from(step * label_h);
            let placed = place_label(
                at(hand.angle_rad, radius + out),
                (label_w, label_h),
                (h_pos, v_pos),
                w as i32,
                style,
            );
            (!written.iter().any(|b| overlaps(b, &placed.2))).then_some(placed)
        });
        let Some((x_y, pos, bounds)) = spot else {
            continue;
        };
        written.push(bounds);
        area.draw(&Text::new(
            hand.label.clone(),
            x_y,
            // The name at full strength: a faded hand's name must still read (dark theme).
            font.clone()
                .color(&RGBAColor(hand.colour.0, hand.colour.1, hand.colour.2, 1.0))
                .pos(pos),
        ))?;
    }
    let line_px = f64::from(style.px(17.0));
    let first_y = f64::from(h) - title_room + f64::from(style.px(4.0));
    for (k, line) in title_lines.into_iter().enumerate() {
        area.draw(&Text::new(
            line,
            (
                (f64::from(w) / 2.0) as i32,
                (first_y + line_px * k as f64) as i32,
            ),
            style.label_font().pos(Pos::new(HPos::Center, VPos::Top)),
        ))?;
    }
    Ok(())
}

/// `title` in two lines, split at the comma, else the space, nearest its middle.
fn split_near_middle(title: &str) -> Vec<String> {
    let middle = title.chars().count() / 2;
    let nearest = |pattern: &str| {
        title
            .match_indices(pattern)
            .map(|(i, _)| i)
            .min_by_key(|i| title[..*i].chars().count().abs_diff(middle))
    };
    match nearest(", ")
        .map(|i| (i, 2))
        .or_else(|| nearest(" ").map(|i| (i, 1)))
    {
        Some((i, skip)) => vec![
            title[..i + usize::from(skip == 2)].to_string(),
            title[i + skip..].to_string(),
        ],
        None => vec![title.to_string()],
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_long_title_splits_at_the_comma_nearest_its_middle() {
        assert_eq!(
            super::split_near_middle("cached keys at n·θ, the new query at 5"),
            ["cached keys at n·θ,", "the new query at 5"]
        );
        assert_eq!(
            super::split_near_middle("one two three"),
            ["one two", "three"]
        );
        assert_eq!(super::split_near_middle("single"), ["single"]);
    }

    use super::*;
    use plotters::backend::SVGBackend;

    #[test]
    fn draws_the_sector_the_hands_and_their_labels() {
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (300, 260)).into_drawing_area();
            let style = PlotStyle {
                dark: true,
                device_from_css: 1.0,
                boxed: false,
            };
            let dial = Dial {
                title: "pair 255".into(),
                seen_rad: Some(0.85),
                hands: vec![
                    Hand {
                        angle_rad: 5.18,
                        colour: style.highlight().to_rgba(),
                        label: "297°".into(),
                    },
                    Hand {
                        angle_rad: 0.105,
                        colour: style.pair_colour(3, 4).to_rgba(),
                        label: "6°".into(),
                    },
                ],
            };
            assert!(draw_dial(&area, &dial, &style).is_ok());
        }
        assert!(svg.contains("297°") && svg.contains("6°") && svg.contains("pair 255"));
        assert!(svg.contains("<polygon"));
    }

    #[test]
    fn crowded_hands_write_their_names_apart() {
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (200, 180)).into_drawing_area();
            let style = PlotStyle {
                dark: false,
                device_from_css: 1.0,
                boxed: false,
            };
            let hand = |angle_rad: f64, label: &str| Hand {
                angle_rad,
                colour: style.highlight().to_rgba(),
                label: label.into(),
            };
            // Two hands 3° apart, pointing up: their names would sit on one spot.
            let dial = Dial {
                title: "squeezed".into(),
                seen_rad: None,
                hands: vec![hand(1.55, "m"), hand(1.60, "m+3")],
            };
            assert!(draw_dial(&area, &dial, &style).is_ok());
        }
        let y_of = |name: &str| {
            let at = svg.find(&format!(">\n{name}\n</text>")).unwrap_or(0);
            let tag = &svg[svg[..at].rfind("<text").unwrap_or(0)..at];
            tag.split(" y=\"")
                .nth(1)
                .and_then(|v| v.split('"').next())
                .and_then(|v| v.parse::<f64>().ok())
                .unwrap_or(f64::NAN)
        };
        let (m, m3) = (y_of("m"), y_of("m+3"));
        // A line of this 8.9 px font apart, at least.
        assert!((m - m3).abs() >= 8.0, "m at y {m}, m+3 at y {m3}\n{svg}");
        assert!(overlaps(&[0, 0, 10, 10], &[5, 5, 15, 15]));
        assert!(!overlaps(&[0, 0, 10, 10], &[10, 0, 20, 10]));
    }
}
