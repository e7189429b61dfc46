//! Figure `sinusoid-shift`: the mark of n = m + g is the mark of m turned by an angle that
//! depends on the gap g alone; yet once marks are *added* to the words, the score of 'nolan'
//! (query at m) and 'ended' (key at n) changes as the pair slides along the text with the same
//! gap, because of the two cross terms word · mark. (The rotation that fixes it is the next
//! chapter's guess, so the story's figure does not draw it; `positions=rope`, the lecture's
//! slide on absolute against relative, draws the same two words turned instead: flat.)

use super::frame::FigureFrame;
use super::slot_marks::NOLAN;
use crate::format::plain;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::slider::ParamSlider;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::sinusoid::{added_score, rotated_score, shifted_mark};
use rope_params::figures::plot_of;
use rope_params::{Params, Positions};

/// The seeds' word vector for "ended".
const ENDED: [f64; 4] = [0.0, 1.0, 2.0, 1.0];

/// The query positions listed in the table (`shift-score-<p>`).
const LISTED: [u64; 5] = [0, 10, 47, 100, 1000];

/// Gap and query position.
/// The key sits after the query, at most `MAX_GAP_TOKENS` on (the slider's range): an
/// address that moves m past n (`?m=600`) shows the nearest gap the figure offers, 0.
fn gap_at(p: &Params) -> (u64, f64) {
    let gap = (p.probe.n as f64 - p.probe.m as f64).clamp(0.0, MAX_GAP_TOKENS);
    (p.probe.m, gap)
}

/// The widest gap the figure offers, tokens.
const MAX_GAP_TOKENS: f64 = 32.0;

/// Positions the chart spans.
fn span(m: u64) -> f64 {
    (m as f64 + 20.0).max(120.0)
}

/// The same two words turned by RoPE instead of marked: one score at every position.
fn rope_score(gap: f64) -> f64 {
    rotated_score(&NOLAN, &ENDED, 0.0, gap)
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    m: u64,
    gap: f64,
    rope: bool,
    style: &PlotStyle,
) -> DrawResult {
    let end = span(m);
    // Position; the score; its level part (word·word + mark·mark); its two mixed parts.
    let samples: Vec<(f64, f64, f64, f64)> = (0..=600)
        .map(|s| {
            let p = end * s as f64 / 600.0;
            let a = added_score(&NOLAN, &ENDED, p, p + gap);
            (
                p,
                a.total(),
                a.words + a.marks,
                a.q_word_k_mark + a.q_mark_k_word,
            )
        })
        .collect();
    let flat = if rope { rope_score(gap) } else { f64::NAN };
    let (lo, hi) = samples
        .iter()
        .flat_map(|&(_, a, b, c)| if rope { [a, flat, a] } else { [a, b, c] })
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
            (l.min(v), h.max(v))
        });
    let font = style.label_font();
    // With RoPE drawn, a band over the lines holds the two names: side by side, or one under
    // the other where they do not fit across (a phone). Its height in score units follows
    // from the plot's height in pixels (the area less the axis and margins).
    let (first, second) = ("marks added: absolute, it wanders", "RoPE: relative, flat");
    let width = |t: &str| area.estimate_text_size(t, &font).map_or(0, |(w, _)| w);
    let (area_w, area_h) = area.dim_in_pixel();
    let plot_w = area_w.saturating_sub(style.px(70.0));
    let plot_h = f64::from(area_h.saturating_sub(style.px(56.0)).max(1));
    let across = width(first) + width(second) + style.px(16.0) <= plot_w;
    let rows = if across { 1.0 } else { 2.0 };
    // The fraction of the plot the band takes, k, from its pixels; then its score units so
    // that band / (lines + band) = k.
    let k = (rows * f64::from(style.px(17.0)) / plot_h).min(0.6);
    let lines = hi - lo + 1.0;
    let band = if rope { k * lines / (1.0 - k) } else { 0.0 };
    let top = hi + 0.5 + band;
    let row = band / rows;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(10.0))
        .margin_right(style.px(20.0))
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(40.0))
        .build_cartesian_2d(0.0..end, (lo - 0.5)..top)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::PLAIN)
        .x_desc(if rope {
            // A slide's pair: its two words are not introduced there by name.
            "position m of the first word (the second at m + gap)"
        } else {
            "position m of nolan (ended sits at m + gap)"
        })
        .y_desc("score")
        .y_labels(5)
        .x_label_formatter(&|v| format!("{}", v.round() as i64))
        .y_label_formatter(&|v| plain(*v, 3))
        .draw()?;
    let added = style.highlight();
    if rope {
        chart.draw_series(LineSeries::new(
            [(0.0, flat), (end, flat)],
            style.foreground().stroke_width(style.px(2.0)),
        ))?;
        // Named in the band over the lines, each in its line's colour.
        let names = if across {
            [
                (first, added, 0.0, top, HPos::Left),
                (second, style.foreground(), end, top, HPos::Right),
            ]
        } else {
            [
                (first, added, 0.0, top, HPos::Left),
                (second, style.foreground(), 0.0, top - row, HPos::Left),
            ]
        };
        for (text, colour, x, y, h) in names {
            chart.draw_series([Text::new(
                text,
                (x, y),
                font.clone().color(&colour).pos(Pos::new(h, VPos::Top)),
            )])?;
        }
    } else {
        chart.draw_series(LineSeries::new(
            samples.iter().map(|&(p, _, b, _)| (p, b)),
            style.foreground().mix(0.5).stroke_width(style.px(1.5)),
        ))?;
        // The two mixed parts on their own, dashed: the wandering, seen rather than read.
        chart.draw_series(DashedLineSeries::new(
            samples.iter().map(|&(p, _, _, c)| (p, c)),
            style.px(5.0),
            style.px(3.0),
            style.foreground().stroke_width(style.px(1.0)),
        ))?;
    }
    chart.draw_series(LineSeries::new(
        samples.iter().map(|&(p, a, _, _)| (p, a)),
        added.stroke_width(style.px(2.0)),
    ))?;
    let at = added_score(&NOLAN, &ENDED, m as f64, m as f64 + gap).total();
    chart.draw_series([Circle::new((m as f64, at), style.px(5.0), added.filled())])?;
    Ok(())
}

