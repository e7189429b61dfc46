//! Figure `sinusoid`: the original Transformer's position marks. The strip shows every
//! dimension's value across positions (fast pairs flicker, slow ones drift); the outlined
//! column is position m's mark, written out below; each pair is a clock hand at its own speed.

use super::frame::FigureFrame;
use crate::format::plain;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::matrix::{draw_matrix, MatrixPicture};
use crate::plot::style::PlotStyle;
use crate::plot::DrawResult;
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::learned::learned_table;
use rope_math::sinusoid::{sinusoid_freq, sinusoidal_mark};
use rope_params::figures::plot_of;

/// Widths the figure offers (its marks are written out in full).
const MAX_DIMS: f64 = 16.0;

/// The positions a strip shows: up to 61, ending at `m` (or at 40).
fn strip_positions(m: u64) -> (usize, usize) {
    let last = m.max(40) as usize;
    (last.saturating_sub(60), last)
}

/// The strip: dimensions down, positions across, position `m` outlined.
fn strip(d: usize, m: u64) -> MatrixPicture {
    let (first, last) = strip_positions(m);
    let marks: Vec<Vec<f64>> = (first..=last)
        .map(|p| sinusoidal_mark(p as f64, d))
        .collect();
    MatrixPicture {
        rows: (0..d)
            .map(|j| {
                if d <= 8 {
                    // Named by pair, as the clocks and the text count them.
                    format!("pair {} {}", j / 2, if j % 2 == 0 { "sin" } else { "cos" })
                } else {
                    String::new()
                }
            })
            .collect(),
        cols: (first..=last).map(|p| p.to_string()).collect(),
        values: (0..d)
            .map(|j| marks.iter().map(|mk| mk[j]).collect())
            .collect(),
        range: 1.0,
        digits: None,
        mark_row: None,
        mark_col: Some(m as usize - first),
        note: "sinusoidal: positions across, dimensions down; green +1, purple −1".into(),
    }
}

/// One clock per pair: the hand at angle `m·fᵢ`.
fn clocks<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    d: usize,
    m: u64,
    style: &PlotStyle,
) -> DrawResult {
    let pairs = d / 2;
    let (w, h) = area.dim_in_pixel();
    let cell = f64::from(w) / pairs.max(1) as f64;
    let radius = (cell * 0.36).min(f64::from(h) * 0.32);
    let font = style.font(11.0).pos(Pos::new(HPos::Center, VPos::Top));
    for i in 0..pairs {
        let cx = (cell * (i as f64 + 0.5)) as i32;
        let cy = (f64::from(h) * 0.4) as i32;
        let colour = style.pair_colour(i, pairs);
        area.draw(&Circle::new(
            (cx, cy),
            radius as i32,
            style.grid().stroke_width(style.px(1.5)),
        ))?;
        // sin on the vertical axis, cos on the horizontal: the hand's tip is (cos, sin).
        let angle = m as f64 * sinusoid_freq(i, d);
        let tip = (
            cx + (radius * angle.cos()) as i32,
            cy - (radius * angle.sin()) as i32,
        );
        area.draw(&PathElement::new(
            vec![(cx, cy), tip],
            colour.stroke_width(style.px(2.5)),
        ))?;
        area.draw(&Circle::new(tip, style.px(3.0) as i32, colour.filled()))?;
        // A name only where it fits its own cell: eight clocks across a phone keep theirs bare.
        let name = format!("pair {i}: f = {}", plain(sinusoid_freq(i, d), 2));
        let name_px = area
            .estimate_text_size(&name, &font)
            .map_or(f64::INFINITY, |(tw, _)| f64::from(tw));
        if name_px + f64::from(style.px(4.0)) <= cell {
            area.draw(&Text::new(
                name,
                (cx, cy + radius as i32 + style.px(4.0) as i32),
                font.clone(),
            ))?;
        }
    }
    Ok(())
}

