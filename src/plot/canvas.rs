//! `<PlotCanvas>`: the one component that owns a `<canvas>`. It fills its container's width,
//! keeps the backing store at CSS size × devicePixelRatio (sharp on high-DPI screens), and
//! redraws when the data its draw closure reads, its size, the pixel ratio or the theme change.

use super::export::{register_export, Picture};
use super::heights::height_points;
use super::visibility::use_on_screen;
use crate::plot::fit::{read_fit, transform_scale, Fit};
use crate::plot::measured::{LabelLog, Labels, MeasuredCanvas};
use crate::plot::style::PlotStyle;
use crate::state::use_app_state;
use leptos::html::{Canvas, Div};
use leptos::prelude::*;
use leptos_use::{use_device_pixel_ratio, use_element_size};
use plotters::prelude::*;

pub use super::backend::PlotArea;
use super::backend::PlotBackend;

/// How tall a plot is for its width.
#[derive(Clone, Copy)]
struct PlotHeight {
    aspect: f64,
    min_css_px: f64,
    max_css_px: f64,
    for_width: Option<Callback<f64, f64>>,
}

impl PlotHeight {
    fn at(&self, width_css_px: f64) -> f64 {
        let wanted = match self.for_width {
            Some(f) => f.run(width_css_px),
            None => width_css_px * self.aspect,
        };
        wanted.clamp(self.min_css_px, self.max_css_px)
    }
}

/// A plot. `picture` paints the whole area; it runs inside an effect, so every signal it reads
/// triggers a redraw. A draw error is logged once and leaves the previous picture. The same
/// picture is drawn for the PNG and SVG exports, unless `export` gives a still one.
#[component]
pub fn PlotCanvas(
    /// Text alternative: what the plot shows, in words (read by screen readers).
    #[prop(into)]
    label: Signal<String>,
    /// The canvas's `data-testid`.
    testid: &'static str,
    /// Height as a fraction of the width.
    #[prop(default = 0.5)]
    aspect: f64,
    /// Smallest height in CSS px (narrow screens).
    #[prop(default = 180.0)]
    min_height_css_px: f64,
    /// Largest height in CSS px.
    #[prop(default = 420.0)]
    max_height_css_px: f64,
    /// Height in CSS px for a width, overriding `aspect` (layouts that wrap into rows).
    #[prop(optional)]
    height_for_width: Option<Callback<f64, f64>>,
    /// What the plot draws (see [`super::export::paint`]).
    picture: Picture,
    /// The picture for the PNG and SVG files, where it differs from the screen's (an animation
    /// exports its still frame).
    #[prop(optional)]
    export: Option<Picture>,
    /// While true the plot is drawn at one canvas pixel per CSS pixel, scaled up by the
    /// browser: for a preview while the inputs move, so a drag on a high-density screen keeps
    /// to its frames (a quarter of the pixels to draw and hand to the compositor at ratio 2).
    /// The draw after it turns false is sharp again.
    #[prop(optional, into)]
    coarse: Option<Signal<bool>>,
) -> impl IntoView {
    let height = PlotHeight {
        aspect,
        min_css_px: min_height_css_px,
        max_css_px: max_height_css_px,
        for_width: height_for_width,
    };
    plot_canvas(label, testid, height, picture, export, coarse)
}

/// The container's size in CSS px. The resize observer first reports in the frame after the
/// plot is built, so until then the width is read once from the layout: a plot laid out at its
/// smallest height for one frame moved everything below it (a layout shift, and a served
/// copy's plot, already at its height, seemed to shrink and grow). The height matters only to
/// a plot that fills its box.
fn use_size_css_px(container: NodeRef<Div>) -> (Signal<f64>, Signal<f64>) {
    let size = use_element_size(container);
    let first_width_css_px = RwSignal::new(0.0);
    Effect::new(move |_| {
        if let Some(el) = container.get() {
            first_width_css_px.set(el.get_bounding_client_rect().width());
        }
    });
    let width = Signal::derive(move || {
        let observed = size.width.get();
        if observed > 0.0 {
            observed
        } else {
            first_width_css_px.get()
        }
    });
    (width, size.height)
}

