//! Getting the `raster` crate's pixels onto a plot: backends that can composite an RGBA image
//! (the canvas through scratch canvases), and the image as a plotters element.

use crate::plot::chart::DrawResult;
use crate::plot::measured::MeasuredCanvas;
use plotters::coord::Shift;
use plotters::element::{Drawable, PointCollection};
use plotters::prelude::*;
use plotters_backend::{BackendColor, BackendCoord, DrawingErrorKind};
use raster::Raster;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

#[wasm_bindgen(inline_js = r#"
export function composite_rgba(target, scratch, scratchContext, rgba, width, height, x, y) {
  if (scratch.width < width) scratch.width = width;
  if (scratch.height < height) scratch.height = height;
  // A view of the module's memory: the pixels are copied once, by putImageData.
  const pixels = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length);
  scratchContext.putImageData(new ImageData(pixels, width, height), 0, 0);
  target.drawImage(scratch, 0, 0, width, height, x, y, width, height);
}
"#)]
extern "C" {
    /// Composites `rgba` (`width × height` straight-alpha pixels, read in place from the
    /// module's memory) over `target` at `(x, y)`, through `scratch` (putImageData alone
    /// would replace the pixels underneath instead of blending over them).
    #[wasm_bindgen(catch)]
    #[allow(clippy::too_many_arguments)]
    fn composite_rgba(
        target: &CanvasRenderingContext2d,
        scratch: &HtmlCanvasElement,
        scratch_context: &CanvasRenderingContext2d,
        rgba: &[u8],
        width: u32,
        height: u32,
        x: i32,
        y: i32,
    ) -> Result<(), JsValue>;
}

/// Draws the painted part of `raster` onto `area` (raster (0, 0) at the area's top-left).
pub fn draw_raster<DB: RgbaBlit>(raster: &Raster, area: &DrawingArea<DB, Shift>) -> DrawResult {
    let Some((_, y, _, height)) = raster.painted_box() else {
        return Ok(());
    };
    // Whole rows (contiguous in the buffer, so no copy): a few transparent pixels more to
    // composite cost less than gathering the painted box's columns.
    let width = raster.width_px();
    let row_bytes = width as usize * 4;
    let rgba = &raster.rgba()[y as usize * row_bytes..(y + height) as usize * row_bytes];
    area.draw(&RasterImage {
        at: (0, y as i32),
        size: (width, height),
        rgba,
    })?;
    Ok(())
}

/// Backends that can composite an RGBA image over what they already hold.
pub trait RgbaBlit: DrawingBackend {
    /// Composites `rgba` (straight alpha, `size` pixels) with its top-left corner at `pos`.
    fn blit_rgba(
        &mut self,
        pos: BackendCoord,
        size: (u32, u32),
        rgba: &[u8],
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>>;
}

/// Fallback for backends without images (the SVG used in tests): each column's runs of equal
/// pixels become one rectangle.
pub fn blit_rgba_as_rects<DB: DrawingBackend>(
    backend: &mut DB,
    (x0, y0): BackendCoord,
    (width, height): (u32, u32),
    rgba: &[u8],
) -> Result<(), DrawingErrorKind<DB::ErrorType>> {
    let at = |x: u32, y: u32| {
        let i = (y as usize * width as usize + x as usize) * 4;
        [rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]]
    };
    for x in 0..width {
        let mut y = 0;
        while y < height {
            let p = at(x, y);
            let mut end = y + 1;
            while end < height && at(x, end) == p {
                end += 1;
            }
            if p[3] > 0 {
                let colour = BackendColor {
                    alpha: f64::from(p[3]) / 255.0,
                    rgb: (p[0], p[1], p[2]),
                };
                let (left, top) = (x0 + x as i32, y0 + y as i32);
                backend.draw_rect((left, top), (left + 1, y0 + end as i32), &colour, true)?;
            }
            y = end;
        }
    }
    Ok(())
}

/// In SVG (export and tests) an image is runs of equal pixels drawn as rectangles.
impl RgbaBlit for SVGBackend<'_> {
    fn blit_rgba(
        &mut self,
        pos: BackendCoord,
        size: (u32, u32),
        rgba: &[u8],
    ) -> Result<(), DrawingErrorKind<Self::ErrorType>> {
        blit_rgba_as_rects(self, pos, size, rgba)
    }
}

/// Pixels as a plotters element.
struct RasterImage<'p> {
    at: (i32, i32),
    size: (u32, u32),
    rgba: &'p [u8],
}

impl<'a> PointCollection<'a, (i32, i32)> for &'a RasterImage<'_> {
    type Point = &'a (i32, i32);
    type IntoIter = std::iter::Once<&'a (i32, i32)>;
    fn point_iter(self) -> Self::IntoIter {
        std::iter::once(&self.at)
    }
}

impl<DB: RgbaBlit> Drawable<DB> for RasterImage<'_> {
    fn draw<I: Iterator<Item = BackendCoord>>(
        &self,
        mut pos: I,
        backend: &mut DB,
        _parent_dim: (u32, u32),
    ) -> Result<(), DrawingErrorKind<DB::ErrorType>> {
        match pos.next() {
            Some(at) => backend.blit_rgba(at, self.size, self.rgba),
            None => Ok(()),
        }
    }
}

thread_local! {
    /// Scratch canvases images are put into before being composited (putImageData alone would
    /// replace the pixels underneath instead of blending over them). One per image of a
    /// picture: reusing one canvas within a frame makes the browser copy its pixels for every
    /// earlier drawImage still waiting to be painted.
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

impl RgbaBlit for MeasuredCanvas {
    fn blit_rgba(
        &mut self,
        (x, y): BackendCoord,
        (width, height): (u32, u32),
        rgba: &[u8],
    ) -> Result<(), DrawingErrorKind<<MeasuredCanvas as DrawingBackend>::ErrorType>> {
        if width == 0 || height == 0 {
            return Ok(());
        }
        self.flush();
        let index = self.blits;
        self.blits += 1;
        let put = || -> Option<()> {
            let (canvas, context) = scratch(index)?;
            composite_rgba(&self.context, &canvas, &context, rgba, width, height, x, y).ok()
        };
        match put() {
            Some(()) => Ok(()),
            // Without a scratch canvas the picture still comes out, more slowly.
            None => blit_rgba_as_rects(self, (x, y), (width, height), rgba),
        }
    }
}
