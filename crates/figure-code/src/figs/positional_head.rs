//! `positional-head`: a head built from the fastest pairs, aimed r tokens back: its score and
//! softmax weight at every offset shown, and its strongest echo.

use super::super::py;
use rope_params::Params;

/// The most offsets the figure draws (its `MAX_SPAN_TOKENS`).
const MAX_SPAN_TOKENS: u64 = 256;

pub(super) fn body(p: &Params) -> String {
    let span = p.view.span_tokens.clamp(1, MAX_SPAN_TOKENS);
    let pairs = (p.rope.d / 2).max(1);
    py::fill(
        include_str!("positional_head.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("span", py::int(span)),
            (
                "target",
                py::int(p.figures.head.target_tokens.min(span - 1)),
            ),
            ("fast", py::count(p.figures.head.fast_pairs.clamp(1, pairs))),
            ("sharp", py::float(p.figures.head.sharp)),
        ],
    )
}
