//! What every chart shares besides the palette: one error type for drawing, the look of a
//! chart's axes and grid, and the split of a two-part picture.

use crate::plot::style::PlotStyle;
use plotters::chart::{MeshStyle, SecondaryMeshStyle};
use plotters::coord::ranged1d::{Ranged, ValueFormatter};
use plotters::coord::Shift;
use plotters::drawing::DrawingArea;
use plotters::drawing::DrawingAreaErrorKind;
use plotters::prelude::DrawingBackend;
use plotters::style::{Color, TextStyle};

/// Why a picture could not be drawn, in words (the canvas logs it once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawError(String);

impl std::fmt::Display for DrawError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DrawError {}

/// Any drawing area's error, whatever its backend, so charts can write `?`.
impl<E: std::error::Error + Send + Sync> From<DrawingAreaErrorKind<E>> for DrawError {
    fn from(e: DrawingAreaErrorKind<E>) -> Self {
        DrawError(e.to_string())
    }
}

/// What drawing a chart (or a part of one) returns.
pub type DrawResult<T = ()> = Result<T, DrawError>;

/// A chart's grid lines, as opacities of the grid colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Grid {
    /// Lines at the labelled values at `bold`, the lines between them at `light`.
    Lines { bold: f64, light: f64 },
    /// No grid (a heatmap fills the plot).
    Off,
}

impl Grid {
    /// The usual grid.
    pub const PLAIN: Grid = Grid::Lines {
        bold: 1.0,
        light: 0.3,
    };
    /// For thin strips under a main chart, whose lines would otherwise crowd it.
    pub const FAINT: Grid = Grid::Lines {
        bold: 0.5,
        light: 0.2,
    };
}

impl PlotStyle {
    /// Gives `mesh` the look every chart shares: labels and axis titles in `font`, axes in the
    /// foreground colour, `grid`. Label counts, formatters and titles stay with each chart.
    pub fn mesh<'m, 'a, 'b, X: Ranged, Y: Ranged, DB: DrawingBackend>(
        &self,
        mesh: &'m mut MeshStyle<'a, 'b, X, Y, DB>,
        font: &TextStyle<'b>,
        grid: Grid,
    ) -> &'m mut MeshStyle<'a, 'b, X, Y, DB> {
        mesh.label_style(font.clone())
            .axis_desc_style(font.clone())
            .axis_style(self.foreground());
        match grid {
            Grid::Lines { bold, light } => mesh
                .bold_line_style(self.grid().mix(bold))
                .light_line_style(self.grid().mix(light)),
            Grid::Off => mesh.disable_mesh(),
        }
    }

    /// The same look for a chart's secondary axes (which draw no grid).
    pub fn secondary_mesh<'m, 'a, 'b, X, Y, DB>(
        &self,
        mesh: &'m mut SecondaryMeshStyle<'a, 'b, X, Y, DB>,
        font: &TextStyle<'b>,
    ) -> &'m mut SecondaryMeshStyle<'a, 'b, X, Y, DB>
    where
        X: Ranged + ValueFormatter<X::ValueType>,
        Y: Ranged + ValueFormatter<Y::ValueType>,
        DB: DrawingBackend,
    {
        mesh.label_style(font.clone())
            .axis_desc_style(font.clone())
            .axis_style(self.foreground())
    }
}

/// How many labels an axis `height_px` device px tall has room for in a box (a slide), at most
/// `most` and at least 2: a label line and its gap need about 24 design px, and the chart's
/// title and x axis take about 70 of the height. Outside a box a chart's height follows its
/// width and keeps `most`.
pub fn y_label_room(height_px: u32, style: &PlotStyle, most: usize) -> usize {
    if !style.boxed {
        return most;
    }
    let free = style.css_px(height_px) - 70.0;
    ((free / 24.0).floor().max(2.0) as usize).min(most.max(2))
}

/// A two-part picture's halves: side by side when the area is at least `wide_css_px` wide, or
/// fills a box at least twice as wide as tall (the first taking `across` of the width), else
/// one above the other (the first taking `down` of the height).
pub fn two_parts<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    wide_css_px: f64,
    across: f64,
    down: f64,
) -> (DrawingArea<DB, Shift>, DrawingArea<DB, Shift>) {
    let (w, h) = area.dim_in_pixel();
    // A box much wider than tall (a slide's figure under its readouts) puts the parts side by
    // side sooner: stacked, each would get less than half of a short height.
    let wide_box = style.boxed && w >= 2 * h && style.css_px(w) >= 0.55 * wide_css_px;
    if style.css_px(w) >= wide_css_px || wide_box {
        area.split_horizontally((f64::from(w) * across) as u32)
    } else {
        area.split_vertically((f64::from(h) * down) as u32)
    }
}

/// Whether `count` pictures go side by side: when the area is at least `ratio` times as wide
/// as tall, and it is a box to fill (a slide, whose text is scaled up) or at least
/// `min_css_px` wide.
fn across(w: u32, h: u32, style: &PlotStyle, ratio: f64, min_css_px: f64) -> bool {
    f64::from(w) >= ratio * f64::from(h) && (style.boxed || style.css_px(w) >= min_css_px)
}

/// Two pictures side by side (see [`across`]), else one above the other; each half the area.
pub fn halves<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    ratio: f64,
    min_css_px: f64,
) -> (DrawingArea<DB, Shift>, DrawingArea<DB, Shift>) {
    let (w, h) = area.dim_in_pixel();
    if across(w, h, style, ratio, min_css_px) {
        area.split_horizontally(w / 2)
    } else {
        area.split_vertically(h / 2)
    }
}

/// `count` equal pictures side by side (see [`across`]), else one above the other.
pub fn parts<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    style: &PlotStyle,
    count: usize,
    ratio: f64,
    min_css_px: f64,
) -> Vec<DrawingArea<DB, Shift>> {
    let (w, h) = area.dim_in_pixel();
    let count = count.max(1);
    if across(w, h, style, ratio, min_css_px) {
        area.split_evenly((1, count))
    } else {
        area.split_evenly((count, 1))
    }
}