fn plot_canvas(
    label: Signal<String>,
    testid: &'static str,
    height: PlotHeight,
    draw: Picture,
    export: Option<Picture>,
    coarse: Option<Signal<bool>>,
) -> AnyView {
    let state = use_app_state();
    let container = NodeRef::<Div>::new();
    let canvas = NodeRef::<Canvas>::new();
    let (width_css_px, box_height_css_px) = use_size_css_px(container);
    // Whether the plot fills its box (inside `data-fill`); read once it is in the page.
    let fills = RwSignal::new(false);
    Effect::new(move |_| {
        if let Some(el) = container.get() {
            fills.set(el.closest("[data-fill]").ok().flatten().is_some());
        }
    });
    // Off-screen plots are not drawn; they catch up when scrolled into view.
    let on_screen = use_on_screen(container);
    let device_from_css = use_device_pixel_ratio();
    let logged = StoredValue::new(false);
    let draws = StoredValue::new(0u64);
    let height_css_px = move || {
        let own = height.at(width_css_px.get());
        let boxed = box_height_css_px.get();
        if fills.get() && boxed >= 1.0 {
            boxed
        } else {
            own
        }
    };
    // For the served copies of figures and panels (see `heights`): static, written once, and
    // only while `make dist` captures them (up to 31 ms before a phone's first frame otherwise).
    let heights = capturing_copies().then(|| height_points(&|w| height.at(w)));

    register_export(
        testid,
        move || (width_css_px.get_untracked(), untrack(height_css_px)),
        export.unwrap_or_else(|| draw.clone()),
    );
    let transparent = Memo::new(move |_| {
        state
            .params
            .with(|p| p.view.bg == rope_params::Background::Transparent)
    });

    Effect::new(move |_| {
        let width_css_px = width_css_px.get();
        let sharp_ratio = device_from_css.get().max(0.5);
        let ratio = match coarse {
            Some(coarse) if coarse.get() => sharp_ratio.min(1.0),
            _ => sharp_ratio,
        };
        let dark = state.dark.get();
        let Some(el) = canvas.get() else { return };
        if width_css_px < 1.0 || !(on_screen.get() || drawing_everything()) {
            return;
        }
        let plot_height_css_px = height_css_px();
        // The page's scale for the picture, and a deck's CSS transform (drawn at the size it
        // shows, so it stays sharp).
        let (fit, shown) = container.get_untracked().map_or(
            (
                Fit {
                    fill: false,
                    scale: 1.0,
                },
                1.0,
            ),
            |c| {
                (
                    read_fit(&c, width_css_px, plot_height_css_px),
                    transform_scale(&c),
                )
            },
        );
        let ratio = ratio * shown;
        let width_dev = (width_css_px * ratio).round() as u32;
        let height_dev = (plot_height_css_px * ratio).round() as u32;
        // Resizing clears the canvas; only do it when the size really changed.
        if el.width() != width_dev {
            el.set_width(width_dev);
        }
        if el.height() != height_dev {
            el.set_height(height_dev);
        }
        let labels = LabelLog::default();
        let Some(backend) = MeasuredCanvas::new(el).map(|b| b.recording(labels.clone())) else {
            log_once(logged, "no 2D context for the canvas");
            return;
        };
        let style = PlotStyle {
            dark,
            device_from_css: ratio * fit.scale,
            boxed: fit.fill,
        };
        if transparent.get() {
            // The host page shows through: no backdrop, only what the chart draws.
            backend
                .context
                .clear_rect(0.0, 0.0, width_dev as f64, height_dev as f64);
        }
        let area = PlotBackend::Canvas(backend).into_drawing_area();
        if !transparent.get_untracked() {
            if let Err(e) = area.fill(&style.background()) {
                log_once(logged, &e.to_string());
                return;
            }
        }
        let started_ms = now_ms();
        match draw(area, &style) {
            Ok(()) => {
                // A draw counter and the last draw's duration: the benchmarks read them.
                draws.update_value(|n| *n += 1);
                if let Some(el) = canvas.get_untracked() {
                    let _ = el.set_attribute("data-draws", &draws.get_value().to_string());
                    let ended_ms = now_ms();
                    let _ =
                        el.set_attribute("data-draw-ms", &format!("{:.2}", ended_ms - started_ms));
                    let _ = el.set_attribute("data-drawn-at", &format!("{ended_ms:.3}"));
                    // In the canvas's own CSS px, as its box is laid out (before any transform).
                    write_labels(&el, &labels.borrow(), ratio);
                }
            }
            Err(e) => log_once(logged, &e.to_string()),
        }
    });

    // In a figure whose chart is its guess's answer, the chart waits for the reader's move.
    let answer = crate::figures::place::figure_guess()
        .filter(|g| g.hides == crate::figures::place::GuessHides::Chart)
        .map(|_| "");
    view! {
        <div class="plot" node_ref=container data-answer=answer>
            <canvas
                node_ref=canvas
                role="img"
                aria-label=move || label.get()
                data-testid=testid
                data-heights=heights
                style:height=move || if fills.get() { String::new() } else { format!("{}px", height_css_px()) }
            ></canvas>
        </div>
    }
    .into_any()
}

/// Whether `make dist` is capturing this page for its served copies: scripts/prerender.mjs
/// sets `window.ropeCapturingCopies` before the module runs.
fn capturing_copies() -> bool {
    thread_local! {
        static CAPTURING: bool = js_sys::Reflect::get(&window(), &"ropeCapturingCopies".into())
            .is_ok_and(|v| v.is_truthy());
    }
    CAPTURING.with(|c| *c)
}

/// Whether the page asks every plot drawn, seen or not (a page made ready to print:
/// `window.ropeDrawAll`, set by src/print.rs).
fn drawing_everything() -> bool {
    js_sys::Reflect::get(&window(), &"ropeDrawAll".into()).is_ok_and(|v| v.is_truthy())
}

/// Milliseconds since the page started (0 where there is no clock).
fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// The picture's labels on the canvas, in CSS px: `data-labels` (a JSON list of `{t, x, y, w,
/// h}`) and `data-font-px` (the smallest text drawn). Tests read them.
fn write_labels(el: &web_sys::HtmlCanvasElement, labels: &Labels, ratio: f64) {
    let css = |v: f64| (v / ratio * 10.0).round() / 10.0;
    let boxes = labels
        .boxes
        .iter()
        .map(|(text, [x, y, w, h])| {
            format!(
                "{{\"t\":{},\"x\":{},\"y\":{},\"w\":{},\"h\":{}}}",
                rope_params::display::json_string(text),
                css(*x),
                css(*y),
                css(*w),
                css(*h)
            )
        })
        .collect::<Vec<_>>()
        .join(",");
    let _ = el.set_attribute("data-labels", &format!("[{boxes}]"));
    if let Some(px) = labels.min_font_px {
        let _ = el.set_attribute("data-font-px", &css(px).to_string());
    }
}

fn log_once(logged: StoredValue<bool>, message: &str) {
    if !logged.get_value() {
        logged.set_value(true);
        leptos::logging::warn!("plot not drawn: {message}");
    }
}
