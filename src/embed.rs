//! The embedding protocol (docs/design.md): alone in a frame (`?fig=`, `?panel=`), the page tells its
//! parent its height whenever it changes, as `{type: "rope-explorer:resize", height, src}` and as
//! the widespread string form `{"context": "iframe.resize", "height", "src"}`, and, when the
//! address ends in WordPress's `#?secret=…`, as WordPress's `{message: "height", value, secret}`.
//! Nothing else is sent and nothing is received; the host's `embed.js` (or WordPress's own
//! script) sets the frame's height. In a sandboxed frame (an opaque origin, as WordPress embeds
//! a provider) the page is marked `data-sandboxed`, and the stylesheet hides what a sandbox
//! forbids: downloads, the clipboard, new windows (the embed code stays, as text to select).

use rope_params::display::json_string;
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

/// The secret in WordPress's `#?secret=…` (the hash it adds to an embedded frame's address).
pub fn wordpress_secret(hash: &str) -> Option<String> {
    let query = hash.strip_prefix("#?").or_else(|| hash.strip_prefix('#'))?;
    query
        .split('&')
        .find_map(|kv| kv.strip_prefix("secret="))
        .filter(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric()))
        .map(str::to_string)
}

/// WordPress's height message: `{message: "height", value, secret}`.
fn wordpress_message(height_css_px: f64, secret: &str) -> js_sys::Object {
    let object = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&object, &"message".into(), &"height".into());
    let _ = js_sys::Reflect::set(&object, &"value".into(), &height_css_px.into());
    let _ = js_sys::Reflect::set(&object, &"secret".into(), &secret.into());
    object
}

/// Whether the page runs in a sandboxed frame without `allow-same-origin` (its origin is
/// opaque, written "null"): there downloads, the clipboard and pop-ups are refused.
pub fn sandboxed() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"origin".into()).ok())
        .and_then(|o| o.as_string())
        .is_some_and(|o| o == "null")
}

/// Marks the page `data-sandboxed` when it is (the stylesheet hides what cannot work there).
pub fn mark_sandbox() {
    if sandboxed() {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("data-sandboxed", "");
        }
    }
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
    let secret = wordpress_secret(&window.location().hash().unwrap_or_default());
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
        if let Some(secret) = &secret {
            let _ = parent.post_message(&wordpress_message(height, secret), "*");
        }
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
    fn wordpress_secrets_are_read_from_the_hash() {
        assert_eq!(wordpress_secret("#?secret=a1B2c3"), Some("a1B2c3".into()));
        assert_eq!(wordpress_secret("#?x=1&secret=Zz9"), Some("Zz9".into()));
        assert_eq!(wordpress_secret("#?secret="), None);
        assert_eq!(wordpress_secret("#?secret=<script>"), None);
        assert_eq!(wordpress_secret(""), None);
        assert_eq!(wordpress_secret("#story"), None);
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(
            json_string("https://x.org/?fig=rotate&m=3"),
            "\"https://x.org/?fig=rotate&m=3\""
        );
    }
}
