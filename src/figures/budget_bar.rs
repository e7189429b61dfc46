//! The context-budget figure's bar: the chat so far, this prompt, what is left for the answer
//! and what is cut past the window's edge, with an answer asked for and a placed fact when
//! the figure shows them.

use super::budget_marks::{draw_effective, draw_fact};
use crate::format::{plain, tokens};
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::budget::Budget;

/// One bar: history, prompt, what is left for the answer; the overflow past the window's edge;
/// and, with `needle_pct`, a fact placed that far into the prompt.
pub(super) fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    b: &Budget,
    needle_pct: Option<f64>,
    style: &PlotStyle,
) -> DrawResult {
    let (w, h) = area.dim_in_pixel();
    let pad = f64::from(style.px(10.0));
    let used = (b.prompt_tokens + b.history_tokens) as f64;
    // The bar is the window; an overflow is drawn beyond it, so the whole bar spans both.
    // An answer asked for is drawn after what is sent, past the edge if it does not fit.
    let reply_end = used.max(0.0) + b.reply_tokens as f64;
    let total = (b.window_tokens as f64).max(used).max(reply_end).max(1.0);
    let width = f64::from(w) - 2.0 * pad;
    let x = |tokens: f64| (pad + width * tokens / total) as i32;
    let (top, bottom) = ((f64::from(h) * 0.28) as i32, (f64::from(h) * 0.62) as i32);
    let segments = [
        (
            0.0,
            b.history_tokens as f64,
            style.foreground().mix(0.45),
            "chat so far",
            "chat",
        ),
        (
            b.history_tokens as f64,
            used,
            // Solid: at 0.85 neither dark nor white text reached 4.5:1 on it.
            style.highlight().mix(1.0),
            "this prompt",
            "prompt",
        ),
        (
            used.min(b.window_tokens as f64),
            b.window_tokens as f64,
            // The prompt's hue, faint: room of the same window, told apart from the prompt in
            // both themes (a pair colour sat within 1.2:1 of the dark theme's teal).
            style.highlight().mix(0.35),
            "left for the answer",
            "answer",
        ),
    ];
    let font = style.font(12.0);
    // The fact's place, if one is set and lies inside the window (a cut fact is not drawn).
    let fact_x = needle_pct
        .map(|d| b.fact_token(d) as f64 + 0.5)
        .filter(|t| *t <= b.window_tokens as f64)
        .map(x);
    let effective_x = (b.effective_tokens > 0 && (b.effective_tokens as f64) < total)
        .then(|| x(b.effective_tokens as f64));
    let marks: Vec<i32> = fact_x.into_iter().chain(effective_x).collect();
    for (from, to, colour, name, short) in segments {
        let full = to - from;
        let (from, to) = (
            from.min(b.window_tokens as f64),
            to.min(b.window_tokens as f64),
        );
        if to <= from {
            continue;
        }
        area.draw(&Rectangle::new(
            [(x(from), top), (x(to), bottom)],
            colour.filled(),
        ))?;
        // A part the window's edge cuts says so, so its label and its slider agree. A narrow
        // part takes a shorter name, then its bare name, rather than none: a reader must tell
        // the chat from the prompt at any size.
        let amount = if to - from < full {
            format!("{} of {}", tokens(to - from), tokens(full))
        } else {
            tokens(to - from)
        };
        let texts = [
            format!("{name}: {amount}"),
            format!("{short}: {amount}"),
            short.to_string(),
        ];
        let text_px = |t: &str| t.chars().count() as f64 * f64::from(style.px(6.5));
        // The label sits in the segment's middle, or, where a line across the bar (the fact's,
        // the effective length's) would cross it, in the widest part the lines leave.
        let mut cuts: Vec<i32> = marks
            .iter()
            .copied()
            .filter(|m| *m > x(from) && *m < x(to))
            .collect();
        let crossed = cuts
            .iter()
            .any(|m| f64::from((x(from) + x(to)) / 2 - m).abs() < text_px(&texts[0]) / 2.0 + 4.0);
        let (left, right) = if crossed {
            cuts.push(x(from));
            cuts.push(x(to));
            cuts.sort_unstable();
            cuts.windows(2)
                .map(|w| (w[0], w[1]))
                .max_by_key(|(a, b)| b - a)
                .unwrap_or((x(from), x(to)))
        } else {
            (x(from), x(to))
        };
        let fitting = texts
            .into_iter()
            .find(|t| f64::from(right - left) > text_px(t) + 4.0);
        // "left for the answer" never shortens to a bare "answer": it has its own line below.
        let fitting = fitting.filter(|t| name != "left for the answer" || t.contains(':'));
        if let Some(text) = fitting {
            let mid = ((left + right) / 2, (top + bottom) / 2);
            area.draw(&Text::new(
                text,
                mid,
                font.clone()
                    .color(&ink_over(style, colour))
                    .pos(Pos::new(HPos::Center, VPos::Center)),
            ))?;
        } else if name == "left for the answer" {
            // Too narrow to hold its name: named under the bar, at the window's edge (the
            // line about the whole window goes one line lower).
            area.draw(&Text::new(
                format!("answer: {}", tokens(to - from)),
                (x(to) - style.px(6.0) as i32, bottom + style.px(4.0) as i32),
                font.clone().pos(Pos::new(HPos::Right, VPos::Top)),
            ))?;
        }
    }
    let window = b.window_tokens as f64;
    let hatch = |from: f64, to: f64| -> DrawResult {
        area.draw(&Rectangle::new(
            [(x(from), top), (x(to), bottom)],
            style.outside().mix(0.55).filled(),
        ))?;
        let (stripe, step) = (style.px(1.5), style.px(8.0) as i32);
        for sx in (x(from)..x(to)).step_by(step.max(1) as usize) {
            area.draw(&PathElement::new(
                vec![(sx, bottom), ((sx + step).min(x(to)), top)],
                WHITE.mix(0.5).stroke_width(stripe),
            ))?;
        }
        Ok(())
    };
    if b.over_tokens() > 0 {
        hatch(window, used)?;
    }
    if b.reply_tokens > 0 {
        // The answer asked for: outlined where it fits, hatched where the edge cuts it.
        let start = used.min(window);
        if b.reply_cut_tokens() > 0 {
            hatch(window.max(used), reply_end)?;
        }
        area.draw(&Rectangle::new(
            [
                (x(start), top + style.px(2.0) as i32),
                (x(reply_end), bottom - style.px(2.0) as i32),
            ],
            style.foreground().stroke_width(style.px(2.0)),
        ))?;
    }
    if let Some(ex) = effective_x {
        let window_label_px =
            (b.window_tokens.to_string().len() + 16) as f64 * f64::from(style.px(6.5));
        let crowded = f64::from(x(window) - ex) < window_label_px + 8.0;
        draw_effective(area, ex, (top, bottom), crowded, b, style)?;
    }
    if let Some(fx) = fact_x {
        draw_fact(area, fx, (top, bottom), x(b.window_tokens as f64), style)?;
    }
    // The window's edge and its size.
    area.draw(&PathElement::new(
        vec![
            (x(b.window_tokens as f64), top - style.px(8.0) as i32),
            (x(b.window_tokens as f64), bottom + style.px(8.0) as i32),
        ],
        style.foreground().stroke_width(style.px(2.0)),
    ))?;
    let edge_anchor = if b.over_tokens() > 0 {
        HPos::Center
    } else {
        HPos::Right
    };
    area.draw(&Text::new(
        format!("window: {} tokens", tokens(b.window_tokens as f64)),
        (x(b.window_tokens as f64), top - style.px(10.0) as i32),
        font.clone().pos(Pos::new(edge_anchor, VPos::Bottom)),
    ))?;
    let under = if b.reply_cut_tokens() > 0 && b.over_tokens() == 0 {
        format!(
            "the answer asked for: {}, of which {} do not fit",
            tokens(b.reply_tokens as f64),
            tokens(b.reply_cut_tokens() as f64)
        )
    } else if b.over_tokens() > 0 {
        format!(
            "{} tokens do not fit, and no room is left for the answer",
            tokens(b.over_tokens() as f64)
        )
    } else {
        format!(
            "{} of the window used before the model writes a word",
            plain(used / b.window_tokens.max(1) as f64 * 100.0, 3) + "%"
        )
    };
    // On a narrow screen the sentence takes two lines, split after a comma, never cut off.
    let line_px = f64::from(style.px(16.0)) as i32;
    let fits = under.chars().count() as f64 * f64::from(style.px(6.5)) <= width;
    let lines: Vec<&str> = match under.split_once(", ") {
        Some((first, rest)) if !fits => vec![first, rest],
        _ => vec![under.as_str()],
    };
    // A sentence about what the edge cuts stands under the edge's end of the bar, beside what
    // it is about; the share of the window used reads from the start.
    let (under_x, under_anchor) = if b.reply_cut_tokens() > 0 || b.over_tokens() > 0 {
        (x(total), HPos::Right)
    } else {
        (pad as i32, HPos::Left)
    };
    // Under the bar, or as far down as the canvas lets the last line stand (a slide's box).
    let (_, height_px) = area.dim_in_pixel();
    let text_h = area
        .estimate_text_size("Ag", &font)
        .map_or(line_px, |(_, h)| h as i32);
    let count = lines.len() as i32;
    let top = (bottom + style.px(22.0) as i32)
        .min(height_px as i32 - text_h - (count - 1) * line_px - style.px(2.0) as i32);
    for (k, line) in lines.into_iter().enumerate() {
        area.draw(&Text::new(
            line.to_string(),
            (under_x, top + k as i32 * line_px),
            font.clone().pos(Pos::new(under_anchor, VPos::Top)),
        ))?;
    }
    Ok(())
}

