//! Dense plot layers painted pixel by pixel in Rust and put on the canvas as one image.
//!
//! Why: an envelope over 1,200 columns drawn as canvas paths (a translucent polygon and two
//! edge lines per curve) and a heatmap drawn as a few thousand rectangles cost the browser
//! 15–20 ms of rasterising per frame in software, plus thousands of calls across the
//! WebAssembly boundary. A min/max envelope is a vertical span per pixel column anyway, so
//! painting those spans into a buffer is exact, takes well under a millisecond, and reaches
//! the canvas as a single image.

use plotters::coord::Shift;
use plotters::element::{Drawable, PointCollection};
use plotters::prelude::*;
use plotters_backend::{BackendColor, BackendCoord, DrawingErrorKind};

/// Straight-alpha RGBA pixels, row-major, transparent to start with.
#[derive(Clone, Debug, PartialEq)]
pub struct Raster {
    width_px: u32,
    height_px: u32,
    rgba: Vec<u8>,
    /// `(x_min, x_max, y_min, y_max)` of the painted pixels.
    dirty: Option<(u32, u32, u32, u32)>,
}

impl Raster {
    pub fn new(width_px: u32, height_px: u32) -> Self {
        Raster {
            width_px,
            height_px,
            rgba: vec![0; width_px as usize * height_px as usize * 4],
            dirty: None,
        }
    }

    pub fn width_px(&self) -> u32 {
        self.width_px
    }

    pub fn height_px(&self) -> u32 {
        self.height_px
    }

    /// The pixel at `(x, y)` as `[r, g, b, a]`, if inside.
    pub fn pixel(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        if x >= self.width_px || y >= self.height_px {
            return None;
        }
        let i = (y as usize * self.width_px as usize + x as usize) * 4;
        let p = &self.rgba[i..i + 4];
        Some([p[0], p[1], p[2], p[3]])
    }

    /// Paints `colour` at opacity `alpha` over pixels `y_top..=y_bottom` of column `x` (either
    /// order; clipped to the raster).
    pub fn vspan(&mut self, x: i64, y_top: i64, y_bottom: i64, colour: RGBColor, alpha: f64) {
        if x < 0 || x >= self.width_px as i64 {
            return;
        }
        let lo = y_top.min(y_bottom).max(0);
        let hi = y_top.max(y_bottom).min(self.height_px as i64 - 1);
        if lo > hi {
            return;
        }
        self.touch(x as u32, lo as u32, hi as u32);
        let src_a = (alpha.clamp(0.0, 1.0) * 255.0).round() as u32;
        let stride = self.width_px as usize * 4;
        let first = (lo as usize * self.width_px as usize + x as usize) * 4;
        let last = (hi as usize * self.width_px as usize + x as usize) * 4;
        let RGBColor(r, g, b) = colour;
        let solid = [r, g, b, src_a as u8];
        // Most pixels are opaque paint or paint over nothing: a plain copy.
        for px in self.rgba[first..last + 4]
            .chunks_exact_mut(4)
            .step_by(stride / 4)
        {
            if src_a == 255 || px[3] == 0 {
                px.copy_from_slice(&solid);
            } else {
                blend(px, colour, src_a);
            }
        }
    }

    /// Paints the rectangle `x0..x1` × `y0..y1` (half-open, clipped) in `colour` at `alpha`.
    pub fn fill_rect(&mut self, x0: i64, x1: i64, y0: i64, y1: i64, colour: RGBColor, alpha: f64) {
        if y1 <= y0 {
            return;
        }
        for x in x0.max(0)..x1.min(self.width_px as i64) {
            self.vspan(x, y0, y1 - 1, colour, alpha);
        }
    }

    /// Replaces row `y` with `rgba` (one full row, `width × 4` bytes; shorter input fills the
    /// left part).
    pub fn set_row(&mut self, y: u32, rgba: &[u8]) {
        if y >= self.height_px || self.width_px == 0 {
            return;
        }
        let len = rgba.len().min(self.width_px as usize * 4);
        let start = y as usize * self.width_px as usize * 4;
        self.rgba[start..start + len].copy_from_slice(&rgba[..len]);
        self.touch(0, y, y);
        self.touch(self.width_px - 1, y, y);
    }

