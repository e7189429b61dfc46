//! A small table of numbers with a label per row and column, each cell a result with its
//! `data-testid="<prefix>-<row key>-<column>"` and full-precision `data-value`: the text
//! alternative of a grid picture, or a figure's table in its own right.

use leptos::prelude::*;

/// The table. Rows and columns follow the signals; it is rebuilt when they change (it is
/// small: a few rows of a few cells).
#[component]
pub fn ValueGrid(
    caption: &'static str,
    /// The header of the row labels' column.
    corner: &'static str,
    #[prop(into)] rows: Signal<Vec<String>>,
    #[prop(into)] cols: Signal<Vec<String>>,
    /// The key of each row in its cells' test ids (a position, a slot).
    #[prop(into)]
    row_keys: Signal<Vec<String>>,
    #[prop(into)] values: Signal<Vec<Vec<f64>>>,
    prefix: &'static str,
    #[prop(default = 3)] digits: usize,
    #[prop(default = "")] testid: &'static str,
) -> impl IntoView {
    view! {
        <div class="table-scroll">
            <table class="value-grid" data-testid=testid>
                <caption>{caption}</caption>
                <thead>
                    <tr>
                        <th scope="col">{corner}</th>
                        {move || cols.get().into_iter().map(|c| view! { <th scope="col">{c}</th> }).collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {move || {
                        let (labels, keys) = (rows.get(), row_keys.get());
                        values.with(|v| {
                            v.iter()
                                .zip(labels)
                                .zip(keys)
                                .map(|((row, label), key)| {
                                    let cells = row
                                        .iter()
                                        .enumerate()
                                        .map(|(c, &x)| {
                                            view! {
                                                <td data-testid=format!("{prefix}-{key}-{c}") data-value=x.to_string()>
                                                    {crate::plot::matrix::fixed(x, digits)}
                                                </td>
                                            }
                                        })
                                        .collect_view();
                                    view! { <tr><th scope="row">{label}</th>{cells}</tr> }
                                })
                                .collect_view()
                        })
                    }}
                </tbody>
            </table>
        </div>
    }
}
