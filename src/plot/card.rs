//! A figure card: one PNG with the figure's title, each of its plots drawn afresh, its
//! readouts and its caption, for a slide or a handout (a bare chart PNG loses the numbers).

use super::backend::PlotBackend;
use super::export::{Exports, PNG_SCALE};
use super::measured::MeasuredCanvas;
use super::style::PlotStyle;
use leptos::prelude::*;
use plotters::prelude::*;
use wasm_bindgen::JsCast;

/// Room around the card's contents, CSS px.
const PAD_CSS_PX: f64 = 16.0;
/// Line heights, CSS px.
const TITLE_LINE_CSS_PX: f64 = 26.0;
const TEXT_LINE_CSS_PX: f64 = 20.0;

/// What a card says besides its plots.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CardText {
    pub title: String,
    pub readouts: Vec<String>,
    pub caption: String,
}

/// `text` broken into lines no wider than `width` by `measure` (whole words; a word wider
/// than the line stands alone).
pub fn wrap(text: &str, width: f64, measure: &dyn Fn(&str) -> f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let tried = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if measure(&tried) <= width || line.is_empty() {
            line = tried;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The card as a PNG data URL: `text` around the plots of `exports`, each at its size on screen.
pub fn card_png(exports: &Exports, text: &CardText, dark: bool) -> Result<String, String> {
    let plots = exports.targets();
    let width_css = plots
        .iter()
        .map(|t| (t.size_css_px)().0)
        .fold(480.0, f64::max)
        + 2.0 * PAD_CSS_PX;
    let canvas = document()
        .create_element("canvas")
        .map_err(|_| "no canvas".to_string())?
        .dyn_into::<web_sys::HtmlCanvasElement>()
        .map_err(|_| "no canvas".to_string())?;
    let ctx = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
        .ok_or("no 2D context")?;
    let inner = width_css - 2.0 * PAD_CSS_PX;
    // Measured at 1:1 before the canvas is sized (sizing resets the context).
    let measure = |font: &str, s: &str| {
        ctx.set_font(font);
        ctx.measure_text(s)
            .map_or(s.len() as f64 * 8.0, |m| m.width())
    };
    let title_font = "600 18px sans-serif";
    let text_font = "14px sans-serif";
    let title = wrap(&text.title, inner, &|s| measure(title_font, s));
    let readouts: Vec<String> = text
        .readouts
        .iter()
        .flat_map(|r| wrap(r, inner, &|s| measure(text_font, s)))
        .collect();
    let caption = wrap(&text.caption, inner, &|s| measure(text_font, s));
    let plots_height: f64 = plots.iter().map(|t| (t.size_css_px)().1 + 8.0).sum();
    let height_css = 2.0 * PAD_CSS_PX
        + title.len() as f64 * TITLE_LINE_CSS_PX
        + 8.0
        + plots_height
        + (readouts.len() + caption.len()) as f64 * TEXT_LINE_CSS_PX
        + 8.0;
    canvas.set_width((width_css * PNG_SCALE).round() as u32);
    canvas.set_height((height_css * PNG_SCALE).round() as u32);
    let style = PlotStyle {
        dark,
        device_from_css: PNG_SCALE,
        boxed: false,
    };
    let fg = style.foreground();
    let backend = MeasuredCanvas::new(canvas.clone()).ok_or("no 2D context")?;
    let root = PlotBackend::Canvas(backend).into_drawing_area();
    root.fill(&style.background()).map_err(|e| e.to_string())?;
    let px = |css: f64| (css * PNG_SCALE).round() as i32;
    let mut y = PAD_CSS_PX;
    let write =
        |lines: &[String], size: f64, weight: &str, line: f64, y: &mut f64| -> Result<(), String> {
            let font = FontDesc::new(
                FontFamily::SansSerif,
                size * PNG_SCALE,
                FontStyle::from(weight),
            )
            .color(&fg);
            for l in lines {
                root.draw(&Text::new(
                    l.clone(),
                    (px(PAD_CSS_PX), px(*y)),
                    font.clone(),
                ))
                .map_err(|e| e.to_string())?;
                *y += line;
            }
            Ok(())
        };
    write(&title, 18.0, "bold", TITLE_LINE_CSS_PX, &mut y)?;
    y += 8.0;
    for t in &plots {
        let (w, h) = (t.size_css_px)();
        let area = root.clone().shrink(
            (px(PAD_CSS_PX), px(y)),
            (
                (w * PNG_SCALE).round() as u32,
                (h * PNG_SCALE).round() as u32,
            ),
        );
        (t.picture)(area, &style).map_err(|e| e.to_string())?;
        y += h + 8.0;
    }
    write(&readouts, 14.0, "normal", TEXT_LINE_CSS_PX, &mut y)?;
    y += 8.0;
    write(&caption, 14.0, "italic", TEXT_LINE_CSS_PX, &mut y)?;
    canvas
        .to_data_url_with_type("image/png")
        .map_err(|_| "the canvas could not be encoded".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_wraps_at_whole_words() {
        let measure = |s: &str| s.chars().count() as f64;
        assert_eq!(
            wrap("one two three four", 9.0, &measure),
            vec!["one two", "three", "four"]
        );
        assert_eq!(wrap("", 9.0, &measure), Vec::<String>::new());
        assert_eq!(wrap("unbreakable", 4.0, &measure), vec!["unbreakable"]);
    }
}
