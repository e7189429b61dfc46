//! Figure `positional-head` (Barbero et al. 2025): the fastest pairs make a head that attends
//! r tokens back. Its score `a·Σ_{i<K} cos((offset − r)·θᵢ)` peaks at r; softmax turns the
//! scores into weights. One pair (θ₀ = 1 rad per token) comes back near a whole turn at other
//! offsets and the head attends there too; more pairs, or a larger a, single out r.

use super::frame::FigureFrame;
use crate::format::{plain, tokens};
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::{Num, NumText};
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::freq::default_inv_freq;
use rope_math::heads::{head_scores, softmax, strongest_echo};
use rope_params::figures::plot_of;
use rope_params::Params;

/// The most offsets the head is drawn over (one bar and one table row each).
pub const MAX_SPAN_TOKENS: u64 = 256;

/// The head's settings and what they give.
#[derive(Clone, Debug, PartialEq)]
struct Head {
    target: u64,
    fast: usize,
    sharp: f64,
    scores: Vec<f64>,
    weights: Vec<f64>,
}

fn head_of(p: &Params) -> Head {
    let span = p.view.span_tokens.min(MAX_SPAN_TOKENS) as usize;
    let target = p.figures.head.target_tokens.min(span as u64 - 1);
    let inv = default_inv_freq(p.rope.d, p.rope.base);
    let fast = p.figures.head.fast_pairs.clamp(1, inv.len().max(1));
    let scores = head_scores(&inv, target, fast, p.figures.head.sharp, span);
    let weights = softmax(&scores);
    Head {
        target,
        fast,
        sharp: p.figures.head.sharp,
        scores,
        weights,
    }
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    h: &Head,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let span = h.weights.len() as f64;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(8.0))
        .margin_right(style.px(16.0))
        .x_label_area_size(style.px(34.0))
        .y_label_area_size(style.px(46.0))
        .build_cartesian_2d(-0.5..span - 0.5, 0.0..1.05)?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("offset m − n: how many tokens back, tokens")
        .y_desc("attention weight")
        .x_labels(8)
        .y_labels(6)
        .x_label_formatter(&|v| format!("{}", v.round()))
        .y_label_formatter(&|v| plain(*v, 2))
        .draw()?;
    let echo = strongest_echo(&h.weights, h.target).map(|(o, _)| o);
    let half = 0.38;
    chart.draw_series(h.weights.iter().enumerate().map(|(offset, &w)| {
        let colour = if offset as u64 == h.target {
            style.highlight().to_rgba()
        } else if Some(offset) == echo {
            style.foreground().to_rgba()
        } else {
            style.foreground().mix(0.45)
        };
        let x = offset as f64;
        Rectangle::new([(x - half, 0.0), (x + half, w)], colour.filled())
    }))?;
    // Name the two bars that matter, above them.
    let mut names = vec![(h.target as usize, "r", style.highlight())];
    if let Some(e) = echo {
        names.push((e, "echo", style.foreground()));
    }
    for (offset, name, colour) in names {
        let w = h.weights.get(offset).copied().unwrap_or(0.0);
        chart.draw_series([Text::new(
            name,
            (offset as f64, (w + 0.03).min(1.0)),
            font.clone()
                .color(&colour)
                .pos(Pos::new(HPos::Center, VPos::Bottom)),
        )])?;
    }
    Ok(())
}

#[component]
pub fn PositionalHeadFigure() -> impl IntoView {
    let state = use_app_state();
    let head = Memo::new(move |_| state.params.with(head_of));
    let span = Memo::new(move |_| head.with(|h| h.weights.len()));
    let target_weight = Signal::derive(move || {
        head.with(|h| h.weights.get(h.target as usize).copied().unwrap_or(0.0))
    });
    let echo = Memo::new(move |_| head.with(|h| strongest_echo(&h.weights, h.target)));
    let echo_offset = Signal::derive(move || echo.get().map_or(0.0, |(o, _)| o as f64));
    let echo_weight = Signal::derive(move || echo.get().map_or(0.0, |(_, w)| w));
    let label = Signal::derive(move || {
        head.with(|h| {
            format!(
                "Bars: the head's attention weight on each of the {} offsets 0 to {}, aiming at {} tokens back with the {} fastest pair(s) and sharpness {}. \
                 It gives {} to offset {} and {} to offset {}, its strongest echo.",
                h.weights.len(),
                h.weights.len() - 1,
                h.target,
                h.fast,
                plain(h.sharp, 3),
                plain(target_weight.get(), 3),
                h.target,
                plain(echo_weight.get(), 3),
                echo_offset.get()
            )
        })
    });
    // One row per offset; rebuilt only when the number of offsets changes.
    let rows = move || {
        (0..span.get())
            .map(|offset| {
                let score = Signal::derive(move || {
                    head.with(|h| h.scores.get(offset).copied().unwrap_or(0.0))
                });
                let weight = Signal::derive(move || {
                    head.with(|h| h.weights.get(offset).copied().unwrap_or(0.0))
                });
                view! {
                    <tr>
                        <th scope="row">{offset}</th>
                        <td><Num testid=format!("head-score-{offset}") value=score digits=3/></td>
                        <td><Num testid=format!("head-weight-{offset}") value=weight digits=4/></td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <FigureFrame slug="positional-head" caption="The fastest pairs line the query up with the key r tokens back, and softmax puts the weight there; one pair comes back round at other offsets, several single out r.">
            <PlotCanvas testid=plot_of("positional-head") label=label aspect=0.4 min_height_css_px=200.0 max_height_css_px=230.0
                picture=paint(move |area, style| head.with(|h| draw(&area, h, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {move || format!("weight on offset {}: ", head.with(|h| h.target))}
                <NumText testid="head-target-weight" value=target_weight shown=Signal::derive(move || plain(target_weight.get(), 4))/>
                "; the strongest other offset, "
                <NumText testid="head-echo" value=echo_offset shown=Signal::derive(move || format!("{}", echo_offset.get()))/>
                ", takes "
                <NumText testid="head-echo-weight" value=echo_weight shown=Signal::derive(move || plain(echo_weight.get(), 4))/>
            </p>
            <div class="controls compact">
                <KeySlider label="look back, r" key="target" min=0.0 max=63.0 step=1.0
                    max_of=|p: &Params| (p.view.span_tokens.min(MAX_SPAN_TOKENS) - 1) as f64
                    format=|v| if v.round() == 1.0 { "1 token".to_string() } else { format!("{} tokens", tokens(v)) }/>
                <KeySlider label="pairs used, K" key="fast" min=1.0 max=16.0 step=1.0
                    format=|v| format!("{}", v.round())/>
                <KeySlider label="sharpness a" key="sharp" min=0.1 max=100.0 step=0.01 scale=SliderScale::Log10
                    format=|v| plain(v, 3)/>
            </div>
            <details class="figure-table">
                <summary>"the score and weight of every offset (table)"</summary>
                <div class="table-scroll">
                    <table class="value-grid">
                        <caption>"The head's score a·Σ cos((offset − r)·θᵢ) at each offset, and its weight after softmax"</caption>
                        <thead><tr><th scope="col">"offset"</th><th scope="col">"score"</th><th scope="col">"weight"</th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            </details>
        </FigureFrame>
    }
}
