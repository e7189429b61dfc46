//! `interpolation`: position interpolation turns position m as m·L/L′ was turned, and brings
//! the fastest pair's neighbouring tokens that much closer.

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("interpolation.py"),
        &[
            ("train", py::int(p.rope.train_len_tokens)),
            ("infer", py::int(p.rope.infer_len_tokens)),
            ("m", py::int(p.probe.m)),
        ],
    )
}
