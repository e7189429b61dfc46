//! The embedding protocol (DESIGN.md): alone in a frame (`?fig=`, `?panel=`), the page tells its
//! parent its height whenever it changes, as `{type: "rope-explorer:resize", height, src}` and as
//! the widespread string form `{"context": "iframe.resize", "height", "src"}`. Nothing else is
//! sent and nothing is received; the host's `embed.js` sets the frame's height.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The two messages for a height in CSS px.
pub fn resize_messages(height_css_px: f64, src: &str) -> (js_sys::Object, String) {
    let object = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&object, &"type".into(), &"rope-explorer:resize".into());
    let _ = js_sys::Reflect::set(&object, &"height".into(), &height_css_px.into());
    let _ = js_sys::Reflect::set(&object, &"src".into(), &src.into());
    let text = format!(
        "{{\"context\":\"iframe.resize\",\"height\":{height_css_px},\"src\":{}}}",
        json_string(src)
    );
    (object, text)
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Observes the document's height for the rest of the page's life and posts it to the parent
/// frame at every change (only inside a frame).
pub fn report_height_to_parent() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    if parent == window {
        return;
    }
    let Some(root) = window.document().and_then(|d| d.document_element()) else {
        return;
    };
    let last = std::cell::Cell::new(0.0f64);
    let observed = root.clone();
    let on_resize = Closure::<dyn Fn()>::new(move || {
        let height = observed.get_bounding_client_rect().height().ceil();
        if height == last.get() {
            return;
        }
        last.set(height);
        let src = web_sys::window()
            .and_then(|w| w.location().href().ok())
            .unwrap_or_default();
        let (object, text) = resize_messages(height, &src);
        let _ = parent.post_message(&object, "*");
        let _ = parent.post_message(&text.into(), "*");
    });
    // The page's lifetime: the observer holds the function from here on.
    let callback: js_sys::Function = on_resize.into_js_value().unchecked_into();
    if let Ok(observer) = web_sys::ResizeObserver::new(&callback) {
        observer.observe(&root);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(
            json_string("https://x.org/?fig=rotate&m=3"),
            "\"https://x.org/?fig=rotate&m=3\""
        );
    }
}
