//! The score panel's text alternative: the exact score at fixed offsets and at the training and
//! inference lengths.

use super::data::ScoreData;
use crate::format::tokens;
use leptos::prelude::*;

/// The summary table (`score-at-<offset>` cells with the full value in `data-value`).
#[component]
pub fn ScoreSummary(data: Memo<ScoreData>) -> impl IntoView {
    let rows = Memo::new(move |_| {
        data.with(|d| {
            d.summary_offsets()
                .into_iter()
                .map(|o| {
                    let note = match o {
                        o if o == d.train_len_tokens => " (training length)",
                        o if o == d.infer_len_tokens => " (inference length)",
                        _ => "",
                    };
                    (o, d.score_at(o), note)
                })
                .collect::<Vec<_>>()
        })
    });
    view! {
        <table data-testid="score-summary" class="summary">
            <caption>"Exact score at chosen offsets"</caption>
            <thead><tr><th scope="col">"offset m − n"</th><th scope="col">"score"</th></tr></thead>
            <tbody>
                {move || rows.get().into_iter().map(|(o, v, note)| view! {
                    <tr>
                        <th scope="row">{tokens(o as f64)}{note}</th>
                        <td data-testid=format!("score-at-{o}") data-value=v.to_string()>{format!("{v:.4}")}</td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
    }
}
