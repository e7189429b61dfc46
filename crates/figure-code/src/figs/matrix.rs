//! `matrix`: the block-diagonal rotation at position m (built, not printed) and the table of
//! angles pos·θᵢ code precomputes instead, for positions 0 to 3 and m.

use super::super::py;
use super::rotate::theta_py;
use rope_math::Choice;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("matrix.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("theta", theta_py(&p.rope)),
            ("m", py::int(p.probe.m)),
            ("layout", py::string(p.probe.layout.slug())),
            (
                "precompute",
                if p.view.precompute { "True" } else { "False" }.to_string(),
            ),
        ],
    )
}
