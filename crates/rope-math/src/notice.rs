//! How a notice writes what it was given: a number short enough for one line, a text cut to a
//! few words (so a stray paste cannot widen the page).

/// A number as a notice shows it: plain when short, else in exponent form (`1e308`, not 309
/// digits that would widen the page).
pub fn shown(value: f64) -> String {
    let plain = format!("{value}");
    if plain.len() <= 16 {
        plain
    } else {
        format!("{value:e}")
    }
}

/// A text as a notice quotes it: its first 24 characters, with an ellipsis when cut.
pub fn short(value: &str) -> String {
    let cut: String = value.chars().take(24).collect();
    if cut.len() < value.len() {
        format!("{cut}…")
    } else {
        cut
    }
}