    /// Grows the box of painted pixels (only that box is handed to the browser).
    fn touch(&mut self, x: u32, y_lo: u32, y_hi: u32) {
        self.dirty = Some(match self.dirty {
            None => (x, x, y_lo, y_hi),
            Some((x0, x1, y0, y1)) => (x0.min(x), x1.max(x), y0.min(y_lo), y1.max(y_hi)),
        });
    }

    /// The painted box as `(x, y, width, height)`, or `None` when nothing was painted.
    pub fn painted_box(&self) -> Option<(u32, u32, u32, u32)> {
        let (x0, x1, y0, y1) = self.dirty?;
        Some((x0, y0, x1 - x0 + 1, y1 - y0 + 1))
    }

    /// Draws the painted part onto `area` (raster (0, 0) at the area's top-left corner).
    pub fn draw_on<DB: RgbaBlit>(self, area: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let Some((x, y, width, height)) = self.painted_box() else {
            return Ok(());
        };
        let row_bytes = self.width_px as usize * 4;
        let copied: Vec<u8>;
        let rgba: &[u8] = if width == self.width_px {
            // Whole rows are contiguous already.
            &self.rgba[y as usize * row_bytes..(y + height) as usize * row_bytes]
        } else {
            let mut rows = Vec::with_capacity(width as usize * height as usize * 4);
            for row in y..y + height {
                let start = row as usize * row_bytes + x as usize * 4;
                rows.extend_from_slice(&self.rgba[start..start + width as usize * 4]);
            }
            copied = rows;
            &copied
        };
        area.draw(&RasterImage {
            at: (x as i32, y as i32),
            size: (width, height),
            rgba,
        })
        .map_err(|e| e.to_string())
    }
}

/// Source-over blending of `colour` at opacity `src_a` (0–255) onto one straight-alpha pixel,
/// as the canvas composites, in integers (this runs for every painted pixel).
#[inline(always)]
fn blend(px: &mut [u8], RGBColor(r, g, b): RGBColor, src_a: u32) {
    let dst_a = u32::from(px[3]);
    if src_a == 255 || dst_a == 0 {
        px.copy_from_slice(&[r, g, b, src_a as u8]);
        return;
    }
    // Everything over 255²: out_a = src_a·255 + dst_a·(255 − src_a).
    let keep = dst_a * (255 - src_a);
    let out_a = src_a * 255 + keep;
    if out_a == 0 {
        return;
    }
    let (src, half) = (src_a * 255, out_a / 2);
    px[0] = ((u32::from(r) * src + u32::from(px[0]) * keep + half) / out_a) as u8;
    px[1] = ((u32::from(g) * src + u32::from(px[1]) * keep + half) / out_a) as u8;
    px[2] = ((u32::from(b) * src + u32::from(px[2]) * keep + half) / out_a) as u8;
    px[3] = ((out_a + 127) / 255) as u8;
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

#[cfg(test)]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blending_matches_source_over() {
        let mut r = Raster::new(2, 3);
        r.vspan(0, 0, 2, RGBColor(200, 0, 0), 1.0);
        r.vspan(0, 1, 1, RGBColor(0, 0, 200), 0.5);
        assert_eq!(r.pixel(0, 0), Some([200, 0, 0, 255]));
        assert_eq!(r.pixel(0, 1), Some([100, 0, 100, 255]));
        // Over transparent, the colour stays and only the alpha is partial.
        r.vspan(1, 5, -3, RGBColor(10, 20, 30), 0.3);
        assert_eq!(r.pixel(1, 2), Some([10, 20, 30, 77]));
        assert_eq!(r.pixel(2, 0), None);
    }

    #[test]
    fn only_the_painted_box_is_handed_over() {
        let mut r = Raster::new(10, 10);
        assert_eq!(r.painted_box(), None);
        r.vspan(3, 2, 4, RGBColor(1, 1, 1), 1.0);
        r.vspan(6, 7, 7, RGBColor(1, 1, 1), 0.5);
        assert_eq!(r.painted_box(), Some((3, 2, 4, 6)));
    }

    #[test]
    fn rect_fill_is_half_open_and_clipped() {
        let mut r = Raster::new(4, 4);
        r.fill_rect(-2, 2, 1, 3, RGBColor(1, 2, 3), 1.0);
        assert_eq!(r.pixel(1, 2), Some([1, 2, 3, 255]));
        assert_eq!(r.pixel(2, 2), Some([0, 0, 0, 0]));
        assert_eq!(r.pixel(0, 3), Some([0, 0, 0, 0]));
    }
}
