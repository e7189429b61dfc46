//! Figure `lost-middle`: a published measurement of how often a model uses an answer against
//! where it sits among the documents of a long prompt (Liu et al. 2024). The numbers are the
//! study's, drawn as reported at the five positions it measured; nothing is computed or
//! interpolated between them, so the figure says where its data come from.

use super::frame::FigureFrame;
use crate::format::plain;
use crate::plot::canvas::PlotCanvas;
use crate::plot::chart::y_label_room;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::slider::ParamSlider;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::middle::{depth_pct, nearest_measured, CLOSED_BOOK_PCT, DOCUMENTS, MEASURED, MODEL};
use rope_params::figures::plot_of;
use rope_params::Params;

/// The accuracy axis, percent: room under the lowest point and over the highest.
const AXIS_PCT: (f64, f64) = (45.0, 82.0);

/// The chosen measured position (counted from 1) and its accuracy, from the fact's depth.
fn chosen(p: &Params) -> (usize, f64) {
    nearest_measured(p.figures.needle_pct.unwrap_or(0.0))
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    position: usize,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.font(12.0);
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(16.0))
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(62.0))
        .build_cartesian_2d(0.5..DOCUMENTS as f64 + 0.5, AXIS_PCT.0..AXIS_PCT.1)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        // The source stays on the chart, where a slide shows no caption.
        .x_desc("answer's document, of 20 · Liu et al. 2024")
        .y_desc("answered correctly")
        .x_labels(DOCUMENTS)
        .y_labels(y_label_room(area.dim_in_pixel().1, style, 5))
        // Ticks at every document; numbers at the measured ones.
        .x_label_formatter(&|v| {
            let at = v.round() as usize;
            if MEASURED.iter().any(|m| m.0 == at) {
                at.to_string()
            } else {
                String::new()
            }
        })
        .y_label_formatter(&|v| format!("{}%", v.round() as i64))
        .draw()?;
    // With no documents at all: the line the middle falls under.
    let no_docs = style.foreground().mix(0.55);
    chart.draw_series(LineSeries::new(
        [
            (0.5, CLOSED_BOOK_PCT),
            (DOCUMENTS as f64 + 0.5, CLOSED_BOOK_PCT),
        ],
        no_docs.stroke_width(style.px(1.5)),
    ))?;
    // Named like a legend, top right where the curve never reaches, with the line drawn
    // in the text (in full ink, to read on a projector): beside the line itself a name would sit on the curve.
    chart.draw_series([Text::new(
        format!("—— no documents: {}%", plain(CLOSED_BOOK_PCT, 3)),
        (DOCUMENTS as f64 + 0.3, AXIS_PCT.1 - 0.5),
        font.clone()
            .color(&style.foreground())
            .pos(Pos::new(HPos::Right, VPos::Top)),
    )])?;
    let points = MEASURED.map(|(at, pct)| (at as f64, pct));
    chart.draw_series(LineSeries::new(
        points,
        style.foreground().stroke_width(style.px(2.0)),
    ))?;
    for (k, (at, pct)) in points.into_iter().enumerate() {
        let here = at as usize == position;
        // The line arrives from above on the left: the number goes up and to the right.
        let from_above = k == 0 || points[k - 1].1 > pct;
        let dot = if here {
            style.highlight().filled()
        } else {
            style.foreground().filled()
        };
        chart.draw_series([Circle::new(
            (at, pct),
            style.px(if here { 7.0 } else { 4.0 }),
            dot,
        )])?;
        // Each measured point carries its number: the figure is its data. Under the point when
        // it lies under the no-documents line, so the label never sits on that line.
        // The first point sits by the y axis, and a point the line reaches from above would
        // have that line through a number centred over it: their numbers go to the right.
        // Offsets in pixels from the dot's edge, so a short chart (a 4:3 slide) keeps the
        // number off its dot: in percentage points, the highlighted dot covered its own.
        let gap = (style.px(if here { 7.0 } else { 4.0 }) + style.px(3.0)) as i32;
        let (dx, dy, h, v) = if from_above && pct >= CLOSED_BOOK_PCT {
            (gap * 7 / 10, -gap * 7 / 10, HPos::Left, VPos::Bottom)
        } else if pct < CLOSED_BOOK_PCT {
            (0, gap, HPos::Center, VPos::Top)
        } else {
            (0, -gap, HPos::Center, VPos::Bottom)
        };
        chart.draw_series([EmptyElement::at((at, pct))
            + Text::new(
                format!("{}%", plain(pct, 3)),
                (dx, dy),
                font.clone().color(&style.foreground()).pos(Pos::new(h, v)),
            )])?;
    }
    Ok(())
}

#[component]
pub fn LostMiddleFigure() -> impl IntoView {
    let state = use_app_state();
    let at = Memo::new(move |_| state.params.with(chosen));
    let position = Signal::derive(move || at.get().0 as f64);
    let accuracy = Signal::derive(move || at.get().1);
    let below = Signal::derive(move || CLOSED_BOOK_PCT - at.get().1);
    let label = Signal::derive(move || {
        let (position, pct) = at.get();
        format!(
            "{MODEL}'s accuracy against where the answer sits among {DOCUMENTS} documents, as Liu et al. (2024) measured it: {}. A line marks {}% with no documents. Highlighted: document {position}, {}%.",
            MEASURED
                .iter()
                .map(|(a, p)| format!("document {a} {}%", plain(*p, 3)))
                .collect::<Vec<_>>()
                .join(", "),
            plain(CLOSED_BOOK_PCT, 3),
            plain(pct, 3)
        )
    });
    view! {
        <FigureFrame slug="lost-middle" caption="Liu et al. (TACL 2024, arXiv 2307.03172), GPT-3.5-Turbo (0613): questions answered from 20 documents (about 4K tokens), one holding the answer; five places measured.">
            <PlotCanvas testid=plot_of("lost-middle") label=label aspect=0.42 min_height_css_px=200.0 max_height_css_px=240.0
                picture=paint(move |area, style| draw(&area, at.get().0, style))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "Answer in document "
                <NumText testid="middle-position" value=position shown=Signal::derive(move || plain(position.get(), 3))/>
                " of 20: answered correctly "
                <NumText testid="middle-accuracy" value=accuracy shown=Signal::derive(move || format!("{}%", plain(accuracy.get(), 3)))/>
                " of the time; "
                <NumText testid="middle-below" value=below shown=Signal::derive(move || plain(below.get().abs(), 3))/>
                {move || if below.get() > 0.0 { " points below" } else { " points above" }}
                " the " {plain(CLOSED_BOOK_PCT, 3)} "% it scores with no documents at all."
            </p>
            <div class="controls compact">
                // The five measured positions only: the study has no numbers between them.
                <ParamSlider label="the answer's document" key="needle" min=0.0 max=4.0
                    get=|p| MEASURED.iter().position(|m| m.0 == chosen(p).0).unwrap_or(0) as f64
                    set=|p: &mut Params, v: f64| {
                        let k = (v.round().max(0.0) as usize).min(MEASURED.len() - 1);
                        p.figures.needle_pct = Some(depth_pct(MEASURED[k].0));
                    }
                    format=|v| format!("document {} of 20", MEASURED[(v.round().max(0.0) as usize).min(MEASURED.len() - 1)].0)/>
            </div>
        </FigureFrame>
    }
}
