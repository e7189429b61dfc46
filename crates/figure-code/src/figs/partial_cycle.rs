//! `partial-cycle`: the pairs that never finish a turn within the training length, the first
//! of them, and Liu et al.'s critical dimension.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("partial_cycle.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("train", py::int(p.rope.train_len_tokens)),
        ],
    )
}
