//! The pixel buffer: straight-alpha RGBA pixels with source-over blending, and the spans and
//! rectangles the layers are painted with.

/// An RGB colour.
pub type Rgb = [u8; 3];

/// Straight-alpha RGBA pixels, row-major, transparent to start with.
#[derive(Clone, Debug, PartialEq)]
pub struct Raster {
    width_px: u32,
    height_px: u32,
    /// One `[r, g, b, a]` per pixel (a pixel is one element: copied and compared whole).
    pixels: Vec<[u8; 4]>,
    /// `(x_min, x_max, y_min, y_max)` of the painted pixels.
    dirty: Option<(u32, u32, u32, u32)>,
}

impl Raster {
    pub fn new(width_px: u32, height_px: u32) -> Self {
        Raster {
            width_px,
            height_px,
            pixels: vec![[0; 4]; width_px as usize * height_px as usize],
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
        self.pixels
            .get(y as usize * self.width_px as usize + x as usize)
            .copied()
    }

    /// Paints `colour` at opacity `alpha` over pixels `y_top..=y_bottom` of column `x` (either
    /// order; clipped to the raster).
    pub fn vspan(&mut self, x: i64, y_top: i64, y_bottom: i64, colour: Rgb, alpha: f64) {
        if let Some(span) = self.clip(x, y_top, y_bottom, colour, alpha) {
            self.paint(&[span]);
        }
    }

    /// The span `vspan` would paint, clipped to the raster (`None` when nothing is left).
    pub(crate) fn clip(
        &self,
        x: i64,
        y_top: i64,
        y_bottom: i64,
        colour: Rgb,
        alpha: f64,
    ) -> Option<VSpan> {
        let lo = y_top.min(y_bottom).max(0);
        let hi = y_top.max(y_bottom).min(i64::from(self.height_px) - 1);
        if x < 0 || x >= i64::from(self.width_px) || lo > hi {
            return None;
        }
        let [r, g, b] = colour;
        let alpha = (alpha.clamp(0.0, 1.0) * 255.0).round() as u8;
        Some(VSpan {
            x: x as u32,
            lo: lo as u32,
            hi: hi as u32,
            rgba: [r, g, b, alpha],
        })
    }

    /// Paints clipped spans in order, as one `vspan` after another would. A span is a column
    /// of pixels one row apart; painting whole spans one after another touches a fresh cache
    /// line per pixel over the whole raster (a megabyte for a wide plot), so the spans are
    /// painted a band of rows at a time, small enough to stay in cache, in the same order
    /// within each band (so every pixel sees the same sequence of paints). Neighbouring spans
    /// with the same rows and paint (a pair turning many times per pixel fills its whole
    /// band) are painted as one rectangle, row by row along contiguous pixels.
    pub(crate) fn paint(&mut self, spans: &[VSpan]) {
        const BAND_BYTES: usize = 256 * 1024;
        let stride = self.width_px as usize;
        let band_rows = (BAND_BYTES / (4 * stride).max(1)).max(1) as u32;
        let mut rects: Vec<(VSpan, u32)> = Vec::with_capacity(spans.len());
        for &s in spans {
            self.touch(s.x, s.lo, s.hi);
            match rects.last_mut() {
                Some((first, last_x))
                    if *last_x + 1 == s.x
                        && (first.lo, first.hi, first.rgba) == (s.lo, s.hi, s.rgba) =>
                {
                    *last_x = s.x;
                }
                _ => rects.push((s, s.x)),
            }
        }
        let mut top = 0;
        while top < self.height_px {
            let bottom = (top + band_rows).min(self.height_px) - 1;
            for &(s, last_x) in &rects {
                let (lo, hi) = (s.lo.max(top), s.hi.min(bottom));
                if lo > hi {
                    continue;
                }
                if last_x == s.x {
                    let column = self.pixels[lo as usize * stride + s.x as usize..]
                        .iter_mut()
                        .step_by(stride)
                        .take((hi - lo + 1) as usize);
                    paint_pixels(column, s.rgba);
                } else {
                    for y in lo..=hi {
                        let row = y as usize * stride;
                        let pixels = &mut self.pixels[row + s.x as usize..=row + last_x as usize];
                        paint_pixels(pixels.iter_mut(), s.rgba);
                    }
                }
            }
            top = bottom + 1;
        }
    }

    /// Replaces row `y` with `rgba` (one full row, `width × 4` bytes; shorter input fills the
    /// left part).
    pub fn set_row(&mut self, y: u32, rgba: &[u8]) {
        if y >= self.height_px || self.width_px == 0 {
            return;
        }
        let start = y as usize * self.width_px as usize;
        let row = &mut self.pixels[start..start + self.width_px as usize];
        for (px, from) in row.iter_mut().zip(rgba.chunks_exact(4)) {
            px.copy_from_slice(from);
        }
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

    /// All pixels, row-major `[r, g, b, a]`.
    pub fn rgba(&self) -> &[u8] {
        self.pixels.as_flattened()
    }

    /// The painted box as `(x, y, width, height)`, or `None` when nothing was painted.
    pub fn painted_box(&self) -> Option<(u32, u32, u32, u32)> {
        let (x0, x1, y0, y1) = self.dirty?;
        Some((x0, y0, x1 - x0 + 1, y1 - y0 + 1))
    }
}

/// Source-over blending of `colour` at opacity `src_a` (0–255) onto one straight-alpha pixel,
/// as the canvas composites, in integers.
#[inline(always)]
fn blend(under: [u8; 4], [r, g, b]: Rgb, src_a: u32) -> [u8; 4] {
    let dst_a = u32::from(under[3]);
    if src_a == 255 || dst_a == 0 {
        return [r, g, b, src_a as u8];
    }
    // Everything over 255²: out_a = src_a·255 + dst_a·(255 − src_a).
    let keep = dst_a * (255 - src_a);
    let out_a = src_a * 255 + keep;
    if out_a == 0 {
        return under;
    }
    let (src, half) = (src_a * 255, out_a / 2);
    let mix = |paint: u8, was: u8| {
        ((u32::from(paint) * src + u32::from(was) * keep + half) / out_a) as u8
    };
    [
        mix(r, under[0]),
        mix(g, under[1]),
        mix(b, under[2]),
        ((out_a + 127) / 255) as u8,
    ]
}

/// A clipped vertical span: rows `lo..=hi` of column `x` in straight-alpha `rgba`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct VSpan {
    x: u32,
    lo: u32,
    hi: u32,
    rgba: [u8; 4],
}

/// Paints `pixels` (a column or a run of a row) with `[r, g, b, alpha]`.
#[inline(always)]
fn paint_pixels<'a>(pixels: impl Iterator<Item = &'a mut [u8; 4]>, solid: [u8; 4]) {
    let src_a = u32::from(solid[3]);
    let colour = [solid[0], solid[1], solid[2]];
    if src_a == 255 {
        pixels.for_each(|px| *px = solid);
        return;
    }
    // Paint over nothing is a plain copy. Translucent paint over paint mostly meets runs of
    // one colour (a band over a band), so the last blend is remembered: three integer
    // divisions per pixel cost more than the whole copy.
    let mut memo = ([0u8; 4], solid);
    for px in pixels {
        if px[3] == 0 {
            *px = solid;
        } else if *px == memo.0 {
            *px = memo.1;
        } else {
            memo = (*px, blend(*px, colour, src_a));
            *px = memo.1;
        }
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
