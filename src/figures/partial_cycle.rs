//! Figure `partial-cycle`: the pairs that never finish a turn in training, and the one boundary
//! that Liu's critical dimension, YaRN's ramp, Llama 3's bands, p-RoPE's cut and Resonance
//! RoPE's rounding all act on. Above, each pair's wavelength against the training length;
//! below, one strip per method saying what it does to each pair.

use super::frame::FigureFrame;
use crate::format::tokens;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::readout::NumText;
use crate::widgets::slider::{KeySlider, SliderScale};
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rope_math::analysis::critical_dimension;
use rope_math::freq::{default_inv_freq, wavelength_tokens};
use rope_math::research::{partial_cycle, BoundaryMethod, PairFate};
use rope_params::figures::plot_of;

/// The models the reader can jump to: name, d, base, training length (from their configs).
const MODELS: [(&str, usize, f64, u64); 4] = [
    ("Llama 2", 128, 1e4, 4096),
    ("Llama 3", 128, 5e5, 8192),
    ("Gemma 7B", 256, 1e4, 8192),
    ("Qwen2.5", 128, 1e6, 32_768),
];

#[derive(Clone, Copy, Debug, PartialEq)]
struct Head {
    d: usize,
    base: f64,
    train_tokens: f64,
}

/// How much a method changes a pair, as the strength of the highlight: the same words in both
/// themes (grey kept, faint teal partly changed, strong teal changed).
fn fate_colour(style: &PlotStyle, fate: PairFate) -> RGBAColor {
    match fate {
        PairFate::Kept => style.grid().mix(0.9),
        PairFate::Blended => style.highlight().mix(0.35),
        PairFate::Changed => style.highlight().mix(0.95),
    }
}

/// The first pair p-RoPE stills when it keeps three quarters of a head `d` wide.
/// (rope-math's boundary methods: pair i turns while i < 0.75 · pairs).
fn cut_pair(d: usize) -> usize {
    (3 * (d / 2)).div_ceil(4)
}

/// Where p-RoPE's cut stands against the first pair that never finishes a turn.
fn distance_words(cut: usize, first: usize) -> String {
    match cut.cmp(&first) {
        std::cmp::Ordering::Equal => "exactly at the boundary".to_string(),
        std::cmp::Ordering::Greater => format!("{} pairs past the boundary", cut - first),
        std::cmp::Ordering::Less => format!("{} pairs before the boundary", first - cut),
    }
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    h: &Head,
    style: &PlotStyle,
) -> DrawResult {
    let inv = default_inv_freq(h.d, h.base);
    let n = inv.len();
    if n == 0 {
        return Ok(());
    }
    let waves: Vec<f64> = inv.iter().map(|&t| wavelength_tokens(t)).collect();
    let (_, first) = partial_cycle(h.d, h.base, h.train_tokens);
    let font = style.label_font();
    let (_, height) = area.dim_in_pixel();
    let strip_px = style.px(20.0);
    let strips_px = strip_px * BoundaryMethod::ALL.len() as u32 + style.px(6.0);
    let (top, bottom) = area.split_vertically(height.saturating_sub(strips_px));
    let lo = waves.first().copied().unwrap_or(1.0).min(h.train_tokens) / 2.0;
    let hi = waves.last().copied().unwrap_or(10.0).max(h.train_tokens) * 3.0;
    let x_range = -0.5f64..n as f64 - 0.5;
    // Wide enough for the strips' names too ("Resonance").
    let y_area = style.px(70.0);
    let mut chart = ChartBuilder::on(&top)
        .margin(style.px(8.0))
        .margin_bottom(style.px(2.0))
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(y_area)
        .build_cartesian_2d(x_range.clone(), (lo..hi).log_scale())?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("pair i (fast → slow)")
        .y_desc("wavelength, tokens")
        .x_labels(6)
        .y_labels(6)
        .x_label_formatter(&|v| format!("{}", v.round() as i64))
        .y_label_formatter(&|v| tokens(*v))
        .draw()?;
    // The pairs that never finish a turn, shaded, with the boundary dashed.
    if first < n {
        chart.draw_series([Rectangle::new(
            [(first as f64 - 0.5, lo), (n as f64 - 0.5, hi)],
            style.grid().mix(0.6).filled(),
        )])?;
        chart.draw_series(DashedLineSeries::new(
            [(first as f64 - 0.5, lo), (first as f64 - 0.5, hi)],
            style.px(4.0),
            style.px(3.0),
            style.foreground().stroke_width(style.px(1.5)),
        ))?;
        chart.draw_series([Text::new(
            format!("never a full turn: {} pairs", n - first),
            (n as f64 - 0.5, hi / 1.2),
            font.clone().pos(Pos::new(HPos::Right, VPos::Top)),
        )])?;
    }
    chart.draw_series(DashedLineSeries::new(
        [(-0.5, h.train_tokens), (n as f64 - 0.5, h.train_tokens)],
        style.px(4.0),
        style.px(3.0),
        style.training().stroke_width(style.px(1.5)),
    ))?;
    chart.draw_series([Text::new(
        format!("trained {}", tokens(h.train_tokens)),
        (0.0, h.train_tokens * 1.15),
        font.clone()
            .color(&style.training())
            .pos(Pos::new(HPos::Left, VPos::Bottom)),
    )])?;
    let r = style.px(if n > 64 { 2.0 } else { 3.0 });
    chart.draw_series(waves.iter().enumerate().map(|(i, &w)| {
        let c = style.foreground();
        if i >= first {
            Circle::new((i as f64, w), r, c.stroke_width(style.px(1.5)))
        } else {
            Circle::new((i as f64, w), r, c.filled())
        }
    }))?;
    // One strip per method, on the chart's x axis: pale = kept, mid = blended, dark = changed.
    let plot_x = chart.plotting_area().get_base_pixel().0 - top.get_base_pixel().0;
    let plot_w = chart.plotting_area().dim_in_pixel().0 as i32;
    let px_of = |x: f64| plot_x + ((x + 0.5) / n as f64 * f64::from(plot_w)) as i32;
    for (k, method) in BoundaryMethod::ALL.iter().enumerate() {
        let y0 = style.px(6.0) as i32 + (k as u32 * strip_px) as i32;
        let y1 = y0 + strip_px as i32 - style.px(4.0) as i32;
        for (i, &w) in waves.iter().enumerate() {
            let fate = method.fate(i, n, w, h.train_tokens);
            bottom.draw(&Rectangle::new(
                [(px_of(i as f64 - 0.5), y0), (px_of(i as f64 + 0.5), y1)],
                fate_colour(style, fate).filled(),
            ))?;
        }
        bottom.draw(&Text::new(
            method.name(),
            (plot_x - style.px(6.0) as i32, (y0 + y1) / 2),
            font.clone().pos(Pos::new(HPos::Right, VPos::Center)),
        ))?;
    }
    if first < n {
        let x = px_of(first as f64 - 0.5);
        bottom.draw(&PathElement::new(
            vec![(x, 0), (x, strips_px as i32)],
            style.foreground().stroke_width(style.px(1.5)),
        ))?;
    }
    Ok(())
}

