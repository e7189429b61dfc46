//! Figure `order-blind`: the scores of a short sentence, word against word. Shuffle it: without
//! positions every score moves with its two words (the sentence and its shuffle look the same
//! to attention); with RoPE on, the scores themselves change.

use super::frame::FigureFrame;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::matrix::{draw_matrix, MatrixPicture};
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::select::ParamSelect;
use crate::widgets::value_grid::ValueGrid;
use leptos::prelude::*;
use rope_math::order::shown_order;
use rope_math::Choice;
use rope_params::figures::plot_of;
use rope_params::Positions;

/// The word followed through every shuffle (its row and column are outlined): this one when
/// the sentence has it, else the first word.
const FOLLOWED: &str = "dog";

#[component]
pub fn OrderBlindFigure() -> impl IntoView {
    let state = use_app_state();
    // The figure's own sentence, or the blog author's words and vectors (`words`, `emb`, `wq`,
    // `wk`), which `Params::clamped` has already made agree.
    let sentence = Memo::new(move |_| state.params.with(|p| p.sentence()));
    let len = Memo::new(move |_| sentence.with(|s| s.words.len()));
    let shuffles = StoredValue::new(0u64);
    // The shown order: the last shuffle while it fits the sentence, else the sentence's own.
    // It lives in the state (no URL key) so the figure's program prints the order shown.
    let order = Memo::new(move |_| {
        let n = len.get();
        state.params.with(|p| shown_order(&p.view.word_order, n))
    });
    let rope = Memo::new(move |_| state.params.with(|p| p.view.positions == Positions::Rope));
    let scores = Memo::new(move |_| sentence.with(|s| s.scores(&order.get(), rope.get())));
    // The same words in the original order: what each score was before the shuffle.
    let before = Memo::new(move |_| {
        let start: Vec<usize> = (0..len.get()).collect();
        sentence.with(|s| s.scores(&start, rope.get()))
    });
    let changed = Memo::new(move |_| {
        let o = order.get();
        scores.with(|now| {
            before.with(|was| {
                o.iter()
                    .enumerate()
                    .flat_map(|(i, &a)| o.iter().enumerate().map(move |(j, &b)| (i, j, a, b)))
                    .filter(|&(i, j, a, b)| {
                        let at = |m: &Vec<Vec<f64>>, r: usize, c: usize| {
                            m.get(r).and_then(|row| row.get(c)).copied().unwrap_or(0.0)
                        };
                        (at(now, i, j) - at(was, a, b)).abs() > 1e-9
                    })
                    .count() as f64
            })
        })
    });
    let words = Memo::new(move |_| {
        let o = order.get();
        sentence.with(|s| {
            o.iter()
                .filter_map(|&w| s.words.get(w).cloned())
                .collect::<Vec<_>>()
        })
    });
    let followed = Memo::new(move |_| {
        sentence.with(|s| {
            if s.words.iter().any(|w| w == FOLLOWED) {
                FOLLOWED.to_string()
            } else {
                s.words.first().cloned().unwrap_or_default()
            }
        })
    });
    // One colour scale for both modes, so turning RoPE on does not recolour by itself.
    let range = Memo::new(move |_| {
        let start: Vec<usize> = (0..len.get()).collect();
        sentence.with(|s| {
            [false, true]
                .iter()
                .flat_map(|&r| s.scores(&start, r).into_iter().flatten())
                .fold(0.0f64, |m, v| m.max(v.abs()))
        })
    });
    let picture = move || {
        let w = words.get();
        let mark = followed.with(|f| w.iter().position(|x| x == f));
        MatrixPicture {
            rows: w.iter().map(|x| format!("{x} (q)")).collect(),
            cols: w.clone(),
            values: scores.get(),
            range: range.get(),
            digits: Some(2),
            mark_row: mark,
            mark_col: mark,
            note: "row: the word asking (query) · column: the word asked (key)".into(),
        }
    };
    let label = Signal::derive(move || {
        format!(
            "Score matrix of \"{}\", {}: each row is a word's query against every word's key; the table below lists the numbers.",
            words.get().join(" "),
            if rope.get() { "with RoPE turning each word by its slot" } else { "without positions" }
        )
    });
    let shuffle = move |_| {
        let seed = shuffles.get_value() + 1;
        shuffles.set_value(seed);
        let next = sentence.with(|s| s.shuffle(&order.get_untracked(), seed));
        state.apply(|p| p.view.word_order = next);
    };
    // The swap that turns "the dog bit the man" into "the man bit the dog": the second word
    // and the last trade places, each keeping its own vector.
    let swap_ends = move |_| {
        let n = len.get_untracked();
        if n >= 3 {
            let mut order: Vec<usize> = (0..n).collect();
            order.swap(1, n - 1);
            state.apply(|p| p.view.word_order = order);
        }
    };
    crate::figures::steps::provide_steps(move |direction| {
        let order = state.params.with_untracked(|p| p.view.word_order.clone());
        match crate::figures::steps::swap_step(len.get_untracked(), &order, direction) {
            Some(next) => {
                state.apply(|p| p.view.word_order = next);
                true
            }
            None => false,
        }
    });
    let swap_label = move || {
        sentence.with(|s| match (s.words.get(1), s.words.last()) {
            (Some(a), Some(b)) if s.words.len() >= 3 => format!("swap “{a}” and “{b}”"),
            _ => "swap two words".to_string(),
        })
    };
    let keys = Signal::derive(move || (0..len.get()).map(|i| i.to_string()).collect::<Vec<_>>());
    let verdict = move || {
        let moved = order.with(|o| o.iter().enumerate().any(|(i, &w)| i != w));
        match (moved, rope.get(), changed.get() > 0.0) {
            // Names the outline (it follows one word through every shuffle) in one line at an
            // embed's 720 px, whose height is capped.
            (false, _, _) => format!("The original order, '{}' outlined. Shuffle: will any score change?", followed.get()),
            // As short as the question before it: a longer verdict took lines from the grid on
            // a 4:3 slide, whose cells then had no room left for their numbers.
            (true, false, _) => format!("Every score moved with its words and none changed: '{}' keeps its numbers, in new places.", followed.get()),
            (true, true, true) => "With RoPE each word is turned by the slot it lands in, so the scores themselves change: the shuffle now reads differently.".to_string(),
            (true, true, false) => "With RoPE on, this shuffle left the scores as they were.".to_string(),
        }
    };
    let positions = Positions::ALL
        .iter()
        .map(|p| {
            let label = match p {
                Positions::None => "none: the words alone",
                Positions::Rope => "RoPE (chapter 5): turned by position",
            };
            (p.slug().to_string(), label.to_string())
        })
        .collect();
    view! {
        <FigureFrame slug="order-blind" caption="Each cell is one word's query dotted with another word's key, the number attention starts from: green above zero, purple below.">
            <PlotCanvas testid=plot_of("order-blind") label=label aspect=0.5 min_height_css_px=210.0 max_height_css_px=232.0
                picture=paint(move |area, style| draw_matrix(&area, &picture(), style))/>
            // The verdict shows while the guess is open: before any move it only asks the
            // question and names the outline (the caption waits with the answer). The count
            // waits; any move answers the guess and shows it with the verdict that follows.
            <p class="readout-line" aria-live="polite" data-testid="order-verdict">
                {verdict}
                <span data-answer="">" (" <Num testid="order-changed" value=changed digits=0/> " of " {move || len.get() * len.get()} " scores changed)"</span>
            </p>
            <div class="figure-row">
                <div class="scenes" role="group" aria-label="word order">
                    <button type="button" data-testid="shuffle" on:click=shuffle>"shuffle the words"</button>
                    <button type="button" data-testid="unshuffle" on:click=move |_| state.apply(|p| p.view.word_order.clear())>"original order"</button>
                    <button type="button" data-testid="swap-ends" on:click=swap_ends>{swap_label}</button>
                </div>
                <ParamSelect label="positions" key="positions" options=positions
                    get=|p| p.view.positions.slug().to_string()
                    set=|p, v| p.view.positions = Positions::from_slug(v).unwrap_or(Positions::None)/>
            </div>
            <details class="figure-table">
                <summary>"the scores as a table"</summary>
                <ValueGrid caption="Query word (row) against key word (column), in the order shown" corner="query \\ key"
                    rows=words cols=words row_keys=keys values=scores prefix="order-score" digits=3/>
            </details>
        </FigureFrame>
    }
}
