//! Tables of numbers that all change together (every pair's θ, turns, angles), written in one
//! batch.
//!
//! Why not one reactive closure per cell: with 64 pairs that is about a thousand subscriptions
//! on the same few memos, each re-run on every slider step and each crossing from WebAssembly
//! to JavaScript (BENCHMARKS.md has what it cost). Why not reactive rows either: a change of
//! `d` adds or drops rows, and rows built as views (a keyed list of components with their
//! closures) left memory behind on every change. Here the rows are markup, written as one
//! string when the row count (or what a row shows besides its cells) changes; one effect
//! formats every cell in Rust into a single string and a few lines of JavaScript spread it over
//! the cells, touching only the cells whose text changed.

use super::markup::MarkupWriter;
use leptos::html::Tbody;
use leptos::prelude::*;
use leptos_use::use_event_listener;
use std::fmt::Write;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
export function fill_cells(root, payload) {
  const parts = payload.split('\u001f');
  let cells = root.__cells;
  if (!cells || cells.length * 2 !== parts.length || (cells.length && !cells[0].isConnected)) {
    cells = root.__cells = Array.from(root.querySelectorAll('[data-fill]'));
    root.__shown = [];
  }
  // Only what differs from the last fill is written; the DOM is never read back.
  const shown = root.__shown;
  const details = root.closest('details');
  const open = !details || details.open;
  for (let i = 0; i < cells.length; i++) {
    const value = parts[2 * i];
    if (value !== '' && value !== shown[2 * i]) {
      cells[i].setAttribute('data-value', value);
      shown[2 * i] = value;
    }
    // Inside a closed <details> the text is invisible (and not even formatted): it is
    // written when the table opens and the cells are filled again.
    const text = parts[2 * i + 1];
    if (open && text !== shown[2 * i + 1]) {
      cells[i].textContent = text;
      shown[2 * i + 1] = text;
    }
  }
}
"#)]
extern "C" {
    /// Writes cell `i` of `root`'s `[data-fill]` cells (document order) from fields `2i`
    /// (`data-value`, left alone when empty) and `2i + 1` (text) of `payload`.
    fn fill_cells(root: &web_sys::HtmlElement, payload: &str);
}

/// Field separator of the payload (ASCII unit separator: never in a number or a label).
const SEP: char = '\u{1f}';

/// Row-major contents of a table's `[data-fill]` cells.
#[derive(Debug, Default)]
pub struct Cells {
    payload: String,
    count: usize,
    /// False while the table is closed: texts are skipped (only `data-value` is kept current).
    skip_text: bool,
}

impl Cells {
    /// Adds the next cell: its full value for `data-value` (Rust `{}` of the f64) and its text
    /// (formatted only when the table is open).
    pub fn number(&mut self, value: f64, text: impl FnOnce() -> String) {
        self.sep();
        // Writing into a String cannot fail.
        let _ = write!(self.payload, "{value}{SEP}");
        if !self.skip_text {
            self.payload.push_str(&text());
        }
        self.count += 1;
    }

    /// Adds the next cell with text only (no `data-value` hook).
    pub fn text(&mut self, text: impl FnOnce() -> String) {
        self.sep();
        self.payload.push(SEP);
        if !self.skip_text {
            self.payload.push_str(&text());
        }
        self.count += 1;
    }

    fn sep(&mut self) {
        if self.count > 0 {
            self.payload.push(SEP);
        }
    }

    /// The cells written so far.
    pub fn len(&self) -> usize {
        self.count
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The payload `fill_cells` reads.
    pub fn payload(&self) -> &str {
        &self.payload
    }
}

/// A `<tbody>` whose rows are `markup` (their data cells carry `data-fill`), filled by `fill`
/// whenever what `fill` reads changes. `fill` must add cells in document order.
#[component]
pub fn LiveRows<F>(
    /// The rows' HTML: everything but the cells' contents. Written when it changes.
    #[prop(into)]
    markup: Signal<String>,
    /// Adds every cell's value and text, row by row.
    fill: F,
) -> impl IntoView
where
    F: Fn(&mut Cells) + Send + Sync + 'static,
{
    let body = NodeRef::<Tbody>::new();
    // Whether the surrounding <details> (if any) is open: closed, only the hooks are kept.
    let details =
        Signal::derive(move || body.get().and_then(|b| b.closest("details").ok().flatten()));
    let open = RwSignal::new(true);
    let read_open = move || {
        if let Some(d) = details.get_untracked() {
            open.set(d.has_attribute("open"));
        }
    };
    Effect::new(move |_| {
        details.track();
        read_open();
    });
    let _ = use_event_listener(details, leptos::ev::toggle, move |_| read_open());
    // A memo of the payload: when a change leaves every cell's text as it was (say, m moved and
    // the table shows frequencies), nothing reaches the page at all.
    let payload = Memo::new(move |_| {
        let mut cells = Cells {
            skip_text: !open.get(),
            ..Cells::default()
        };
        fill(&mut cells);
        cells.payload
    });
    // Rows are rewritten only when their markup changed (and then every cell is filled again:
    // `fill_cells` sees its cells have gone).
    let writer = MarkupWriter::new();
    Effect::new(move |_| {
        let Some(body) = body.get() else { return };
        markup.with(|html| writer.write(&body, html));
        payload.with(|p| fill_cells(&body, p));
    });
    view! { <tbody node_ref=body></tbody> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_alternates_value_and_text() {
        let mut c = Cells::default();
        c.number(0.5, || "0.500".into());
        c.text(|| "yes".into());
        c.number(1e-7, || "1.0×10⁻⁷".into());
        assert_eq!(c.len(), 3);
        let parts: Vec<&str> = c.payload().split(SEP).collect();
        assert_eq!(
            parts,
            ["0.5", "0.500", "", "yes", "0.0000001", "1.0×10⁻⁷"],
            "values are Rust's {{}} of the f64, as the page hooks promise"
        );
    }

    #[test]
    fn a_closed_table_keeps_values_and_skips_texts() {
        let mut c = Cells {
            skip_text: true,
            ..Cells::default()
        };
        c.number(2.5, || unreachable!("not formatted while closed"));
        c.text(|| unreachable!("not formatted while closed"));
        assert_eq!(
            c.payload().split(SEP).collect::<Vec<_>>(),
            ["2.5", "", "", ""]
        );
    }
}
