//! `extrapolation-bound` (Liu et al. 2023): the critical dimension of training at base 10000,
//! and how far the tuned base then reaches.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    // Explicit angles rotate every pair: the rotated width is the whole head.
    let partial = if p.rope.theta_rad.is_empty() {
        p.rope.partial
    } else {
        1.0
    };
    py::fill(
        include_str!("extrapolation_bound.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("partial", py::float(partial)),
            ("base", py::float(p.rope.base)),
            ("train", py::int(p.rope.train_len_tokens)),
        ],
    )
}