#[component]
pub fn SinusoidShiftFigure() -> impl IntoView {
    let state = use_app_state();
    let at = Memo::new(move |_| state.params.with(gap_at));
    let rope = Memo::new(move |_| state.params.with(|p| p.view.positions == Positions::Rope));
    let rope_value = Signal::derive(move || rope_score(at.get().1));
    let parts = Memo::new(move |_| {
        let (m, gap) = at.get();
        added_score(&NOLAN, &ENDED, m as f64, m as f64 + gap)
    });
    let asked = crate::figures::place::figure_guess().is_some();
    let part =
        move |f: fn(&rope_math::sinusoid::AddedScore) -> f64| Signal::derive(move || parts.with(f));
    // The identity at pair 0 (frequency 1): sin(m + g) from the sines and cosines of m and g.
    let sin_m = Signal::derive(move || (at.get().0 as f64).sin());
    let cos_m = Signal::derive(move || (at.get().0 as f64).cos());
    let sin_g = Signal::derive(move || at.get().1.sin());
    let cos_g = Signal::derive(move || at.get().1.cos());
    let shifted = Signal::derive(move || {
        let (m, gap) = at.get();
        shifted_mark(m as f64, gap, 1.0).0
    });
    let direct = Signal::derive(move || {
        let (m, gap) = at.get();
        (m as f64 + gap).sin()
    });
    let label = Signal::derive(move || {
        let (m, gap) = at.get();
        format!(
            "Score of nolan (query at m) and ended (key at m + {gap}) as m runs from 0 to {}: with marks added it wanders, now {}.{}",
            span(m), plain(parts.get().total(), 4),
            if rope.get() { "" } else { " Word·word + mark·mark stays level; word·mark + mark·word wanders." }
        )
    });
    let rows = move || {
        let gap = at.get().1;
        LISTED
            .iter()
            .map(|&p| {
                let added = added_score(&NOLAN, &ENDED, p as f64, p as f64 + gap).total();
                view! {
                    <tr>
                        <th scope="row">{p}</th>
                        <td data-testid=format!("shift-score-{p}") data-value=added.to_string()>{format!("{added:.4}").replace('-', "−")}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <FigureFrame slug="sinusoid-shift" caption=Signal::derive(move || if rope.get() {
            "Teal: two words with marks added (absolute positions), a fixed gap apart, slid along the text. The straight line: the same words turned by RoPE instead (relative)."
        } else {
            "Teal: two marked words a fixed gap apart, slid along the text. Grey: word·word + mark·mark; dashed: word·mark + mark·word."
        }.to_string())>
            <PlotCanvas testid=plot_of("sinusoid-shift") label=label aspect=0.3 min_height_css_px=170.0 max_height_css_px=180.0
                picture=paint(move |area, style| { let (m, gap) = at.get(); draw(&area, m, gap, rope.get(), style) })/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "At m = " {move || at.get().0} ": word·word " <Num testid="shift-words" value=part(|a| a.words) digits=3/>
                " + word·mark " <Num testid="shift-cross-q" value=part(|a| a.q_word_k_mark) digits=3/>
                " + mark·word " <Num testid="shift-cross-k" value=part(|a| a.q_mark_k_word) digits=3/>
                " + mark·mark " <Num testid="shift-marks" value=part(|a| a.marks) digits=3/>
                " = " <Num testid="shift-total" value=part(|a| a.total()) digits=3/>
                // The story's guess compares two places: the start stays in view beside the one
                // shown (not on a slide, whose line has no room for it).
                {move || {
                    let (m, gap) = at.get();
                    (asked && m != 0).then(|| {
                        let start = added_score(&NOLAN, &ENDED, 0.0, gap).total();
                        format!(" (at m = 0: {})", format!("{start:.3}").replace('-', "−"))
                    })
                }}
            </p>
            <Show when=move || rope.get()>
                <p class="readout-line" data-answer="" aria-live="polite">
                    "RoPE instead, the same two words turned by m and m + g: "
                    <Num testid="shift-rope" value=rope_value digits=3/> " at every m."
                </p>
            </Show>
            // The chapter fold's identity at the reader's own m and g: folded like it, since
            // it explains mark·mark rather than the wandering the figure asks about.
            <details class="figure-table" hidden=move || rope.get()>
                <summary data-not-a-move="">"sin(m + g) from the marks of m and g (sine addition)"</summary>
            <p class="readout-line">
                "The first mark number at m + g, from the marks of m and of g alone: sin(" {move || at.get().0} " + " {move || at.get().1} ") = sin " {move || at.get().0} "·cos " {move || at.get().1}
                " + cos " {move || at.get().0} "·sin " {move || at.get().1} " = "
                <Num testid="shift-sin-m" value=sin_m digits=3/> "×" <Num testid="shift-cos-g" value=cos_g digits=3/> " + "
                <Num testid="shift-cos-m" value=cos_m digits=3/> "×" <Num testid="shift-sin-g" value=sin_g digits=3/> " = "
                <Num testid="shift-sin" value=shifted digits=3/> " (directly: " <Num testid="shift-sin-direct" value=direct digits=3/> ")"
            </p>
            </details>
            <div class="controls compact">
                <ParamSlider label="query position m" key="m" min=0.0 max=1000.0
                    get=|p| p.probe.m as f64
                    set=|p: &mut Params, v: f64| { let gap = gap_at(p).1 as u64; p.probe.m = v.round().max(0.0) as u64; p.probe.n = p.probe.m + gap; }
                    format=|v| format!("token {v}")/>
                <ParamSlider label="gap g" key="n" min=0.0 max=MAX_GAP_TOKENS
                    get=|p| gap_at(p).1
                    set=|p: &mut Params, v: f64| p.probe.n = p.probe.m + v.round().max(0.0) as u64
                    format=|v| format!("{v} tokens")/>
            </div>
            <details class="figure-table">
                <summary>"the same gap at other positions (table)"</summary>
                <table class="value-grid">
                    <caption>"nolan at m, ended at m + gap"</caption>
                    <thead><tr><th scope="col">"m"</th><th scope="col">"marks added"</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </details>
        </FigureFrame>
    }
}
