//! A canvas backend that measures text with the canvas itself. plotters' web font code measures
//! every label by adding a `<span>` to the page and reading its size, which forces a layout of
//! the whole page per label; `measureText` on the canvas context costs nothing of the kind.
//! Lines and text are drawn here too, sending a stroke style, fill style or font only when it
//! differs from the one last sent (an axis draws dozens of lines and labels in the same style,
//! and each style sent crosses into JavaScript as a fresh string). Consecutive lines in one style
//! (a grid is a hundred of them) are stroked as one path, handed over in one call. Everything
//! else is delegated to plotters-canvas unchanged.

use plotters::prelude::DrawingBackend;
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind,
};
use plotters_canvas::CanvasBackend;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

#[wasm_bindgen(inline_js = r#"
export function stroke_segments(ctx, xy) {
  ctx.beginPath();
  for (let i = 0; i + 3 < xy.length; i += 4) {
    ctx.moveTo(xy[i], xy[i + 1]);
    ctx.lineTo(xy[i + 2], xy[i + 3]);
  }
  ctx.stroke();
}
"#)]
extern "C" {
    /// Strokes the segments `(x0, y0, x1, y1)`, four numbers each, as one path in the current
    /// stroke style.
    fn stroke_segments(context: &CanvasRenderingContext2d, xy: &[f64]);
}

/// [`CanvasBackend`] with text measured by the 2D context.
pub struct MeasuredCanvas {
    inner: CanvasBackend,
    pub(crate) context: CanvasRenderingContext2d,
    /// Images composited so far in this picture (each gets its own scratch canvas).
    pub(crate) blits: usize,
    /// Context state this backend last set; cleared before delegating a call that sets its own.
    sent: Sent,
    /// The font last set (also by text measurement, which only borrows the backend).
    font: std::cell::RefCell<Option<String>>,
    /// Segments waiting to be stroked in the stroke style last sent, four numbers each.
    segments: Vec<f64>,
    /// Where the picture's labels went, when the canvas records them (`recording`).
    labels: Option<LabelLog>,
}

/// The labels one picture drew: each unturned label's text and box `[x, y, width, height]` in
/// device px, and the smallest font of any text. The canvas writes them to `data-labels` and
/// `data-font-px`, so a test can check that no label leaves its canvas or covers another.
#[derive(Debug, Default)]
pub struct Labels {
    pub boxes: Vec<(String, [f64; 4])>,
    pub min_font_px: Option<f64>,
}

/// Shared with the canvas that reads it once the picture is drawn.
pub type LabelLog = std::rc::Rc<std::cell::RefCell<Labels>>;

/// Styles last sent to the context.
#[derive(Clone, Debug, Default, PartialEq)]
struct Sent {
    stroke: Option<(ColourKey, u32)>,
    fill: Option<ColourKey>,
    anchor: Option<(&'static str, &'static str)>,
}

/// A colour as comparable bits: RGB and the alpha's bit pattern.
type ColourKey = ((u8, u8, u8), u64);

fn key(c: &BackendColor) -> ColourKey {
    (c.rgb, c.alpha.to_bits())
}

fn css_colour(c: BackendColor) -> String {
    let (r, g, b) = c.rgb;
    format!("rgba({r},{g},{b},{})", c.alpha)
}

impl MeasuredCanvas {
    pub fn new(canvas: HtmlCanvasElement) -> Option<Self> {
        let context = canvas
            .get_context("2d")
            .ok()??
            .dyn_into::<CanvasRenderingContext2d>()
            .ok()?;
        Some(MeasuredCanvas {
            inner: CanvasBackend::with_canvas_object(canvas)?,
            context,
            blits: 0,
            sent: Sent::default(),
            font: std::cell::RefCell::new(None),
            segments: Vec::new(),
            labels: None,
        })
    }

    /// The same backend, writing where each label goes into `log`.
    pub fn recording(mut self, log: LabelLog) -> Self {
        self.labels = Some(log);
        self
    }

    /// Notes a label drawn at `(x, y)` with the anchor sent (device px); turned text (axis
    /// titles, which plotters places in areas of their own) counts for the font alone.
    fn note_label(&self, text: &str, size: f64, (x, y): (f64, f64), turned: bool) {
        let Some(log) = &self.labels else { return };
        let mut log = log.borrow_mut();
        log.min_font_px = Some(log.min_font_px.map_or(size, |m| m.min(size)));
        if turned || text.trim().is_empty() {
            return;
        }
        let width = self.context.measure_text(text).map_or(0.0, |m| m.width());
        let (baseline, align) = self.sent.anchor.unwrap_or(("top", "start"));
        let left = match align {
            "center" => x - width / 2.0,
            "end" => x - width,
            _ => x,
        };
        let top = match baseline {
            "middle" => y - size / 2.0,
            "bottom" => y - size,
            _ => y,
        };
        log.boxes.push((text.to_string(), [left, top, width, size]));
    }
}

impl MeasuredCanvas {
    fn stroke(&mut self, colour: BackendColor, width: u32) {
        let wanted = Some((key(&colour), width));
        if self.sent.stroke != wanted {
            self.flush();
            self.context.set_stroke_style_str(&css_colour(colour));
            self.context.set_line_width(f64::from(width));
            self.sent.stroke = wanted;
        }
    }

