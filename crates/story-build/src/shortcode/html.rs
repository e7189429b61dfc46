//! Text made safe for HTML, and the set of number hooks a page has written.

use std::collections::HashSet;

/// The number hooks (`text-<name>`) already written on the page.
pub type Hooks = HashSet<String>;

/// Text with `&`, `<`, `>` and `"` escaped, for HTML text and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}