/// A learned table's strip over the same positions: one row of its own per position, with no
/// pattern that relates one to the next (stand-in values; training would have set them).
fn learned_strip(d: usize, m: u64) -> MatrixPicture {
    let (first, last) = strip_positions(m);
    let table = learned_table(last + 1, d, 11);
    MatrixPicture {
        rows: (0..d)
            .map(|j| {
                if d <= 8 {
                    format!("dim {j}")
                } else {
                    String::new()
                }
            })
            .collect(),
        cols: (first..=last).map(|p| p.to_string()).collect(),
        values: (0..d)
            .map(|j| table[first..=last].iter().map(|row| row[j]).collect())
            .collect(),
        range: 1.0,
        digits: None,
        mark_row: None,
        mark_col: Some(m as usize - first),
        note: "learned: one trained row per position (stand-in values)".into(),
    }
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    d: usize,
    m: u64,
    with_learned: bool,
    style: &PlotStyle,
) -> DrawResult {
    let h = area.dim_in_pixel().1;
    if with_learned {
        let (top, bottom) = area.split_vertically(h / 2);
        draw_matrix(&top, &strip(d, m), style)?;
        return draw_matrix(&bottom, &learned_strip(d, m), style);
    }
    let (top, bottom) = area.split_vertically(h * 60 / 100);
    draw_matrix(&top, &strip(d, m), style)?;
    clocks(&bottom, d, m, style)
}

#[component]
pub fn SinusoidFigure() -> impl IntoView {
    let state = use_app_state();
    let dm = Memo::new(move |_| {
        state
            .params
            .with(|p| (p.rope.d.min(MAX_DIMS as usize), p.probe.m))
    });
    let with_learned = Memo::new(move |_| state.params.with(|p| p.view.with_learned));
    let mark = Memo::new(move |_| {
        let (d, m) = dm.get();
        sinusoidal_mark(m as f64, d)
    });
    let label = Signal::derive(move || {
        let (d, m) = dm.get();
        format!(
            "The sinusoidal marks of positions up to {} at width {d}, position {m} outlined: [{}]. {}",
            m.max(40),
            mark.get().iter().map(|v| plain(*v, 4)).collect::<Vec<_>>().join(", "),
            if with_learned.get() {
                "Below, a learned table over the same positions: one row of its own per position, with no pattern from one to the next.".to_string()
            } else {
                format!("Below, each pair as a clock hand at angle {m}·fᵢ.")
            }
        )
    });
    let asked = crate::figures::place::figure_guess().is_some();
    let entries = move || {
        let d = dm.get().0;
        (0..d)
            .map(|j| {
                let value = Signal::derive(move || mark.with(|v| v.get(j).copied().unwrap_or(0.0)));
                let sep = if j + 1 < d { ", " } else { "" };
                view! { <Num testid=format!("mark-{j}") value=value digits=4/>{sep} }
            })
            .collect_view()
    };
    view! {
        <FigureFrame slug="sinusoid" caption="Each position gets d numbers, the sine and cosine of the position at one frequency per pair: together a point on a circle, drawn as a hand turning anticlockwise from 3 o'clock, pair 0 fast as a second hand, the last pair slow as an hour hand.">
            <PlotCanvas testid=plot_of("sinusoid") label=label aspect=0.45 min_height_css_px=230.0 max_height_css_px=260.0
                picture=paint(move |area, style| { let (d, m) = dm.get(); draw(&area, d, m, with_learned.get(), style) })/>
            <p class="readout-line mark-list" aria-live="polite">
                "mark of position " {move || dm.get().1} ": [" {entries} "]"
                // Position 0 beside it where the story asks whether a mark comes back to it (on a
                // slide the longer line would take a second one from the chart).
                {move || {
                    let (d, m) = dm.get();
                    (asked && m != 0).then(|| {
                        let start: Vec<&str> = (0..d).map(|j| if j % 2 == 0 { "0" } else { "1" }).collect();
                        format!("; position 0: [{}]", start.join(", "))
                    })
                }}
            </p>
            <div class="controls compact">
                // A number field too: the story asks for position 44 exactly, one of 700 stops
                // on a slider a few hundred pixels wide.
                <KeySlider label="position m" key="m" min=0.0 max=700.0
                    format=|v| format!("{v}") exact=true/>
                <KeySlider label="width d" key="d" min=2.0 max=MAX_DIMS step=2.0
                    format=|v| format!("{v} dims")/>
            </div>
        </FigureFrame>
    }
}
