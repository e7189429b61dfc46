//! A per-pair table: each row starts with the pair's colour swatch and index, then the columns
//! a panel fills through [`LiveRows`] (every cell written in one batch per change). Inside a
//! `<details>`, so long tables stay closed until asked for; wide tables scroll in their box.

use super::live_rows::{Cells, LiveRows};
use super::section::use_section;
use crate::plot::style::pair_swatch_style;
use crate::state::use_app_state;
use leptos::prelude::*;
use std::fmt::Write;

/// One data column: its header and, when its cells are page hooks, the prefix of their test
/// ids (`<prefix>-<row>`).
pub type Column = (&'static str, Option<&'static str>);

/// The table. `fill` adds every cell of every row, row by row, in column order.
#[component]
pub fn PairTable<F>(
    /// The table's `data-testid`.
    testid: &'static str,
    /// The words of the `<details>` toggle.
    summary: &'static str,
    caption: &'static str,
    /// The columns after "pair".
    columns: &'static [Column],
    /// Rows shown.
    #[prop(into)]
    rows: Signal<usize>,
    /// Pairs in all (colours are spread over them, as in the plots).
    #[prop(into)]
    num_pairs: Signal<usize>,
    /// The pair row `i` shows (default: pair `i`).
    #[prop(optional)]
    pair_of: Option<Callback<usize, usize>>,
    /// Rows to mark (class `ood`: the pair left its training angles).
    #[prop(optional)]
    flagged: Option<Callback<usize, bool>>,
    /// Whether the table starts open.
    #[prop(into, default = Signal::stored(false))]
    open: Signal<bool>,
    fill: F,
) -> impl IntoView
where
    F: Fn(&mut Cells) + Send + Sync + 'static,
{
    let dark = use_app_state().dark;
    let (by_url, on_toggle) = use_section("table");
    let pair = move |i: usize| pair_of.map_or(i, |f| f.run(i));
    // Each row: the swatch in the pair's plot colour, the pair's number, then the data cells.
    // Rebuilt when the rows, the colours (pair count, theme) or the flags change.
    let markup = Memo::new(move |_| {
        let (count, total, dark) = (rows.get(), num_pairs.get(), dark.get());
        let mut html = String::new();
        for i in 0..count {
            let p = pair(i);
            let class = if flagged.is_some_and(|f| f.run(i)) {
                r#" class="ood""#
            } else {
                ""
            };
            let swatch = pair_swatch_style(p, total, dark);
            // Writing into a String cannot fail.
            let _ = write!(
                html,
                r#"<tr{class}><th scope="row"><span class="swatch" style="{swatch}"></span>{p}</th>"#
            );
            for (_, hook) in columns {
                match hook {
                    Some(prefix) => {
                        let _ =
                            write!(html, r#"<td data-fill="" data-testid="{prefix}-{i}"></td>"#);
                    }
                    None => html.push_str(r#"<td data-fill=""></td>"#),
                }
            }
            html.push_str("</tr>");
        }
        html
    });
    view! {
        <details class="table-wrap" open=move || open.get() || by_url.get() on:toggle=on_toggle>
            <summary>{summary}</summary>
            <div class="table-scroll">
                <table data-testid=testid>
                    <caption>{caption}</caption>
                    <thead>
                        <tr>
                            <th scope="col">"pair"</th>
                            {columns.iter().map(|(title, _)| view! { <th scope="col">{*title}</th> }).collect_view()}
                        </tr>
                    </thead>
                    <LiveRows markup=markup fill=fill/>
                </table>
            </div>
        </details>
    }
}
