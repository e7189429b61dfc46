//! `rope-layer`: the cached keys turned once each by n·θ, the new query by m·θ (pair 0).

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("rope_layer.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("m", py::int(p.probe.m)),
        ],
    )
}
