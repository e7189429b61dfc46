//! A button that offers a table as CSV.

use crate::files::download_text;
use leptos::prelude::*;

/// A button that offers the CSV `csv()` returns (computed on click) as `file_name`.
#[component]
pub fn CsvButton(
    testid: &'static str,
    file_name: &'static str,
    #[prop(default = "Download CSV")] label: &'static str,
    csv: impl Fn() -> String + 'static,
) -> impl IntoView {
    view! {
        <button type="button" data-testid=testid on:click=move |_| download_text(&csv(), file_name, "text/csv")>
            {label}
        </button>
    }
}
