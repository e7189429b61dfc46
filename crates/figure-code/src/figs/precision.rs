//! `precision`: one pair's angle error at position m in float32 and bfloat16 (HF's angle table),
//! what the bfloat16 cast adds, and the float32 shift test, every float32 step as the page
//! takes it (`rope_math::precision`).

use super::super::py;
use rope_params::Params;

pub(super) fn body(p: &Params) -> String {
    py::fill(
        include_str!("precision.py"),
        &[
            ("d", py::count(p.rope.d)),
            ("base", py::float(p.rope.base)),
            ("pair", py::count(p.probe.pair)),
            ("m", py::int(p.probe.m)),
            ("seeded_normals", super::SEEDED_NORMALS.to_string()),
        ],
    )
}
