//! File downloads without a server: a Blob or data URL clicked through a temporary link.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a download named `file_name` with MIME type `mime`.
pub fn download_text(text: &str, file_name: &str, mime: &str) {
    let parts = js_sys::Array::new();
    parts.push(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        leptos::logging::warn!("could not build the download");
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    download_url(&url, file_name);
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Offers what `url` (a Blob or data URL) holds as a download named `file_name`.
pub fn download_url(url: &str, file_name: &str) {
    if let Some(a) = document()
        .create_element("a")
        .ok()
        .and_then(|el| el.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(url);
        a.set_download(file_name);
        a.click();
    }
}
