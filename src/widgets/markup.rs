//! Markup written as one string: for lists whose items are plain HTML (table rows, a select's
//! options) and change with a count. Built as views, each item with its own reactive closures,
//! such lists left memory behind on every change of the count (BENCHMARKS.md); as markup there
//! is nothing reactive per item at all.

use leptos::prelude::*;

/// The markup last written into one element; writes only what differs from it.
#[derive(Clone, Copy, Debug)]
pub struct MarkupWriter(StoredValue<Option<String>>);

impl MarkupWriter {
    pub fn new() -> Self {
        MarkupWriter(StoredValue::new(None))
    }

    /// Sets `el`'s inner HTML to `html` unless that is what it last wrote there.
    pub fn write(&self, el: &web_sys::Element, html: &str) {
        if self.0.with_value(|w| w.as_deref() != Some(html)) {
            el.set_inner_html(html);
            self.0.set_value(Some(html.to_string()));
        }
    }
}

impl Default for MarkupWriter {
    fn default() -> Self {
        Self::new()
    }
}
