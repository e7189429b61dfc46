//! The argument figure's cards: one a step, numbered, in the grid that suits the box, each
//! with its title and either its question (before the talk) or its number (after it).

use crate::plot::card::wrap;
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// A card's size in the figure's own units (CSS px at blog size): room for a title of two
/// lines and three lines of text (at 84 px, a two-line title pushed the third line of the
/// first card across its border).
pub(super) const CARD_W: f64 = 200.0;
pub(super) const CARD_H: f64 = 100.0;
/// A slide's card, holding the short forms: a title and two or three short lines.
const BOX_CARD_W: f64 = 120.0;
const BOX_CARD_H: f64 = 92.0;

/// Columns for `count` slide cards in a box of `width` × `height` units: the grid whose
/// cards come closest to their size both ways.
pub(super) fn columns_for(width: f64, height: f64, count: usize) -> usize {
    let fit = |cols: usize| {
        let rows = count.div_ceil(cols) as f64;
        (width / cols as f64 / BOX_CARD_W).min(height / rows / BOX_CARD_H)
    };
    (1..=count.max(1))
        .max_by(|a, b| fit(*a).total_cmp(&fit(*b)))
        .unwrap_or(1)
}

/// One step: its title and the line under it.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Card {
    pub title: &'static str,
    pub text: String,
}

/// Columns at a blog's width (CSS px), where the figure's height follows from them: narrow
/// cards (two across a phone) hold the short forms.
pub(super) fn columns_for_width(width_css_px: f64, count: usize) -> usize {
    let cols = if width_css_px >= 4.0 * CARD_W {
        4
    } else if width_css_px >= 3.0 * CARD_W {
        3
    } else if width_css_px >= 2.0 * BOX_CARD_W {
        2
    } else {
        1
    };
    cols.min(count.max(1))
}

/// Whether cards this wide (CSS px) take the short forms: a slide's, or a phone's two across.
pub(super) fn short_at(width_css_px: f64, boxed: bool) -> bool {
    boxed || width_css_px < 3.0 * CARD_W
}

/// The figure's height for a width at blog size, CSS px.
pub(super) fn height_for(width_css_px: f64, count: usize) -> f64 {
    count.div_ceil(columns_for_width(width_css_px, count)) as f64 * CARD_H
}

pub(super) fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    cards: &[Card],
    style: &PlotStyle,
) -> DrawResult {
    let (w, h) = area.dim_in_pixel();
    let (width, height) = (style.css_px(w), style.css_px(h));
    // At its own height for its width (a blog column) the grid follows the width; a box of
    // another shape (a slide) gets the grid that suits it, in the figure's text units.
    let cols = if (height - height_for(width, cards.len())).abs() < 2.0 {
        columns_for_width(width, cards.len())
    } else {
        let unit = f64::from(style.px(100.0)) / 100.0;
        columns_for(f64::from(w) / unit, f64::from(h) / unit, cards.len())
    };
    let rows = cards.len().div_ceil(cols);
    let cell_w = f64::from(w) / cols as f64;
    let cell_h = f64::from(h) / rows as f64;
    let gap = f64::from(style.px(6.0));
    let pad = f64::from(style.px(8.0));
    let title_font = style.font(14.0);
    let body_font = style.font(12.0);
    let line = f64::from(style.px(15.0));
    for (k, card) in cards.iter().enumerate() {
        let (x0, y0) = (
            (k % cols) as f64 * cell_w + gap / 2.0,
            (k / cols) as f64 * cell_h + gap / 2.0,
        );
        let (x1, y1) = (x0 + cell_w - gap, y0 + cell_h - gap);
        area.draw(&Rectangle::new(
            [(x0 as i32, y0 as i32), (x1 as i32, y1 as i32)],
            style.grid().mix(0.35).filled(),
        ))?;
        area.draw(&Rectangle::new(
            [(x0 as i32, y0 as i32), (x1 as i32, y1 as i32)],
            style.foreground().mix(0.5).stroke_width(style.px(1.0)),
        ))?;
        // The step's number in a disc, then its title beside it.
        let r = f64::from(style.px(10.0));
        let (cx, cy) = (x0 + pad + r, y0 + pad + r);
        area.draw(&Circle::new(
            (cx as i32, cy as i32),
            r as i32,
            style.highlight().filled(),
        ))?;
        area.draw(&Text::new(
            step_letter(k).to_string(),
            (cx as i32, cy as i32),
            body_font
                .clone()
                .color(&style.ink_on(style.highlight()))
                .pos(Pos::new(HPos::Center, VPos::Center)),
        ))?;
        let text_x = cx + r + pad / 2.0;
        let text_w = (x1 - pad - text_x).max(1.0);
        let measure = |font: &TextStyle, s: &str| {
            area.estimate_text_size(s, font)
                .map_or(f64::INFINITY, |(tw, _)| f64::from(tw))
        };
        let mut y = cy;
        for title_line in wrap(card.title, text_w, &|s| measure(&title_font, s)) {
            area.draw(&Text::new(
                title_line,
                (text_x as i32, y as i32),
                title_font
                    .clone()
                    .color(&style.foreground())
                    .pos(Pos::new(HPos::Left, VPos::Center)),
            ))?;
            y += line * 1.1;
        }
        y += line * 0.2;
        // The text spans the card's width under the number.
        let body_x = x0 + pad;
        let body_w = (x1 - pad - body_x).max(1.0);
        for body_line in wrap(&card.text, body_w, &|s| measure(&body_font, s)) {
            area.draw(&Text::new(
                body_line,
                (body_x as i32, y as i32),
                body_font
                    .clone()
                    .color(&style.foreground())
                    .pos(Pos::new(HPos::Left, VPos::Center)),
            ))?;
            y += line;
        }
    }
    Ok(())
}

/// A step's mark: a letter, A to G, so that a step is never read as the chapter of that number
/// when the figure sits in a numbered story.
pub fn step_letter(k: usize) -> char {
    char::from(b'A' + (k % 26) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_follows_the_box() {
        // A wide slide: four across; a 16:9 slide's figure: three; a tall narrow box: one.
        assert_eq!(columns_for(600.0, 200.0, 7), 4);
        assert_eq!(columns_for(428.0, 273.0, 7), 3);
        assert_eq!(columns_for(360.0, 700.0, 7), 2);
        assert_eq!(columns_for(200.0, 700.0, 7), 1);
    }

    #[test]
    fn steps_are_lettered_not_numbered() {
        // In the story the recap sits among numbered chapters: "5" there would read as ch 5.
        let marks: String = (0..7).map(step_letter).collect();
        assert_eq!(marks, "ABCDEFG");
    }
}
