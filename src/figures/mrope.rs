//! Figure `mrope`: multimodal RoPE hands each frequency index to time, height or width. The
//! chart is the head's frequencies coloured by axis (Qwen2-VL's runs or Qwen3-VL's round
//! robin); the table beside it is the three position ids of a small image followed by text.

use super::frame::FigureFrame;
use crate::format::sig;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::style::PlotStyle;
use crate::plot::{DrawResult, Grid};
use crate::state::use_app_state;
use crate::widgets::live_rows::Cells;
use crate::widgets::pair_table::PairTable;
use crate::widgets::select::ParamSelect;
use leptos::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::*;
use rope_math::freq::default_inv_freq;
use rope_math::mrope::{axes, image_then_text, Axis};
use rope_math::{Choice, MropeLayout};
use rope_params::figures::plot_of;
use rope_params::Params;

/// The image of the example: one frame of 2 × 3 patches, then three text tokens.
const IMAGE: (u64, u64, u64) = (1, 2, 3);
const TEXT_TOKENS: u64 = 3;

/// The published splits: Qwen2-VL and Qwen2.5-VL in runs, Qwen3-VL round-robin.
fn section_of(layout: MropeLayout) -> [usize; 3] {
    match layout {
        MropeLayout::Chunked => [16, 24, 24],
        MropeLayout::Interleaved => [24, 20, 20],
    }
}

fn axis_index(a: Axis) -> usize {
    match a {
        Axis::T => 0,
        Axis::H => 1,
        Axis::W => 2,
    }
}

const AXIS_NAMES: [&str; 3] = ["time", "height", "width"];

/// The three axes' colours, distinct from each other in both themes.
fn axis_colour(style: &PlotStyle, axis: usize) -> RGBColor {
    match (axis, style.dark) {
        (0, false) => RGBColor(0x5e, 0x3c, 0x99),
        (0, true) => RGBColor(0xb2, 0xab, 0xd2),
        (1, false) => RGBColor(0x1b, 0x7a, 0x3d),
        (1, true) => RGBColor(0x7f, 0xd3, 0x8e),
        // Olive, not orange: orange is the query's alone.
        (_, false) => RGBColor(0x80, 0x80, 0x00),
        (_, true) => RGBColor(0xd4, 0xd4, 0x5a),
    }
}

#[derive(Clone, Debug, PartialEq)]
struct Split {
    layout: MropeLayout,
    section: [usize; 3],
    inv_freq: Vec<f64>,
    /// 0 = t, 1 = h, 2 = w for every frequency index.
    axis: Vec<usize>,
}

impl Split {
    fn of(p: &Params) -> Split {
        let inv_freq = default_inv_freq(p.rope.d, p.rope.base);
        let whole = |v: Option<&f64>| v.map_or(0, |x| *x as usize);
        let s = &p.rope.mrope_section;
        let section = if s.is_empty() {
            section_of(p.rope.mrope_layout)
        } else {
            [whole(s.first()), whole(s.get(1)), whole(s.get(2))]
        };
        let axis = axes(inv_freq.len(), &section, p.rope.mrope_layout)
            .into_iter()
            .map(axis_index)
            .collect();
        Split {
            layout: p.rope.mrope_layout,
            section,
            inv_freq,
            axis,
        }
    }

    /// "16 at 0–15" for an axis in one run; "21 spread over 1–61" for one dealt round-robin.
    fn span_words(&self, axis: usize) -> String {
        let idx: Vec<usize> = self
            .axis
            .iter()
            .enumerate()
            .filter(|(_, a)| **a == axis)
            .map(|(i, _)| i)
            .collect();
        match (idx.first(), idx.last()) {
            (Some(f), Some(l)) if l - f + 1 == idx.len() => format!("{} at {f}–{l}", idx.len()),
            (Some(f), Some(l)) => format!("{} spread over {f}–{l}", idx.len()),
            _ => "none".to_string(),
        }
    }
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    s: &Split,
    style: &PlotStyle,
) -> DrawResult {
    let n = s.inv_freq.len();
    let font = style.label_font();
    let lo = s.inv_freq.last().copied().unwrap_or(1e-6).max(1e-300) / 3.0;
    let mut chart = ChartBuilder::on(area)
        .margin(style.px(10.0))
        .x_label_area_size(style.px(36.0))
        .y_label_area_size(style.px(60.0))
        .build_cartesian_2d(-0.5f64..(n as f64 - 0.5).max(0.5), (lo..3.0).log_scale())?;
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .x_desc("frequency index i (fast → slow)")
        .y_desc("θᵢ (rad/token)")
        .x_labels(6)
        .y_labels(5)
        .x_label_formatter(&|v| format!("{}", v.round() as i64))
        .y_label_formatter(&|v| sig(*v, 1))
        .draw()?;
    let r = style.px(if n > 64 { 2.2 } else { 3.2 });
    chart.draw_series(
        s.inv_freq
            .iter()
            .zip(&s.axis)
            .enumerate()
            .map(|(i, (&t, &a))| Circle::new((i as f64, t), r, axis_colour(style, a).filled())),
    )?;
    Ok(())
}

