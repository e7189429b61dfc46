//! Exports of what a plot shows: a PNG at twice its CSS size and an SVG, each drawn afresh by the
//! plot's own draw function (so the file is sharp at any size, not a copy of the screen's
//! pixels). A figure or panel provides an [`Exports`] registry; each [`super::canvas::PlotCanvas`]
//! inside it registers itself.

pub use super::backend::PlotArea;
use super::backend::PlotBackend;
use super::measured::MeasuredCanvas;
use super::style::PlotStyle;
use super::DrawResult;
use crate::files::{download_text, download_url};
use leptos::prelude::*;
use plotters::prelude::*;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// A plot's picture: paints the whole area it is given, on the canvas, in a PNG or in an SVG.
pub type Picture = Rc<dyn for<'a> Fn(PlotArea<'a>, &PlotStyle) -> DrawResult>;

/// Wraps a draw closure as a [`Picture`] (the closure's argument types come from here).
pub fn paint(draw: impl for<'a> Fn(PlotArea<'a>, &PlotStyle) -> DrawResult + 'static) -> Picture {
    Rc::new(draw)
}

/// PNGs are drawn at this many device pixels per CSS pixel.
pub const PNG_SCALE: f64 = 2.0;

/// One plot that can be exported.
#[derive(Clone)]
pub(crate) struct Target {
    /// The file name without extension (the canvas's test id).
    pub(crate) name: &'static str,
    /// The plot's size on screen, CSS px.
    pub(crate) size_css_px: Rc<dyn Fn() -> (f64, f64)>,
    pub(crate) picture: Picture,
}

/// The plots of one figure or panel, in the order they were created, and whether there are any
/// (a signal: the buttons are made before the plots register).
#[derive(Clone, Copy, Debug)]
pub struct Exports(StoredValue<Vec<Target>, LocalStorage>, RwSignal<bool>);

impl std::fmt::Debug for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Target").field("name", &self.name).finish()
    }
}

/// Provides a registry for the plots created below this call; returns it for the buttons.
pub fn provide_exports() -> Exports {
    let exports = Exports::new();
    provide_context(exports);
    exports
}

/// Registers a plot with the registry of the figure or panel it sits in (if any).
pub fn register_export(
    name: &'static str,
    size_css_px: impl Fn() -> (f64, f64) + 'static,
    picture: Picture,
) {
    if let Some(Exports(targets, has_svg)) = use_context::<Exports>() {
        has_svg.set(true);
        targets.update_value(|t| {
            t.push(Target {
                name,
                size_css_px: Rc::new(size_css_px),
                picture,
            })
        });
    }
}

impl Default for Exports {
    fn default() -> Self {
        Self::new()
    }
}

impl Exports {
    /// An empty registry, for the caller to provide where its plots are built.
    pub fn new() -> Self {
        Exports(StoredValue::new_local(Vec::new()), RwSignal::new(false))
    }

    /// The plots, in the order they were created (a figure card draws them all).
    pub(crate) fn targets(&self) -> Vec<Target> {
        self.0.get_value()
    }

    /// Whether any plot here can be written as SVG.
    pub fn has_svg(&self) -> bool {
        self.1.get()
    }

    /// Offers every plot as a PNG at [`PNG_SCALE`] times its CSS size.
    pub fn download_png(&self, dark: bool) {
        for target in self.0.get_value() {
            match png_data_url(&target, dark) {
                Ok(url) => download_url(&url, &format!("{}.png", target.name)),
                Err(e) => leptos::logging::warn!("PNG of {} not made: {e}", target.name),
            }
        }
    }

    /// Offers every plot as an SVG at its CSS size.
    pub fn download_svg(&self, dark: bool) {
        for target in self.0.get_value() {
            match svg_text(&target.picture, (target.size_css_px)(), dark) {
                Ok(text) => download_text(&text, &format!("{}.svg", target.name), "image/svg+xml"),
                Err(e) => leptos::logging::warn!("SVG of {} not made: {e}", target.name),
            }
        }
    }
}

/// Draws `target` on a fresh canvas at [`PNG_SCALE`] and returns it as a PNG data URL.
fn png_data_url(target: &Target, dark: bool) -> Result<String, String> {
    let (width_css, height_css) = (target.size_css_px)();
    let canvas = document()
        .create_element("canvas")
        .map_err(|_| "no canvas".to_string())?
        .dyn_into::<web_sys::HtmlCanvasElement>()
        .map_err(|_| "no canvas".to_string())?;
    canvas.set_width((width_css * PNG_SCALE).round().max(1.0) as u32);
    canvas.set_height((height_css * PNG_SCALE).round().max(1.0) as u32);
    let backend = MeasuredCanvas::new(canvas.clone()).ok_or("no 2D context")?;
    let style = PlotStyle {
        dark,
        device_from_css: PNG_SCALE,
        boxed: false,
    };
    let area = PlotBackend::Canvas(backend).into_drawing_area();
    area.fill(&style.background()).map_err(|e| e.to_string())?;
    (target.picture)(area, &style).map_err(|e| e.to_string())?;
    canvas
        .to_data_url_with_type("image/png")
        .map_err(|_| "the canvas could not be encoded".to_string())
}

/// Draws `picture` into an SVG document of `size_css_px`.
pub fn svg_text(
    picture: &Picture,
    (width_css, height_css): (f64, f64),
    dark: bool,
) -> Result<String, String> {
    let size = (
        width_css.round().max(1.0) as u32,
        height_css.round().max(1.0) as u32,
    );
    let style = PlotStyle {
        dark,
        device_from_css: 1.0,
        boxed: false,
    };
    let mut out = String::new();
    {
        let area = PlotBackend::Svg(SVGBackend::with_string(&mut out, size)).into_drawing_area();
        area.fill(&style.background()).map_err(|e| e.to_string())?;
        picture(area.clone(), &style).map_err(|e| e.to_string())?;
        area.present().map_err(|e| e.to_string())?;
    }
    Ok(out)
}
