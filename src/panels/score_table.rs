//! The score panel's text alternative: the exact score at fixed offsets and at the training and
//! inference lengths, and the CSV download of the plotted data.

use super::score_data::ScoreData;
use crate::format::tokens;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

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

/// Offers `csv` as a file download (no server: a Blob URL).
pub fn download_csv(csv: &str) {
    let parts = js_sys_array(csv);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/csv");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        leptos::logging::warn!("could not build the CSV");
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = document()
        .create_element("a")
        .ok()
        .and_then(|el| el.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download("rope-score.csv");
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// A one-element JS array holding `s` (the Blob constructor takes a sequence).
fn js_sys_array(s: &str) -> wasm_bindgen::JsValue {
    let array = js_sys::Array::new();
    array.push(&wasm_bindgen::JsValue::from_str(s));
    array.into()
}