fn describe(s: &Split) -> String {
    format!(
        "Dot plot of the head's {} frequencies θᵢ on a log axis, coloured by the axis each follows ({} split {:?}): \
         time {}, height {}, width {}.",
        s.inv_freq.len(),
        s.layout.slug(),
        s.section,
        s.span_words(0),
        s.span_words(1),
        s.span_words(2),
    )
}

/// The position ids of the example, one column per token.
#[component]
fn PositionIdTable() -> impl IntoView {
    let ids = image_then_text(IMAGE.0, IMAGE.1, IMAGE.2, 1, TEXT_TOKENS, 0);
    let count = ids.t.len();
    let kinds: Vec<&str> = (0..count)
        .map(|j| {
            if j < (IMAGE.0 * IMAGE.1 * IMAGE.2) as usize {
                "img"
            } else {
                "text"
            }
        })
        .collect();
    let row = |name: &'static str, letter: &'static str, values: Vec<u64>| {
        view! {
            <tr class=format!("axis-{letter}")><th scope="row">{name}</th>
                {values.into_iter().enumerate().map(|(j, v)| view! {
                    <td data-testid=format!("mrope-id-{letter}-{j}") data-value=v.to_string()>{v}</td>
                }).collect_view()}
            </tr>
        }
    };
    view! {
        <div class="table-scroll">
            <table class="id-table" data-testid="mrope-ids">
                <caption>"Ids of a 2 × 3 image, then 3 text tokens"</caption>
                <thead><tr><th scope="col">"token"</th>{kinds.into_iter().map(|k| view! { <th scope="col">{k}</th> }).collect_view()}</tr></thead>
                <tbody>
                    {row("time", "t", ids.t.clone())}
                    {row("height", "h", ids.h.clone())}
                    {row("width", "w", ids.w.clone())}
                </tbody>
            </table>
        </div>
    }
}

#[component]
pub fn MropeFigure() -> impl IntoView {
    let state = use_app_state();
    let split = Memo::new(move |_| state.params.with(Split::of));
    let label = Signal::derive(move || split.with(describe));
    let count = Memo::new(move |_| split.with(|s| s.axis.len()));
    let options = MropeLayout::ALL
        .iter()
        .map(|l| {
            let words = match l {
                MropeLayout::Chunked => "Qwen2-VL",
                MropeLayout::Interleaved => "Qwen3-VL",
            };
            (l.slug().to_string(), words.to_string())
        })
        .collect();
    view! {
        <FigureFrame slug="mrope" caption="A width pair turns by the token's column, a height pair by its row, a time pair by its frame.">
            <PlotCanvas testid=plot_of("mrope") label=label aspect=0.36 min_height_css_px=170.0 max_height_css_px=190.0
                picture=paint(move |area, style| split.with(|s| draw(&area, s, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {move || split.with(|s| s.layout.slug().to_string())} " " {move || split.with(|s| format!("{:?}", s.section))} ": "
                {(0..3).map(|a| view! {
                    <span class=format!("axis-word-{}", ["t", "h", "w"][a])>{AXIS_NAMES[a]}</span>
                    " " {move || split.with(|s| s.span_words(a))} {if a < 2 { "; " } else { "" }}
                }).collect_view()}
            </p>
            <div class="figure-row">
    <PositionIdTable/>
                <div class="controls compact">
                    <ParamSelect label="model" key="mrope_layout" options=options
                        get=|p| p.rope.mrope_layout.slug().to_string()
                        set=|p, v| {
                            let layout = MropeLayout::from_slug(v).unwrap_or(MropeLayout::Chunked);
                            p.rope.mrope_layout = layout;
                            p.rope.mrope_section = section_of(layout).iter().map(|&x| x as f64).collect();
                        }/>
                </div>
            </div>
            <PairTable testid="pair-table" summary="which axis each frequency index follows (table)"
                caption="the axis each frequency index follows"
                columns=&[("axis", Some("mrope-axis")), ("θᵢ (rad/token)", Some("inv-freq"))]
                rows=count num_pairs=count
                fill=move |cells: &mut Cells| split.with(|s| {
                    for (&a, &t) in s.axis.iter().zip(&s.inv_freq) {
                        cells.number(a as f64, || AXIS_NAMES[a].to_string());
                        cells.number(t, || sig(t, 6));
                    }
                })/>
        </FigureFrame>
    }
}
