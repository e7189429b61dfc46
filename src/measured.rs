//! A canvas backend that measures text with the canvas itself. plotters' web font code measures
//! every label by adding a `<span>` to the page and reading its size, which forces a layout of
//! the whole page per label; `measureText` on the canvas context costs nothing of the kind.
//! Everything else is delegated to plotters-canvas unchanged.

use plotters::prelude::DrawingBackend;
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind,
};
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// [`CanvasBackend`] with text measured by the 2D context.
pub struct MeasuredCanvas {
    inner: CanvasBackend,
    context: CanvasRenderingContext2d,
    /// Images composited so far in this picture (each gets its own scratch canvas).
    blits: usize,
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
        })
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
        self.inner.present()
    }
    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result<Error> {
        self.inner.draw_pixel(point, color)
    }
    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<Error> {
        self.inner.draw_line(from, to, style)
    }
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<Error> {
        self.inner.draw_rect(upper_left, bottom_right, style, fill)
    }
    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<Error> {
        self.inner.draw_path(path, style)
    }
    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<Error> {
        self.inner.draw_circle(center, radius, style, fill)
    }
    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<Error> {
        self.inner.fill_polygon(vert, style)
    }
    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<Error> {
        self.inner.draw_text(text, style, pos)
    }
    fn estimate_text_size<S: BackendTextStyle>(
        &self,
        text: &str,
        style: &S,
    ) -> std::result::Result<(u32, u32), DrawingErrorKind<Error>> {
        self.context.set_font(&format!(
            "{} {}px {}",
            style.style().as_str(),
            style.size(),
            style.family().as_str()
        ));
        let width = self.context.measure_text(text).map_or(0.0, |m| m.width());
        // The em box: what plotters' own estimate returns for a line of text.
        Ok((width.ceil() as u32, style.size().ceil() as u32))
    }
}

thread_local! {
    /// Scratch canvases images are put into before being composited (putImageData alone would
    /// replace the pixels underneath instead of blending over them). One per image of a
    /// picture: reusing one canvas within a frame makes the browser copy its pixels for every
    /// earlier drawImage still waiting to be painted (measured: 7 ms instead of 1 ms for four
    /// plot-sized images).
    static SCRATCH: std::cell::RefCell<Vec<(HtmlCanvasElement, CanvasRenderingContext2d)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Scratch canvas number `index`, created on first use.
fn scratch(index: usize) -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    SCRATCH.with(|pool| {
        let mut pool = pool.borrow_mut();
        while pool.len() <= index {
            let canvas = web_sys::window()?
                .document()?
                .create_element("canvas")
                .ok()?
                .dyn_into::<HtmlCanvasElement>()
                .ok()?;
            let context = canvas
                .get_context("2d")
                .ok()??
                .dyn_into::<CanvasRenderingContext2d>()
                .ok()?;
            pool.push((canvas, context));
        }
        pool.get(index).cloned()
    })
}

impl crate::raster::RgbaBlit for MeasuredCanvas {
    fn blit_rgba(
        &mut self,
        (x, y): BackendCoord,
        (width, height): (u32, u32),
        rgba: &[u8],
    ) -> Result<Error> {
        if width == 0 || height == 0 {
            return Ok(());
        }
        let index = self.blits;
        self.blits += 1;
        let put = || -> std::result::Result<(), wasm_bindgen::JsValue> {
            let (canvas, context) = scratch(index).ok_or(wasm_bindgen::JsValue::NULL)?;
            if canvas.width() < width {
                canvas.set_width(width);
            }
            if canvas.height() < height {
                canvas.set_height(height);
            }
            let image = web_sys::ImageData::new_with_u8_clamped_array_and_sh(
                wasm_bindgen::Clamped(rgba),
                width,
                height,
            )?;
            context.put_image_data(&image, 0.0, 0.0)?;
            self.context
                .draw_image_with_html_canvas_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
                    &canvas,
                    0.0,
                    0.0,
                    f64::from(width),
                    f64::from(height),
                    f64::from(x),
                    f64::from(y),
                    f64::from(width),
                    f64::from(height),
                )
        };
        match put() {
            Ok(()) => Ok(()),
            // Without a scratch canvas the picture still comes out, more slowly.
            Err(_) => crate::raster::blit_rgba_as_rects(self, (x, y), (width, height), rgba),
        }
    }
}