/// Text that reads on a translucent fill as it shows over the page's background.
fn ink_over(style: &PlotStyle, fill: RGBAColor) -> RGBColor {
    let RGBColor(br, bg, bb) = style.background();
    let RGBAColor(r, g, b, a) = fill;
    let over = |c: u8, under: u8| (f64::from(c) * a + f64::from(under) * (1.0 - a)).round() as u8;
    style.ink_on(RGBColor(over(r, br), over(g, bg), over(b, bb)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn svg_of(b: &Budget, width_px: u32) -> String {
        let mut svg = String::new();
        {
            let area = SVGBackend::with_string(&mut svg, (width_px, 160)).into_drawing_area();
            let style = PlotStyle {
                dark: false,
                device_from_css: 1.0,
                boxed: false,
            };
            draw(&area, b, None, &style).expect("draws");
        }
        svg
    }

    #[test]
    fn a_narrow_part_keeps_a_name() {
        // A chat of 3,200 and a prompt of 1,000 in a 4,096 window: the prompt's part is cut by
        // the edge and too narrow for "this prompt: 896 of 1000"; it still says "prompt".
        let b = Budget {
            window_tokens: 4096,
            prompt_tokens: 1000,
            history_tokens: 3200,
            reply_tokens: 600,
            effective_tokens: 0,
        };
        let svg = svg_of(&b, 800);
        assert!(svg.contains("chat so far: 3200"), "{svg}");
        assert!(svg.contains("prompt: 896 of 1000"), "{svg}");
        assert!(!svg.contains("this prompt"), "{svg}");
    }

    #[test]
    fn a_wide_part_has_its_full_name() {
        let b = Budget {
            window_tokens: 4096,
            prompt_tokens: 3700,
            ..Budget::default()
        };
        assert!(svg_of(&b, 800).contains("this prompt: 3700"));
    }
}
