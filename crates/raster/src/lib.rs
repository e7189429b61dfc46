//! Straight-alpha RGBA pixel buffers for the plots' dense layers: min/max envelopes painted as
//! a vertical span per pixel column, and heatmaps.
//!
//! Why pixels: an envelope over 1,200 columns drawn as canvas paths (a translucent polygon and
//! two edge lines per curve) and a heatmap drawn as a few thousand rectangles cost the browser
//! 15–20 ms of rasterising per frame in software, plus thousands of calls across the
//! WebAssembly boundary. A min/max envelope is a vertical span per pixel column anyway, so
//! painting those spans into a buffer is exact and fast. A crate of its own so it is built at
//! full optimisation while the app is built for size (these per-pixel loops run several times
//! slower size-optimised).

mod layers;

pub use layers::{paint_envelope, paint_heat};

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
    /// within each band (so every pixel sees the same sequence of paints).
    pub(crate) fn paint(&mut self, spans: &[VSpan]) {
        const BAND_BYTES: usize = 256 * 1024;
        let stride = self.width_px as usize;
        let band_rows = (BAND_BYTES / (4 * stride).max(1)).max(1) as u32;
        for s in spans {
            self.touch(s.x, s.lo, s.hi);
        }
        let mut top = 0;
        while top < self.height_px {
            let bottom = (top + band_rows).min(self.height_px) - 1;
            for s in spans {
                let (lo, hi) = (s.lo.max(top), s.hi.min(bottom));
                if lo <= hi {
                    paint_column(&mut self.pixels, stride, s.x, lo, hi, s.rgba);
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

/// Paints rows `lo..=hi` of column `x` (already clipped) with `[r, g, b, alpha]`; `stride`
/// is the raster's width.
#[inline(always)]
fn paint_column(pixels: &mut [[u8; 4]], stride: usize, x: u32, lo: u32, hi: u32, solid: [u8; 4]) {
    let src_a = u32::from(solid[3]);
    let colour = [solid[0], solid[1], solid[2]];
    let column = pixels[lo as usize * stride + x as usize..]
        .iter_mut()
        .step_by(stride)
        .take((hi - lo + 1) as usize);
    if src_a == 255 {
        column.for_each(|px| *px = solid);
        return;
    }
    // Paint over nothing is a plain copy. Translucent paint over paint mostly meets runs of
    // one colour (a band over a band), so the last blend is remembered: three integer
    // divisions per pixel cost more than the whole copy.
    let mut memo = ([0u8; 4], solid);
    for px in column {
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
mod tests {
    use super::*;

    #[test]
    fn blending_matches_source_over() {
        let mut r = Raster::new(2, 3);
        r.vspan(0, 0, 2, [200, 0, 0], 1.0);
        r.vspan(0, 1, 1, [0, 0, 200], 0.5);
        assert_eq!(r.pixel(0, 0), Some([200, 0, 0, 255]));
        assert_eq!(r.pixel(0, 1), Some([100, 0, 100, 255]));
        // Over transparent, the colour stays and only the alpha is partial.
        r.vspan(1, 5, -3, [10, 20, 30], 0.3);
        assert_eq!(r.pixel(1, 2), Some([10, 20, 30, 77]));
        assert_eq!(r.pixel(2, 0), None);
    }

    #[test]
    fn remembered_blends_equal_blending_each_pixel() {
        // Runs of two colours and of transparent under one translucent span: every pixel as
        // if blended on its own.
        let mut r = Raster::new(1, 8);
        r.vspan(0, 0, 2, [200, 10, 0], 0.3);
        r.vspan(0, 3, 5, [0, 90, 250], 1.0);
        r.vspan(0, 6, 6, [7, 7, 7], 0.6);
        let under: Vec<[u8; 4]> = (0..8).filter_map(|y| r.pixel(0, y)).collect();
        r.vspan(0, 0, 7, [40, 200, 120], 0.3);
        for (y, &px) in under.iter().enumerate() {
            let want = blend(px, [40, 200, 120], 77);
            assert_eq!(r.pixel(0, y as u32), Some(want), "row {y}");
        }
    }

    #[test]
    fn spans_painted_by_bands_of_rows_equal_one_after_another() {
        // 3,000 columns: bands of 21 rows, so most spans cross two or three. Spans crowd into
        // 12 columns to overlap a lot, translucent and opaque, in a fixed pseudo-random order.
        let (mut one_by_one, mut banded) = (Raster::new(3000, 40), Raster::new(3000, 40));
        let mut seed = 12345u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) % m) as i64
        };
        let mut spans = Vec::new();
        for _ in 0..400 {
            let (x, a, b) = (next(12) * 250, next(50) - 5, next(50) - 5);
            let colour = [next(256) as u8, next(256) as u8, next(256) as u8];
            let alpha = [0.3, 1.0, 0.6][next(3) as usize];
            one_by_one.vspan(x, a, b, colour, alpha);
            spans.extend(banded.clip(x, a, b, colour, alpha));
        }
        banded.paint(&spans);
        assert!(one_by_one.rgba().iter().any(|&v| v != 0));
        assert_eq!(one_by_one, banded);
    }

    #[test]
    fn only_the_painted_box_is_handed_over() {
        let mut r = Raster::new(10, 10);
        assert_eq!(r.painted_box(), None);
        r.vspan(3, 2, 4, [1, 1, 1], 1.0);
        r.vspan(6, 7, 7, [1, 1, 1], 0.5);
        assert_eq!(r.painted_box(), Some((3, 2, 4, 6)));
    }
}
