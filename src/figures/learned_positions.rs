//! Figure `learned-positions`: the other early answer to order. A table learned in training
//! holds one vector per position, added to the word's vector like any mark; it can hold
//! anything, but it has no row past the longest text it was trained on.

use super::frame::FigureFrame;
use super::learned_gap::{draw_gap, GapPicture};
use crate::format::plain;
use crate::plot::canvas::PlotCanvas;
use crate::plot::chart::halves;
use crate::plot::export::paint;
use crate::plot::matrix::{draw_matrix, MatrixPicture};
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use rope_math::learned::{
    gap_scores, learned_mark, learned_table, pair_words, shown_rows, words_score, TABLE_LEN,
    TABLE_WIDTH,
};
use rope_params::display::tokens;
use rope_params::figures::plot_of;
use rope_params::Params;

/// A whole count, grouped as the page groups tokens.
fn fmt_int(value: u64) -> String {
    tokens(value as f64)
}

/// The positions the slider reaches: the table and as far again past it.
fn slider_max(p: &Params) -> f64 {
    (2 * p.figures.learned.rows).saturating_sub(1) as f64
}

/// The plot's height at a width: the table alone; with the gap's chart beside it on a wide
/// page, a little taller; under it on a narrow one, both at their own heights.
fn plot_height_css_px(width_css_px: f64, gap_tokens: u64) -> f64 {
    let table = (width_css_px * 0.42).clamp(170.0, 230.0);
    match gap_tokens {
        0 => table,
        _ if width_css_px >= 560.0 => (width_css_px * 0.36).clamp(220.0, 300.0),
        _ => table + 200.0,
    }
}

#[component]
pub fn LearnedPositionsFigure() -> impl IntoView {
    let state = use_app_state();
    let rows = Memo::new(move |_| {
        state
            .params
            .with(|p| usize::try_from(p.figures.learned.rows).unwrap_or(TABLE_LEN))
    });
    // Rows are drawn in order, so a longer table begins with the story's 16 rows.
    let table = Memo::new(move |_| learned_table(rows.get(), TABLE_WIDTH, 11));
    let position = Memo::new(move |_| state.params.with(|p| p.probe.m));
    let row =
        Memo::new(move |_| table.with(|t| learned_mark(t, position.get()).map(<[f64]>::to_vec)));
    let last = move || fmt_int((rows.get() as u64).saturating_sub(1));
    // A slide's second weakness (`gap=<tokens>`): two words that far apart, slid along the
    // table, score differently at every place.
    let gap = Memo::new(move |_| state.params.with(|p| p.figures.learned.gap_tokens));
    let words = pair_words(TABLE_WIDTH);
    let alone = words_score(&words.0, &words.1);
    let scores = Memo::new(move |_| {
        let gap = gap.get();
        if gap == 0 {
            return Vec::new();
        }
        table.with(|t| gap_scores(t, &words.0, &words.1, gap))
    });
    let range = Memo::new(move |_| {
        scores.with(|s| {
            s.iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
                    (l.min(*v), h.max(*v))
                })
        })
    });
    // The table drawn with positions across, so 16 of its rows fit a phone's width; a longer
    // table shows the 16 around the position, or its last 16 when the position is past it.
    let picture = move || {
        let m = position.get();
        let shown = shown_rows(rows.get(), m, TABLE_LEN);
        let values = table.with(|t| {
            (0..TABLE_WIDTH)
                .map(|j| t[shown.clone()].iter().map(|r| r[j]).collect())
                .collect()
        });
        let inside = usize::try_from(m).ok().filter(|m| *m < rows.get());
        MatrixPicture {
            rows: (0..TABLE_WIDTH).map(|j| format!("dim {j}")).collect(),
            cols: shown.clone().map(|p| format!("{p}")).collect(),
            values,
            range: 1.2,
            digits: None,
            mark_row: None,
            mark_col: inside.map(|m| m - shown.start),
            // Past the table the slider's position has no column to outline: the note says so, so
            // the figure never seems to ignore the slider.
            note: if inside.is_some() {
                "column: a position · row: one number of its mark (learned in training)".into()
            } else {
                format!(
                    "position {}: no column (the table ends at {})",
                    fmt_int(m),
                    last()
                )
            },
        }
    };
    let label = Signal::derive(move || {
        let table = format!(
            "A learned position table of {} positions, {TABLE_WIDTH} numbers each; position {} {}.",
            fmt_int(rows.get() as u64),
            fmt_int(position.get()),
            if row.with(Option::is_some) {
                "is outlined"
            } else {
                "lies past the table and has no column"
            }
        );
        if gap.get() == 0 {
            return table;
        }
        let (lo, hi) = range.get();
        format!(
            "{table} Beside it, two words {} apart slid along the table: with their marks added their score runs from {} to {}, and past position {} there is none.",
            gap.get(),
            plain(lo, 2),
            plain(hi, 2),
            last()
        )
    });
    let verdict = move || {
        let m = fmt_int(position.get());
        match row.get() {
            Some(_) => format!("Position {m} has its column: the model adds that mark to the word's vector."),
            None => format!(
                "Position {m} has no column: the table stops at {}. Nothing was ever learned for it.",
                last()
            ),
        }
    };

    let marks = move || {
        row.get().map(|r| {
            r.iter()
                .enumerate()
                .map(|(j, v)| {
                    let v = *v;
                    view! { <Num testid=format!("learned-mark-{j}") value=Signal::derive(move || v) digits=2/> " " }
                })
                .collect_view()
        })
    };
    view! {
        <FigureFrame slug="learned-positions" caption="A learned table can hold any mark for each position it was trained on, and none for the positions past it.">
            <PlotCanvas testid=plot_of("learned-positions") label=label aspect=0.42 min_height_css_px=170.0 max_height_css_px=400.0
                height_for_width=Callback::new(move |w: f64| plot_height_css_px(w, gap.get()))
                picture=paint(move |area, style| {
                    if gap.get() == 0 {
                        return draw_matrix(&area, &picture(), style);
                    }
                    let (left, right) = halves(&area, style, 1.6, 560.0);
                    draw_matrix(&left, &picture(), style)?;
                    scores.with(|s| draw_gap(&right, &GapPicture { scores: s, rows: rows.get() as u64, gap_tokens: gap.get(), position: position.get() }, style))
                })/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {verdict}
                <Show when=move || row.with(Option::is_some)>" Its mark: " <span class="mark-list">{marks}</span></Show>
            </p>
            <Show when=move || gap.get() != 0>
                <p class="readout-line" aria-live="polite">
                    "Two words " {move || gap.get()} " apart, slid along the table: score "
                    <Num testid="learned-gap-low" value=Signal::derive(move || range.get().0) digits=2/> " to "
                    <Num testid="learned-gap-high" value=Signal::derive(move || range.get().1) digits=2/>
                    ", the words alone " {plain(alone, 2)} ". The gap never changes; the score does."
                </p>
            </Show>
            <div class="controls compact">
                <KeySlider label="position m" key="m" min=0.0 max=(2 * TABLE_LEN - 1) as f64 max_of=slider_max
                    format=|v| format!("{v}")/>
            </div>
        </FigureFrame>
    }
}
