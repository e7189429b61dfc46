//! Figure `softmax`: what attention does with a query's scores. The scores of one word of "the
//! dog bit the man" with every word, divided by √d and turned by softmax into weights that are
//! positive and sum to 1; the weights mix the words' values into the word's output. Scaling
//! the query and the key (the attention factor) sharpens or flattens the weights.

use super::frame::FigureFrame;
use super::softmax_attention::Attention;
use super::softmax_chart::draw;
use crate::format::plain;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::state::use_app_state;
use crate::widgets::readout::{Num, NumText};
use crate::widgets::select::ParamSelect;
use crate::widgets::slider::{KeySlider, ParamSlider, SliderScale};
use leptos::prelude::*;
use rope_math::order::{Sentence, SENTENCE_DIMS};
use rope_params::figures::plot_of;
use rope_params::Params;

/// A vector's numbers as the readouts write them: three decimals, true minus signs.
fn vector(v: &[f64]) -> String {
    v.iter()
        .map(|x| plain(*x, 3).replace('-', "−"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[component]
pub fn SoftmaxFigure() -> impl IntoView {
    let state = use_app_state();
    let attention = Memo::new(move |_| {
        state.params.with(|p| {
            Attention::new(
                p.probe.m as usize,
                p.rope.attn.unwrap_or(1.0),
                p.figures.noise_tokens,
                &p.view.word_order,
            )
        })
    });
    let width = Signal::derive(|| SENTENCE_DIMS as f64);
    let label = Signal::derive(move || {
        attention.with(|a| {
            let bars = a
                .words
                .iter()
                .zip(&a.weights)
                .map(|(w, x)| format!("{w} {}", plain(*x, 3)))
                .collect::<Vec<_>>()
                .join(", ");
            let others = if a.others > 0 {
                format!(
                    "; the {} unrelated words, each scoring 0, take {} together",
                    crate::format::tokens(a.others as f64),
                    plain(a.others_weight, 3)
                )
            } else {
                String::new()
            };
            format!(
                "The weights of \"{}\"'s query over the sentence's words: {bars}{others}.",
                a.words[a.query]
            )
        })
    });
    // "The dog bit the man" becomes "the man bit the dog": the second and last words trade
    // places, each keeping its own vector, so its weight and the output stay as they were.
    let swap = move |_| {
        let n = Sentence::example().words.len();
        let swapped = attention.with_untracked(Attention::moved);
        state.apply(|p| {
            let mut order: Vec<usize> = (0..n).collect();
            if !swapped {
                order.swap(1, n - 1);
            }
            p.view.word_order = order;
        });
    };
    // A clicker's first press makes the same swap; back undoes it. Not with unrelated words
    // added: that figure has no swap (the slide is about dilution).
    crate::figures::steps::provide_steps(move |direction| {
        if attention.with_untracked(|a| a.others > 0) {
            return false;
        }
        let words = Sentence::example().words.len();
        let order = state.params.with_untracked(|p| p.view.word_order.clone());
        match crate::figures::steps::swap_step(words, &order, direction) {
            Some(next) => {
                state.apply(|p| p.view.word_order = next);
                true
            }
            None => false,
        }
    });
    let top_weight = Signal::derive(move || attention.with(|a| a.top().1));
    let others_weight = Signal::derive(move || attention.with(|a| a.others_weight));
    // Named by word, not place: a swap moves the words, and "dog (2)" would then be wrong.
    // A repeated word is told apart by its order among its twins.
    let words = Sentence::example().words;
    let options = words
        .iter()
        .enumerate()
        .map(|(k, w)| {
            let before = words[..k].iter().filter(|x| *x == w).count();
            let name = if before == 0 {
                w.to_string()
            } else {
                format!("{w} (again)")
            };
            (k.to_string(), name)
        })
        .collect();
    let rows = move || {
        attention.with(|a| {
            a.words
                .iter()
                .enumerate()
                .map(|(j, w)| {
                    let score = Signal::derive(move || {
                        attention.with(|a| a.scores.get(j).copied().unwrap_or(f64::NAN))
                    });
                    let weight = Signal::derive(move || {
                        attention.with(|a| a.weights.get(j).copied().unwrap_or(f64::NAN))
                    });
                    view! {
                        <tr>
                            // The word's place now: a swap moves it.
                            <th scope="row">{format!("{w} ({})", a.order.iter().position(|&x| x == j).unwrap_or(j))}</th>
                            <td><Num testid=format!("attn-score-{j}") value=score digits=3/></td>
                            <td><Num testid=format!("attn-weight-{j}") value=weight digits=3/></td>
                            <td>{format!("[{}]", vector(a.values.get(j).map_or(&[][..], Vec::as_slice)))}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    let output = move || attention.with(|a| vector(&a.output));
    view! {
        <FigureFrame slug="softmax" caption="Scores ÷ √d, through softmax, become weights that sum to 1 (hollow bar: the query's own word; a line: the weight at scale 1); the output mixes the words' values by them.">
            <PlotCanvas testid=plot_of("softmax") label=label aspect=0.42 min_height_css_px=180.0 max_height_css_px=205.0
                picture=paint(move |area, style| attention.with(|a| draw(&area, a, style)))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                "“" {move || attention.with(|a| a.words[a.query].clone())} "” gives “"
                {move || attention.with(|a| a.words[a.top().0].clone())} "” the most weight, "
                <NumText testid="attn-top-weight" value=top_weight shown=Signal::derive(move || plain(top_weight.get(), 3))/>
                " (scores ÷ √" <Num testid="attn-width" value=width digits=0/> ")"
                {move || if attention.with(|a| a.others > 0) { None } else { Some(view! { "; its output is [" {output} "]" }) }}
                {move || attention.with(|a| a.moved() && a.others == 0).then_some(", as before the swap: the bars moved with their words")}
            </p>
            <Show when=move || attention.with(|a| a.others > 0)>
                <p class="readout-line" data-answer="" aria-live="polite">
                    "The "
                    {move || attention.with(|a| crate::format::tokens(a.others as f64))}
                    " unrelated words (each scoring 0) take "
                    <NumText testid="attn-others-weight" value=others_weight shown=Signal::derive(move || plain(others_weight.get(), 3))/>
                    ": no score changed, yet every word lost weight."
                </p>
            </Show>
            // The swap belongs to the sentence alone: with unrelated words added (`noise`) the
            // figure is about dilution, and the row would only take the chart's room.
            <Show when=move || attention.with(|a| a.others == 0)>
                <div class="scenes" role="group" aria-label="word order">
                    <button type="button" data-testid="softmax-swap" on:click=swap>
                        {move || if attention.with(Attention::moved) { "original order" } else { "swap “dog” and “man”" }}
                    </button>
                </div>
            </Show>
            <div class="controls compact">
                <ParamSelect label="query word" key="m" options=options
                    get=|p| p.probe.m.min(4).to_string()
                    set=|p, v| p.probe.m = v.parse().unwrap_or(0)/>
                <ParamSlider label="scale q and k by" key="attn" min=0.25 max=4.0 step=0.0625 scale=SliderScale::Log2
                    get=|p| p.rope.attn.unwrap_or(1.0) set=|p: &mut Params, v: f64| p.rope.attn = Some(v)
                    format=|v| plain(v, 3)/>
                <Show when=move || attention.with(|a| a.others > 0)>
                    <KeySlider label="unrelated words" key="noise" min=1.0 max=1e6 step=0.01 scale=SliderScale::Log10
                        format=|v| crate::format::tokens(v)/>
                </Show>
            </div>
            <details class="figure-table">
                <summary>"the scores, weights and values as a table"</summary>
                <div class="table-scroll">
                    <table class="value-grid">
                        <caption>"The query word's score with each key word, its weight, and the word's value: the output is the values added up, each times its weight"</caption>
                        <thead><tr><th scope="col">"key"</th><th scope="col">"score"</th><th scope="col">"weight"</th><th scope="col">"value"</th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            </details>
        </FigureFrame>
    }
}
