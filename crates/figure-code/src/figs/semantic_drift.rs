//! `semantic-drift`: how far the slowest pair turns over the context, and what that does to its
//! part of an aligned score.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("semantic_drift.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("len_tokens", py::int(p.rope.infer_len_tokens)),
        ],
    )
}
