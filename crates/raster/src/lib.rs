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
mod pixels;

pub use layers::{paint_envelope, paint_heat};
pub use pixels::{Raster, Rgb};
