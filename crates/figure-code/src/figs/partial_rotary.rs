//! `partial-rotary`: a part of the head rotates, with HF's default (every frequency squeezed
//! into the rotated pairs) and with `proportional` (the fastest kept, the rest still).

use super::super::py;
use rope_math::Scaling;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("partial_rotary.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("partial", py::float(p.rope.partial)),
            (
                "proportional",
                py::boolean(p.rope.scaling == Scaling::Proportional),
            ),
        ],
    )
}
