//! `alibi`: every head's ALiBi slope, and the chosen head's penalty at the training length
//! with the factor it puts on a softmax weight.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("alibi.py"),
        &[
            ("heads", py::count(p.view.alibi_heads)),
            ("head", py::count(p.view.alibi_head.max(1))),
            ("train_len_tokens", py::int(p.rope.train_len_tokens)),
        ],
    )
}
