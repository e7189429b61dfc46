//! Figure `slot-marks`: the first two tries at marking position. The slot number added to the
//! word 'nolan' soon dwarfs the word; divided by the text's length it stays small, but the same
//! slot gets another mark when the text is longer than the ones seen in training. A blog
//! author's word and vector (`words`, `emb`: the first of each) take nolan's place.

use super::frame::FigureFrame;
use crate::format::plain;
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
use rope_math::order::Example;
use rope_math::order::Sentence;
use rope_math::sinusoid::{normalised_slot_mark, raw_slot_mark};
use rope_params::figures::plot_of;

pub use rope_math::sinusoid::NOLAN;

/// What the chart shows.
#[derive(Clone, Debug, PartialEq)]
struct Slots {
    word: String,
    vector: Vec<f64>,
    slot: u64,
    marked: Vec<f64>,
    train_len: u64,
    infer_len: u64,
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    s: &Slots,
    style: &PlotStyle,
) -> DrawResult {
    let font = style.label_font();
    let (left, right) = area.split_horizontally(area.dim_in_pixel().0 * 58 / 100);
    // Left: the word and the word plus its slot, dimension by dimension.
    let values = s.vector.iter().chain(&s.marked);
    let top = values.clone().cloned().fold(2.5, f64::max) * 1.1;
    let bottom = values.cloned().fold(0.0, f64::min) * 1.1;
    let dims = s.vector.len();
    let mut chart = ChartBuilder::on(&left)
        .margin(style.px(8.0))
        .x_label_area_size(style.px(30.0))
        .y_label_area_size(style.px(44.0))
        .caption("added: word + slot", font.clone())
        .build_cartesian_2d(-0.5f64..dims as f64 - 0.5, bottom..top)?;
    // Past four dimensions a label per bar would crowd the axis: number them only.
    let dim_label = if dims > 4 { "" } else { "dim " };
    style
        .mesh(&mut chart.configure_mesh(), &font, Grid::FAINT)
        .disable_x_mesh()
        .x_labels(dims)
        .x_label_formatter(&|v| format!("{dim_label}{}", v.round() as i64))
        .y_label_formatter(&|v| plain(*v, 3))
        .draw()?;
    let mark = style.highlight();
    for (j, (&w, &m)) in s.vector.iter().zip(&s.marked).enumerate() {
        let x = j as f64;
        chart.draw_series([Rectangle::new(
            [(x - 0.38, 0.0), (x - 0.02, w)],
            style.foreground().mix(0.55).filled(),
        )])?;
        chart.draw_series([Rectangle::new(
            [(x + 0.02, 0.0), (x + 0.38, m)],
            mark.filled(),
        )])?;
    }
    // Right: where the same slot lands on [0, 1] in a training-length text and a longer one.
    let mut line = ChartBuilder::on(&right)
        .margin(style.px(8.0))
        .x_label_area_size(style.px(30.0))
        .y_label_area_size(style.px(8.0))
        .caption("divided by the length", font.clone())
        .build_cartesian_2d(0.0f64..1.0, 0.0f64..2.0)?;
    style
        .mesh(&mut line.configure_mesh(), &font, Grid::FAINT)
        .disable_y_mesh()
        .y_labels(0)
        .x_labels(5)
        .x_label_formatter(&|v| plain(*v, 2))
        .draw()?;
    let rows = [
        (1.4, s.train_len, style.foreground()),
        (0.6, s.infer_len, style.outside()),
    ];
    for (y, len, colour) in rows {
        let v = normalised_slot_mark(s.slot, len).min(1.0);
        line.draw_series([PathElement::new(
            vec![(0.0, y), (1.0, y)],
            style.grid().stroke_width(style.px(2.0)),
        )])?;
        line.draw_series([Circle::new((v, y), style.px(6.0), colour.filled())])?;
        line.draw_series([Text::new(
            format!(
                "length {len}: {}",
                plain(normalised_slot_mark(s.slot, len), 3)
            ),
            (0.02, y + 0.3),
            font.clone(),
        )])?;
    }
    Ok(())
}