    fn fill(&mut self, colour: BackendColor) {
        let wanted = Some(key(&colour));
        if self.sent.fill != wanted {
            self.context.set_fill_style_str(&css_colour(colour));
            self.sent.fill = wanted;
        }
    }

    fn font<S: BackendTextStyle>(&self, style: &S) {
        let font = format!(
            "{} {}px {}",
            style.style().as_str(),
            style.size(),
            style.family().as_str()
        );
        let mut sent = self.font.borrow_mut();
        if sent.as_deref() != Some(font.as_str()) {
            self.context.set_font(&font);
            *sent = Some(font);
        }
    }

    /// Strokes the waiting segments: before anything else is drawn (it must land on top of
    /// them) and before the stroke style changes.
    pub(crate) fn flush(&mut self) {
        if !self.segments.is_empty() {
            stroke_segments(&self.context, &self.segments);
            self.segments.clear();
        }
    }

    /// Before plotters-canvas draws a shape: it sets stroke and fill styles of its own. Text
    /// is all drawn here, so the font and text anchor, which it never touches, stay as sent
    /// (each font set is parsed by the browser again).
    fn forget(&mut self) -> &mut CanvasBackend {
        self.flush();
        self.sent.stroke = None;
        self.sent.fill = None;
        &mut self.inner
    }
}

impl Drop for MeasuredCanvas {
    /// A picture whose last primitives were lines, dropped without `present`.
    fn drop(&mut self) {
        self.flush();
    }
}

impl std::fmt::Debug for MeasuredCanvas {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MeasuredCanvas")
            .field("size", &self.inner.get_size())
            .finish()
    }
}

type Result<E> = std::result::Result<(), DrawingErrorKind<E>>;
type Error = <CanvasBackend as DrawingBackend>::ErrorType;

impl DrawingBackend for MeasuredCanvas {
    type ErrorType = Error;

    fn get_size(&self) -> (u32, u32) {
        self.inner.get_size()
    }
    fn ensure_prepared(&mut self) -> Result<Error> {
        self.inner.ensure_prepared()
    }
    fn present(&mut self) -> Result<Error> {
        self.flush();
        self.inner.present()
    }
    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result<Error> {
        self.forget().draw_pixel(point, color)
    }
    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<Error> {
        if style.color().alpha == 0.0 {
            return Ok(());
        }
        // As plotters-canvas: horizontal and vertical lines sit on pixel centres (crisp).
        let (mut a, mut b) = (
            (f64::from(from.0), f64::from(from.1)),
            (f64::from(to.0), f64::from(to.1)),
        );
        if a.0 == b.0 {
            a.0 -= 0.5;
            b.0 -= 0.5;
        }
        if a.1 == b.1 {
            a.1 -= 0.5;
            b.1 -= 0.5;
        }
        self.stroke(style.color(), style.stroke_width());
        self.segments.extend_from_slice(&[a.0, a.1, b.0, b.1]);
        Ok(())
    }
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<Error> {
        self.forget()
            .draw_rect(upper_left, bottom_right, style, fill)
    }
    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<Error> {
        self.forget().draw_path(path, style)
    }
    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<Error> {
        self.forget().draw_circle(center, radius, style, fill)
    }
    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<Error> {
        self.forget().fill_polygon(vert, style)
    }
    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<Error> {
        use plotters_backend::text_anchor::{HPos, VPos};
        use plotters_backend::FontTransform;
        let colour = style.color();
        if colour.alpha == 0.0 {
            return Ok(());
        }
        let turn = match style.transform() {
            FontTransform::None => 0.0,
            FontTransform::Rotate90 => 0.25,
            FontTransform::Rotate180 => 0.5,
            FontTransform::Rotate270 => 0.75,
        };
        let anchor = (
            match style.anchor().v_pos {
                VPos::Top => "top",
                VPos::Center => "middle",
                VPos::Bottom => "bottom",
            },
            match style.anchor().h_pos {
                HPos::Left => "start",
                HPos::Right => "end",
                HPos::Center => "center",
            },
        );
        if self.sent.anchor != Some(anchor) {
            self.context.set_text_baseline(anchor.0);
            self.context.set_text_align(anchor.1);
            self.sent.anchor = Some(anchor);
        }
        self.flush();
        self.fill(colour);
        self.font(style);
        let error = |e: wasm_bindgen::JsValue| DrawingErrorKind::FontError(format!("{e:?}").into());
        let (x, y) = (f64::from(pos.0), f64::from(pos.1));
        self.note_label(text, style.size(), (x, y), turn != 0.0);
        if turn == 0.0 {
            return self.context.fill_text(text, x, y).map_err(error);
        }
        // Axis titles. The styles are set before `save`, so `restore` returns to them and the
        // record of what was sent stays true.
        self.context.save();
        let drawn = self
            .context
            .translate(x, y)
            .and_then(|()| self.context.rotate(turn * std::f64::consts::TAU))
            .and_then(|()| self.context.fill_text(text, 0.0, 0.0));
        self.context.restore();
        drawn.map_err(error)
    }
    fn estimate_text_size<S: BackendTextStyle>(
        &self,
        text: &str,
        style: &S,
    ) -> std::result::Result<(u32, u32), DrawingErrorKind<Error>> {
        self.font(style);
        let width = self.context.measure_text(text).map_or(0.0, |m| m.width());
        // The em box: what plotters' own estimate returns for a line of text.
        Ok((width.ceil() as u32, style.size().ceil() as u32))
    }
}
