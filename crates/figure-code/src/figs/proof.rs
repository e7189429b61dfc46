//! `proof`: one pair (the first), q at m and k at n, and its score both ways.

use super::super::py;
use super::rotate::{theta_py, vectors_py};
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("proof.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("theta", theta_py(&p.rope)),
            ("vectors", vectors_py(p, 1)),
            ("m", py::int(p.probe.m)),
            ("n", py::int(p.probe.n)),
        ],
    )
}
