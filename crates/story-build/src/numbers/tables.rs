//! The computed tables the prose places (`{{< rope-table "name" >}}`).

use rope_math::base_bound::{COMPUTED_MIN_BASE_128, PAPER_MIN_BASE};
use rope_params::display::{sig, tokens};

/// The computed table called `name`, as HTML, or `None`.
pub fn table(name: &str) -> Option<String> {
    match name {
        "min-base-128" => {
            let rows = PAPER_MIN_BASE
                .iter()
                .map(|&(len, published)| {
                    let found = COMPUTED_MIN_BASE_128
                        .iter()
                        .find(|(l, _)| *l == len)
                        // A whole base, rounded up: the passing bases of the longest lengths lie
                        // in slivers a fraction of a percent wide, so a value rounded to a few
                        // digits can name a failing one (6.54×10⁷ fails at 904,278 tokens);
                        // each of these passes, as the tests of rope-math's base bound check.
                        .map_or_else(|| "—".to_string(), |(_, b)| tokens(b.ceil()));
                    format!(
                        "<tr><td>{}</td><td>{}</td><td>{found}</td></tr>",
                        tokens(len as f64),
                        sig(published, 2)
                    )
                })
                .collect::<String>();
            Some(format!(
                "<table class=\"pair-table\"><thead><tr><th>length</th><th>published</th>\
                 <th>found here</th></tr></thead><tbody>{rows}</tbody></table>"
            ))
        }
        _ => None,
    }
}

/// Every name [`table`] knows.
pub const TABLE_NAMES: &[&str] = &["min-base-128"];
