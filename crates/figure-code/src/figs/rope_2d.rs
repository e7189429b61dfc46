//! `rope-2d`: the score of aligned vectors over 2-D patch offsets, each pair turning along its
//! own direction (axial or golden-angle), at the table's offsets, and its means on and off the
//! axes.

use super::super::py;
use rope_math::Choice;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("rope_2d.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("directions", py::string(p.figures.directions.slug())),
        ],
    )
}