#[component]
pub fn SlotMarksFigure() -> impl IntoView {
    let state = use_app_state();
    let slots = Memo::new(move |_| {
        state.params.with(|p| {
            let (word, vector) = author_word(&p.figures.example);
            Slots {
                marked: raw_slot_mark(&vector, p.figures.slots.slot_tokens),
                word,
                vector,
                slot: p.figures.slots.slot_tokens,
                train_len: p.figures.slots.text_len_tokens,
                infer_len: p.rope.infer_len_tokens,
            }
        })
    });
    let norm = move |f: fn(&Slots) -> u64| {
        Signal::derive(move || slots.with(|s| normalised_slot_mark(s.slot, f(s))))
    };
    let list = |v: &[f64]| {
        v.iter()
            .map(|x| plain(*x, 6))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let label = Signal::derive(move || {
        slots.with(|s| {
            format!(
                "Left: the word {} [{}] and the same word plus its slot {}: [{}]. Right: slot {} divided by a length of {} is {}, by {} is {}.",
                s.word,
                list(&s.vector),
                s.slot,
                list(&s.marked),
                s.slot, s.train_len, plain(normalised_slot_mark(s.slot, s.train_len), 4),
                s.infer_len, plain(normalised_slot_mark(s.slot, s.infer_len), 4)
            )
        })
    });
    let marked = move || {
        let dims = slots.with(|s| s.marked.len());
        (0..dims)
            .map(|j| {
                let value =
                    Signal::derive(move || slots.with(|s| s.marked.get(j).copied().unwrap_or(0.0)));
                let shown = Signal::derive(move || plain(value.get(), 6));
                let sep = if j + 1 < dims { ", " } else { "" };
                view! { <NumText testid=format!("slot-mark-{j}") value=value shown=shown/> {sep} }
            })
            .collect_view()
    };
    let caption = Signal::derive(move || {
        slots.with(|s| {
            format!(
                "Grey: the word '{0}'; teal: {0} plus its slot number, soon dwarfed. Divided by the length the mark stays small, but a longer text moves every slot.",
                s.word
            )
        })
    });
    view! {
        <FigureFrame slug="slot-marks" caption=caption>
            <PlotCanvas testid=plot_of("slot-marks") label=label aspect=0.36 min_height_css_px=190.0 max_height_css_px=220.0
                picture=paint(move |area, style| slots.with(|s| draw(&area, s, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {move || slots.with(|s| format!("{} at slot {}: [{}] + {} = [", s.word, s.slot, list(&s.vector), s.slot))}
                {marked} "]; divided instead: "
                <Num testid="slot-norm-train" value=norm(|s| s.train_len) digits=5/> " in a text of "
                {move || slots.with(|s| s.train_len)} " tokens, "
                <Num testid="slot-norm-infer" value=norm(|s| s.infer_len) digits=5/> " in one of "
                {move || slots.with(|s| s.infer_len)} "."
            </p>
            <div class="controls compact">
                <KeySlider label="slot" key="slot" min=0.0 max=1024.0 step=1.0
                    format=|v| format!("{v}") exact=true/>
                <KeySlider label="training texts, tokens" key="len" min=10.0 max=1e5 step=0.01 scale=SliderScale::Log10
                    format=|v| format!("{v}")/>
                <KeySlider label="a longer text, tokens" key="infer" min=10.0 max=1e6 step=0.01 scale=SliderScale::Log10
                    format=|v| format!("{v}")/>
            </div>
        </FigureFrame>
    }
}

/// The word shown and its vector: the author's first word and first vector where given
/// (a word without a vector gets its seeded one, as in `order-blind`), else nolan.
fn author_word(example: &Example) -> (String, Vec<f64>) {
    if example.words.is_empty() && example.emb.is_empty() {
        return ("nolan".to_string(), NOLAN.to_vec());
    }
    let sentence = Sentence::from_example(example);
    let word = sentence.words.first().cloned().unwrap_or_default();
    let vector = sentence
        .sticks
        .first()
        .cloned()
        .unwrap_or_else(|| NOLAN.to_vec());
    (word, vector)
}
