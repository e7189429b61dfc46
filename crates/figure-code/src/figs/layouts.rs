//! `layouts`: which dimensions pair up in the trained layout, and the scores of q at m and k at
//! n rotated in that layout and in the other one (and both 100 tokens on).

use super::super::py;
use super::rotate::{theta_py, vectors_py};
use rope_math::Choice;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("layouts.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("theta", theta_py(&p.rope)),
            ("vectors", vectors_py(p, usize::MAX)),
            ("m", py::int(p.probe.m)),
            ("n", py::int(p.probe.n)),
            ("trained", py::string(p.probe.layout.slug())),
        ],
    )
}