#[component]
pub fn PartialCycleFigure() -> impl IntoView {
    let state = use_app_state();
    let head = Memo::new(move |_| {
        state.params.with(|p| Head {
            d: p.rope.d,
            base: p.rope.base,
            train_tokens: p.rope.train_len_tokens as f64,
        })
    });
    let counts = Memo::new(move |_| head.with(|h| partial_cycle(h.d, h.base, h.train_tokens)));
    let pairs = Signal::derive(move || counts.get().0 as f64);
    let first = Signal::derive(move || counts.get().1 as f64);
    let critical = Signal::derive(move || {
        head.with(|h| critical_dimension(h.d, h.base, h.train_tokens) as f64)
    });
    let label = Signal::derive(move || {
        head.with(|h| {
            format!(
                "Each pair's wavelength against the training length of {} tokens, for a head {} wide at base {}: {} of {} pairs, from pair {} on, never finish a turn. \
                 Below, what each method does to each pair: YaRN and Llama 3 change the pairs past that boundary; p-RoPE (three quarters kept) stills pairs from {} on, {}; Resonance RoPE rounds every pair.",
                tokens(h.train_tokens), h.d, h.base, pairs.get(), h.d / 2, first.get(),
                cut_pair(h.d), distance_words(cut_pair(h.d), first.get() as usize)
            )
        })
    });
    let model_buttons = MODELS
        .iter()
        .map(|&(name, d, base, train)| {
            let pick = move |_| {
                state.apply(|p| {
                    p.rope.d = d;
                    p.rope.base = base;
                    p.rope.train_len_tokens = train;
                })
            };
            view! { <button type="button" data-testid=format!("model-{}", name.to_lowercase().replace([' ', '.'], "-")) on:click=pick>{name}</button> }
        })
        .collect_view();
    view! {
        <FigureFrame slug="partial-cycle" caption="Hollow: no full turn in training. Strips (frequencies): grey kept, faint teal partly changed, strong teal changed; Resonance rounds all, repeating angles exactly only where strong.">
            <PlotCanvas testid=plot_of("partial-cycle") label=label min_height_css_px=230.0 max_height_css_px=280.0
                height_for_width=Callback::new(|w: f64| if w >= 520.0 { 236.0 } else { 248.0 })
                picture=paint(move |area, style| head.with(|h| draw(&area, h, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                <NumText testid="partial-cycle-pairs" value=pairs shown=Signal::derive(move || format!("{}", pairs.get()))/>
                {move || format!(" of {} pairs never finish a turn; the first is pair ", head.with(|h| h.d / 2))}
                <NumText testid="first-partial-pair" value=first shown=Signal::derive(move || format!("{}", first.get()))/>
                ", so the critical dimension is "
                <NumText testid="critical-dim" value=critical shown=Signal::derive(move || format!("{}", critical.get()))/>
            </p>
            <div class="controls compact">
                <KeySlider label="base" key="base" min=1e3 max=1e7 step=0.01 scale=SliderScale::Log10
                    format=|v| crate::format::plain(v, 4)/>
                <KeySlider label="training length" key="train" min=512.0 max=131072.0 step=0.01 scale=SliderScale::Log10
                    format=|v| format!("{} tokens", tokens(v))/>
            </div>
            <div class="figure-row">{model_buttons}</div>
        </FigureFrame>
    }
}
