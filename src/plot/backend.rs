//! One backend type for every picture the page draws: the measured canvas on screen and in PNGs,
//! plotters' SVG backend for SVG files. The charts stay generic over their backend, but the app
//! only ever hands them this one type, so each chart (and all of plotters' chart machinery
//! under it) is compiled once instead of once per backend; the module's weight before and after
//! is in BENCHMARKS.md. Every call is delegated to the backend inside.

use super::blit::{blit_rgba_as_rects, RgbaBlit};
use super::measured::MeasuredCanvas;
use plotters::coord::Shift;
use plotters::prelude::{DrawingArea, DrawingBackend, SVGBackend};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind,
};

/// The drawing area a plot's picture receives: on screen and for a PNG (`'static`), and for an
/// SVG export (borrowing the string it writes). One type, so one closure draws all three.
pub type PlotArea<'a> = DrawingArea<PlotBackend<'a>, Shift>;

/// Where a picture goes.
pub enum PlotBackend<'a> {
    /// A `<canvas>` (the page, and PNG export).
    Canvas(MeasuredCanvas),
    /// An SVG document being written into a string.
    Svg(SVGBackend<'a>),
}

impl std::fmt::Debug for PlotBackend<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlotBackend::Canvas(c) => c.fmt(f),
            PlotBackend::Svg(_) => f.write_str("PlotBackend::Svg"),
        }
    }
}

/// Either backend's drawing error, in words.
#[derive(Debug)]
pub struct BackendError(String);

impl std::fmt::Display for BackendError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BackendError {}

type Result<T = ()> = std::result::Result<T, DrawingErrorKind<BackendError>>;

/// An inner backend's error as this backend's.
fn lift<E: std::error::Error + Send + Sync>(
    e: DrawingErrorKind<E>,
) -> DrawingErrorKind<BackendError> {
    match e {
        DrawingErrorKind::DrawingError(e) => {
            DrawingErrorKind::DrawingError(BackendError(e.to_string()))
        }
        DrawingErrorKind::FontError(e) => DrawingErrorKind::FontError(e),
    }
}

/// Runs `$call` on the backend inside `$self`, bound to `$b`, and lifts its error.
macro_rules! delegate {
    ($self:expr, $b:ident => $call:expr) => {
        match $self {
            PlotBackend::Canvas($b) => $call.map_err(lift),
            PlotBackend::Svg($b) => $call.map_err(lift),
        }
    };
}

impl DrawingBackend for PlotBackend<'_> {
    type ErrorType = BackendError;

    fn get_size(&self) -> (u32, u32) {
        match self {
            PlotBackend::Canvas(b) => b.get_size(),
            PlotBackend::Svg(b) => b.get_size(),
        }
    }
    fn ensure_prepared(&mut self) -> Result {
        delegate!(self, b => b.ensure_prepared())
    }
    fn present(&mut self) -> Result {
        delegate!(self, b => b.present())
    }
    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result {
        delegate!(self, b => b.draw_pixel(point, color))
    }
    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result {
        delegate!(self, b => b.draw_line(from, to, style))
    }
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result {
        delegate!(self, b => b.draw_rect(upper_left, bottom_right, style, fill))
    }
    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result {
        delegate!(self, b => b.draw_path(path, style))
    }
    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result {
        delegate!(self, b => b.draw_circle(center, radius, style, fill))
    }
    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result {
        delegate!(self, b => b.fill_polygon(vert, style))
    }
    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result {
        delegate!(self, b => b.draw_text(text, style, pos))
    }
    fn estimate_text_size<S: BackendTextStyle>(&self, text: &str, style: &S) -> Result<(u32, u32)> {
        delegate!(self, b => b.estimate_text_size(text, style))
    }
    fn blit_bitmap(&mut self, pos: BackendCoord, size: (u32, u32), src: &[u8]) -> Result {
        delegate!(self, b => b.blit_bitmap(pos, size, src))
    }
}

impl RgbaBlit for PlotBackend<'_> {
    fn blit_rgba(&mut self, pos: BackendCoord, size: (u32, u32), rgba: &[u8]) -> Result {
        match self {
            PlotBackend::Canvas(b) => b.blit_rgba(pos, size, rgba).map_err(lift),
            PlotBackend::Svg(b) => blit_rgba_as_rects(b, pos, size, rgba).map_err(lift),
        }
    }
}
