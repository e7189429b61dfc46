//! The stylesheet a figure's shadow root adopts: the page's own, with its `:root` rules applied
//! to the `.rope-host` that stands for the page inside the shadow root, and its `rem` lengths
//! in CSS px (a `rem` is the host page's root font size, which a blog may set to anything).
//! A page can still scale a figure's text on purpose: each length is `calc(N * var(--rope-rem,
//! 16px))`, and the lecture sets `--rope-rem` so its smallest text is 1/30 of the screen.
//! Media queries cannot read a variable: theirs stay in px.

/// The page's stylesheet, compiled in: a blog that loads the module has no other copy of it.
pub const PAGE_CSS: &str = include_str!("../../assets/style.css");

/// CSS px per `rem` in the page's own stylesheet (its `html` keeps the browser's 100%).
const PX_PER_REM: f64 = 16.0;

/// `css` for a shadow root: `:root` → `.rope-host`, every `<number>rem` → px.
pub fn shadow_css(css: &str) -> String {
    let css = css.replace(":root", ".rope-host");
    let bytes = css.as_bytes();
    let mut out = String::with_capacity(css.len() + css.len() / 8);
    let mut last = 0;
    let mut i = 0;
    while i + 3 <= bytes.len() {
        let is_rem = &bytes[i..i + 3] == b"rem"
            && bytes
                .get(i + 3)
                .is_none_or(|b| !b.is_ascii_alphanumeric() && *b != b'-');
        if !is_rem {
            i += 1;
            continue;
        }
        // The number before the unit, if any (`0.75rem`, `.5rem`, `-4rem`).
        let mut start = i;
        while start > 0 && (bytes[start - 1].is_ascii_digit() || bytes[start - 1] == b'.') {
            start -= 1;
        }
        // A minus sign belongs to the number (`-4rem`), not to a word before it.
        if start > 0
            && start < i
            && bytes[start - 1] == b'-'
            && (start < 2
                || !(bytes[start - 2].is_ascii_alphanumeric() || bytes[start - 2] == b'-'))
        {
            start -= 1;
        }
        let number = &css[start..i];
        match number.parse::<f64>() {
            Ok(n) if start < i => {
                out.push_str(&css[last..start]);
                let px = n * PX_PER_REM;
                if in_at_rule_prelude(&css[..start]) {
                    out.push_str(&format!("{}px", (px * 1000.0).round() / 1000.0));
                } else {
                    out.push_str(&format!("calc({n} * var(--rope-rem, {PX_PER_REM}px))"));
                }
                last = i + 3;
            }
            _ => {}
        }
        i += 3;
    }
    out.push_str(&css[last..]);
    out
}

/// Whether the text ends inside an at-rule's condition (`@media (max-width: 40`), where a
/// length must be a plain one.
fn in_at_rule_prelude(before: &str) -> bool {
    let statement = before
        .rfind(['{', '}', ';'])
        .map_or(before, |k| &before[k + 1..]);
    statement.trim_start().starts_with('@')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn root_rules_and_rem_lengths() {
        assert_eq!(
            shadow_css(":root { --q: red; } :root[data-theme=\"dark\"] { padding: 0.75rem 1rem; margin: -4rem; }"),
            ".rope-host { --q: red; } .rope-host[data-theme=\"dark\"] { padding: calc(0.75 * var(--rope-rem, 16px)) calc(1 * var(--rope-rem, 16px)); margin: calc(-4 * var(--rope-rem, 16px)); }"
        );
        assert_eq!(
            shadow_css("@media (max-width: 40rem) { a { gap: .5rem } }"),
            "@media (max-width: 640px) { a { gap: calc(0.5 * var(--rope-rem, 16px)) } }"
        );
        // Words that merely contain the letters stay.
        assert_eq!(
            shadow_css(".remark, .prem-1 { x: 1em }"),
            ".remark, .prem-1 { x: 1em }"
        );
    }

    #[test]
    fn the_page_stylesheet_has_no_rem_left() {
        let css = shadow_css(PAGE_CSS);
        assert!(!css.contains(":root"));
        let rems = css.match_indices("rem").filter(|(i, _)| {
            css.as_bytes()
                .get(i.saturating_sub(1))
                .is_some_and(|b| b.is_ascii_digit())
        });
        assert_eq!(rems.count(), 0);
        assert!(css.contains(".rope-host[data-theme=\"dark\"]"));
    }
}
