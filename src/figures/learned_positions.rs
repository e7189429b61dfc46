//! Figure `learned-positions`: the other early answer to order. A table learned in training
//! holds one vector per position, added to the word's vector like any mark; it can hold
//! anything, but it has no row past the longest text it was trained on.

use super::frame::FigureFrame;
use crate::plot::canvas::PlotCanvas;
use crate::plot::export::paint;
use crate::plot::matrix::{draw_matrix, MatrixPicture};
use crate::state::use_app_state;
use crate::widgets::readout::Num;
use crate::widgets::slider::KeySlider;
use leptos::prelude::*;
use rope_math::learned::{learned_mark, learned_table, shown_rows, TABLE_LEN, TABLE_WIDTH};
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
        format!(
            "A learned position table of {} positions, {TABLE_WIDTH} numbers each; position {} {}.",
            fmt_int(rows.get() as u64),
            fmt_int(position.get()),
            if row.with(Option::is_some) {
                "is outlined"
            } else {
                "lies past the table and has no column"
            }
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
            <PlotCanvas testid=plot_of("learned-positions") label=label aspect=0.42 min_height_css_px=170.0 max_height_css_px=230.0
                picture=paint(move |area, style| draw_matrix(&area, &picture(), style))/>
            <p class="readout-line" data-answer="" aria-live="polite">
                {verdict}
                <Show when=move || row.with(Option::is_some)>" Its mark: " <span class="mark-list">{marks}</span></Show>
            </p>
            <div class="controls compact">
                <KeySlider label="position m" key="m" min=0.0 max=(2 * TABLE_LEN - 1) as f64 max_of=slider_max
                    format=|v| format!("{v}")/>
            </div>
        </FigureFrame>
    }
}
