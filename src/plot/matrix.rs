//! A labelled grid of cells coloured by value (diverging: one hue below zero, another above,
//! the background at zero), optionally with each value written in its cell. The order-blind
//! scores, the sinusoid strip and the rotation matrix are all this picture.

use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// What the grid shows.
#[derive(Clone, Debug, PartialEq)]
pub struct MatrixPicture {
    /// One label per row (left) and per column (top); empty labels are skipped.
    pub rows: Vec<String>,
    pub cols: Vec<String>,
    /// `values[r][c]`.
    pub values: Vec<Vec<f64>>,
    /// The value drawn in full colour (both signs); larger ones are clipped to it.
    pub range: f64,
    /// Decimals written in each cell, or `None` for colour alone.
    pub digits: Option<usize>,
    /// A row and a column to outline (the followed word, the chosen position).
    pub mark_row: Option<usize>,
    pub mark_col: Option<usize>,
    /// Words under the grid (what the colours mean).
    pub note: String,
}

/// `value` with `digits` decimals and a true minus sign, never "−0.00".
pub fn fixed(value: f64, digits: usize) -> String {
    let text = format!("{value:.digits$}");
    if text
        .trim_start_matches('-')
        .chars()
        .all(|c| c == '0' || c == '.')
    {
        text.trim_start_matches('-').to_string()
    } else {
        text.replace('-', "−")
    }
}

/// The two hues: the palette's positive (green) and negative (purple), never the query's
/// orange or the key's blue.
fn hue(style: &PlotStyle, positive: bool) -> RGBColor {
    if positive {
        style.positive()
    } else {
        style.negative()
    }
}

/// The colour of `value` on a scale of ±`range`: mixed from the background towards its hue.
pub fn cell_colour(style: &PlotStyle, value: f64, range: f64) -> RGBColor {
    let t = if range > 0.0 && value.is_finite() {
        (value.abs() / range).min(1.0)
    } else {
        0.0
    };
    let (RGBColor(br, bg, bb), RGBColor(hr, hg, hb)) =
        (style.background(), hue(style, value >= 0.0));
    let mix = |b: u8, h: u8| (f64::from(b) + (f64::from(h) - f64::from(b)) * t).round() as u8;
    RGBColor(mix(br, hr), mix(bg, hg), mix(bb, hb))
}

