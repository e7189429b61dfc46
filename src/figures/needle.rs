//! The context-budget figure's fact (`needle=<percent>`): where a fact placed that far into the
//! prompt sits, how much of the prompt follows it, and the places a needle test would hide it.
//! Positions only: how reliably a model uses a fact at each place is for the reader's own
//! test to measure (the figure has no data on it and invents none).

use crate::format::tokens;
use crate::widgets::readout::NumText;
use leptos::prelude::*;
use rope_math::budget::{Budget, NEEDLE_DEPTHS_PCT};

#[component]
pub fn NeedleLine(budget: Memo<Budget>, needle: Memo<Option<f64>>) -> impl IntoView {
    let depth = move || needle.get().unwrap_or(0.0);
    let at = Signal::derive(move || budget.get().fact_token(depth()) as f64);
    let after = Signal::derive(move || budget.get().tokens_after_fact(depth()) as f64);
    let cut = move || budget.with(|b| b.fact_token(depth()) >= b.window_tokens);
    let test_places = move || {
        NEEDLE_DEPTHS_PCT
            .iter()
            .enumerate()
            .map(|(i, d)| {
                let value = Signal::derive(move || budget.get().fact_token(*d) as f64);
                view! {
                    {if i == 0 { "" } else { ", " }}
                    <NumText testid=format!("needle-test-{i}") value=value
                        shown=Signal::derive(move || tokens(value.get()))/>
                }
            })
            .collect_view()
    };
    view! {
        <p class="readout-line needle-line" data-answer="" aria-live="polite">
            "The fact, " {move || tokens(depth())} "% in, is token "
            <NumText testid="needle-token" value=at shown=Signal::derive(move || tokens(at.get()))/>
            {move || if cut() { " (past the window's edge: cut before the model reads it)" } else { "" }}
            ", with "
            <NumText testid="needle-after" value=after shown=Signal::derive(move || tokens(after.get()))/>
            " after it. A needle test at 0, 25, 50, 75, 100%: tokens "
            {test_places}
            "."
        </p>
    }
}
