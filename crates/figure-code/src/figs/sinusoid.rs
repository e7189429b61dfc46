//! `sinusoid`: the original Transformer's mark of position m, sin and cos per pair.

use super::super::py;
use rope_params::Params;

/// The widest mark the figure writes out (its `MAX_DIMS`).
const MAX_DIMS: usize = 16;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("sinusoid.py"),
        &[
            ("d", py::count(p.rope.d.min(MAX_DIMS))),
            ("m", py::int(p.probe.m)),
        ],
    )
}