/// Draws the grid: row labels left, column labels on top, a note below.
pub fn draw_matrix<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    pic: &MatrixPicture,
    style: &PlotStyle,
) -> DrawResult {
    let (width, height) = area.dim_in_pixel();
    let n_rows = pic.values.len().max(1);
    let n_cols = pic.values.iter().map(Vec::len).max().unwrap_or(0).max(1);
    let font = style.label_font();
    let longest = |labels: &[String]| labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let left = if pic.rows.iter().all(String::is_empty) {
        style.px(4.0)
    } else {
        style.px(10.0 + 7.0 * longest(&pic.rows) as f64)
    };
    let top = if pic.cols.iter().all(String::is_empty) {
        style.px(4.0)
    } else {
        style.px(20.0)
    };
    // The note under the grid: from the grid's left edge where it fits, else from the
    // picture's, else one line per " · " part (a phone).
    let fits = |text: &str, room: u32| {
        area.estimate_text_size(text, &font)
            .is_ok_and(|(w, _)| w + style.px(4.0) <= room)
    };
    let (note_x, note_lines): (u32, Vec<String>) = if pic.note.is_empty() {
        (left, Vec::new())
    } else if fits(&pic.note, width.saturating_sub(left)) {
        (left, vec![pic.note.clone()])
    } else if fits(&pic.note, width) {
        (style.px(4.0), vec![pic.note.clone()])
    } else {
        // Its parts a line each, and a part still too wide wrapped at spaces.
        let room = width.saturating_sub(style.px(4.0));
        let mut lines = Vec::new();
        for part in pic.note.split(" · ") {
            let mut line = String::new();
            for word in part.split(' ') {
                let tried = if line.is_empty() {
                    word.to_string()
                } else {
                    format!("{line} {word}")
                };
                if line.is_empty() || fits(&tried, room) {
                    line = tried;
                } else {
                    lines.push(std::mem::replace(&mut line, word.to_string()));
                }
            }
            lines.push(line);
        }
        (style.px(4.0), lines)
    };
    let line_px = style.px(17.0);
    let bottom = if note_lines.is_empty() {
        style.px(4.0)
    } else {
        style.px(5.0) + line_px * note_lines.len() as u32
    };
    let right = style.px(4.0);
    let cell_w = (width.saturating_sub(left + right)) as f64 / n_cols as f64;
    let cell_h = (height.saturating_sub(top + bottom)) as f64 / n_rows as f64;
    let x_at = |c: usize| left as i32 + (c as f64 * cell_w).round() as i32;
    let y_at = |r: usize| top as i32 + (r as f64 * cell_h).round() as i32;
    // Write numbers only where they fit.
    let digits = pic.digits.filter(|d| {
        cell_w >= f64::from(style.px(8.0 + 7.0 * (*d as f64 + 2.0)))
            && cell_h >= f64::from(style.px(16.0))
    });
    for (r, row) in pic.values.iter().enumerate() {
        for (c, &v) in row.iter().enumerate() {
            let (x0, y0, x1, y1) = (x_at(c), y_at(r), x_at(c + 1), y_at(r + 1));
            let fill = cell_colour(style, v, pic.range);
            area.draw(&Rectangle::new([(x0, y0), (x1, y1)], fill.filled()))?;
            if let Some(d) = digits {
                let ink = style.ink_on(fill);
                let text = font.color(&ink).pos(Pos::new(HPos::Center, VPos::Center));
                area.draw(&Text::new(
                    fixed(v, d),
                    ((x0 + x1) / 2, (y0 + y1) / 2),
                    text,
                ))?;
            }
        }
    }
    let rule = style.grid().stroke_width(style.px(1.0));
    for r in 0..=n_rows {
        area.draw(&PathElement::new(
            vec![(x_at(0), y_at(r)), (x_at(n_cols), y_at(r))],
            rule,
        ))?;
    }
    for c in 0..=n_cols {
        area.draw(&PathElement::new(
            vec![(x_at(c), y_at(0)), (x_at(c), y_at(n_rows))],
            rule,
        ))?;
    }
    let strong = style.foreground().stroke_width(style.px(2.0));
    if let Some(r) = pic.mark_row.filter(|r| *r < n_rows) {
        area.draw(&Rectangle::new(
            [(x_at(0), y_at(r)), (x_at(n_cols), y_at(r + 1))],
            strong,
        ))?;
    }
    if let Some(c) = pic.mark_col.filter(|c| *c < n_cols) {
        area.draw(&Rectangle::new(
            [(x_at(c), y_at(0)), (x_at(c + 1), y_at(n_rows))],
            strong,
        ))?;
    }
    let row_font = font.pos(Pos::new(HPos::Right, VPos::Center));
    // Thin rows: name every k-th, as the columns do, so the names do not overlap.
    let every_row = ((f64::from(style.px(14.0)) / cell_h.max(1.0)).ceil() as usize).max(1);
    for (r, label) in pic.rows.iter().enumerate().take(n_rows) {
        if r % every_row != 0 {
            continue;
        }
        let y = (y_at(r) + y_at(r + 1)) / 2;
        area.draw(&Text::new(
            label.clone(),
            (left as i32 - style.px(6.0) as i32, y),
            row_font.clone(),
        ))?;
    }
    let col_font = font.pos(Pos::new(HPos::Center, VPos::Bottom));
    // Thin columns: label every k-th so the labels do not overlap.
    let widest = longest(&pic.cols).max(1) as f64;
    let every =
        ((f64::from(style.px(7.0 * widest + 6.0)) / cell_w.max(1.0)).ceil() as usize).max(1);
    for (c, label) in pic.cols.iter().enumerate().take(n_cols) {
        // The outlined column always keeps its label; a k-th label too close to it gives way.
        let near_mark = pic
            .mark_col
            .is_some_and(|m| m != c && m.abs_diff(c) < every);
        if (c % every == 0 && !near_mark) || Some(c) == pic.mark_col {
            let x = (x_at(c) + x_at(c + 1)) / 2;
            area.draw(&Text::new(
                label.clone(),
                (x, top as i32 - style.px(4.0) as i32),
                col_font.clone(),
            ))?;
        }
    }
    let note_font = font.pos(Pos::new(HPos::Left, VPos::Top));
    for (k, line) in note_lines.into_iter().enumerate() {
        area.draw(&Text::new(
            line,
            (
                note_x as i32,
                y_at(n_rows) + (style.px(5.0) + line_px * k as u32) as i32,
            ),
            note_font.clone(),
        ))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_is_the_background_and_the_range_is_full_colour() {
        let style = PlotStyle {
            dark: false,
            device_from_css: 1.0,
            boxed: false,
        };
        assert_eq!(cell_colour(&style, 0.0, 2.0), style.background());
        assert_eq!(cell_colour(&style, 5.0, 2.0), hue(&style, true));
        assert_eq!(cell_colour(&style, -2.0, 2.0), hue(&style, false));
        assert_eq!(cell_colour(&style, f64::NAN, 2.0), style.background());
    }

    #[test]
    fn a_grid_draws_into_svg() {
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (300, 200)).into_drawing_area();
            let pic = MatrixPicture {
                rows: vec!["a".into(), "b".into()],
                cols: vec!["x".into(), "y".into()],
                values: vec![vec![1.0, -0.5], vec![0.0, 2.0]],
                range: 2.0,
                digits: Some(2),
                mark_row: Some(1),
                mark_col: None,
                note: "scores".into(),
            };
            let style = PlotStyle {
                dark: true,
                device_from_css: 1.0,
                boxed: false,
            };
            assert!(draw_matrix(&area, &pic, &style).is_ok());
        }
        assert!(svg.contains("−0.50") && svg.contains("scores"));
    }
}
